import StoryflowModel
import StoryflowScreen
import StoryflowSession
import StoryflowTerminal

extension FullScreenSession {
    /// Acts on a key (or a click), as the mode the session is in says.
    public func handle(_ key: FullScreenKey) {
        if key == .control("c"), case .browsing = mode { return quit() }
        if isTooSmall {
            if key == .character("q") { quit() }
            return
        }
        switch mode {
        case .browsing: browse(key)
        case .prompt(let prompt): type(key, at: prompt)
        case .editing: typeIntoField(key)
        case .overlay(let title, let lines, let offset): page(key, title: title, lines: lines, offset: offset)
        }
        // Typing moves no highlight: the screen is not even drawn until it is shown.
        if case .browsing = mode { keepFocusVisible() }
    }

    private func quit() {
        hasQuit = true
    }

    /// `q`: quits, but first says so when steps would be lost unsaved; `q` again quits.
    private func askToQuit() {
        guard steps.count > savedStepCount, !quitAsked else { return quit() }
        quitAsked = true
        let unsaved = steps.count - savedStepCount
        note("\(unsaved) step\(unsaved == 1 ? " is" : "s are") not saved: q again quits, w saves them as a walk.")
    }

    /// The line of the prompt open now.
    var promptLine: LineBuffer {
        get {
            guard case .prompt(let prompt) = mode else { return LineBuffer() }
            return promptLines[prompt] ?? LineBuffer()
        }
        set {
            guard case .prompt(let prompt) = mode else { return }
            promptLines[prompt] = newValue
        }
    }

    // MARK: Browsing

    private func browse(_ key: FullScreenKey) {
        // A message answers the key before; this key's own, if any, replaces it.
        message = nil
        if key != .character("q") { quitAsked = false }
        switch key {
        case .up, .character("k"), .wheelUp: move(forward: false)
        case .down, .character("j"), .wheelDown: move(forward: true)
        case .enter, .character(" "): activate(focus)
        case .right: sideways(right: true)
        case .left: sideways(right: false)
        case .escape, .backspace: goBack()
        case .tab, .shiftTab: nextTab(forward: key == .tab)
        case .character(let digit) where ("1"..."5").contains(digit): selectTab(Int(String(digit))!)
        case .pageDown: scrollPage(down: true)
        case .pageUp: scrollPage(down: false)
        case .home: focus = ring.stops.first
        case .end: focus = ring.stops.last
        case .shiftUp, .character("K"): moveRow(up: true)
        case .shiftDown, .character("J"): moveRow(up: false)
        case .character("d"), .delete: deleteRow()
        case .character("i"): insertRow()
        case .character("e"): cycleEventsPane()
        case .character("s"): mode = .overlay(title: "The controller hierarchy (s)", lines: HierarchyDescription.stack(of: session.application), offset: 0)
        case .character("?"): mode = .overlay(title: "Keys (?)", lines: FullScreenHelp.lines(for: self), offset: 0)
        case .character(":"): openPrompt(.command)
        case .character("/"): openPrompt(.search)
        case .character("n"): search(searchText, from: focus)
        case .character("w"): openPrompt(.saveWalk)
        case .character("u"): undo()
        case .character("q"): askToQuit()
        case .click(let column, let line): click(column: column, line: line)
        case .control("l"): refresh()
        default: break
        }
    }

    /// Moves the highlight to the next (or previous) stop; past the last row shown of a table with rows below
    /// (or above), it scrolls the table by a row first.
    private func move(forward: Bool) {
        // The scroll command moves the top controller's table, not a split view column's.
        let scrolls = session.application.screen.topLayer?.columns.isEmpty ?? true
        if scrolls, FocusRing.isRow(focus), let table = table(of: focus) {
            let rows = ring.rows
            let edge = forward ? rows.last : rows.first
            let more = forward ? table.rowsBelow : table.rowsAbove
            if focus == edge, more > 0 {
                let before = focus
                perform([forward ? "scroll down 1" : "scroll up 1"])
                let rows = ring.rows
                if let before, let index = rows.firstIndex(of: before) {
                    focus = rows[safe: index + (forward ? 1 : -1)] ?? focus
                }
                return
            }
        }
        focus = ring.stop(after: focus, forward: forward)
    }

    /// What Enter, a space or a click does to `element`.
    func activate(_ element: ScreenElement?) {
        guard let element else { return note("Nothing on this screen can be tapped.") }
        switch ElementCommands(screen: session.application.screen).activation(of: element) {
        case .run(let commands): perform(commands)
        case .editText(let field, let name, let text):
            var buffer = LineBuffer()
            for scalar in text.unicodeScalars { _ = buffer.apply(.insert(scalar)) }
            mode = .editing(FieldEdit(element: element, field: field, name: name, original: text, buffer: buffer))
            refresh()
        case .unavailable(let reason): report(reason)
        }
    }

    /// → on a row: its accessory button, else a swipe to the right; ← on a row: a swipe to the left. Elsewhere
    /// they move the highlight like ↑ and ↓ (along a navigation bar).
    private func sideways(right: Bool) {
        guard case .target(.row(let instance, let section, let rowIndex))? = focus,
            let row = session.application.screen.row(section, rowIndex, of: instance),
            let number = ScreenNumbering(screen: session.application.screen).number(for: .row(instance: instance, section: section, row: rowIndex))
        else {
            return move(forward: right)
        }
        if right, row.accessory.isButton {
            return perform(["tap accessory \(number)"])
        }
        let revealed = ScreenElement.swipeAction(instance: instance, section: section, row: rowIndex, index: 0)
        perform(["swipe \(right ? "right" : "left") \(number)"], focusAfter: revealed)
    }

    /// Esc: cancels an alert by its cancel action, else closes revealed swipe actions (a swipe the other way),
    /// else goes back (the back button), else dismisses the sheet on top.
    private func goBack() {
        let screen = session.application.screen
        if let alert = screen.alert {
            if alert.isPopover { return perform(["dismiss"]) }
            guard let cancel = alert.actions.firstIndex(where: { $0.style == .cancel }) else {
                return report("This alert has no cancel action: choose one of its actions.")
            }
            return activate(.alertAction(index: cancel))
        }
        if let (instance, row) = screen.interactiveLayers.lazy.compactMap({ layer in
            (layer.body.table?.sections ?? []).flatMap(\.rows).first { !$0.swipeActions.isEmpty }.map { (layer.instance, $0) }
        }).first, let number = ScreenNumbering(screen: screen).number(for: .row(instance: instance, section: row.section, row: row.row)) {
            return perform(
                ["swipe \(row.swipeEdge == .leading ? "left" : "right") \(number)"],
                focusAfter: .target(.row(instance: instance, section: row.section, row: row.row)))
        }
        // A back button on screen: the one in the highlighted element's column first.
        let backButtons = ring.stops.filter { if case .backButton = $0 { true } else { false } }
        if let back = backButtons.first(where: { $0.instance == focus?.instance }) ?? backButtons.first {
            return activate(back)
        }
        if let bar = screen.topLayer?.navigationBar {
            let isPushed = (session.application.topViewController?.navigationController?.viewControllers.count ?? 0) > 1
            if isPushed, !bar.leftButtons.isEmpty {
                let titles = bar.leftButtons.map(\.title).joined(separator: ", ")
                let one = bar.leftButtons.count == 1
                return report("There is no back button here: the left bar button\(one ? "" : "s") (\(titles)) take\(one ? "s" : "") its place.")
            }
        }
        if screen.layers.count > 1 { return perform(["dismiss"]) }
        report("Nothing to go back to: this is the first screen.")
    }

    private func nextTab(forward: Bool) {
        guard let tabBar = session.application.screen.topLayer?.tabBar, !tabBar.items.isEmpty else { return report("No tab bar is showing.") }
        let count = tabBar.items.count
        selectTab((tabBar.selectedIndex + (forward ? 1 : count - 1)) % count + 1)
    }

    private func selectTab(_ number: Int) {
        guard let tabBar = session.application.screen.topLayer?.tabBar else { return report("No tab bar is showing.") }
        guard tabBar.items.indices.contains(number - 1) else { return report("There is no tab \(number); the tab bar has \(tabBar.items.count).") }
        activate(.tab(index: number - 1))
    }

    private func scrollPage(down: Bool) {
        guard session.application.screen.topLayer?.columns.isEmpty ?? true else {
            return report("A split view's columns do not scroll from the keyboard here: the scroll command moves the top controller's table.")
        }
        guard let table = table(of: focus) ?? session.application.screen.topLayer?.body.table else { return report("Nothing here scrolls.") }
        guard down ? table.rowsBelow > 0 : table.rowsAbove > 0 else { return note(down ? "This is the end of the table." : "This is the top of the table.") }
        perform([down ? "scroll down" : "scroll up"])
    }

    /// Shift-↑/↓ (or K/J) in editing mode: drags the highlighted row by its reorder control one place.
    private func moveRow(up: Bool) {
        guard case .target(.row(let instance, let section, let rowIndex))? = focus,
            let row = session.application.screen.row(section, rowIndex, of: instance)
        else { return report("Highlight a row to move it.") }
        guard row.showsReorderControl else {
            return report("This row shows no reorder control (≡): turn editing on with the Edit button, or the data source cannot move it.")
        }
        let rows = ring.rows
        guard let index = rows.firstIndex(of: focus!), case .target(let source) = focus! else { return }
        guard let neighbour = rows[safe: index + (up ? -1 : 1)], case .target(.row(_, let targetSection, _)) = neighbour, case .target(let target) = neighbour
        else {
            let more = up ? (table(of: focus)?.rowsAbove ?? 0) : (table(of: focus)?.rowsBelow ?? 0)
            return report(
                more > 0 ? "Scroll first (\(up ? "↑ or PgUp" : "↓ or PgDn")): the row it would move past is out of view." : "There is no row to move it past.")
        }
        // Into another section, UIKit puts the row where the row it passes is; :move does that when it is meant.
        guard targetSection == section else {
            return report(
                """
                J and K move a row within its section; to move it into another, use :move \
                \(ScreenNumbering(screen: session.application.screen).number(for: source) ?? 0) to ROW.
                """
            )
        }
        let numbering = ScreenNumbering(screen: session.application.screen)
        guard let from = numbering.number(for: source), let to = numbering.number(for: target) else { return }
        let moved = ScreenResolver.text(of: row)
        perform(["move \(from) to \(to)"], focusAfter: neighbour)
        // The data source may put the row elsewhere (`targetIndexPathForMoveFromRowAt`): the highlight follows
        // the row with the moved row's text nearest to where it was dropped.
        let shown = ring.rows
        let intended = shown.firstIndex(of: neighbour) ?? index
        let candidates = shown.indices.filter { rowText(shown[$0]) == moved }
        if let nearest = candidates.min(by: { abs($0 - intended) < abs($1 - intended) }) { focus = shown[nearest] }
    }

    private func rowText(_ element: ScreenElement) -> String? {
        guard case .target(.row(let instance, let section, let row)) = element else { return nil }
        return session.application.screen.row(section, row, of: instance).map(ScreenResolver.text(of:))
    }

    private func deleteRow() {
        guard let number = highlightedRowNumber(), case .target(.row(let instance, let section, let rowIndex))? = focus else {
            return report("Highlight a row to delete it.")
        }
        guard session.application.screen.row(section, rowIndex, of: instance)?.editingControl == .delete else {
            return report("This row shows no delete control (⊖): turn editing on with the Edit button, or swipe it left with ←.")
        }
        perform(["delete \(number)"])
    }

    private func insertRow() {
        guard let number = highlightedRowNumber(), case .target(.row(let instance, let section, let rowIndex))? = focus else {
            return report("Highlight a row to insert at it.")
        }
        guard session.application.screen.row(section, rowIndex, of: instance)?.editingControl == .insert else {
            return report("This row shows no insert control (⊕): in editing mode, the data source gives it to the rows where a new one can go.")
        }
        perform(["insert \(number)"])
    }

    private func highlightedRowNumber() -> Int? {
        guard case .target(let target)? = focus, FocusRing.isRow(focus) else { return nil }
        return ScreenNumbering(screen: session.application.screen).number(for: target)
    }

    private func table(of element: ScreenElement?) -> ScreenTable? {
        guard case .target(.row(let instance, _, _))? = element else { return nil }
        return session.application.screen.interactiveLayer(instance)?.body.table
    }

    private func cycleEventsPane() {
        switch eventsPane {
        case .summary: eventsPane = .all
        case .all: eventsPane = .off
        case .off: eventsPane = .summary
        }
    }

    /// A click on the window: the element under it is highlighted and tapped. A mouse click on nothing does
    /// nothing; a key file's click must land on something, as a walk's `tap` must.
    private func click(column: Int, line: Int) {
        guard line < viewportHeight, column >= 2,
            let element = ring.element(atLine: viewportTop + line, column: column - 2)
        else {
            guard isStrict else { return }
            return report(
                column < columns && line < lines
                    ? "Nothing can be tapped at column \(column + 1), line \(line + 1)."
                    : "Column \(column + 1), line \(line + 1) is outside the \(columns)x\(lines) window.")
        }
        // An accessory button is not a stop: the highlight goes to its row.
        if case .accessory(let instance, let section, let row) = element {
            focus = .target(.row(instance: instance, section: section, row: row))
        } else {
            focus = element
        }
        activate(element)
    }

    /// Highlights the next stop after `start` whose description holds `text` (ignoring case), wrapping around.
    func search(_ text: String?, from start: ScreenElement?) {
        guard let text, !text.isEmpty else { return note("Search with / first.") }
        let stops = ring.stops
        let begin = start.flatMap { stops.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
        let order = Array(stops[min(begin, stops.count)...]) + Array(stops[..<min(begin, stops.count)])
        let describer = ElementDescription(screen: session.application.screen)
        guard let found = order.first(where: { describer.name(of: $0).localizedLowercase.contains(text.localizedLowercase) }) else {
            return report("Nothing on this screen matches '\(text)'.")
        }
        focus = found
    }

    // MARK: Pages

    private func page(_ key: FullScreenKey, title: String, lines: [String], offset: Int) {
        let height = max(1, viewportHeight - 1)
        let last = max(0, wrappedPage(lines).count - height)
        switch key {
        case .up, .character("k"), .wheelUp: mode = .overlay(title: title, lines: lines, offset: max(0, offset - 1))
        case .down, .character("j"), .wheelDown: mode = .overlay(title: title, lines: lines, offset: min(last, offset + 1))
        case .pageUp: mode = .overlay(title: title, lines: lines, offset: max(0, offset - height))
        case .pageDown, .character(" "): mode = .overlay(title: title, lines: lines, offset: min(last, offset + height))
        case .character("q"), .escape, .enter, .character("?"), .character("s"), .backspace, .control("c"): mode = .browsing
        default: break
        }
    }
}
