import Foundation
import StoryflowChecks
import StoryflowModel
import StoryflowReader
import StoryflowTestSupport
import Testing

/// Runs every rule's examples: each triggering example must produce exactly the marked diagnostics, each
/// non-triggering one none, and every rule must have both kinds.
@Suite struct RuleExampleTests {
    static let rules = RuleRegistry.all.map { RuleCase(type: $0) }

    @Test(arguments: rules)
    func ruleHasBothKindsOfExample(_ rule: RuleCase) {
        #expect(!rule.description.triggeringExamples.isEmpty, "\(rule.description.id) has no triggering example")
        #expect(!rule.description.nonTriggeringExamples.isEmpty, "\(rule.description.id) has no non-triggering example")
    }

    @Test(arguments: rules)
    func triggeringExamplesReportAtTheMarkers(_ rule: RuleCase) throws {
        for example in rule.description.triggeringExamples {
            let marked = MarkedExample(example)
            #expect(!marked.positions.isEmpty, "\(rule.description.id): a triggering example has no ↓ marker")
            let found = try run(rule, on: marked.text)
            #expect(found.map(\.position) == marked.positions, "\(rule.description.id) in:\n\(marked.text)\nfound: \(found.map(\.message))")
            #expect(found.allSatisfy { $0.severity >= .note && !$0.message.isEmpty })
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesReportNothing(_ rule: RuleCase) throws {
        for example in rule.description.nonTriggeringExamples {
            #expect(!example.contains(RuleDescription.marker))
            let found = try run(rule, on: example)
            #expect(found.isEmpty, "\(rule.description.id) in:\n\(example)\nfound: \(found.map(\.message))")
        }
    }

    @Test func theExamplesFileNamesOnlyRegisteredRules() throws {
        let text = try String(contentsOf: Repository.url("Sources/StoryflowChecks/Rules/RuleExamples.xml"), encoding: .utf8)
        let named = text.matches(of: #/<rule id="([^"]+)">/#).map { String($0.1) }
        #expect(named == RuleRegistry.ruleDescriptions.map(\.id), "one section per rule, in registry order")
        #expect(RuleRegistry.ruleDescriptions.allSatisfy { $0.triggeringExamples.isEmpty }, "checking a flow reads no example")
    }

    @Test func ruleIDsAreUniqueKebabCase() {
        let ids = RuleRegistry.ruleDescriptions.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } && !$0.hasPrefix("-") })
    }

    /// Reads `text` (which must be a valid flow) and runs only `rule` on it.
    private func run(_ rule: RuleCase, on text: String) throws -> [Diagnostic] {
        let loaded = FlowLoader.load(string: text, file: "example.flow.xml")
        #expect(loaded.diagnostics.isEmpty, "the example does not read cleanly: \(loaded.diagnostics.map(\.message))")
        let document = try #require(loaded.document)
        return FlowChecker(rules: [rule.type]).check(document)
    }
}

/// A rule type as a test argument.
struct RuleCase: CustomTestStringConvertible, Sendable {
    let type: any Rule.Type
    /// The rule's description with its examples, as `storyflow rules` shows it.
    var description: RuleDescription { RuleRegistry.documentedRuleDescriptions.first { $0.id == type.description.id } ?? type.description }
    var testDescription: String { type.description.id }
}

extension Diagnostic {
    /// `line:column`.
    var position: String { "\(location.line):\(location.column)" }
}
