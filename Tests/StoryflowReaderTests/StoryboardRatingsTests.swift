import Foundation
import StoryflowModel
import StoryflowTestSupport
import Testing

@testable import StoryflowReader

/// The seeds' Ratings app, read from a storyboard, has the structure of the hand-written Flows/Ratings.flow.xml:
/// the project's own fixture (Tests/Fixtures/Storyboards/Ratings.storyboard, Xcode 16's format) always, and the
/// real one from the shared corpus (lai3d/Ratings, an iOS 5 era storyboard) when the corpus is there.
@Suite struct StoryboardRatingsTests {
    /// The Ratings storyboards to compare with the flow.
    static var storyboards: [String] {
        [Fixtures.storyboard("Ratings")] + (StoryboardCorpus.entry("lai3d__Ratings__Main.storyboard").map { [$0.path] } ?? [])
    }

    let flow: FlowDocument

    init() throws {
        flow = try #require(try FlowLoader.load(contentsOf: Repository.url("Flows/Ratings.flow.xml").path).document)
    }

    func read(_ path: String) throws -> FlowDocument {
        try #require(try FlowLoader.load(contentsOf: path).document)
    }

    @Test(arguments: storyboards)
    func everyStructuralFactOfTheNativeFlowHoldsForTheStoryboard(path: String) throws {
        let storyboard = try read(path)
        let native = Set(facts(flow))
        #expect(native.count >= 10)
        #expect(native.subtracting(facts(storyboard)).isEmpty, "missing: \(native.subtracting(facts(storyboard)).sorted())")
    }

    @Test func theFixturesDetailsAreRead() throws {
        let storyboard = try read(Fixtures.storyboard("Ratings"))
        #expect(storyboard.format == .storyboard)
        #expect(storyboard.initialSceneID == "tab-bar-01")
        #expect(storyboard.initialLocation?.line == 2)
        let players = try #require(storyboard.scene(withID: "players-01"))
        #expect(players.location.line == 39)
        let add = try #require(players.navigationItem?.rightButtons.first?.segue)
        #expect(add.kind == .present)
        #expect(add.trigger == .barButton(index: 0))
        #expect(add.location.line == 69)
        #expect(add.location.column == 33)
        let cell = try #require(players.tableView?.prototype(withReuseIdentifier: "PlayerCell"))
        #expect(cell.className == "PlayerCell")
        #expect(cell.controls.map(\.tag) == [100, 101, 102])
        #expect(cell.controls.map(\.outlet) == ["nameLabel", "gameLabel", "ratingImageView"])
        let details = try #require(storyboard.scene(withID: "details-01"))
        #expect(details.navigationItem?.leftButtons.first?.action == "cancel")
        #expect(details.navigationItem?.rightButtons.first?.action == "done")
        let gameCell = try #require(details.tableView?.sections[1].cells.first)
        #expect(gameCell.detail == "Chess")
        #expect(gameCell.outlet == "detailLabel")
        #expect(gameCell.selectionSegue?.identifier == "PickGame")
        #expect(storyboard.scene(withID: "gestures-01")?.controls.compactMap(\.text) == ["Second Tab"])
    }

    @Test(.enabled(if: StoryboardCorpus.isAvailable, StoryboardCorpus.unavailable))
    func theCorpusStoryboardsDetailsAreRead() throws {
        let entry = try #require(StoryboardCorpus.entry("lai3d__Ratings__Main.storyboard"))
        let storyboard = try read(entry.path)
        #expect(storyboard.format == .storyboard)
        #expect(storyboard.initialSceneID == "onG-3M-TuL")
        #expect(storyboard.initialLocation?.line == 2)
        let players = try #require(storyboard.scene(withID: "HTG-9v-3RO"))
        #expect(players.location.line == 11)
        let add = try #require(players.navigationItem?.rightButtons.first?.segue)
        #expect(add.transition == .flipHorizontal)
        #expect(add.trigger == .barButton(index: 0))
        #expect(add.location.line == 66)
        #expect(add.location.column == 33)
        #expect(players.manualSegues.map(\.identifier) == ["EditPlayer"])
        let cell = try #require(players.tableView?.prototype(withReuseIdentifier: "PlayerCell"))
        #expect(cell.accessory == .detailDisclosureButton)
        #expect(cell.controls.map(\.text) == ["Name", "Game", nil])
        #expect(cell.selectionSegue?.kind == .push)
        #expect(cell.selectionSegue?.destination == "Tux-MZ-nHx")
        let details = try #require(storyboard.scene(withID: "HDn-2e-8uh"))
        #expect(details.navigationItem?.leftButtons.first?.title == "Cancel")
        #expect(details.navigationItem?.leftButtons.first?.action == "cancel")
        let gameCell = try #require(details.tableView?.sections[1].cells.first)
        #expect(gameCell.detail == "Detail")
        let rate = try #require(storyboard.scene(withID: "Tux-MZ-nHx"))
        #expect(rate.allControls.filter { $0.kind == .button }.map(\.tag) == [5, 4, 3, 2, 1])
        #expect(rate.allControls.compactMap(\.action).allSatisfy { $0 == "rateAction" })
        let gestures = try #require(storyboard.scene(withID: "kgX-mi-9Ao"))
        let gestureSegues = gestures.segues
        #expect(gestureSegues.map(\.identifier) == ["BestPlayers", "WorstPlayers"])
        #expect(gestureSegues.first?.customClass == "SuperCoolSegue")
        #expect(gestures.controls.compactMap(\.text).suffix(2) == ["Swipe right gesture", "Double tap gesture"])
    }

    /// Facts about the flow that do not depend on ids, source lines or legacy segue kinds.
    private func facts(_ document: FlowDocument) -> [String] {
        var result: [String] = []
        func name(_ id: String?) -> String {
            guard let id, let scene = document.scene(withID: id) else { return "?" }
            if scene.kind == .navigationController {
                return "nav(\(name(scene.relationships.first { $0.kind == .root }?.destination)))"
            }
            return scene.displayTitle ?? scene.className ?? scene.kind.rawValue
        }
        result.append("initial \(document.initialScene?.kind.rawValue ?? "-")")
        for scene in document.scenes {
            let me = name(scene.id)
            for (index, relationship) in scene.relationships.enumerated() {
                result.append("\(me) \(relationship.kind.rawValue) \(index) → \(name(relationship.destination)) tab \(relationship.tabItem?.title ?? "-")")
            }
            for segue in scene.segues {
                let kind = segue.kind.modernReplacement ?? segue.kind
                result.append("\(me) \(segue.identifier ?? "-") \(kind.rawValue) \(segue.trigger) → \(name(segue.destination))")
            }
            for button in scene.navigationItem?.allButtons ?? [] {
                result.append("\(me) bar \(button.placement.rawValue) \(button.displayTitle) action \(button.action ?? "-")")
            }
            if let title = scene.displayTitle { result.append("\(me) title \(title)") }
            if let table = scene.tableView {
                result.append("\(me) table \(table.style.rawValue) \(table.content.rawValue)")
                for cell in table.allCells {
                    let controls = cell.controls.map { "\($0.kind.rawValue):\($0.tag.map(String.init) ?? "-"):\($0.outlet ?? "-")" }
                    let text = cell.isPrototype ? "" : cell.text ?? "-"
                    result.append(
                        "\(me) cell \(cell.reuseIdentifier ?? "-") \(cell.style.rawValue) \(cell.className ?? "-") \(text) \(cell.outlet ?? "-") \(controls)")
                }
                for section in table.sections { result.append("\(me) section \(section.header ?? "-")") }
            }
        }
        return result
    }
}
