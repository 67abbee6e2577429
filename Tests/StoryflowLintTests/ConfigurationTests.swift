import Foundation
import StoryflowLint
import StoryflowModel
import StoryflowTestSupport
import Testing

/// `.storyflow.yml`: disabling rules, changing severities, including and excluding files, unknown rule ids.
@Suite struct ConfigurationTests {
    @Test func disabledRulesAreNotReported() throws {
        let scratch = try Scratch()
        try scratch.write("disabled_rules:\n  - unreachable-scene\n", to: ".storyflow.yml")
        let file = try scratch.write(SampleFlows.unreachableScene, to: "a.flow.xml")
        #expect(try Linter().lint(files: [file]).diagnostics.isEmpty)
        #expect(try Linter(configurationPath: "/dev/null").lint(files: [file]).diagnostics.map(\.rule) == ["unreachable-scene"])
    }

    @Test func severityOverridesApply() throws {
        let scratch = try Scratch()
        try scratch.write("severity:\n  unreachable-scene: error\n", to: ".storyflow.yml")
        let file = try scratch.write(SampleFlows.unreachableScene, to: "sub/a.flow.xml")
        let diagnostics = try Linter().lint(files: [file]).diagnostics
        #expect(diagnostics.map(\.severity) == [.error])
    }

    @Test func onlyRulesRestrictsChecksButKeepsReaderProblems() throws {
        let scratch = try Scratch()
        try scratch.write("only_rules: [no-initial-scene]\n", to: ".storyflow.yml")
        let file = try scratch.write("<flow version=\"1\" bogus=\"1\">\n  <viewController id=\"a\"/>\n</flow>\n", to: "a.flow.xml")
        let rules = try Linter().lint(files: [file]).diagnostics.map(\.rule)
        #expect(rules == ["no-initial-scene", "unknown-attribute"])
    }

    @Test func excludedAndIncludedGlobsSelectFiles() throws {
        let scratch = try Scratch()
        try scratch.write("included: [Flows]\nexcluded:\n  - Flows/broken\n  - \"**/*-draft.flow.xml\"\n", to: ".storyflow.yml")
        let kept = try scratch.write(SampleFlows.unreachableScene, to: "Flows/a.flow.xml")
        let files = [
            kept,
            try scratch.write(SampleFlows.unreachableScene, to: "Flows/broken/b.flow.xml"),
            try scratch.write(SampleFlows.unreachableScene, to: "Flows/deep/c-draft.flow.xml"),
            try scratch.write(SampleFlows.unreachableScene, to: "Other/d.flow.xml"),
        ]
        let result = try Linter().lint(files: files, foundInFolders: Set(files))
        #expect(result.files == [kept])
        #expect(result.diagnostics.map(\.location.file) == [kept])
        let named = try Linter().lint(files: files)
        #expect(named.files == files, "files named directly are always checked, as SwiftLint does")
    }

    @Test func unknownRuleIDsAreReportedAtTheirPositionOnce() throws {
        let scratch = try Scratch()
        let config = try scratch.write("disabled_rules:\n  - unreachable-scen\nseverity:\n  no-such-rule: note\n", to: ".storyflow.yml")
        let files = [try scratch.write(SampleFlows.unreachableScene, to: "a.flow.xml"), try scratch.write(SampleFlows.unreachableScene, to: "b.flow.xml")]
        let found = try Linter().lint(files: files).diagnostics.filter { $0.rule == "unknown-rule-in-config" }
        #expect(found.map(\.location) == [SourceLocation(file: config, line: 2, column: 5), SourceLocation(file: config, line: 4, column: 3)])
        #expect(found.first?.message.contains("did you mean `unreachable-scene`?") == true)
        #expect(found.allSatisfy { $0.severity == .warning })
    }

    @Test func malformedConfigurationIsAnErrorWithItsPosition() throws {
        let scratch = try Scratch()
        let file = try scratch.write(SampleFlows.unreachableScene, to: "a.flow.xml")
        let cases: [(String, String)] = [
            ("severity:\n  unreachable-scene: loud\n", ":2:22: the severity of `unreachable-scene` must be error, warning or note"),
            ("disabled_rule: [a]\n", ":1:1: unknown key `disabled_rule`"),
            ("excluded: [a\n", "not valid YAML"),
        ]
        for (text, expected) in cases {
            let config = try scratch.write(text, to: ".storyflow.yml")
            #expect {
                try Linter().lint(files: [file])
            } throws: { error in
                "\(error)".hasPrefix(config) && "\(error)".contains(expected)
            }
        }
    }
}
