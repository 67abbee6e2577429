import StoryflowModel
import StoryflowScreen
import Testing

@testable import StoryflowTerminal

@Suite("Resolving what a command names")
struct ScreenResolverTests {
    let players = ScreenResolver(screen: SampleScreens.ratingsPlayers)

    @Test("numbers resolve to the numbered rows and controls")
    func numbers() throws {
        #expect(try players.tap(.number(2)).get() == .target(.row(instance: "PlayersViewController#1", section: 0, row: 1)))
        let homepwner = ScreenResolver(screen: SampleScreens.homepwnerDeleteSheet)
        #expect(try homepwner.tap(.number(1)).get() == .target(.control(instance: "ItemsViewController#1", path: [0, 0], kind: .button)))
    }

    @Test("names resolve to bar buttons, rows by any of their labels, and tabs")
    func names() throws {
        #expect(try players.tap(.name("+")).get() == .barButton(instance: "PlayersViewController#1", placement: .right, index: 0))
        #expect(try players.tap(.name("Oscar Peterson")).get() == .target(.row(instance: "PlayersViewController#1", section: 0, row: 1)))
        #expect(try players.tap(.name("texas hold’em poker")).get() == .target(.row(instance: "PlayersViewController#1", section: 0, row: 2)))
        #expect(try players.tap(.name("Brubeck")).get() == .target(.row(instance: "PlayersViewController#1", section: 0, row: 2)))
        #expect(try players.tap(.name("Gestures")).get() == .tab(index: 1))
        #expect(try players.tab(.number(2)).get() == .tab(index: 1))
        #expect(try players.tab(.name("players")).get() == .tab(index: 0))
    }

    @Test("the back button answers to 'back' and to its title")
    func backButton() throws {
        let picker = ScreenResolver(screen: SampleScreens.chooseGame)
        #expect(try picker.tap(.name("Add Player")).get() == .backButton(instance: "GamePickerViewController#1"))
        #expect(try picker.tap(.name("back")).get() == .backButton(instance: "GamePickerViewController#1"))
    }

    @Test("only the top layer is tappable: the presenter's bar button is not")
    func onlyTopLayer() {
        let sheet = ScreenResolver(screen: SampleScreens.addPlayer)
        #expect(throws: ScreenResolveError.self) { try sheet.tap(.name("+")).get() }
        #expect(throws: ScreenResolveError.self) { try sheet.tab(.number(1)).get() }
    }

    @Test("swipe actions, delete confirmations and alert actions resolve by title")
    func revealedButtons() throws {
        let todo = ScreenResolver(screen: Screen(layers: [SampleScreens.todoListLayer]))
        #expect(try todo.tap(.name("Delete")).get() == .swipeAction(instance: "T0DoTableViewController#1", section: 0, row: 3, index: 0))
        let homepwner = ScreenResolver(screen: SampleScreens.homepwnerDeleteSheet)
        #expect(try homepwner.tap(.name("Remove")).get() == .deleteConfirmation(instance: "ItemsViewController#1", section: 0, row: 0))
        #expect(try homepwner.tap(.name("Delete")).get() == .alertAction(index: 1))
        #expect(try homepwner.alertAction(.number(1)).get() == .alertAction(index: 1))
        #expect(try homepwner.alertAction(.number(2)).get() == .alertAction(index: 0))
        #expect(try homepwner.alertAction(.name("cancel")).get() == .alertAction(index: 0))
        #expect(throws: ScreenResolveError.self) { try players.alertAction(.number(1)).get() }
    }

    @Test("text fields and switches resolve by number, outlet, placeholder; the edited field by default")
    func fieldsAndSwitches() throws {
        let editor = ScreenResolver(screen: SampleScreens.todoEditorSheet)
        let field = ScreenElement.target(.control(instance: "JobViewController#1", path: [0, 1], kind: .textField))
        let toggle = ScreenElement.target(.control(instance: "JobViewController#1", path: [1, 1], kind: .switch))
        #expect(try editor.control(nil, kind: .textField).get() == field)
        #expect(try editor.control(.name("titleInput"), kind: .textField).get() == field)
        #expect(try editor.control(.number(1), kind: .textField).get() == field)
        #expect(try editor.control(.name("finishSwitch"), kind: .switch).get() == toggle)
        #expect(throws: ScreenResolveError.self) { try editor.control(.number(1), kind: .switch).get() }
    }

    @Test("accessory buttons only on rows that have one")
    func accessories() throws {
        let styles = ScreenResolver(screen: SampleScreens.tableStyles)
        // The table is scrolled: three rows above the first one shown keep numbers 1 to 3.
        #expect(try styles.accessory(ofRow: 5).get() == .accessory(instance: "HomeScreen#1", section: 1, row: 1))
        #expect(throws: ScreenResolveError.self) { try styles.accessory(ofRow: 2).get() }
        #expect(throws: ScreenResolveError.self) { try styles.accessory(ofRow: 7).get() }
        #expect(throws: ScreenResolveError.self) { try styles.accessory(ofRow: 12).get() }
    }

    @Test("impossible taps list what can be tapped")
    func helpfulFailures() {
        guard case .failure(let error) = players.tap(.name("Settings")) else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.message.hasPrefix("Nothing called 'Settings' to tap. You can tap: 1 Bill Evans Tic-Tac-Toe ★★★★☆"))
        #expect(error.message.contains(" · + · tab Players · tab Gestures"))
        guard case .failure(let numbered) = players.tap(.number(7)) else {
            Issue.record("expected a failure")
            return
        }
        #expect(numbered.message.hasPrefix("Nothing is numbered 7. You can tap: 1 "))
    }

    @Test("a row's text joins its labels, as expect row checks it")
    func rowText() throws {
        #expect(ScreenResolver.text(of: SampleScreens.player(0, "Bill Evans", "Tic-Tac-Toe", "★★★★☆")) == "Bill Evans Tic-Tac-Toe ★★★★☆")
        #expect(try players.row(3).get().row.row == 2)
        #expect(throws: ScreenResolveError.self) { try players.row(4).get() }
    }
}
