import ArgumentParser
import Foundation
import StoryflowConsole
import StoryflowIO
import StoryflowTerminal

/// `--quiet`, and the progress line a command shows on standard error while its work runs (see `ProgressLine`).
struct ProgressOptions: ParsableArguments {
    @Flag(
        name: .shortAndLong,
        help: """
            Show no progress line on standard error (one shows on a terminal when the work takes over half a second; STORYFLOW_PROGRESS=never|always \
            sets it too).
            """)
    var quiet = false

    /// Runs `work`, showing what it reports on standard error while it runs when `ProgressLine.delay` says so
    /// (`plain` is `--plain`). The line is erased before this returns or throws.
    func run<Result>(plain: Bool = false, _ work: (WorkProgress) throws -> Result) rethrows -> Result {
        let progress = WorkProgress()
        let isTerminal = isatty(STDERR_FILENO) == 1
        let environment = ProcessEnvironment.values(of: ProgressLine.environmentVariables)
        guard let delay = ProgressLine.delay(isTerminal: isTerminal, environment: environment, quiet: quiet, plain: plain)
        else { return try work(progress) }
        let line = ProgressLine(showing: progress, after: delay) {
            (isTerminal ? TerminalDevice.windowColumns(of: STDERR_FILENO) : nil) ?? 80
        }
        defer { line.stop() }
        return try work(progress)
    }
}
