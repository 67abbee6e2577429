import StoryflowIO
import StoryflowScreen
import StoryflowSession
import StoryflowTerminal

/// The window's lines: the screen in a fixed place (with a gutter marking the highlighted element's lines, and
/// `▲`/`▼` where the frame goes on beyond the window), the events pane, the message or the highlighted
/// element's keys, and the status line.
extension FullScreenSession {
    /// Every line of the window, each exactly `columns` wide: what the terminal shows, and what a headless run
    /// prints.
    public var frame: [StyledLine] {
        guard !isTooSmall else { return tooSmallFrame }
        var result: [StyledLine] = []
        if case .overlay(let title, let pageLines, let offset) = mode {
            result.append(StyledLine(" " + title, style: .bold))
            result += wrappedPage(pageLines).dropFirst(offset).prefix(viewportHeight - 1).map { StyledLine($0) }
        } else {
            result += viewportLines
        }
        while result.count < viewportHeight { result.append(StyledLine()) }
        result += paneLines
        result += infoLines
        result.append(statusLine)
        return result.map { $0.fitted(toColumns: columns) }
    }

    /// The window as plain text, one line each (trailing spaces kept): what `--tui --keys` prints.
    public var plainText: String { frame.map { $0.plainText + "\n" }.joined() }

    /// The window's lines as they go to the terminal (with escape codes when colour is on).
    public var terminalLines: [String] { frame.map { $0.rendered(color: color) } }

    private var viewportLines: [StyledLine] {
        let focusLines = Set(focus.map { ring.lines(of: $0) } ?? [])
        let height = viewportHeight
        return (0..<height).map { offset in
            let index = viewportTop + offset
            guard rendered.lines.indices.contains(index) else { return StyledLine() }
            var line = rendered.lines[index]
            let gutter: StyledLine
            if focusLines.contains(index) {
                gutter = StyledLine("▶ ", style: [.bold, .blue])
                if let focus { line = line.adding([.inverse], where: focus) }
            } else if offset == 0, viewportTop > 0 {
                gutter = StyledLine("▲ ", style: .dim)
            } else if offset == height - 1, index < rendered.lines.count - 1 {
                gutter = StyledLine("▼ ", style: .dim)
            } else {
                gutter = StyledLine("  ")
            }
            return gutter + line
        }
    }

    /// How many lines the events pane takes (its heading included); 0 when hidden.
    var paneHeight: Int {
        guard eventsPane != .off else { return 0 }
        return 1 + min(paneLimit, max(1, paneContent.flatMap { Self.wrapped($0, toColumns: columns, indent: 1) }.count))
    }

    /// The most event lines the pane shows: a third of the window.
    private var paneLimit: Int { max(2, (lines - 2) / 3) }

    private var paneContent: [String] {
        let events = session.lastEvents
        switch eventsPane {
        case .off: return []
        case .summary:
            let summary = EventFormatter.summary(of: events).map { [$0] } ?? []
            let problems = StepperSession.problems(in: events).map(EventFormatter.line)
            return (summary + problems).map { TerminalText.visible($0) }
        case .all:
            return EventFormatter.lines(for: events).map { TerminalText.visible($0) }
        }
    }

    private var paneLines: [StyledLine] {
        guard eventsPane != .off else { return [] }
        let next = eventsPane == .summary ? "e: all" : "e: hide"
        let heading = StyledLine("── events: \(eventsPane.rawValue) (\(next)) ", style: .dim)
        var result = [heading + StyledLine(String(repeating: "─", count: max(0, columns - heading.width)), style: .dim)]
        let content = paneContent.flatMap { Self.wrapped($0, toColumns: columns, indent: 1) }
        if content.isEmpty {
            result.append(StyledLine(" (no events)", style: .dim))
        } else if content.count <= paneLimit {
            result += content.map { StyledLine($0) }
        } else {
            result += content.prefix(paneLimit - 1).map { StyledLine($0) }
            let rest = content.count - (paneLimit - 1)
            result.append(
                StyledLine(" … \(rest) more" + (eventsPane == .summary ? " (e: every event)" : " (:events \(content.count) lists them)"), style: .dim))
        }
        return result
    }

    /// How many lines `infoLines` takes, found without drawing them.
    var infoLineCount: Int {
        guard case .browsing = mode, let message else { return 1 }
        return max(1, TerminalWidth.wrapped(message.text, toColumns: max(1, columns), maximumLines: 3).count)
    }

    /// The lines between the events pane and the status line: what the last key said (up to three lines), the
    /// line being typed, or the highlighted element and its keys.
    var infoLines: [StyledLine] {
        switch mode {
        case .prompt(let prompt):
            let label: String
            switch prompt {
            case .command: label = ":"
            case .search: label = "/"
            case .saveWalk: label = "Save the walk as: "
            }
            return [typingLine(label: StyledLine(label), buffer: promptLine)]
        case .editing(let edit):
            return [typingLine(label: StyledLine("Typing into \(TerminalText.visible(edit.name)): ", style: .bold), buffer: edit.buffer)]
        case .overlay:
            return [StyledLine()]
        case .browsing:
            if let message {
                let style: TextStyle = message.isFailure ? [.red, .bold] : []
                return TerminalWidth.wrapped(message.text, toColumns: max(1, columns), maximumLines: 3).map { StyledLine($0, style: style) }
            }
            guard let focus else { return [StyledLine("Nothing on this screen can be tapped.", style: .dim)] }
            let description = ElementDescription(screen: session.application.screen)
            return [
                StyledLine("▶ ", style: [.bold, .blue]) + StyledLine(description.name(of: focus), style: .bold)
                    + StyledLine(" · " + description.kind(of: focus) + "   " + description.keys(for: focus).joined(separator: "  "), style: .dim)
            ]
        }
    }

    /// `label` and the line being typed with its caret; when it is too long, its start gives way so the caret
    /// stays in view.
    private func typingLine(label: StyledLine, buffer: LineBuffer) -> StyledLine {
        let room = max(0, columns - label.width - 2)
        // With text after the caret, the caret stays in the middle of the line, so both sides show.
        let (before, isCut, after) = buffer.around(columns: buffer.cursor < buffer.characters.count ? room / 2 : room, following: room)
        return label + StyledLine((isCut ? "…" : "") + before) + StyledLine("▏", style: .bold) + StyledLine(after)
    }

    /// The end of `text` that fits in `columns`.
    private static func tail(of text: String, columns: Int) -> String {
        var used = 0
        var start = text.endIndex
        while start > text.startIndex {
            let previous = text.index(before: start)
            used += TerminalWidth.columns(of: text[previous])
            if used > columns { break }
            start = previous
        }
        return String(text[start...])
    }

    /// A page's lines wrapped to the window, each indented by a column (and continuations by three).
    func wrappedPage(_ page: [String]) -> [String] {
        page.flatMap { Self.wrapped($0, toColumns: columns, indent: 1) }
    }

    /// `text` wrapped at word boundaries to `columns`, the first line indented by `indent` columns and the
    /// others by two more; an empty text is one empty line.
    static func wrapped(_ text: String, toColumns columns: Int, indent: Int) -> [String] {
        let first = String(repeating: " ", count: indent)
        // A line that fits keeps its spacing (the help's columns, the stack's indentation).
        guard TerminalWidth.columns(of: text) > columns - indent else { return [first + text] }
        let rest = String(repeating: " ", count: indent + 2)
        let lines = TerminalWidth.wrapped(text, toColumns: max(1, columns - indent - 2))
        return lines.enumerated().map { ($0.offset == 0 ? first : rest) + $0.element }
    }

    private var statusLine: StyledLine {
        let screen = session.application.screen
        var titles = screen.layers.dropLast().map { $0.navigationBar?.title ?? $0.name }
        if let top = screen.layers.last {
            if let back = top.navigationBar?.backButtonTitle { titles.append(back) }
            // A tab without a navigation bar is called by its tab's title.
            let tabTitle = top.tabBar.flatMap { $0.items.indices.contains($0.selectedIndex) ? $0.items[$0.selectedIndex].title : nil }
            titles.append(top.navigationBar?.title ?? tabTitle ?? top.name)
        }
        var place = " " + titles.map { TerminalText.visible($0) }.joined(separator: " › ")
        // A deep stack keeps where you are: its start gives way.
        let placeRoom = max(columns / 3, columns - 40)
        if TerminalWidth.columns(of: place) > placeRoom { place = " …" + Self.tail(of: place, columns: placeRoom - 3) }
        let hints: String
        switch mode {
        case .prompt(.command): hints = "⏎ run  ⇥ complete  ↑↓ history  ⎋ cancel"
        case .prompt: hints = "⏎ done  ⎋ cancel"
        case .editing: hints = "⏎ done  ⎋ cancel"
        case .overlay: hints = "↑↓ PgUp PgDn scroll  ⎋ close"
        case .browsing: hints = "? keys  e events  : command  w save  u undo  q quit"
        }
        // The place keeps at least a third of the line; the key hints give way first.
        let placeLine = StyledLine(place + " ", style: [.inverse, .bold])
        let right = StyledLine("│ step \(steps.count) │ " + hints + " ", style: .inverse)
        let leftWidth = max(min(placeLine.width, columns / 3), columns - right.width)
        return placeLine.fitted(toColumns: leftWidth) + right.fitted(toColumns: max(0, columns - leftWidth))
    }

    private var tooSmallFrame: [StyledLine] {
        let text =
            "Enlarge the window: it is \(columns)×\(lines), and the full-screen mode needs at least \(Self.minimumColumns)×\(Self.minimumLines). q quits."
        let message = TerminalWidth.wrapped(text, toColumns: max(1, columns))
        let height = max(1, lines)
        let top = max(0, (height - message.count) / 2)
        return (0..<height).map { index in
            let text = message[safe: index - top] ?? ""
            return StyledLine(text).fitted(toColumns: max(1, columns), alignment: .center)
        }
    }
}
