import Foundation
import Glibc
import StoryflowTestSupport

/// A process whose standard input, output and error are a pseudo-terminal: keys typed as a terminal sends them,
/// and everything it writes collected in `screen`.
final class PseudoTerminal {
    let process = Process()
    private var master: Int32 = -1
    private let removing: String?
    /// Everything the process wrote, escape sequences included.
    private(set) var screen = ""

    /// Starts `executable` in the repository root on a pseudo-terminal of `columns` × `lines`; `removing` is a
    /// folder removed when the terminal goes.
    init(executable: URL, arguments: [String], columns: UInt16, lines: UInt16, environment: [String: String], removing: String? = nil) throws {
        self.removing = removing
        var slave: Int32 = -1
        var size = winsize(ws_row: lines, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(.EIO) }
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = Repository.root
        process.environment = environment
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        try handle.close()
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
        if let removing { try? FileManager.default.removeItem(atPath: removing) }
    }

    /// Gives the terminal a new size, as dragging its window does (the process gets SIGWINCH).
    func resize(columns: UInt16, lines: UInt16) {
        var size = winsize(ws_row: lines, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Sends keys as the terminal would.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads output until `text` has appeared `count` times in all, or 20 seconds pass.
    @discardableResult
    func waitFor(_ text: String, count: Int = 1) -> Bool {
        let deadline = Date().addingTimeInterval(20)
        while screen.components(separatedBy: text).count - 1 < count {
            guard Date() < deadline, readAvailable() else { return false }
        }
        return true
    }

    /// Waits for the process to end and returns its status.
    func waitForExit() -> Int32? {
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning, Date() < deadline {
            _ = readAvailable()
        }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// Reads what is there within 100 ms; false once the terminal closed.
    private func readAvailable() -> Bool {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 100) >= 0 else { return errno == EINTR }
        if descriptor.revents == 0 { return true }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        if count < 0, errno == EINTR || errno == EAGAIN { return true }
        guard count > 0 else { return false }
        screen += String(decoding: buffer[..<count], as: UTF8.self)
        return true
    }
}
