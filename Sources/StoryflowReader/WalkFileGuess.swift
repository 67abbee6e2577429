import Foundation
import StoryflowIO

/// Tells a walk (a script of stepper commands) given where a flow is expected from a flow, so that
/// `storyflow run Flows/Ratings.walk` and `storyflow check Flows/Ratings.walk` say how to run it instead of
/// reporting an XML error.
public enum WalkFileGuess {
    /// The endings scripts of stepper commands are written with.
    static let scriptSuffixes = [".walk", ".script"]

    /// The error for `path` when it looks like a walk: by its ending, or by its first line being a comment or a
    /// command where a flow or storyboard starts with `<`. It names the flow beside it with the same name, if any.
    public static func problem(runningAsFlow path: String) -> String? {
        guard looksLikeScript(path) else { return nil }
        return advice(for: path)
    }

    /// How to run `path` as the walk it looks like, naming the flow beside it with the same name, if any; the
    /// message names the file as `path`, or as "this file" where its location is given already (a diagnostic).
    static func advice(for path: String, namingIt: Bool = true) -> String {
        let script = ShellWord.quoted(path)
        let stem = scriptSuffixes.first { path.lowercased().hasSuffix($0) }.map { String(path.dropLast($0.count)) } ?? path
        let flow = [".flow.xml", ".storyboard"].map { stem + $0 }.first { FileManager.default.fileExists(atPath: $0) }
        return """
            \(namingIt ? TerminalText.visible(path) : "this file") looks like a walk (a script of stepper commands), not a flow file or storyboard: \
            run it against its flow with `storyflow run \(flow.map(ShellWord.quoted) ?? "FLOW") --script \(script)`
            """
    }

    private static func looksLikeScript(_ path: String) -> Bool {
        if scriptSuffixes.contains(where: { path.lowercased().hasSuffix($0) }) { return true }
        // Only a regular file is looked into: opening a FIFO would wait for a writer.
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return looksLikeScript(path, start: String(decoding: (try? handle.read(upToCount: 512)) ?? Data(), as: UTF8.self))
    }

    /// Whether a file named `path` that starts with `start` looks like a walk: by its ending, or by its first line
    /// that is not a comment being a stepper command (or by holding only comments).
    public static func looksLikeScript(_ path: String, start: String) -> Bool {
        if scriptSuffixes.contains(where: { path.lowercased().hasSuffix($0) }) { return true }
        let lines = start.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        // A comment counts only before a command (a Markdown heading or a YAML comment is no walk); comments alone
        // are a walk being written.
        guard let command = lines.first(where: { !$0.hasPrefix("#") }) else { return lines.first?.hasPrefix("#") == true }
        let word = command.split(separator: " ").first.map(String.init) ?? ""
        return commandWords.contains(word)
    }

    /// The stepper commands a walk's first command line is taken to start with (the stepper's gestures and
    /// expectations; `StepperCommandSpec` has them all).
    public static let commandWords: Set<String> = [
        "tap", "back", "tab", "type", "clear", "toggle", "choose", "dismiss", "scroll", "edit", "done", "delete", "insert", "move", "swipe",
        "perform", "expect", "relaunch", "device", "open",
    ]
}
