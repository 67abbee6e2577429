import StoryflowRuntime
import StoryflowScreen
import Testing

@testable import TableStyles

/// Seed 001's tables: plain and grouped with headers and footers, a section index, the four cell styles, every
/// accessory with its tap logged, custom cells, and editing with delete and insert.
@MainActor
struct TableStylesTests {
    /// Launches and opens the menu row titled `title`.
    func open(_ title: String) throws -> Application {
        let app = try AppDelegate().launch()
        let rows = app.screen.topLayer?.body.table?.sections.flatMap(\.rows) ?? []
        let row = try #require(rows.first { $0.text == title })
        try app.tapRow(IndexPath(row: row.row, section: row.section))
        return app
    }

    func table(_ app: Application) throws -> ScreenTable {
        try #require(app.screen.topLayer?.body.table)
    }

    @Test(arguments: [("Plain", "plain"), ("Grouped", "grouped")])
    func listing92InBothStyles(title: String, style: String) throws {
        let app = try open(title)
        let table = try table(app)
        #expect("\(table.style)" == style)
        #expect(table.sections.map(\.header) == ["Section 0 Header", "Section 1 Header", "Section 2 Header"])
        #expect(table.sections.map(\.footer) == ["Section 0 Footer", "Section 1 Footer", "Section 2 Footer"])
        #expect(table.sections.allSatisfy { $0.rows.map(\.text) == ["Row 0", "Row 1", "Row 2"] })
        #expect(!app.log.events.contains { $0.event == .note || $0.event == .error })
    }

    @Test func theSectionIndexHasMoreTitlesThanSections() throws {
        let app = try open("Section index")
        #expect(try table(app).sectionIndexTitles == ["A", "B", "C", "D", "Z"])
        let screen = try #require(app.topViewController as? IndexedTableScreen)
        let source = try #require(screen.tableSource as? TableSourceWithIndex)
        #expect((0..<5).map { source.tableView(screen.tableView, sectionForSectionIndexTitle: "", at: $0) } == [0, 1, 2, 2, 3])
    }

    /// Deleting a row above "(add new)" moves it up: ending editing then removes the right row.
    @Test func deletingInTheSectionWithTheAddNewRowThenEndingEditing() throws {
        let app = try open("Delete and insert")
        try app.tapBarButton("Edit")
        let rows = try table(app).sections.flatMap(\.rows)
        let inSectionOne = try #require(rows.first { $0.section == 1 })
        try app.deleteRow(IndexPath(row: inSectionOne.row, section: 1))
        #expect(try table(app).sections.flatMap(\.rows).filter { $0.editingControl == .insert }.map(\.text) == ["(add new)"])
        try app.tapBarButton("Done")
        #expect(!(try table(app).sections.flatMap(\.rows).contains { $0.text == "(add new)" }))
    }

    @Test func theFourCellStyles() throws {
        let app = try open("Cell styles")
        let rows = try table(app).sections.map { $0.rows[0] }
        #expect(rows.map(\.style) == [.basic, .subtitle, .rightDetail, .leftDetail])
        #expect(rows.map(\.detail) == [nil, "Subheading", "Subheading", "555-0100"])
        #expect(rows.map(\.image) == ["icon", "icon", "icon", nil], "Value2 has no image")
    }

    @Test func accessoryTapsAreLoggedAndDoNotSelectTheRow() throws {
        let app = try open("Accessories")
        #expect(try table(app).sections[0].rows.map(\.accessory) == [.none, .checkmark, .disclosureIndicator, .detailDisclosureButton, .detailButton])
        let tap = try app.tapAccessory(IndexPath(row: 3, section: 0))
        #expect(
            trace(tap, story) == [
                "delegate AccessoriesScreen#1 tableView(_:accessoryButtonTappedForRowWith:) [0, 3]",
                "log AccessoriesScreen#1 Accessory for Section, 0 and Row, 3 tapped",
            ])
        #expect(logLines(try app.tapAccessory(IndexPath(row: 4, section: 0))) == ["Accessory for Section, 0 and Row, 4 tapped"])
        #expect(throws: ApplicationError.self) { try app.tapAccessory(IndexPath(row: 2, section: 0)) }
    }

    @Test func customCellsShowHeadingSubheadingAndImageWhenThereIsOne() throws {
        let app = try open("Custom cells")
        #expect(rowTexts(app) == ["Vegetables | 65 items | Vegetables.jpg", "Fruits | 17 items | Fruits.jpg", "Flower Buds | 5 items"])
    }

    @Test func editingAddsAnInsertRowDeletesAndInserts() throws {
        let app = try open("Delete and insert")
        try app.tapBarButton("Edit")
        var section1 = try table(app).sections[1].rows
        #expect(section1.map(\.text) == ["Row 0", "Row 1", "Row 2", "(add new)"])
        #expect(section1.map(\.editingControl) == [.delete, .delete, .delete, .insert])
        let insert = try app.insertRow(IndexPath(row: 3, section: 1))
        #expect(!insert.contains { $0.event == .error })
        section1 = try table(app).sections[1].rows
        #expect(section1.map(\.text) == ["Row 0", "Row 1", "Row 2", "Inserted Row", "(add new)"])
        #expect(section1.map(\.editingControl) == [.delete, .delete, .delete, .delete, .insert])
        try app.deleteRow(IndexPath(row: 0, section: 0))
        #expect(try table(app).sections[0].rows.map(\.text) == ["Row 1", "Row 2"])
        try app.moveRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        #expect(try table(app).sections[0].rows.map(\.text) == ["Row 2", "Row 1"])
        try app.tapBarButton("Done")
        #expect(
            try table(app).sections.map { $0.rows.compactMap(\.text) } == [
                ["Row 2", "Row 1"], ["Row 0", "Row 1", "Row 2", "Inserted Row"], ["Row 0", "Row 1", "Row 2"],
            ])
        #expect(app.screen.topLayer?.navigationBar?.rightButtons.map(\.title) == ["Edit"])
    }

    @Test func theDeleteConfirmationIsTitledBySource() throws {
        let app = try open("Delete and insert")
        try app.swipe(IndexPath(row: 1, section: 2), leading: false)
        #expect(try table(app).sections[2].rows[1].swipeActions == [ScreenSwipeAction(title: "Trash (Row 1)", style: .destructive)])
    }
}
