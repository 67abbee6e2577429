import StoryflowRuntime
import StoryflowScreen
import Testing

@testable import Homepwner

/// Seed 000's scenarios: add, edit mode, delete with the action sheet, reorder, and the three challenges.
@MainActor
struct HomepwnerTests {
    func launch(items: Int) throws -> (Application, AppDelegate) {
        let delegate = AppDelegate()
        let app = try delegate.launch()
        for _ in 0..<items { try app.tapButton("Add") }
        return (app, delegate)
    }

    func names(_ app: Application) -> [String] {
        app.screen.topLayer?.body.table?.sections.flatMap(\.rows).compactMap(\.text) ?? []
    }

    @Test func startsWithOnlyTheNoMoreItemsRowAndAddInsertsAboveIt() throws {
        let (app, delegate) = try launch(items: 0)
        #expect(names(app) == ["No more items!"])
        let add = try app.tapButton("Add")
        #expect(trace(add, story) == ["action ItemsViewController#1 addNewItem"])
        #expect(!add.contains { $0.event == .error }, "the model is updated before the row is inserted")
        try app.tapButton("Add")
        let items = delegate.itemStore.allItems
        #expect(names(app) == items.map(\.name) + ["No more items!"])
        #expect(app.screen.topLayer?.body.table?.sections[0].rows.first?.detail == "$\(items[0].valueInDollars)")
        #expect(items.allSatisfy { $0.serialNumber?.count == 5 })
    }

    @Test func randomItemsRepeatFromSessionToSession() throws {
        let (first, _) = try launch(items: 3)
        let (second, _) = try launch(items: 3)
        #expect(names(first) == names(second))
    }

    @Test func editButtonTogglesItsTitleAndTheLastRowHasNoControls() throws {
        let (app, _) = try launch(items: 2)
        let edit = try app.tapButton("Edit")
        #expect(trace(edit, [.action, .setEditing]) == ["action ItemsViewController#1 toggleEditingMode", "setEditing ItemsViewController#1 true"])
        let rows = try #require(app.screen.topLayer?.body.table?.sections[0].rows)
        #expect(rows.map(\.editingControl) == [.delete, .delete, .none], "Gold: No more items! cannot be deleted")
        #expect(rows.map(\.showsReorderControl) == [true, true, false], "Silver: No more items! cannot move")
        #expect(app.screen.topLayer?.body.controls.flatMap { [$0.text] + $0.children.map(\.text) }.contains("Done") == true)
        try app.tapButton("Done")
        #expect(app.screen.topLayer?.body.table?.isEditing == false)
    }

    @Test func deleteAsksInAnActionSheetThenRemoves() throws {
        let (app, delegate) = try launch(items: 3)
        let doomed = delegate.itemStore.allItems[1]
        try app.setEditing(true)
        let commit = try app.deleteRow(IndexPath(row: 1, section: 0))
        #expect(trace(commit, [.`init`, .present]) == ["init AlertController#1", "present ItemsViewController#1"])
        #expect(
            app.screen.alert
                == ScreenAlert(
                    title: "Delete \(doomed.name)?", message: "Are you sure you want to delete this item?", style: .actionSheet,
                    actions: [ScreenAlertAction(title: "Cancel", style: .cancel), ScreenAlertAction(title: "Delete", style: .destructive)]
                ))
        try app.chooseAlertAction("Cancel")
        #expect(delegate.itemStore.allItems.count == 3)
        try app.deleteRow(IndexPath(row: 1, section: 0))
        let remove = try app.chooseAlertAction("Delete")
        #expect(trace(remove, [.dismiss, .deinit, .error]) == ["dismiss ItemsViewController#1", "deinit AlertController#2"])
        #expect(!delegate.itemStore.allItems.contains(doomed))
        #expect(names(app) == delegate.itemStore.allItems.map(\.name) + ["No more items!"])
    }

    @Test func bronzeTheSwipeDeleteButtonReadsRemove() throws {
        let (app, _) = try launch(items: 1)
        try app.swipe(IndexPath(row: 0, section: 0), leading: false)
        #expect(app.screen.topLayer?.body.table?.sections[0].rows[0].swipeActions == [ScreenSwipeAction(title: "Remove", style: .destructive)])
        try app.swipe(IndexPath(row: 1, section: 0), leading: false)
        #expect(app.screen.topLayer?.body.table?.sections[0].rows[1].swipeActions == [], "No more items! cannot be swiped away")
    }

    @Test func goldNoRowMovesPastTheLastRowAndTheLastRowNeverMoves() throws {
        let (app, delegate) = try launch(items: 3)
        let before = delegate.itemStore.allItems.map(\.name)
        try app.setEditing(true)
        let move = try app.moveRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        #expect(move.last { $0.method == "tableView(_:moveRowAt:to:)" }?.message == "[0, 0] [0, 2]", "dropped below the last row, it lands above it")
        #expect(delegate.itemStore.allItems.map(\.name) == [before[1], before[2], before[0]])
        #expect(names(app).last == "No more items!")
        #expect(throws: ApplicationError.self) { try app.moveRow(from: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0)) }
        #expect(names(app) == delegate.itemStore.allItems.map(\.name) + ["No more items!"])
    }
}
