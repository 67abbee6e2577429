#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file Storyflow writes (a report, a flow, an events stream, a data file), written so that nothing the user did
/// not mean to touch is lost:
///
/// - a regular file (or a path that does not exist yet) is written atomically: into a new file beside it, which
///   takes the old file's owner (where the process may set it) and permissions, is flushed to disk and then
///   renamed over the path on `commit()`, so a failure or a kill leaves the old file whole. Where no new file
///   can be made beside it (a folder the user may not write in, holding a file they may), the file is
///   rewritten in place instead;
/// - a symbolic link is followed: its target is what is written, and the link stays a link (unless
///   `followingLinks` is false: then the link itself is replaced, as a new file would be, and its target is
///   not touched);
/// - a stream this process already has open (`/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`, or a
///   link to one) is written through that very descriptor (a duplicate of it), so what goes there and what the
///   process writes to it otherwise stay in order, whatever the stream is connected to;
/// - anything else that exists (a terminal, `/dev/null`, a FIFO, a socket) is written through, never replaced;
/// - a directory is refused.
///
/// Not for use from two threads at once; it may be handed from one thread to another.
public final class OutputFile: @unchecked Sendable {
    /// The path as the user gave it.
    public let path: String
    private var descriptor: Int32
    /// For an atomic write: the new file's path and the path it replaces on `commit()`.
    private let replacement: (temporary: String, target: String)?
    private var isFinished = false

    /// Opens `path` for writing as described above; a file made new gets `newFileMode` (less the umask). With
    /// `followingLinks` false, a symbolic link at `path` is replaced by the file, never written through (the names
    /// of this process's own streams are still written through): for files a repository holds or Storyflow names
    /// in a folder of one, where someone else may have planted a link (a baseline, generated walks). Throws
    /// `OutputError` when it cannot be opened.
    public init(path: String, newFileMode: mode_t = 0o666, followingLinks: Bool = true) throws(OutputError) {
        self.path = path
        guard !path.isEmpty else { throw OutputError(path: path, reason: "the path is empty") }
        let target: String
        let destination: Destination =
            if followingLinks {
                try Self.destination(of: path)
            } else {
                Self.streamDescriptor(named: path).map(Destination.stream) ?? .file(path)
            }
        switch destination {
        case .stream(let stream):
            descriptor = fcntl(stream, F_DUPFD_CLOEXEC, 0)
            guard descriptor >= 0 else { throw OutputError(path: path, reason: "is not open in this process") }
            replacement = nil
            return
        case .file(let file):
            target = file
        }
        var status = stat()
        // Not following links, a link is no file to keep: it is replaced as if nothing were there.
        let exists = followingLinks ? stat(target, &status) == 0 : lstat(target, &status) == 0 && (status.st_mode & S_IFMT) != S_IFLNK
        if exists, Self.isDirectory(status) { throw OutputError(path: path, reason: "is a directory") }
        if exists, !Self.isRegular(status) {
            descriptor = try Self.openThrough(target, for: path)
            replacement = nil
            return
        }
        do {
            let (opened, temporary) = try Self.createTemporary(besides: target, for: path, mode: newFileMode)
            if exists {
                // Owner first: changing it clears the set-user-ID and set-group-ID bits the mode then restores.
                if geteuid() == 0 { _ = fchown(opened, status.st_uid, status.st_gid) }
                _ = fchmod(opened, status.st_mode & 0o7777)
            }
            descriptor = opened
            replacement = (temporary, target)
        } catch let error where exists && [EACCES, EPERM, EROFS].contains(error.code) {
            let opened = open(target, O_WRONLY | O_TRUNC | O_CLOEXEC | O_NOCTTY | (followingLinks ? 0 : O_NOFOLLOW))
            guard opened >= 0 else { throw error }
            descriptor = opened
            replacement = nil
        }
    }

    deinit {
        if !isFinished { discard() }
    }

    /// Writes `text` as UTF-8.
    public func write(_ text: String) throws(OutputError) {
        var text = text
        let failure: OutputError? = text.withUTF8 { bytes in
            do throws(OutputError) { try write(bytes) } catch { return error }
            return nil
        }
        if let failure { throw failure }
    }

    /// Writes `bytes`, all of them (retrying after interruptions and short writes).
    public func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(OutputError) {
        guard let base = bytes.baseAddress, descriptor >= 0 else { return }
        var written = 0
        while written < bytes.count {
            let count = writeToDescriptor(descriptor, base + written, bytes.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                throw OutputError(path: path, errno: errno)
            }
            written += count
        }
    }

    /// Finishes the file: flushes it to disk and, for an atomic write, puts it in place of the old one.
    public func commit() throws(OutputError) {
        guard !isFinished else { return }
        isFinished = true
        defer { descriptor = -1 }
        guard let replacement else {
            guard close(descriptor) == 0 || errno == EINTR else { throw OutputError(path: path, errno: errno) }
            return
        }
        let synced = fsync(descriptor) == 0 ? 0 : errno
        let closed = close(descriptor) == 0 ? 0 : errno
        if synced != 0 || closed != 0 {
            unlink(replacement.temporary)
            throw OutputError(path: path, errno: synced != 0 ? synced : closed)
        }
        guard rename(replacement.temporary, replacement.target) == 0 else {
            let error = OutputError(path: path, errno: errno)
            unlink(replacement.temporary)
            throw error
        }
    }

    /// Abandons the file: an atomic write leaves the old file as it was and removes the new one.
    public func discard() {
        guard !isFinished else { return }
        isFinished = true
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        if let replacement { unlink(replacement.temporary) }
    }

    /// Writes `text` to `path` in one go: opened (see `init(path:newFileMode:followingLinks:)`), written and
    /// committed as described on the type.
    public static func write(_ text: String, to path: String, newFileMode: mode_t = 0o666, followingLinks: Bool = true) throws(OutputError) {
        try writing(to: path, newFileMode: newFileMode, followingLinks: followingLinks) { file throws(OutputError) in try file.write(text) }
    }

    /// Writes `bytes`, text in UTF-8, to `path` in one go, as `write(_:to:newFileMode:followingLinks:)` writes a
    /// `String`.
    public static func write(utf8 bytes: [UInt8], to path: String, newFileMode: mode_t = 0o666, followingLinks: Bool = true) throws(OutputError) {
        try writing(to: path, newFileMode: newFileMode, followingLinks: followingLinks) { file throws(OutputError) in
            let failure: OutputError? = bytes.withUnsafeBufferPointer { buffer in
                do throws(OutputError) { try file.write(buffer) } catch { return error }
                return nil
            }
            if let failure { throw failure }
        }
    }

    /// Opens `path`, lets `write` write it, and commits it; discards it when either fails.
    private static func writing(
        to path: String, newFileMode: mode_t, followingLinks: Bool, _ write: (OutputFile) throws(OutputError) -> Void
    ) throws(OutputError) {
        let file = try OutputFile(path: path, newFileMode: newFileMode, followingLinks: followingLinks)
        do {
            try write(file)
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
    }

    /// The prefix of the temporary files written beside a target: `.NAME.storyflow-` then a random suffix.
    public static func temporaryPrefix(for target: String) -> String {
        let (folder, name) = split(target)
        return folder + "." + name + ".storyflow-"
    }

    /// Removes the temporary files that writes to `path` left behind (a crash or a kill between creating and
    /// renaming them) once they are at least `age` seconds old, so that a write still under way is not disturbed.
    public static func removeStaleTemporaries(for path: String, olderThan age: Int) {
        guard case .file(let target)? = try? destination(of: path) else { return }
        let prefix = temporaryPrefix(for: target)
        let (folder, namePrefix) = split(prefix)
        guard let directory = opendir(folder.isEmpty ? "." : folder) else { return }
        defer { closedir(directory) }
        var stale: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasPrefix(namePrefix) else { continue }
            var status = stat()
            let candidate = folder + name
            if lstat(candidate, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
                time(nil) - status.st_mtim.tv_sec >= age
            {
                stale.append(candidate)
            }
        }
        for candidate in stale { unlink(candidate) }
    }

    // MARK: Paths

    /// Where writing to `path` goes: a descriptor this process has open (a stream name, or a link leading to
    /// one), or the file at the end of its symbolic links (a relative link resolves against the link's folder).
    /// A chain longer than 40 links (the kernel's own limit) is refused, as a loop.
    private enum Destination {
        case stream(Int32)
        case file(String)
    }

    private static func destination(of path: String) throws(OutputError) -> Destination {
        var current = path
        for _ in 0..<40 {
            if let stream = streamDescriptor(named: current) { return .stream(stream) }
            var status = stat()
            guard lstat(current, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK else { return .file(current) }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { throw OutputError(path: path, errno: errno) }
            let link = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard link.hasPrefix("/") || !link.contains(":[") else {
                throw OutputError(path: path, reason: "leads to \(link), another process's stream")
            }
            current = link.hasPrefix("/") ? link : split(current).folder + link
        }
        throw OutputError(path: path, reason: "too many levels of symbolic links")
    }

    /// The descriptor a name of this process's own streams stands for: `/dev/stdout` (1), `/dev/stderr` (2),
    /// `/dev/fd/N`, `/proc/self/fd/N`, `/proc/thread-self/fd/N`, `/proc/PID/fd/N` with this process's id.
    private static func streamDescriptor(named path: String) -> Int32? {
        var normalized = ""
        for character in path where !(character == "/" && normalized.hasSuffix("/")) { normalized.append(character) }
        switch normalized {
        case "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default: break
        }
        for prefix in ["/dev/fd/", "/proc/self/fd/", "/proc/thread-self/fd/", "/proc/\(getpid())/fd/"] where normalized.hasPrefix(prefix) {
            return Int32(normalized.dropFirst(prefix.count))
        }
        return nil
    }

    /// Opens an existing non-regular file (a device, a FIFO) for writing through it. `O_NONBLOCK` makes opening a
    /// FIFO with no reader fail (ENXIO) instead of hanging; writes block as usual afterwards.
    private static func openThrough(_ target: String, for path: String) throws(OutputError) -> Int32 {
        let opened = open(target, O_WRONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        guard opened >= 0 else {
            throw errno == ENXIO ? OutputError(path: path, reason: "is a FIFO with no reader") : OutputError(path: path, errno: errno)
        }
        _ = fcntl(opened, F_SETFL, fcntl(opened, F_GETFL) & ~O_NONBLOCK)
        return opened
    }

    private static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[...slash]), String(path[path.index(after: slash)...]))
    }

    private static func createTemporary(besides target: String, for path: String, mode: mode_t) throws(OutputError) -> (Int32, String) {
        let prefix = temporaryPrefix(for: target)
        for _ in 0..<100 {
            let candidate = prefix + String(UInt32.random(in: 0...UInt32.max), radix: 36)
            let opened = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
            if opened >= 0 { return (opened, candidate) }
            guard errno == EEXIST else { throw OutputError(path: path, errno: errno) }
        }
        throw OutputError(path: path, reason: "cannot create a temporary file beside it")
    }

    private static func isRegular(_ status: stat) -> Bool { (status.st_mode & S_IFMT) == S_IFREG }
    private static func isDirectory(_ status: stat) -> Bool { (status.st_mode & S_IFMT) == S_IFDIR }
}

/// `write(2)`, named apart from `OutputFile.write`.
func writeToDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
