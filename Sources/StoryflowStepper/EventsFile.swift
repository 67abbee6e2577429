import StoryflowIO
import StoryflowRuntime

/// `--events FILE`: every event of the session as a JSON line, written as `OutputFile` writes (a regular file
/// replaced atomically when the session ends, a device, FIFO or `/dev/stdout` written through as events come).
/// A write that fails stops the stream; `finish()` says why.
@MainActor
final class EventsFile {
    private let file: OutputFile
    private var failure: OutputError?
    /// Puts the file in place if the process ends early (standard output closed, a write error).
    private let cleanup: Int

    /// Opens `path` and starts writing every later event of `log` to it.
    init(path: String, log: EventLog) throws(OutputError) {
        let file = try OutputFile(path: path)
        self.file = file
        cleanup = ExitCleanup.add { try? file.commit() }
        log.addObserver { [weak self] event in self?.append(event) }
    }

    private func append(_ event: Event) {
        guard failure == nil else { return }
        do {
            try file.write(event.jsonLine + "\n")
        } catch {
            failure = error
            file.discard()
        }
    }

    /// Ends the stream (puts a regular file in place); the error that stopped it, if any.
    func finish() -> OutputError? {
        ExitCleanup.remove(cleanup)
        if failure == nil {
            do { try file.commit() } catch { failure = error }
        }
        return failure
    }
}
