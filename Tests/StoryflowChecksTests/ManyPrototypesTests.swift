import StoryflowChecks
import StoryflowLint
import StoryflowModel
import StoryflowReader
import StoryflowSemantics
import Testing

/// Tables with more prototypes than `PrototypeLookup.fewPrototypes`, whose reuse identifiers the rules hash
/// instead of looking through them: the findings are those of a small table.
struct ManyPrototypesTests {
    /// A flow whose table's prototypes (from line 4) have the reuse identifiers `identifiers`, with sample rows
    /// naming `Cell1` and `Missing` on the line after them.
    static func flow(_ identifiers: [String]) -> String {
        let prototypes = identifiers.map { "      <prototype reuseIdentifier=\"\($0)\" style=\"basic\"/>" }
        return """
            <flow version="1" initial="list">
              <tableViewController id="list" title="List">
                <tableView content="prototypes">
            \(prototypes.joined(separator: "\n"))
                  <samples><section><row prototype="Cell1" title="a"/><row prototype="Missing" title="b"/></section></samples>
                </tableView>
              </tableViewController>
            </flow>
            """
    }

    /// The two rules' findings on `flow(identifiers)`: rule, line, and the line a duplicate names.
    static func findings(_ identifiers: [String]) -> [String] {
        Linter.check(FlowLoader.load(string: flow(identifiers), file: "many.flow.xml"))
            .filter { ["duplicate-reuse-identifier", "sample-row-unknown-prototype"].contains($0.rule) }
            .map { diagnostic in
                let named = diagnostic.message.firstRange(of: "prototype at line ").map {
                    " names \(diagnostic.message[$0.upperBound...].prefix { $0.isNumber })"
                }
                return "\(diagnostic.rule) \(diagnostic.location.line)\(named ?? "")"
            }
    }

    @Test(arguments: [PrototypeLookup.fewPrototypes, PrototypeLookup.fewPrototypes + 4])
    func everyRepeatedIdentifierNamesItsFirstPrototypeWhateverTheTablesSize(count: Int) {
        // Cell0, Cell1, …, then `Cell1` twice more at the last two lines (the second prototype is at line 5).
        let identifiers = (0..<count - 2).map { "Cell\($0)" } + ["Cell1", "Cell1"]
        #expect(
            Self.findings(identifiers) == [
                "duplicate-reuse-identifier \(2 + count) names 5", "duplicate-reuse-identifier \(3 + count) names 5",
                "sample-row-unknown-prototype \(4 + count)",
            ])
    }
}
