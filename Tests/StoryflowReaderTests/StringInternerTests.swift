import StoryflowModel
import Testing

@testable import StoryflowReader

/// The interner that lets thousands of scenes and cells naming the same class share one copy of the name.
@Suite struct StringInternerTests {
    /// The address of a string's UTF-8 buffer: equal for two strings that share one heap buffer.
    private func storage(_ string: String?) -> UnsafeRawPointer? {
        string?.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
    }

    @Test func equalLongStringsComeBackAsTheFirstCopy() {
        let interner = StringInterner()
        let first = String(repeating: "Detail", count: 3) + "ViewController"
        let second = ["Detail", "Detail", "Detail", "ViewController"].joined()
        #expect(first == second && storage(first) != storage(second))
        #expect(storage(interner.intern(first)) == storage(first))
        let shared = interner.intern(second)
        #expect(shared == second)
        #expect(storage(shared) == storage(first))
        let other = interner.intern("SomeOtherViewController")
        #expect(other == "SomeOtherViewController" && storage(other) != storage(first))
    }

    @Test func shortStringsAndNilComeBackAsGiven() {
        let interner = StringInterner()
        #expect(interner.intern(nil) == nil)
        #expect(interner.intern("ItemCell") == "ItemCell")
        #expect(interner.intern("") == "")
    }

    @Test func scenesAndCellsOfAFlowShareTheirRepeatedClassNames() throws {
        let result = read(
            """
            <flow version="1" initial="a">
              <tableViewController id="a" class="GeneratedListViewController">
                <tableView content="prototypes">
                  <prototype reuseIdentifier="Item" class="GeneratedItemTableViewCell"/>
                </tableView>
              </tableViewController>
              <tableViewController id="b" class="GeneratedListViewController">
                <tableView content="prototypes">
                  <prototype reuseIdentifier="Item" class="GeneratedItemTableViewCell"/>
                </tableView>
              </tableViewController>
            </flow>
            """)
        let scenes = try #require(result.document?.scenes)
        #expect(scenes.map(\.className) == ["GeneratedListViewController", "GeneratedListViewController"])
        #expect(storage(scenes[0].className) == storage(scenes[1].className))
        let cells = scenes.map { $0.tableView?.prototypes.first?.className }
        #expect(cells == ["GeneratedItemTableViewCell", "GeneratedItemTableViewCell"])
        #expect(storage(cells[0]) == storage(cells[1]))
    }
}
