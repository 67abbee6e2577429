import Foundation
import StoryflowIO
import StoryflowTerminal

/// Reads lines from a terminal in raw mode with editing and history: ←/→ (Ctrl-B/F), Home/End (Ctrl-A/E),
/// Backspace, Delete, Ctrl-K/U, ↑/↓ (Ctrl-P/N) through earlier lines, Tab to complete, Ctrl-L to clear the
/// screen, Ctrl-C abandons the line, Ctrl-D on an empty line ends input. Text is UTF-8; wide (CJK) characters
/// take two columns.
///
/// A line longer than the terminal is wide wraps onto the rows below and is drawn again in place after every
/// key, so nothing is left stacked on screen; when the window is resized, the editor says so (`onResize`) and
/// draws the line again on a fresh row at the new width.
///
/// The terminal's input stays in raw mode from the first line read until `restoreTerminal()`, so keys typed
/// while a command runs are kept for the next line instead of being taken by the terminal's line discipline;
/// output processing is left alone, so output between lines is ordinary. When the input is not a terminal,
/// lines are read as they come.
package final class LineEditor {
    /// What `readLine` got.
    package enum Result: Equatable {
        case line(String)
        case interrupted
        case endOfInput
    }

    /// Whole replacements for the text before the cursor (`"ta"` → `["tab ", "tap "]`), for Tab.
    package typealias Completer = (String) -> [String]

    private let terminal: TerminalConnection
    private var buffer = LineBuffer()
    private var isRaw = false
    /// How many rows below the prompt's first row the cursor was left by the last drawing.
    private var cursorRow = 0
    /// Completes the text before the cursor on Tab.
    package var completer: Completer?
    /// Called with the new width when the window was resized, before the line is drawn again on a fresh row.
    package var onResize: ((Int) -> Void)?
    /// Called when the terminal's wake descriptor became readable; the line being typed is kept and drawn again
    /// after it.
    package var onWake: (() -> Void)?
    /// Asked first when the wake descriptor became readable: false leaves the line as it is (nothing to show).
    package var wakeMatters: (() -> Bool)?
    /// Called on Ctrl-L: clear the screen and draw what it showed; the line is drawn again after it.
    package var onClearScreen: (() -> Void)?

    /// An editor reading and drawing through `terminal`.
    package init(terminal: TerminalConnection) {
        self.terminal = terminal
    }

    /// The lines entered so far, oldest first (with those loaded by `loadHistory`).
    package var history: [String] { buffer.history }

    /// Starts the history with earlier sessions' lines, oldest first.
    package func loadHistory(_ lines: [String]) {
        buffer.loadHistory(lines)
    }

    /// Shows `prompt` and reads one line.
    package func readLine(prompt: String) -> Result {
        guard isRaw || terminal.enterRawMode() else { return readCooked(prompt: prompt) }
        isRaw = true
        buffer.reset()
        cursorRow = 0
        var decoder = KeyDecoder()
        draw(prompt)
        while true {
            switch terminal.nextInput() {
            case .end:
                finishLine(prompt)
                return .endOfInput
            case .resized:
                finishLine(prompt)
                onResize?(terminal.columns)
                draw(prompt)
            case .wake:
                guard wakeMatters?() ?? true else { continue }
                finishLine(prompt)
                onWake?()
                draw(prompt)
            case .byte(let byte):
                guard let key = decoder.feed(byte) else { continue }
                if let result = handle(key, prompt: prompt) { return result }
            }
        }
    }

    /// Applies one key; the line's end result when the key ends it.
    private func handle(_ key: EditorKey, prompt: String) -> Result? {
        switch key {
        case .complete:
            complete(prompt)
            return nil
        case .redraw:
            finishLine(prompt)
            if let onClearScreen { onClearScreen() } else { terminal.write(ControlSequence.clearScreen) }
            draw(prompt)
            return nil
        default:
            break
        }
        switch buffer.apply(key) {
        case .editing:
            draw(prompt)
            return nil
        case .submitted(let line):
            finishLine(prompt)
            return .line(line)
        case .interrupted:
            finishLine(prompt, mark: "^C")
            return .interrupted
        case .endOfInput:
            finishLine(prompt)
            return .endOfInput
        }
    }

    /// Puts the terminal back the way it was before the first line was read.
    package func restoreTerminal() {
        terminal.restore()
        isRaw = false
    }

    deinit {
        restoreTerminal()
    }

    /// Draws the prompt and the line from the prompt's first row, wrapping at the terminal's width, clears what
    /// an earlier, longer drawing left below, and puts the cursor where it belongs.
    private func draw(_ prompt: String) {
        let layout = LineLayout(width: max(1, terminal.columns))
        let full = prompt + TerminalWidth.sanitized(buffer.text)
        var text = cursorRow > 0 ? ControlSequence.cursorUp(cursorRow) : ""
        text += "\r" + ControlSequence.eraseToEnd + full
        var end = layout.end(of: full)
        if end.column >= layout.width {
            // Leave the terminal's pending wrap: the cursor goes to the start of the next row, as it would for
            // the next character.
            text += "\r\n"
            end = (end.row + 1, 0)
        }
        let target = layout.cursor(after: prompt + TerminalWidth.sanitized(buffer.textBeforeCursor))
        if end.row > target.row { text += ControlSequence.cursorUp(end.row - target.row) }
        text += "\r"
        if target.column > 0 { text += ControlSequence.cursorForward(target.column) }
        cursorRow = target.row
        terminal.write(text)
    }

    /// Moves below the line's last row (after `mark`, if any), so what is written next starts on a fresh row.
    private func finishLine(_ prompt: String, mark: String = "") {
        let layout = LineLayout(width: max(1, terminal.columns))
        let end = layout.cursor(after: prompt + TerminalWidth.sanitized(buffer.text))
        var text = end.row > cursorRow ? ControlSequence.cursorDown(end.row - cursorRow) : ""
        text += "\r" + (end.column > 0 ? ControlSequence.cursorForward(end.column) : "") + mark + "\r\n"
        cursorRow = 0
        terminal.write(text)
    }

    /// Tab: one candidate replaces the text before the cursor; several extend it by what they share
    /// (`CommandCompleter.completedLine`), or, when that adds nothing, are listed below the line.
    private func complete(_ prompt: String) {
        guard let completer else { return }
        let before = buffer.textBeforeCursor
        let candidates = completer(before)
        guard !candidates.isEmpty else { return }
        if let completed = CommandCompleter.completedLine(before, candidates: candidates) {
            buffer.replaceTextBeforeCursor(with: completed)
            draw(prompt)
            return
        }
        finishLine(prompt)
        // Listed by what each adds after the last word boundary of the text typed so far.
        let wordStart = before.lastIndex(of: " ").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0
        let words = candidates.map { TerminalText.visible(String($0.dropFirst(wordStart)).trimmingCharacters(in: [" "])) }
        let lines = TerminalWidth.filled(words, separator: "  ", toColumns: max(10, terminal.columns - 1))
        terminal.write(lines.map { $0 + "\r\n" }.joined())
        draw(prompt)
    }

    private func readCooked(prompt: String) -> Result {
        terminal.write(prompt)
        guard let line = Swift.readLine(strippingNewline: true) else { return .endOfInput }
        return .line(line)
    }
}
