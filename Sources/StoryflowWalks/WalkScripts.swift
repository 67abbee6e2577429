import StoryflowIO

/// The text `storyflow paths` writes: walks as files, or all in one script.
public enum WalkScripts {
    /// One script holding every walk, under `heading` as comments: each after the first starts afresh, with
    /// `relaunch` or with its own `open`.
    public static func combined(_ plan: WalkPlan, heading: [String]) -> String {
        combinedUTF8(plan, heading: heading).string
    }

    /// The script `combined(_:heading:)` makes, as UTF-8 bytes: written out as they are, a long plan's script is
    /// not checked again as it would be when made into a `String`.
    public static func combinedUTF8(_ plan: WalkPlan, heading: [String]) -> UTF8Text {
        // Made as bytes: appending a line's bytes to an array costs a fraction of appending it to a `String`, and
        // a long walk plan is hundreds of thousands of lines.
        var text = UTF8Text(comments(heading))
        text.reserveCapacity(plan.walks.reduce(text.bytes.count) { total, walk in walk.lines.reduce(total + 10) { $0 + $1.utf8.count + 1 } })
        for (index, walk) in plan.walks.enumerated() {
            text.append(index == 0 || walk.startsAfresh ? "\n" : "\nrelaunch\n")
            for line in walk.lines {
                text.append(line)
                text.append("\n")
            }
        }
        return text
    }

    /// One walk's file: `heading` as comments, then the walk.
    public static func file<Lines: Sequence<String>>(_ walk: Walk, heading: Lines) -> String {
        comments(heading) + walk.script
    }

    private static func comments<Lines: Sequence<String>>(_ lines: Lines) -> String {
        lines.map { "# " + TerminalText.visible($0) + "\n" }.joined()
    }
}
