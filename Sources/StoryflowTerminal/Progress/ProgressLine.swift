import Dispatch
import Foundation
import StoryflowIO
import Synchronization

/// A progress line on standard error while long work runs, as `swift build` and cargo show one: after half a
/// second, and ten times a second after that, `[12/53] Checking Flows/App.flow.xml`, drawn over itself on the
/// status line (other messages are written above it) and erased when the work ends. Work that ends sooner shows
/// nothing.
public final class ProgressLine: Sendable {
    /// When progress is shown: `STORYFLOW_PROGRESS` in the environment.
    public enum When: String, CaseIterable, Sendable {
        /// When standard error is a terminal that takes colour (`NO_COLOR`, `TERM=dumb` and `--plain` turn it off)
        /// and `--quiet` was not given; after half a second. The default.
        case auto
        /// From the start, whatever standard error is (a log that keeps carriage returns); `--quiet` still wins.
        case always
        /// Never.
        case never

        /// The value `STORYFLOW_PROGRESS` gives: `auto`, `always` (or `1`, `true`, `yes`, `on`), `never` (or `0`,
        /// `false`, `no`, `off`), in any case; nil for anything else, which leaves the default.
        init?(setting: String) {
            switch setting.lowercased() {
            case "auto": self = .auto
            case "always", "1", "true", "yes", "on": self = .always
            case "never", "0", "false", "no", "off": self = .never
            default: return nil
            }
        }
    }

    /// The environment variable that sets `When`.
    public static let environmentVariable = "STORYFLOW_PROGRESS"

    /// The environment variables `delay` reads.
    public static let environmentVariables = [environmentVariable] + ColorPolicy.environmentVariables
    /// How long work runs before its progress shows, under `auto`.
    public static let delay: Duration = .milliseconds(500)
    /// How often the line is drawn again.
    public static let interval: Duration = .milliseconds(100)

    private let progress: WorkProgress
    private let status: StatusLine
    private let columns: @Sendable () -> Int
    private let stopping = DispatchSemaphore(value: 0)
    private let stopped = DispatchSemaphore(value: 0)
    private let isStopped = Mutex(false)
    /// The signal actions replaced while the line is on standard error, put back when it stops.
    private let replacedSignalActions: Mutex<[sigaction]?>

    /// How long work waits before its progress shows, or nil when it shows none: `When` from `environment`,
    /// `quiet` (`--quiet`) and `plain` (`--plain`), and whether standard error `isTerminal`.
    public static func delay(isTerminal: Bool, environment: [String: String], quiet: Bool, plain: Bool) -> Duration? {
        guard !quiet else { return nil }
        switch environment[environmentVariable].flatMap(When.init(setting:)) ?? .auto {
        case .never: return nil
        case .always: return .zero
        case .auto:
            return ColorPolicy.usesColor(isTerminal: isTerminal, environment: environment, plain: plain) ? delay : nil
        }
    }

    /// The line showing `snapshot` in at most `columns - 1` columns (the last is left free, so the line never
    /// wraps): `[done/total] Activity item` when the total is known, else `Activity item (done unit)`. The item is
    /// shortened from its start, keeping a path's file name.
    public static func text(of snapshot: WorkProgress.Snapshot, columns: Int) -> String {
        let budget = max(columns - 1, 1)
        let item = snapshot.item.map { TerminalText.visible($0) } ?? ""
        let head: String
        var tail = ""
        if let total = snapshot.total {
            head = "[\(grouped(snapshot.done))/\(grouped(total))] \(snapshot.activity)"
        } else {
            head = snapshot.activity
            if snapshot.done > 0 { tail = " (\(grouped(snapshot.done)) \(snapshot.unit))" }
        }
        let fixed = TerminalWidth.columns(of: head) + TerminalWidth.columns(of: tail)
        guard !item.isEmpty else { return TerminalWidth.truncated(head + tail, toColumns: budget) }
        let room = budget - fixed - 1
        guard room >= 8 else { return TerminalWidth.truncated(head + tail, toColumns: budget) }
        return head + " " + shortenedFromStart(item, toColumns: room) + tail
    }

    /// Shows `progress` on `status` from `delay` on, until `stop()`; the line fits `columns()`.
    public init(
        showing progress: WorkProgress, on status: StatusLine = .standardError, after delay: Duration,
        columns: @escaping @Sendable () -> Int
    ) {
        self.progress = progress
        self.status = status
        self.columns = columns
        replacedSignalActions = Mutex(status === StatusLine.standardError ? ProgressSignals.install() : nil)
        Thread.detachNewThread { [self] in
            // With no delay, the line is drawn before anything else, so even the shortest work shows it once.
            var wait = delay
            while wait == .zero || stopping.wait(timeout: .now() + .nanoseconds(Int(wait / .nanoseconds(1)))) == .timedOut {
                self.status.show(Self.text(of: self.progress.snapshot, columns: self.columns()))
                wait = Self.interval
            }
            self.status.show(nil)
            stopped.signal()
        }
    }

    /// Stops drawing and erases the line; returns once it is erased, so what is written next is not mixed with it.
    /// Stopping again does nothing.
    public func stop() {
        guard
            !isStopped.withLock({ stopped in
                defer { stopped = true }
                return stopped
            })
        else { return }
        stopping.signal()
        stopped.wait()
        if let replaced = replacedSignalActions.withLock({ $0 }) { ProgressSignals.restore(replaced) }
    }

    /// `text`'s last `budget` columns, starting with `…` when something was cut.
    private static func shortenedFromStart(_ text: String, toColumns budget: Int) -> String {
        guard TerminalWidth.columns(of: text) > budget else { return text }
        var kept: [Character] = []
        var used = 1
        for character in text.reversed() {
            let width = TerminalWidth.columns(of: character)
            if used + width > budget { break }
            kept.append(character)
            used += width
        }
        return "…" + String(kept.reversed())
    }

    /// `value` with thousands separated by commas.
    private static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }
}
