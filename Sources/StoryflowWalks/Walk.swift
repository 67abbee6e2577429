/// A generated walk: a runnable `storyflow run --script` script that starts at launch.
public struct Walk: Hashable, Sendable {
    /// A readable name for its file (`03-playerDetails`).
    public var name: String
    /// The script's lines: a heading comment, then each step with the expectations of where it arrives.
    public var lines: [String]
    /// How many steps it takes.
    public var stepCount: Int
    /// Whether its first step starts the app afresh at its start (`open ID`, `open URL`), so no `relaunch`
    /// is needed before it.
    public var startsAfresh = false

    /// The script's text.
    public var script: String { lines.map { $0 + "\n" }.joined() }
}
