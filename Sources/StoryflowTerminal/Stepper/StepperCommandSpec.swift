/// The description of one command: its name, other names, usage lines and what it does. The parser, the
/// `help` text and the suggestions for mistyped commands all come from `StepperCommandSpec.all`.
public struct StepperCommandSpec: Hashable, Sendable {
    /// The command's name.
    public let name: String
    /// Other names that mean the same command.
    public let aliases: [String]
    /// The forms the command takes.
    public let usage: [String]
    /// What it does.
    public let summary: String

    /// Every command, in the order `help` lists them.
    public static let all: [StepperCommandSpec] = [
        StepperCommandSpec(name: "tap", aliases: [], usage: ["tap NUMBER", "tap TITLE", "tap accessory NUMBER"],
                           summary: "Tap a numbered row or control, a bar button, button, cell or swipe action by its title, or a row's accessory button."),
        StepperCommandSpec(name: "back", aliases: [], usage: ["back"], summary: "Tap the navigation bar's back button."),
        StepperCommandSpec(name: "tab", aliases: [], usage: ["tab NUMBER", "tab TITLE"], summary: "Select a tab by its position (from 1) or title."),
        StepperCommandSpec(name: "type", aliases: [], usage: ["type TEXT", "type TEXT into FIELD"],
                           summary: "Type into a text field (named by number, outlet or placeholder; default: the one being edited)."),
        StepperCommandSpec(name: "toggle", aliases: [], usage: ["toggle SWITCH"], summary: "Flip a switch (by number, outlet or caption)."),
        StepperCommandSpec(name: "scroll", aliases: [], usage: ["scroll up [ROWS]", "scroll down [ROWS]"], summary: "Scroll the table by rows, or by a screenful."),
        StepperCommandSpec(name: "edit", aliases: [], usage: ["edit"], summary: "Put the table in editing mode."),
        StepperCommandSpec(name: "done", aliases: [], usage: ["done"], summary: "End editing mode."),
        StepperCommandSpec(name: "delete", aliases: [], usage: ["delete ROW"], summary: "Delete a row: its delete control, then the confirmation button."),
        StepperCommandSpec(name: "insert", aliases: [], usage: ["insert", "insert ROW"], summary: "Tap an insert control (of the given row)."),
        StepperCommandSpec(name: "move", aliases: [], usage: ["move ROW to ROW"], summary: "Drag a row by its reorder control to another row's place."),
        StepperCommandSpec(name: "swipe", aliases: [], usage: ["swipe left ROW", "swipe right ROW"],
                           summary: "Reveal a row's swipe actions: left for trailing ones (delete), right for leading ones."),
        StepperCommandSpec(name: "choose", aliases: [], usage: ["choose NUMBER", "choose TITLE"], summary: "Choose an alert or action sheet action."),
        StepperCommandSpec(name: "stack", aliases: [], usage: ["stack"], summary: "Show the controller hierarchy."),
        StepperCommandSpec(name: "scenes", aliases: [], usage: ["scenes"], summary: "Show the live controller instances (proof of lazy loading)."),
        StepperCommandSpec(name: "events", aliases: [], usage: ["events", "events COUNT"], summary: "Show the most recent events."),
        StepperCommandSpec(name: "expect", aliases: [],
                           usage: ["expect title TEXT", "expect row NUMBER TEXT", "expect scene ID", "expect event NAME [TEXT]"],
                           summary: "Assert on the screen or the events (scripts); a failure makes the exit status non-zero."),
        StepperCommandSpec(name: "help", aliases: ["?"], usage: ["help", "help COMMAND"], summary: "List the commands, or explain one."),
        StepperCommandSpec(name: "quit", aliases: ["exit", "q"], usage: ["quit"], summary: "End the session."),
    ]

    /// The command called `name` (or one of its aliases), ignoring case.
    public static func named(_ name: String) -> StepperCommandSpec? {
        let lowered = name.lowercased()
        return all.first { $0.name == lowered || $0.aliases.contains(lowered) }
    }

    /// The help text: every command's usage and summary, then how arguments are written.
    public static var helpText: String {
        var lines = ["Commands:"]
        for spec in all {
            lines.append("  " + spec.usage.joined(separator: " | "))
            lines.append("      " + spec.summary)
        }
        lines += [
            "Numbers are the ones shown on screen (rows, buttons, text fields, switches; alert actions for 'choose').",
            "Quote arguments with spaces: tap \"Add Player\", type \"高级 工程师\" into titleInput. A quoted number is a name.",
            "Lines starting with # are comments.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// What `help` prints: the full text without a topic, one command's help with one, or a suggestion when
    /// the topic is not a command.
    public static func helpText(topic: String?) -> String {
        guard let topic else { return helpText }
        if let spec = named(topic) { return spec.helpText }
        return StepperParseError.unknownCommand(topic, suggestion: suggestion(for: topic)).message + "\n"
    }

    /// The help for one command.
    public var helpText: String {
        (usage.map { "  " + $0 } + ["      " + summary]).joined(separator: "\n") + "\n"
    }

    /// The command name closest to a mistyped one (at most two edits away, or one it starts), if any.
    static func suggestion(for name: String) -> String? {
        let lowered = name.lowercased()
        let names = all.flatMap { [$0.name] + $0.aliases }.filter { $0.count > 1 }
        if let prefixed = names.first(where: { $0.hasPrefix(lowered) && lowered.count >= 2 }) { return prefixed }
        let scored = names.map { ($0, editDistance(lowered, $0)) }.filter { $0.1 <= 2 }
        return scored.min { $0.1 < $1.1 }?.0
    }

    private static func editDistance(_ left: String, _ right: String) -> Int {
        let left = Array(left)
        let right = Array(right)
        var previous = Array(0...right.count)
        for (i, leftCharacter) in left.enumerated() {
            var current = [i + 1]
            for (j, rightCharacter) in right.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (leftCharacter == rightCharacter ? 0 : 1)))
            }
            previous = current
        }
        return previous[right.count]
    }
}
