import StoryflowIO

/// The text `storyflow paths` writes: walks as files, or all in one script.
public enum WalkScripts {
    /// One script holding every walk, under `heading` as comments: each after the first starts afresh, with
    /// `relaunch` or with its own `open`.
    public static func combined(_ plan: WalkPlan, heading: [String]) -> String {
        var text = comments(heading)
        text.reserveCapacity(plan.walks.reduce(text.utf8.count) { total, walk in walk.lines.reduce(total + 10) { $0 + $1.utf8.count + 1 } })
        for (index, walk) in plan.walks.enumerated() {
            text += index == 0 || walk.startsAfresh ? "\n" : "\nrelaunch\n"
            for line in walk.lines {
                text += line
                text += "\n"
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
