import StoryflowIO
import StoryflowTerminal

/// What changed between a session's transcript and its replay on a new version of the flow, as `run --watch`
/// reports it: the first command whose output differs, with the lines removed and added.
enum TranscriptDifference {
    /// The most lines of a difference shown.
    static let shownLines = 16

    /// The report: `old` and `new` hold the launch's output then each command's. With `width`, each changed line is
    /// fitted to that many columns with its `- `/`+ ` mark (trailing blanks dropped, the rest cut with `…`), so
    /// a frame as wide as the terminal does not wrap.
    static func describe(old: [String], new: [String], commands: [String], flow: String, width: Int? = nil) -> String {
        var text = "storyflow: \(flow) changed; replayed \(commands.count == 1 ? "1 command" : "\(commands.count) commands") on it: "
        guard
            let first = (0..<max(old.count, new.count)).first(where: { index in
                (index < old.count ? old[index] : nil) != (index < new.count ? new[index] : nil)
            })
        else {
            return text + "the transcript is the same.\n"
        }
        let later = (first + 1..<max(old.count, new.count)).count { index in (index < old.count ? old[index] : nil) != (index < new.count ? new[index] : nil) }
        let place = first == 0 ? "at the launch" : "at command \(first) (`\(TerminalText.visible(commands[first - 1]))`)"
        text +=
            "the transcript first differs \(place)"
            + (later > 0 ? ", and \(later == 1 ? "1 later command differs" : "\(later) later commands differ") too" : "") + ":\n"
        let before = first < old.count ? lines(old[first]) : []
        let after = first < new.count ? lines(new[first]) : []
        let changes = difference(before, after)
        for change in changes.prefix(shownLines) {
            let line = "  " + change.replacing(/\s+$/, with: "")
            text += (width.map { TerminalWidth.truncated(line, toColumns: $0) } ?? line) + "\n"
        }
        if changes.count > shownLines { text += "  … and \(changes.count - shownLines) more changed lines\n" }
        return text
    }

    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
    }

    /// The lines only in `old` (`- `) and only in `new` (`+ `), in order, from a longest common subsequence.
    static func difference(_ old: [String], _ new: [String]) -> [String] {
        let old = Array(old.prefix(400))
        let new = Array(new.prefix(400))
        var common = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var result: [String] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                i += 1
                j += 1
            } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
                result.append("- " + old[i])
                i += 1
            } else {
                result.append("+ " + new[j])
                j += 1
            }
        }
        return result
    }
}
