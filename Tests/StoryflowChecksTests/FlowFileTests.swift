import Foundation
import StoryflowChecks
import StoryflowLint
import StoryflowModel
import StoryflowReader
import StoryflowTestSupport
import Testing

/// The flows shipped in `Flows/`: the examples pass clean; each `Flows/broken/<rule-id>.flow.xml` trips its rule.
@Suite struct FlowFileTests {
    static let brokenFiles: [String] = {
        let folder = Repository.url("Flows/broken")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let checkRules = Set(RuleRegistry.ruleDescriptions.map(\.id))
        return names.filter { checkRules.contains($0.replacingOccurrences(of: ".flow.xml", with: "")) }.sorted()
    }()

    @Test func exampleFlowsHaveNoErrorsOrWarnings() throws {
        let folder = Repository.url("Flows")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".flow.xml") }
        #expect(!files.isEmpty)
        for name in files {
            let diagnostics = Linter.check(try FlowLoader.load(contentsOf: folder.appendingPathComponent(name).path))
            #expect(diagnostics.filter { $0.severity >= .warning }.isEmpty, "\(name): \(diagnostics.map(\.description))")
        }
    }

    @Test func everyOtherCheckRuleHasABrokenFlow() {
        let missing = RuleRegistry.ruleDescriptions.map(\.id).filter { !Self.brokenFiles.contains("\($0).flow.xml") }
        #expect(missing.isEmpty)
    }

    @Test(arguments: brokenFiles)
    func brokenFlowTripsItsRule(_ name: String) throws {
        let rule = name.replacingOccurrences(of: ".flow.xml", with: "")
        let path = Repository.url("Flows/broken/\(name)").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let diagnostics = Linter.check(try FlowLoader.load(contentsOf: path))
        let mine = diagnostics.filter { $0.rule == rule }
        #expect(!mine.isEmpty, "\(name) does not trip \(rule)")
        #expect(diagnostics.filter { $0.rule != rule && $0.severity == .error }.isEmpty, "\(diagnostics.map(\.description))")
        let expected = Self.expectation(in: text)
        #expect(expected != nil, "\(name) has no `expect: LINE:COLUMN` in its leading comment")
        #expect(mine.map { "\($0.location.line):\($0.location.column)" } == [expected ?? ""])
    }

    /// The `expect: LINE:COLUMN` of a file's leading comment, if it has one.
    static func expectation(in text: String) -> String? {
        guard let range = text.range(of: "expect: ") else { return nil }
        return String(text[range.upperBound...].prefix { $0.isNumber || $0 == ":" })
    }
}

extension Diagnostic {
    /// `line:column rule: message`, for failure messages.
    var description: String { "\(location.line):\(location.column) \(rule): \(message)" }
}
