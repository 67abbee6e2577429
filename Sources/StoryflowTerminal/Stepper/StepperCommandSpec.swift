/// The description of one command: its name, other names, group, usage lines and what it does. The parser, the
/// `help` text and the suggestions for mistyped commands all come from `StepperCommandSpec.all`.
public struct StepperCommandSpec: Hashable, Sendable {
    /// The groups `help` lists the commands in.
    public enum Group: String, Hashable, Sendable, CaseIterable {
        case touch = "Touch"
        case tables = "Tables"
        case code = "Code"
        case session = "Session"
    }

    /// The command's name.
    public let name: String
    /// Other names that mean the same command.
    public let aliases: [String]
    /// Where `help` lists it.
    public let group: Group
    /// The forms the command takes.
    public let usage: [String]
    /// What it does.
    public let summary: String

    /// Every command, in the order `help` lists them.
    public static let all: [StepperCommandSpec] = [
        StepperCommandSpec(
            name: "tap", aliases: [], group: .touch, usage: ["tap NUMBER", "tap TITLE", "tap accessory NUMBER"],
            summary: "Tap a numbered row or control, a bar button, button, cell or swipe action by its title, or a row's accessory button."),
        StepperCommandSpec(name: "back", aliases: [], group: .touch, usage: ["back"], summary: "Tap the navigation bar's back button."),
        StepperCommandSpec(
            name: "tab", aliases: [], group: .touch, usage: ["tab NUMBER", "tab TITLE"], summary: "Select a tab by its position (from 1) or title."),
        StepperCommandSpec(
            name: "type", aliases: [], group: .touch, usage: ["type TEXT", "type TEXT into FIELD"],
            summary:
                "Type into a text field, after what it holds, as a keyboard does (the field by number, outlet or placeholder; default: the one being edited)."),
        StepperCommandSpec(
            name: "clear", aliases: [], group: .touch, usage: ["clear FIELD", "clear"],
            summary: "Empty a text field, as its clear button does; alone, clear the terminal and draw the screen again (Ctrl-L)."),
        StepperCommandSpec(name: "toggle", aliases: [], group: .touch, usage: ["toggle SWITCH"], summary: "Flip a switch (by number, outlet or caption)."),
        StepperCommandSpec(
            name: "choose", aliases: [], group: .touch, usage: ["choose NUMBER", "choose TITLE"], summary: "Choose an alert or action sheet action."),
        StepperCommandSpec(
            name: "dismiss", aliases: [], group: .touch, usage: ["dismiss"],
            summary: "Swipe the top sheet down: page and form sheets and popovers, not full-screen presentations or isModalInPresentation."),
        StepperCommandSpec(
            name: "scroll", aliases: [], group: .tables, usage: ["scroll up [ROWS]", "scroll down [ROWS]"],
            summary: "Scroll the table by rows, or by a screenful."),
        StepperCommandSpec(name: "edit", aliases: [], group: .tables, usage: ["edit"], summary: "Put the table in editing mode."),
        StepperCommandSpec(name: "done", aliases: [], group: .tables, usage: ["done"], summary: "End editing mode."),
        StepperCommandSpec(
            name: "delete", aliases: [], group: .tables, usage: ["delete ROW"], summary: "Delete a row: its delete control, then the confirmation button."),
        StepperCommandSpec(name: "insert", aliases: [], group: .tables, usage: ["insert", "insert ROW"], summary: "Tap an insert control (of the given row)."),
        StepperCommandSpec(
            name: "move", aliases: [], group: .tables, usage: ["move ROW to ROW"], summary: "Drag a row by its reorder control to another row's place."),
        StepperCommandSpec(
            name: "swipe", aliases: [], group: .tables, usage: ["swipe left ROW", "swipe right ROW"],
            summary: "Reveal a row's swipe actions: left for trailing ones (delete), right for leading ones."),
        StepperCommandSpec(
            name: "perform", aliases: [], group: .code, usage: ["perform SEGUE-ID"],
            summary: "Fire a segue by its identifier from the screen's controller, as performSegue(withIdentifier:sender:) does."),
        StepperCommandSpec(name: "stack", aliases: [], group: .session, usage: ["stack"], summary: "Show the controller hierarchy."),
        StepperCommandSpec(
            name: "scenes", aliases: [], group: .session, usage: ["scenes"], summary: "Show the live controller instances (proof of lazy loading)."),
        StepperCommandSpec(
            name: "events", aliases: [], group: .session, usage: ["events", "events COUNT", "events off|summary|all"],
            summary: "Show the most recent events; or choose how much of each step's events is printed: none but errors, one line, or all."),
        StepperCommandSpec(
            name: "expect", aliases: [], group: .session,
            usage: [
                "expect title TEXT", "expect row NUMBER TEXT", "expect rows COUNT [in section SECTION]", "expect scene ID",
                "expect alert [TITLE]", "expect field FIELD [TEXT]", "expect switch SWITCH on|off", "expect tab TAB",
                "expect stack ID...", "expect input NAME [VALUE]", "expect result NAME [VALUE]",
                "expect event NAME [TEXT]", "expect events NAME...", "expect no error",
                "expect error [TEXT]", "expect failure [TEXT]",
            ],
            summary:
                """
                Assert on the screen or the previous step's events; 'expect error' and 'expect failure' say the next step is meant to fail. In a script a \
                failure makes the exit status 1.
                """
        ),
        StepperCommandSpec(
            name: "relaunch", aliases: [], group: .session, usage: ["relaunch"],
            summary:
                """
                Launch the app again from its first scene (the --start scene, if given), as a new process would (instance numbers go on counting): a script \
                can hold several walks, each starting over.
                """
        ),
        StepperCommandSpec(
            name: "device", aliases: [], group: .session, usage: ["device iphone|ipad"],
            summary:
                """
                Launch the app again, as relaunch does, on an iPhone (compact width: popovers show as sheets, split views collapse, more than five \
                tabs show a More tab) or an iPad (regular width). --device sets the first one.
                """
        ),
        StepperCommandSpec(
            name: "open", aliases: [], group: .session, usage: ["open URL", "open ID"],
            summary:
                """
                Start the app afresh at the flow's deep link for URL (the first pattern that matches), building the back stack its code would: the tab \
                selected, the segues pushed and presented, and the URL's values set on the inputs of the scenes shown. Without ://, start at the scene ID as \
                --start does.
                """
        ),
        StepperCommandSpec(name: "help", aliases: ["?"], group: .session, usage: ["help", "help COMMAND"], summary: "List the commands, or explain one."),
        StepperCommandSpec(name: "quit", aliases: ["exit", "q"], group: .session, usage: ["quit"], summary: "End the session."),
    ]

    /// Every name and alias a command line can start with.
    public static var commandNames: [String] { all.flatMap { [$0.name] + $0.aliases } }

    /// The help text at 80 columns: `commandList(width:)`.
    public static var helpText: String { commandList(width: 80) }

    /// The help text: each group's commands on a few lines (usage only), wrapped at word boundaries to `width`
    /// columns, so the whole list fits one screen; then how numbers and names are written. `help COMMAND`
    /// explains one.
    public static func commandList(width: Int) -> String {
        let budget = max(20, width)
        let labelWidth = Group.allCases.map(\.rawValue.count).max()! + 2
        var lines: [String] = []
        for group in Group.allCases {
            let forms = all.filter { $0.group == group }.map { $0.usage.joined(separator: " | ") }
            let wrapped = TerminalWidth.filled(forms, separator: " · ", toColumns: max(10, budget - labelWidth))
            for (index, line) in wrapped.enumerated() {
                let label = index == 0 ? group.rawValue : ""
                lines.append(label + String(repeating: " ", count: labelWidth - label.count) + line)
            }
        }
        let notes = [
            "help COMMAND explains one. Numbers are the ones on screen; a row keeps its number when the table scrolls.",
            "Quote names with spaces: tap \"Add Player\". A quoted number is a name. Lines starting with # are comments.",
        ]
        for note in notes { lines += TerminalWidth.wrapped(note, toColumns: budget) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What `help` prints at `width` columns: the command list without a topic, one command's help with one, or
    /// a suggestion when the topic is not a command.
    public static func helpText(topic: String?, width: Int = 80) -> String {
        guard let topic else { return commandList(width: width) }
        // `help expect stack` explains `expect`: the command is the first word.
        if let spec = named(topic) ?? topic.split(separator: " ").first.flatMap({ named(String($0)) }) { return spec.explanation(width: width) }
        return StepperParseError.unknownCommand(topic, suggestion: suggestion(for: topic)).message + "\n"
    }

    /// The help for one command at 80 columns.
    public var helpText: String { explanation(width: 80) }

    /// The help for one command: its forms, then what it does wrapped to `width` columns.
    public func explanation(width: Int) -> String {
        let summaryLines = TerminalWidth.wrapped(summary, toColumns: max(10, width - 6)).map { "      " + $0 }
        return (usage.map { "  " + $0 } + summaryLines).joined(separator: "\n") + "\n"
    }

    /// The command called `name` (or one of its aliases), ignoring case.
    public static func named(_ name: String) -> StepperCommandSpec? {
        let lowered = name.lowercased()
        return all.first { $0.name == lowered || $0.aliases.contains(lowered) }
    }

    /// The command name closest to a mistyped one (at most two edits away, or one it starts), if any.
    static func suggestion(for name: String) -> String? {
        let lowered = name.lowercased()
        let names = commandNames.filter { $0.count > 1 }
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
