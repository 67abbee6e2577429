import Foundation
import StoryflowTestSupport

/// The built `storyflow` left running (for `--watch`), its standard output and error read as they come, with a
/// deadline, so a test can change files and wait for what the command says about it. (Its text is guarded by a
/// lock: the pipes are read on other threads.)
final class WatchedProcess: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let lock = NSLock()
    private var outputText = ""
    private var errorText = ""

    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var output: String
        var errors: String
        var description: String { "storyflow did not write \(waitingFor) within 20 s.\nstdout:\n\(output)\nstderr:\n\(errors)" }
    }

    /// Starts `product` (by default `storyflow`) with `arguments` in `folder`, with `environment` added to this
    /// process's.
    init(_ arguments: [String], in folder: String, product: String = "storyflow", environment: [String: String] = [:]) throws {
        guard let executable = BuiltProducts.executable(product) else { throw BuiltProducts.MissingExecutable(product: product) }
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            lock.withLock { self.outputText += String(decoding: data, as: UTF8.self) }
        }
        errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            lock.withLock { self.errorText += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
    }

    deinit {
        if process.isRunning { stop() }
        output.fileHandleForReading.readabilityHandler = nil
        errors.fileHandleForReading.readabilityHandler = nil
    }

    var standardOutput: String { lock.withLock { outputText } }
    var standardError: String { lock.withLock { errorText } }

    /// Sends `text` to the command's standard input.
    func type(_ text: String) {
        input.fileHandleForWriting.write(Data(text.utf8))
    }

    /// Waits until `condition` holds for (standard output, standard error).
    func wait(for what: String, until condition: (String, String) -> Bool) throws {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if condition(standardOutput, standardError) { return }
            usleep(20_000)
        }
        throw Timeout(waitingFor: what, output: standardOutput, errors: standardError)
    }

    /// How many times `text` occurs in standard error.
    func errorCount(of text: String) -> Int {
        standardError.components(separatedBy: text).count - 1
    }

    /// Closes standard input and waits for the command to end, and for all it wrote; its exit status.
    func finish() -> Int32 {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        output.fileHandleForReading.readabilityHandler = nil
        errors.fileHandleForReading.readabilityHandler = nil
        let restOutput = output.fileHandleForReading.readDataToEndOfFile()
        let restErrors = errors.fileHandleForReading.readDataToEndOfFile()
        lock.withLock {
            outputText += String(decoding: restOutput, as: UTF8.self)
            errorText += String(decoding: restErrors, as: UTF8.self)
        }
        return process.terminationStatus
    }

    /// Sends `signal` to the command and waits up to 10 s for it to end: whether it ended by that signal.
    func endsBySignal(_ signal: Int32) -> Bool {
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        return !process.isRunning && process.terminationReason == .uncaughtSignal && process.terminationStatus == signal
    }

    /// Ends the command and waits for it. (SIGKILL: a child of the test process inherits its blocked signals,
    /// so SIGINT and SIGTERM would wait.)
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
