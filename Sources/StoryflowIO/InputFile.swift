#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading a small text file a user names (a configuration file, a walk script, a data file): only a regular
/// file is read. A FIFO, a device such as `/dev/zero`, a socket or a folder is refused at once with a reason,
/// never waited on or read without end, and a file over `maximumSize` is refused rather than read into memory.
public enum InputFile {
    /// The largest file read: 64 MiB, far more than any configuration, script or data file Storyflow reads.
    public static let maximumSize = 64 << 20

    /// The bytes of the regular file at `path`.
    public static func read(_ path: String, maximumSize: Int = maximumSize) throws(InputError) -> [UInt8] {
        // Looked at before it is opened: opening some devices acts on them (a tape rewinds, a modem hangs up).
        var before = stat()
        guard stat(path, &before) == 0 else { throw InputError(path: path, errno: errno) }
        if let kind = InputError.kindName(before.st_mode) { throw InputError(path: path, reason: "is \(kind), not a regular file") }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { throw InputError(path: path, errno: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw InputError(path: path, errno: errno) }
        if let kind = InputError.kindName(status.st_mode) {
            throw InputError(path: path, reason: "is \(kind), not a regular file")
        }
        guard Int(status.st_size) <= maximumSize else {
            throw InputError(path: path, reason: "is larger than \(maximumSize >> 20) MiB")
        }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard bytes.count <= maximumSize else {
                    throw InputError(path: path, reason: "is larger than \(maximumSize >> 20) MiB")
                }
                bytes += [UInt8](repeating: 0, count: bytes.count)
            }
            let got = bytes.withUnsafeMutableBytes { readFromDescriptor(descriptor, $0.baseAddress! + count, $0.count - count) }
            if got < 0 {
                if errno == EINTR { continue }
                throw InputError(path: path, errno: errno)
            }
            if got == 0 { break }
            if status.st_size == 0 { throw InputError(path: path, reason: InputError.pseudoFileReason) }
            count += got
        }
        return Array(bytes[0..<count])
    }

    /// The text of the regular file at `path`, decoded as UTF-8 (invalid bytes become U+FFFD).
    public static func readText(_ path: String, maximumSize: Int = maximumSize) throws(InputError) -> String {
        String(decoding: try read(path, maximumSize: maximumSize), as: UTF8.self)
    }
}

/// `read(2)`, named apart from `InputFile.read`.
private func readFromDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// A file that could not be read: the path, and why.
public struct InputError: Error, Sendable, CustomStringConvertible {
    /// The path as the user gave it.
    public var path: String
    /// Why it could not be read.
    public var reason: String
    /// The system's error number, when a system call failed (`ENOENT` for a missing file).
    public var code: Int32 = 0

    /// An error with a reason of its own.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// An error from a failed system call's `errno`.
    public init(path: String, errno code: Int32) {
        self.init(path: path, reason: code == ENOENT ? "no such file" : "cannot be read (\(String(cString: strerror(code))))")
        self.code = code
    }

    public var description: String { "\(TerminalText.visible(path)): \(reason)" }

    /// Why a file that says it is empty but has content (as files of /proc and /sys do) is not read.
    public static let pseudoFileReason = "is not a regular file: it reports a size of 0 but has content (a file of /proc or /sys?)"

    /// What a file of this mode is, in words (`a directory`, `a FIFO`, ...), or `nil` for a regular file.
    public static func kindName(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }
}
