import StoryflowScreen
import StoryflowTerminal

/// The page `?` shows: what each key does, the highlighted element's keys first.
enum FullScreenHelp {
    /// The help page for the session's current screen.
    @MainActor
    static func lines(for session: FullScreenSession) -> [String] {
        let screen = session.session.application.screen
        var lines: [String] = []
        if let focus = session.focus {
            let description = ElementDescription(screen: screen)
            lines.append("On \(description.name(of: focus)) (\(description.kind(of: focus))): " + description.keys(for: focus).joined(separator: "   "))
            lines.append("")
        }
        lines += [
            "↑ ↓  j k      move the highlight, in screen order, round from the last to the first",
            "              (past the last row shown, the table scrolls by a row)",
            "Home End      the first or last thing on screen",
            "⏎  space      tap what is highlighted (a text field: type into it, then ⏎)",
            "→             a row's accessory button, or swipe the row right",
            "←             swipe the row left (its actions are then highlighted)",
            "⎋  ⌫          go back: cancel the alert, tap the back button, or dismiss the sheet",
            "⇥  ⇤  1–5     select the next, previous or numbered tab",
            "PgUp PgDn     scroll the table a screenful",
            "d  i          delete or insert the highlighted row (editing mode)",
            "J K  ⇧↑ ⇧↓    move the highlighted row (editing mode)",
            "e             the events pane: summary, all, hidden",
            "s             the controller hierarchy",
            "/  n          find a title on screen, then the next one",
            ":             a command, as at the prompt (tap, type, expect, help, ...)",
            "w             save the steps so far as a walk (--script replays it)",
            "u             undo the last step (the flow is launched again and replayed)",
            "q  Ctrl-C     quit (while typing, Ctrl-C and ⎋ only abandon the line)",
            "",
            "A click taps what is under the pointer.",
        ]
        return lines
    }
}
