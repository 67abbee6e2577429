import StoryflowModel
import StoryflowScreen
import Testing

@testable import StoryflowTerminal

/// Where a drawn frame says each tappable element lies: what the full-screen mode moves its highlight over and
/// hit-tests clicks against.
struct AnchorTests {
    /// The text each anchor covers, in screen order.
    func anchoredTexts(_ screen: Screen, width: Int = 60) -> [(ScreenElement, String)] {
        let rendered = ScreenRenderer(width: width).render(screen)
        return rendered.anchors.map { anchor in
            let line = rendered.lines[anchor.line].plainText
            let characters = Array(line)
            // Columns equal characters on these lines (no wide characters).
            return (anchor.element, String(characters[anchor.columns]).trimmingCharacters(in: .whitespaces))
        }
    }

    @Test func barButtonsRowsAndTabsAreAnchoredInScreenOrder() {
        let texts = anchoredTexts(SampleScreens.ratingsPlayers)
        let elements = texts.map(\.0)
        #expect(elements.first == .barButton(instance: "PlayersViewController#1", placement: .right, index: 0))
        #expect(texts.first?.1 == "+")
        let rows = elements.filter { if case .target(.row) = $0 { true } else { false } }
        #expect(rows.count == 3, "one anchor per row line")
        let tabs = texts.filter { if case .tab = $0.0 { true } else { false } }
        #expect(tabs.map(\.1) == ["[Players]", "Gestures"])
    }

    @Test func aCellsTextFieldIsAnchoredApartFromItsRow() {
        let texts = anchoredTexts(SampleScreens.addPlayer)
        #expect(texts.contains { $0.0 == .barButton(instance: "PlayerDetailsViewController#1", placement: .left, index: 0) && $0.1 == "Cancel" })
        #expect(texts.contains { $0.0 == .barButton(instance: "PlayerDetailsViewController#1", placement: .right, index: 0) && $0.1 == "Done" })
        let field = ScreenElement.cellControl(instance: "PlayerDetailsViewController#1", section: 0, row: 0, path: [0], kind: .textField)
        #expect(texts.first { $0.0 == field }?.1.hasPrefix("[▏Name") == true)
        #expect(texts.contains { $0.0 == .target(.row(instance: "PlayerDetailsViewController#1", section: 1, row: 0)) })
        // The presenter underneath is a one-line summary: nothing of it is anchored.
        #expect(!texts.contains { if case .target(.row("PlayersViewController#1", _, _)) = $0.0 { true } else { false } })
    }

    @Test func underAnAlertTheActionsAreAnchoredAndTheDimmedScreenKeepsItsAnchors() {
        let texts = anchoredTexts(SampleScreens.homepwnerDeleteSheet)
        let actions = texts.filter { if case .alertAction = $0.0 { true } else { false } }
        // An action sheet draws its cancel action last.
        #expect(actions.map(\.0) == [.alertAction(index: 1), .alertAction(index: 0)])
        #expect(actions.map { $0.1.contains("Delete") } == [true, false])
        #expect(texts.contains { $0.0 == .deleteConfirmation(instance: "ItemsViewController#1", section: 0, row: 0) && $0.1 == "[Remove]" })
        #expect(texts.contains { $0.0 == .target(.control(instance: "ItemsViewController#1", path: [0, 0], kind: .button)) })
    }

    @Test func accessoryButtonsAndSwipeActionsHaveAnchorsOfTheirOwn() {
        let row = ScreenRow(section: 0, row: 0, text: "Detail", accessory: .detailDisclosureButton)
        let swiped = ScreenRow(
            section: 0, row: 1, text: "Job", swipeActions: [ScreenSwipeAction(title: "Delete", style: .destructive), ScreenSwipeAction(title: "Flag")])
        let screen = Screen(layers: [
            ScreenLayer(sceneID: "list", instance: "List#1", body: ScreenBody(table: ScreenTable(sections: [ScreenSection(index: 0, rows: [row, swiped])])))
        ])
        let texts = anchoredTexts(screen)
        #expect(texts.contains { $0.0 == .accessory(instance: "List#1", section: 0, row: 0) && $0.1 == "ⓘ" })
        #expect(texts.contains { $0.0 == .swipeAction(instance: "List#1", section: 0, row: 1, index: 0) && $0.1 == "[Delete]" })
        #expect(texts.contains { $0.0 == .swipeAction(instance: "List#1", section: 0, row: 1, index: 1) && $0.1 == "[Flag]" })
        // The row keeps the rest of its line, on both sides of the accessory.
        #expect(texts.filter { $0.0 == .target(.row(instance: "List#1", section: 0, row: 0)) }.count == 2)
    }

    @Test func anchorsSurviveTruncationAndAddingStyleWhereAnElementIs() {
        let element = ScreenElement.tab(index: 2)
        let line = StyledLine("ab") + StyledLine("cdefgh", style: .blue, anchor: element)
        #expect(line.truncated(toColumns: 5).anchorColumns.map(\.columns) == [2..<5])
        let highlighted = line.adding(.inverse, where: element)
        #expect(highlighted.spans.map(\.style) == [[], [.blue, .inverse]])
        #expect(line.anchored(to: .tab(index: 0)).anchorColumns.map(\.element) == [.tab(index: 0), element])
    }
}
