import StoryflowChecks
import StoryflowLint
import StoryflowModel
import StoryflowReader
import StoryflowSemantics
import Testing

/// Tables with more prototypes than `TouchTargets.fewPrototypes`, whose reuse identifiers the rules keep in a set
/// instead of looking through them: the findings are those of a small table.
struct ManyPrototypesTests {
    /// A flow whose table has `count` prototypes `Cell0`… (the last repeating `Cell1` when `repeatsOne`), and
    /// sample rows naming `Cell1` and `Missing`.
    static func flow(prototypes count: Int, repeatsOne: Bool) -> String {
        let prototypes = (0..<count).map { index in
            let identifier = repeatsOne && index == count - 1 ? "Cell1" : "Cell\(index)"
            return "      <prototype reuseIdentifier=\"\(identifier)\" style=\"basic\"/>"
        }
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

    static func findings(prototypes count: Int) -> [String] {
        let diagnostics = Linter.check(FlowLoader.load(string: flow(prototypes: count, repeatsOne: true), file: "many.flow.xml"))
        return diagnostics.filter { ["duplicate-reuse-identifier", "sample-row-unknown-prototype"].contains($0.rule) }
            .map { "\($0.rule) \($0.location.line)" }
    }

    @Test func aLargeTableIsCheckedAsASmallOneIs() {
        let small = TouchTargets.fewPrototypes
        let large = small + 4
        // The repeated identifier is the last prototype's (line 3 + count), named against the second's (line 5).
        #expect(Self.findings(prototypes: small) == ["duplicate-reuse-identifier \(3 + small)", "sample-row-unknown-prototype \(4 + small)"])
        #expect(Self.findings(prototypes: large) == ["duplicate-reuse-identifier \(3 + large)", "sample-row-unknown-prototype \(4 + large)"])
        let message = Linter.check(FlowLoader.load(string: Self.flow(prototypes: large, repeatsOne: true), file: "many.flow.xml"))
            .first { $0.rule == "duplicate-reuse-identifier" }?.message
        #expect(message?.contains("already used by the prototype at line 5 of this table") == true)
    }
}
