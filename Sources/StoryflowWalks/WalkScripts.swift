import StoryflowIO

/// The text `storyflow paths` writes: walks as files, or all in one script.
public enum WalkScripts {
    /// One script holding every walk, under `heading` as comments: each after the first starts afresh, with
    /// `relaunch` or with its own `open`.
    public static func combined(_ plan: WalkPlan, heading: [String]) -> String {
        // Made as bytes: appending a line's bytes to an array costs a fraction of appending it to a `String`, and
        // a long walk plan is hundreds of thousands of lines.
        var text = Array(comments(heading).utf8)
        text.reserveCapacity(plan.walks.reduce(text.count) { total, walk in walk.lines.reduce(total + 10) { $0 + $1.utf8.count + 1 } })
        for (index, walk) in plan.walks.enumerated() {
            text += (index == 0 || walk.startsAfresh ? "\n" : "\nrelaunch\n").utf8
            for line in walk.lines {
                text += line.utf8
                text.append(0x0A)
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// One walk's file: `heading` as comments, then the walk.
    public static func file<Lines: Sequence<String>>(_ walk: Walk, heading: Lines) -> String {
        comments(heading) + walk.script
    }

    private static func comments<Lines: Sequence<String>>(_ lines: Lines) -> String {
        lines.map { "# " + TerminalText.visible($0) + "\n" }.joined()
    }
}
