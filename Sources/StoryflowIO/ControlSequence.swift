/// The ANSI (ECMA-48) and xterm control sequences Storyflow writes to a terminal, named for what they do: the
/// colours of findings and the styles of drawn screens, the line editor's cursor moves and the full-screen mode's
/// screen switching. No other file writes an escape sequence of its own.
public enum ControlSequence {
    private static let introducer = "\u{1B}["

    /// Select Graphic Rendition with `codes` (`1` bold, `2` dim, `7` inverse, `31` red…).
    public static func style(_ codes: [String]) -> String { introducer + codes.joined(separator: ";") + "m" }
    /// Every attribute off.
    public static let resetStyle = introducer + "0m"
    /// The cursor to the top left, then the whole screen erased.
    public static let clearScreen = introducer + "H" + introducer + "2J"
    /// Everything from the cursor to the end of the screen erased.
    public static let eraseToEnd = introducer + "J"
    /// The cursor to the start of its line, and the line erased: what a status line is drawn over with.
    public static let eraseLine = "\r" + introducer + "K"

    /// The cursor `count` lines up.
    public static func cursorUp(_ count: Int) -> String { introducer + "\(count)A" }
    /// The cursor `count` lines down.
    public static func cursorDown(_ count: Int) -> String { introducer + "\(count)B" }
    /// The cursor `count` columns right.
    public static func cursorForward(_ count: Int) -> String { introducer + "\(count)C" }
    /// The cursor to the start of 1-based `line`.
    public static func cursorToLine(_ line: Int) -> String { introducer + "\(line);1H" }

    /// The alternate screen on, the cursor hidden, autowrap off, mouse reporting (SGR encoding) on, the screen
    /// cleared: what the full-screen mode enters with.
    public static let enterFullScreen =
        introducer + "?1049h" + introducer + "?25l" + introducer + "?7l" + introducer + "?1000h" + introducer + "?1006h" + clearScreen
    /// The reverse of `enterFullScreen`: mouse reporting off, autowrap and the cursor on, the main screen back.
    public static let leaveFullScreen = introducer + "?1006l" + introducer + "?1000l" + introducer + "?7h" + introducer + "?25h" + introducer + "?1049l"
}
