import StoryflowModel
import Testing

@testable import StoryflowReader

/// Tables: static sections and cells, prototypes, sample rows, and what belongs where.
@Suite struct TableReaderTests {
    /// The table of the only scene of a flow whose scene body is `body`.
    func table(_ body: String, scene: String = "tableViewController") -> (table: TableLayout?, result: LoadResult) {
        let result = read("<flow version=\"1\">\n<\(scene) id=\"a\">\n\(body)\n</\(scene)>\n</flow>")
        return (result.document?.scenes.first?.tableView, result)
    }

    @Test func staticSectionsAndCellsAreRead() throws {
        let (table, result) = table(
            """
            <tableView style="grouped" content="static" rowHeight="44">
              <section header="Player Name" footer="Required">
                <cell style="custom" selection="none"><textField outlet="nameTextField" placeholder="Name"/></cell>
              </section>
              <section>
                <cell style="rightDetail" text="Game" detail="Chess" image="dice" accessory="disclosureIndicator" outlet="detailLabel" rowHeight="60.5" \
            reuseIdentifier="GameCell" class="GameCell"/>
              </section>
            </tableView>
            """)
        #expect(result.diagnostics.isEmpty)
        let tableView = try #require(table)
        #expect(tableView.style == .grouped && tableView.content == .static && tableView.rowHeight == 44)
        #expect(tableView.location.line == 3 && tableView.location.column == 1)
        #expect(tableView.sections.map(\.header) == ["Player Name", nil])
        #expect(tableView.sections.map(\.footer) == ["Required", nil])
        #expect(tableView.sections[0].location.line == 4 && tableView.sections[0].location.column == 3)
        let name = tableView.sections[0].cells[0]
        #expect(name.style == .custom && name.selectionStyle == TableCell.SelectionStyle.none && !name.isPrototype)
        #expect(name.controls.map(\.outlet) == ["nameTextField"])
        let game = tableView.sections[1].cells[0]
        #expect(game.style == .rightDetail && game.text == "Game" && game.detail == "Chess" && game.image == "dice")
        #expect(game.accessory == .disclosureIndicator && game.outlet == "detailLabel" && game.rowHeight == 60.5)
        #expect(game.reuseIdentifier == "GameCell" && game.className == "GameCell")
        #expect(game.location.line == 8 && game.location.column == 5)
        #expect(tableView.allCells.count == 2)
    }

    @Test func cellDefaultsAreUIKits() throws {
        let (table, result) = table("<tableView><section><cell/></section></tableView>")
        #expect(result.diagnostics.isEmpty)
        let cell = try #require(table?.sections.first?.cells.first)
        #expect(cell.style == .basic && cell.accessory == TableCell.Accessory.none && cell.selectionStyle == .default)
        #expect(cell.rowHeight == nil && cell.reuseIdentifier == nil && cell.selectionSegue == nil)
        #expect(table?.style == .plain && table?.content == .static)
    }

    @Test func contentDefaultsToPrototypesWithoutSections() {
        #expect(table("<tableView/>").table?.content == .prototypes)
        #expect(table("<tableView><prototype reuseIdentifier=\"c\"/></tableView>").table?.content == .prototypes)
        #expect(table("<tableView><section/></tableView>").table?.content == .static)
    }

    @Test(arguments: TableLayout.Style.allCases)
    func everyTableStyleIsRead(style: TableLayout.Style) {
        #expect(table("<tableView style=\"\(style.rawValue)\"/>").table?.style == style)
    }

    @Test(arguments: TableCell.Style.allCases, TableCell.Accessory.allCases)
    func everyCellStyleAndAccessoryIsRead(style: TableCell.Style, accessory: TableCell.Accessory) throws {
        let (table, result) = table("<tableView><prototype reuseIdentifier=\"c\" style=\"\(style.rawValue)\" accessory=\"\(accessory.rawValue)\"/></tableView>")
        #expect(result.diagnostics.isEmpty)
        let cell = try #require(table?.prototypes.first)
        #expect(cell.style == style && cell.accessory == accessory && cell.isPrototype)
    }

    @Test(arguments: TableCell.SelectionStyle.allCases)
    func everySelectionStyleIsRead(selection: TableCell.SelectionStyle) {
        #expect(
            table("<tableView><section><cell selection=\"\(selection.rawValue)\"/></section></tableView>").table?.sections.first?.cells.first?.selectionStyle
                == selection)
    }

    @Test func prototypesWithSubviewsAndSamplesAreRead() throws {
        let (table, result) = table(
            """
            <tableView rowHeight="55">
              <prototype reuseIdentifier="PlayerCell" class="PlayerCell" style="custom">
                <label tag="100" outlet="nameLabel"/>
                <image tag="102"/>
              </prototype>
              <prototype reuseIdentifier="MoreCell"/>
              <samples>
                <row prototype="PlayerCell">
                  <value outlet="nameLabel" text="Bill Evans"/>
                  <value tag="102" text="★★★★☆"/>
                </row>
                <row text="No more items!" detail="end"/>
              </samples>
            </tableView>
            """)
        #expect(result.diagnostics.isEmpty)
        let tableView = try #require(table)
        #expect(tableView.content == .prototypes && tableView.rowHeight == 55)
        #expect(tableView.prototypes.map(\.reuseIdentifier) == ["PlayerCell", "MoreCell"])
        #expect(tableView.prototype(withReuseIdentifier: "PlayerCell")?.controls.map(\.tag) == [100, 102])
        #expect(tableView.samples.count == 1)
        let section = tableView.samples[0]
        #expect(section.header == nil && section.location.line == 9 && section.location.column == 3)
        #expect(section.rows.map(\.prototype) == ["PlayerCell", nil])
        #expect(section.rows[1].text == "No more items!" && section.rows[1].detail == "end")
        #expect(
            section.rows[0].values == [
                SampleValue(outlet: "nameLabel", text: "Bill Evans", location: SourceLocation(file: "test.flow.xml", line: 11, column: 7)),
                SampleValue(tag: 102, text: "★★★★☆", location: SourceLocation(file: "test.flow.xml", line: 12, column: 7)),
            ])
    }

    @Test func sampleSectionsCarryHeadersAndFooters() throws {
        let (table, result) = table(
            """
            <tableView style="grouped">
              <prototype reuseIdentifier="TableCell"/>
              <samples>
                <section header="Section 0 Header" footer="Section 0 Footer"><row text="Row 0"/><row text="Row 1"/></section>
                <section header="Section 1 Header"><row text="Row 0"/></section>
                <section/>
              </samples>
            </tableView>
            """)
        #expect(result.diagnostics.isEmpty)
        let samples = try #require(table?.samples)
        #expect(samples.map(\.header) == ["Section 0 Header", "Section 1 Header", nil])
        #expect(samples.map(\.footer) == ["Section 0 Footer", nil, nil])
        #expect(samples.map(\.rows.count) == [2, 1, 0])
        #expect(samples[1].location.line == 7 && samples[1].location.column == 5)
    }

    @Test func sampleProblemsAreReported() {
        let (_, result) = table(
            """
            <tableView>
              <prototype reuseIdentifier="c"/>
              <samples kind="x">
                <section><row><value text="x"/><value outlet="o"/><label/></row><cell/></section>
                <row text="loose"/>
                <item/>
              </samples>
              <samples/>
            </tableView>
            """)
        #expect(
            rules(result) == [
                "unknown-attribute", "missing-attribute", "missing-attribute", "unknown-element", "unknown-element", "unknown-element", "unknown-element",
                "unknown-element",
            ])
        #expect(positions(result) == ["5:12", "6:19", "6:36", "6:55", "6:69", "7:5", "8:5", "10:3"])
        #expect(result.diagnostics[5].message.contains("either <row> elements"))
        #expect(result.diagnostics[7].message.contains("only one <samples>"))
    }

    @Test func staticAndPrototypeContentDoNotMix() {
        let (table, result) = table(
            """
            <tableView content="static">
              <prototype reuseIdentifier="c"/>
              <samples/>
              <section><cell/><label/></section>
            </tableView>
            <tableView content="prototypes"/>
            """, scene: "viewController")
        #expect(rules(result) == ["unknown-element", "unknown-element", "unknown-element", "unknown-element"])
        #expect(positions(result) == ["4:3", "5:3", "6:19", "8:1"])
        #expect(table?.sections.count == 1)
        #expect(table?.prototypes.isEmpty == true)
        let (_, prototypes) = self.table("<tableView content=\"prototypes\">\n<section/></tableView>")
        #expect(rules(prototypes) == ["unknown-element"])
        #expect(positions(prototypes) == ["4:1"])
    }

    @Test func badTableAndCellValuesAreReportedWithSuggestions() {
        let (table, result) = table(
            """
            <tableView style="grouped2" content="dynamic" rowHeight="-4">
              <section><cell style="subtitel" accessory="chevron" selection="blue" rowHeight="tall"/></section>
            </tableView>
            """)
        #expect(rules(result) == ["invalid-value", "invalid-value", "invalid-value", "invalid-value", "invalid-value", "invalid-value"])
        #expect(positions(result) == ["3:12", "3:29", "3:47", "4:18", "4:35", "4:72"])
        #expect(result.diagnostics[0].message.contains("did you mean `grouped`?"))
        #expect(result.diagnostics[3].message.contains("did you mean `subtitle`?"))
        #expect(table?.style == .plain && table?.rowHeight == nil)
        #expect(table?.content == .static)
    }
}
