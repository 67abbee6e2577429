import Foundation
import StoryflowModel
import Testing

@testable import StoryflowReader

/// The example flows of the seed apps read without any diagnostic and say what the seeds say.
@Suite struct SeedFlowTests {
    func load(_ name: String) throws -> FlowDocument {
        let result = try FlowLoader.load(contentsOf: flowsFolder.appendingPathComponent("\(name).flow.xml").path)
        #expect(result.diagnostics.isEmpty, "\(name): \(result.diagnostics)")
        return try #require(result.document)
    }

    @Test func everyFlowInTheFlowsFolderReadsCleanly() throws {
        let names = try flowFiles(in: flowsFolder).map(\.lastPathComponent)
        #expect(names == ["ChildControllers.flow.xml", "Homepwner.flow.xml", "Ratings.flow.xml", "TableStyles.flow.xml", "Todo.flow.xml"])
        for name in names { _ = try load(name.replacingOccurrences(of: ".flow.xml", with: "")) }
    }

    @Test func homepwnerHasItsHeaderButtonsAndTheDeleteActionSheet() throws {
        let document = try load("Homepwner")
        let items = try #require(document.initialScene)
        #expect(items.className == "ItemsViewController")
        #expect(items.controls.first?.children.map(\.text) == ["Edit", "Add"])
        #expect(items.controls.first?.children.map(\.action) == ["toggleEditingMode", "addNewItem"])
        let sheet = try #require(document.scene(withID: "deleteConfirmation")?.alert)
        #expect(sheet.style == .actionSheet)
        #expect(sheet.message == "Are you sure you want to delete this item?")
        #expect(sheet.actions.map(\.title) == ["Cancel", "Delete"])
        #expect(sheet.actions.map(\.style) == [.cancel, .destructive])
        #expect(items.manualSegues.map(\.destination) == ["deleteConfirmation"])
    }

    @Test func todoLeadsToOneEditorAndUnwindsBack() throws {
        let document = try load("Todo")
        let list = try #require(document.scene(withID: "list"))
        let segues = Dictionary(uniqueKeysWithValues: document.scenes.flatMap(\.segues).map { ($0.identifier ?? "", $0) })
        #expect(segues["addJob"]?.destination == "job")
        #expect(segues["addJob"]?.trigger == .barButton(index: 1))
        #expect(segues["editJob"]?.destination == "job")
        #expect(segues["editJob"]?.trigger == .prototypeSelection(reuseIdentifier: "T0DoCell"))
        #expect(segues["backToT0Do"]?.kind == .unwind)
        #expect(segues["backToT0Do"]?.unwindAction == "unwindToT0Do")
        #expect(segues["backToT0Do"]?.trigger == .manual)
        #expect(list.unwindActions.map(\.name) == ["unwindToT0Do"])
        #expect(document.scene(withID: "job")?.navigationItem?.allButtons.map(\.displayTitle) == ["取消", "保存"])
        #expect(list.tableView?.samples.first?.rows.count == 3)
    }

    @Test func tableStylesShowsEveryStyleAndAccessory() throws {
        let document = try load("TableStyles")
        let styles = document.scene(withID: "cellStyles")?.tableView?.prototypes.map(\.style) ?? []
        #expect(Set(styles) == Set(TableCell.Style.allCases).subtracting([.custom]))
        let accessories = document.scene(withID: "accessories")?.tableView?.allCells.map(\.accessory) ?? []
        #expect(Set(accessories) == Set(TableCell.Accessory.allCases))
        #expect(document.scene(withID: "plain")?.tableView?.samples.map(\.header) == ["Section 0 Header", "Section 1 Header", "Section 2 Header"])
        #expect(document.scene(withID: "grouped")?.tableView?.style == .grouped)
    }
}
