import StoryflowChecks
import StoryflowModel
import StoryflowReader
import StoryflowSwiftCheck
import StoryflowSwiftParsing
import StoryflowTestSupport
import Testing

/// Runs every `check --swift` rule's examples: each is a flow (or storyboard), a `// Swift:` line, then Swift
/// code; a triggering example must produce exactly its rule's findings at the `↓` markers of either part, a
/// non-triggering one none of them.
@Suite struct SwiftRuleExampleTests {
    static let rules = SwiftCheckRules.ruleDescriptions.map(\.id)

    @Test(arguments: rules)
    func ruleHasBothKindsOfExample(_ id: String) throws {
        let rule = try #require(SwiftCheckRules.ruleDescriptions.first { $0.id == id })
        #expect(!rule.triggeringExamples.isEmpty && !rule.nonTriggeringExamples.isEmpty)
    }

    @Test(arguments: rules)
    func triggeringExamplesReportAtTheMarkers(_ id: String) throws {
        let rule = try #require(SwiftCheckRules.ruleDescriptions.first { $0.id == id })
        for example in rule.triggeringExamples {
            let (flow, swift) = try Self.parts(of: example)
            let expected = flow.positions.map { "example.flow.xml:" + $0 } + swift.positions.map { "Example.swift:" + $0 }
            #expect(!expected.isEmpty, "\(id): a triggering example has no ↓ marker")
            let found = try Self.run(flow.text, swift.text).filter { $0.rule == id }
            #expect(
                found.map { "\($0.location.file):\($0.location.line):\($0.location.column)" }.sorted() == expected.sorted(), "\(id): \(found.map(\.message))")
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesReportNothing(_ id: String) throws {
        let rule = try #require(SwiftCheckRules.ruleDescriptions.first { $0.id == id })
        for example in rule.nonTriggeringExamples {
            let (flow, swift) = try Self.parts(of: example)
            let found = try Self.run(flow.text, swift.text).filter { $0.rule == id }
            #expect(found.isEmpty, "\(id): \(found.map(\.message))")
        }
    }

    /// The example's flow and Swift parts, each with its markers taken out.
    static func parts(of example: String) throws -> (flow: MarkedExample, swift: MarkedExample) {
        let halves = example.components(separatedBy: "\n" + SwiftCheckRules.exampleSeparator + "\n")
        try #require(halves.count == 2, "an example is a flow, a `// Swift:` line, and Swift code")
        return (MarkedExample(halves[0]), MarkedExample(halves[1]))
    }

    static func run(_ flow: String, _ swift: String) throws -> [Diagnostic] {
        let name = flow.contains("<document") ? "example.storyboard" : "example.flow.xml"
        let document = try #require(FlowLoader.load(string: flow, file: name).document)
        let scanned = SwiftSources.references(in: swift, file: "Example.swift")
        return (SwiftFlowChecker.check(scanned.references, against: [document]) + scanned.findings).map { diagnostic in
            var renamed = diagnostic
            if renamed.location.file == "example.storyboard" {
                renamed.location = SourceLocation(file: "example.flow.xml", line: renamed.location.line, column: renamed.location.column)
            }
            return renamed
        }
    }
}
