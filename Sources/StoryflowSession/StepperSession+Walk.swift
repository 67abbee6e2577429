/// Walks: a script's lines run in order, and how a walk ends (a dangling `expect error`, `--fail-fast`).
extension StepperSession {
    /// Runs a script's lines in order (until `quit`), echoing each; failures name the line as `name:N`.
    public func run(script text: String, named name: String) {
        let lines = Self.scriptLines(text)
        for (offset, line) in lines.enumerated() {
            let failuresBefore = failures.count
            guard !isStopped else { return endOfWalk(linesLeft: lines[offset...]) }
            execute(line, location: "\(name):\(offset + 1)")
            // A failed launch stops the walk before this first command ran.
            if failuresBefore == 0, stopsAtFirstFailure, failures.first == "launch" { return endOfWalk(linesLeft: lines[offset...]) }
        }
        endOfInput()
    }

    /// Ends a walk whose reading stopped, `linesLeft` not run (nil when they are piped in, not read): says so in
    /// the transcript when it stopped at its first failure (`--fail-fast`), then ends the input.
    public func endOfWalk(linesLeft: ArraySlice<String>?) {
        if stopsAtFirstFailure, !failures.isEmpty, !hasQuit, !stopRequested() {
            let commands = linesLeft?.count { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
            if commands != 0 {
                stoppedAtFirstFailure = true
                let left = commands.map { " (\($0) command\($0 == 1 ? "" : "s") not run)" } ?? "; the rest of the input is not read"
                write("Stopped at the first failure, as --fail-fast asks\(left).\n")
            }
        }
        endOfInput()
    }

    /// A script's lines: split at line breaks (`\r\n` too), without the empty line after the last break.
    nonisolated package static func scriptLines(_ text: String) -> [String] {
        // "\r\n" is one Character, so it is a separator of its own.
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Ends a walk: an `expect error` or `expect failure` with no step after it is a failure.
    public func endOfInput() {
        _ = settleLaunch(by: nil, at: nil)
        guard let expected = expectedFailure else { return }
        expectedFailure = nil
        fail("'\(expected.wantsError ? "expect error" : "expect failure")' is not followed by a step it could be about", at: expected.location)
    }
}
