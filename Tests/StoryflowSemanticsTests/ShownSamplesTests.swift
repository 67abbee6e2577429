import StoryflowModel
import StoryflowSemantics
import Testing

/// The rows a generic table controller shows in a prototype table: a flow's samples, a storyboard's placeholders.
struct ShownSamplesTests {
    @Test func aStoryboardPrototypeTableShowsOnePlaceholderRowPerPrototypeThatCanBeDequeued() throws {
        let table = try TouchTargetsTests.table(
            """
            <tableView content="prototypes">
              <prototype reuseIdentifier="PlayerCell" class="PlayerCell" style="subtitle" text="Name" detail="Game"/>
              <prototype/>
              <prototype reuseIdentifier="PlayerCell" style="basic"/>
              <prototype reuseIdentifier="AddCell" style="basic" text="Add"/>
            </tableView>
            """)
        let sections = ShownSamples.sections(of: table, in: .storyboard)
        #expect(
            sections.map(\.header) == ["Prototype PlayerCell · PlayerCell", "Prototype AddCell"],
            "one without an identifier, and a second of one identifier, are never dequeued")
        #expect(sections.map { $0.rows.map(\.prototype) } == [["PlayerCell"], ["AddCell"]])
        #expect(sections.flatMap(\.rows).allSatisfy { $0.text == nil && $0.detail == nil && $0.values.isEmpty }, "the prototype's own labels show")
        #expect(sections.map(\.footer) == [nil, ShownSamples.placeholderFooter])

        let rows = TouchTargets.rows(of: table, in: .storyboard)
        #expect(rows.map { $0.cell?.text } == ["Name", "Add"], "each row is dequeued from its prototype")
    }

    @Test func aFlowKeepsItsSamplesAndShowsNoRowsWithoutThem() throws {
        let empty = try TouchTargetsTests.table(#"<tableView content="prototypes"><prototype reuseIdentifier="Cell"/></tableView>"#)
        #expect(ShownSamples.sections(of: empty, in: .flow).flatMap(\.rows).isEmpty)

        let declared = try TouchTargetsTests.table(
            #"<tableView content="prototypes"><prototype reuseIdentifier="Cell"/><samples><row text="Milk"/></samples></tableView>"#)
        #expect(ShownSamples.sections(of: declared, in: .storyboard) == declared.samples, "declared samples win in any format")
        #expect(ShownSamples.sections(of: declared, in: .flow) == declared.samples)
    }

    @Test func aStaticTableOrOneWithoutDequeuablePrototypesHasNoPlaceholders() throws {
        let statics = try TouchTargetsTests.table(#"<tableView content="static"><section><cell text="One"/></section></tableView>"#)
        #expect(ShownSamples.sections(of: statics, in: .storyboard).isEmpty)
        let unnamed = try TouchTargetsTests.table(#"<tableView content="prototypes"><prototype/></tableView>"#)
        #expect(ShownSamples.sections(of: unnamed, in: .storyboard).isEmpty)
    }
}
