import Foundation
import StoryflowModel
import StoryflowTestSupport
import Testing

@testable import StoryflowReader

/// What the storyboard reader promises, on storyboards the project writes itself (Tests/Fixtures/Storyboards), so
/// that a fresh clone with nothing beside it tests all of it: every controller kind, segue kind, relationship and
/// table mode, storyboard references, and documents from iOS 5 (Xcode 4.2) to Xcode 16.
@Suite struct StoryboardFixtureTests {
    func read(_ name: String) throws -> (document: FlowDocument, diagnostics: [Diagnostic]) {
        let result = try FlowLoader.load(contentsOf: Fixtures.storyboard(name))
        return (try #require(result.document), result.diagnostics)
    }

    @Test func everyControllerKindIsRead() throws {
        let (catalog, diagnostics) = try read("Catalog")
        #expect(diagnostics.isEmpty)
        #expect(catalog.format == .storyboard)
        let kinds = Set(catalog.scenes.map(\.kind))
        #expect(kinds == Set(SceneKind.allCases).subtracting([.alertController]), "alert controllers are made in code, not in storyboards")
        #expect(catalog.scene(withID: "pages")?.className == "TourViewController")
        #expect(catalog.scene(withID: "list")?.storyboardIdentifier == "List")
    }

    @Test func everyModernSegueKindIsReadWithItsTrigger() throws {
        let (catalog, _) = try read("Catalog")
        let segues = catalog.scenes.flatMap(\.segues)
        #expect(Set(segues.map(\.kind)) == [.show, .showDetail, .present, .popover, .embed, .unwind, .custom])
        let list = try #require(catalog.scene(withID: "list"))
        let cell = try #require(list.tableView?.prototype(withReuseIdentifier: "Item"))
        #expect(cell.selectionSegue?.identifier == "ShowItem")
        #expect(list.navigationItem?.rightButtons.first?.segue?.presentation == .formSheet)
        #expect(list.manualSegues.map(\.identifier) == ["Tour"])
        #expect(list.manualSegues.first?.customClass == "FadeSegue")
        let detail = try #require(catalog.scene(withID: "detail"))
        #expect(detail.segues.first { $0.kind == .unwind }?.unwindAction == "backToList", "the selector's colon is dropped")
        #expect(detail.segues.first { $0.kind == .embed }?.destination == "child")
    }

    @Test func everyRelationshipIsRead() throws {
        let (catalog, _) = try read("Catalog")
        let relationships = catalog.scenes.flatMap(\.relationships)
        #expect(Set(relationships.map(\.kind)) == Set(Relationship.Kind.allCases))
        let tabs = try #require(catalog.scene(withID: "tabs"))
        #expect(tabs.relationships.map { $0.tabItem?.title } == ["Home", "Browse", "Grid", "More"])
        #expect(catalog.scene(withID: "split")?.relationships.map(\.kind) == [.master, .supplementary, .detail])
    }

    @Test func bothTableModesAreRead() throws {
        let (catalog, _) = try read("Catalog")
        let list = try #require(catalog.scene(withID: "list")?.tableView)
        #expect(list.content == .prototypes)
        #expect(list.style == .insetGrouped)
        let settings = try #require(catalog.scene(withID: "settings")?.tableView)
        #expect(settings.content == .static)
        #expect(settings.sections.map(\.header) == ["General"])
        #expect(settings.sections.map(\.footer) == ["Applies everywhere"])
        #expect(settings.sections[0].cells.map(\.style) == [.basic, .leftDetail])
        #expect(settings.sections[0].cells.map(\.text) == ["Sound", "Level"])
        #expect(Set(TableLayout.Content.allCases) == [.prototypes, .static])
    }

    @Test func aStoryboardReferenceResolvesToTheStoryboardBesideIt() throws {
        let (catalog, _) = try read("Catalog")
        let reference = try #require(catalog.scene(withID: "reference")?.reference)
        #expect(reference.storyboardName == "Second")
        #expect(reference.referencedIdentifier == "Welcome")
        #expect(StoryboardReferenceResolver.diagnostics(for: catalog).isEmpty)
        let (second, diagnostics) = try read("Second")
        #expect(diagnostics.isEmpty)
        #expect(second.scene(withStoryboardIdentifier: "Welcome")?.title == "Welcome")
    }

    @Test func anIOS5StoryboardIsReadWithItsLegacySegueKinds() throws {
        let (legacy, diagnostics) = try read("Legacy")
        #expect(diagnostics.isEmpty)
        #expect(legacy.initialSceneID == "legacy-nav")
        let segues = legacy.scenes.flatMap(\.segues)
        #expect(Set(segues.map(\.kind)) == [.push, .modal, .legacyPopover, .replace])
        #expect(segues.first { $0.kind == .modal }?.transition == .flipHorizontal)
        let list = try #require(legacy.scene(withID: "legacy-list"))
        #expect(list.className == "LegacyListController")
        let cell = try #require(list.tableView?.prototype(withReuseIdentifier: "LegacyCell"))
        #expect(cell.selectionSegue?.kind == .push)
        #expect(legacy.scene(withID: "legacy-nav")?.relationships.map(\.destination) == ["legacy-list"])
    }

    @Test func everyLegacySegueKindHasAModernReplacement() {
        #expect([SegueKind.push, .modal, .replace].map(\.modernReplacement) == [.show, .present, .showDetail])
    }
}
