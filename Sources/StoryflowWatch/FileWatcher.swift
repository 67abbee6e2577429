import Foundation
import StoryflowIO

#if canImport(Glibc)
    import Glibc
#endif

/// Tells which files changed under a set of folders: through inotify on Linux, or, where inotify cannot be used
/// (its watch limit reached), by looking at the files' sizes and modification times every half second.
///
/// Folders are watched, not files, so a save that writes a new file and renames it over the old one (as most
/// editors do) is seen. Folders are watched with their subfolders, less hidden ones (`.git`, `.build`), and
/// folders created later are added. The folder above each folder named is watched for that name alone, so a
/// named folder removed and made again (`rm -rf d; mkdir d`) is watched again; a folder moved away stops being
/// watched under its old path. A batch is taken as soon as the changes stop coming: after the first, changes are
/// gathered until none has come for `burstGap`, so a save (written beside the file and renamed over it) is
/// checked at once. Once a batch holds more paths than a save touches (`savePaths`: a checkout, a copy of many
/// files), it waits for `quietPeriod` of quiet instead, so their files are checked together. A file created in the batch and not
/// yet closed by its writer holds the batch open until it is closed (for at most `longestBatch`), so a file being
/// copied is not checked half written.
public final class FileWatcher {
    /// How long, in milliseconds, no change must come before a batch of one save is taken: its write and rename
    /// come microseconds apart.
    public static let burstGap: Int32 = 5
    /// How long, in milliseconds, no change must come before a batch of more files is taken: watchexec's
    /// debounce.
    public static let quietPeriod: Int32 = 50
    /// The most paths one save touches: the file, and what editors write beside it (a temporary file renamed over
    /// it; Vim's backup and its `4913` probe).
    public static let savePaths = 8
    /// The longest a batch waits for quiet, so a file written continuously still gets checked.
    public static let longestBatch: Double = 1.0
    /// The most folders watched; a tree with more is watched in part, and a note says so.
    public static let maximumFolders = 8_192

    /// Which mechanism is watching.
    public enum Mechanism: Equatable, Sendable {
        case inotify
        case polling
    }

    public private(set) var mechanism: Mechanism
    /// Notes for the user (folders left unwatched, polling used), once each.
    public private(set) var notes: [String] = []
    /// Asked when a signal interrupts a wait: true ends the wait with no changes.
    public var stopRequested: () -> Bool = { false }
    /// A descriptor that becomes readable when a change may be waiting: for `poll` beside other input.
    public var descriptor: Int32 { mechanism == .inotify ? inotify : wakePipe[0] }

    private var inotify: Int32 = -1
    private var folders: [Int32: String] = [:]
    /// Watches of the folders above named folders, and the names in them that matter (the named folders').
    private var namesWatchedAbove: [Int32: Set<String>] = [:]
    private var watchedFolders = Set<String>()
    /// The descriptor of the watch of each folder in `watchedFolders`, to end one watch without a search.
    private var descriptors: [String: Int32] = [:]
    private var wakePipe: [Int32] = [-1, -1]
    private var snapshot: [String: FileStamp] = [:]
    /// Files created in the batch being gathered whose writer has not closed them yet.
    private var filesBeingWritten = Set<String>()
    private var pollingThread: Thread?
    private let roots: [String]

    /// Watches `paths` (files and folders), and the folders holding `extraFiles` (files found by searching, which
    /// may lie in hidden folders).
    public init(paths: [String], extraFiles: [String] = []) {
        roots = paths
        mechanism = .inotify
        inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        var folderList: [String] = []
        for path in paths {
            var status = stat()
            if stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
                folderList += Self.folders(under: path)
            } else {
                folderList.append(Self.folder(of: path))
            }
        }
        folderList += extraFiles.map(Self.folder(of:))
        if inotify < 0 {
            startPolling(folders: folderList, reason: "inotify cannot be used (\(String(cString: strerror(errno))))")
            return
        }
        for folder in folderList where !watch(folder) {
            close(inotify)
            inotify = -1
            startPolling(
                folders: folderList, reason: "inotify cannot watch every folder (\(String(cString: strerror(errno))); raise fs.inotify.max_user_watches)")
            return
        }
        for path in paths where Self.isFolder(path) {
            let named = Self.canonical(path)
            let above = Self.folder(of: named)
            guard above != named, !watchedFolders.contains(above) else { continue }
            let descriptor = inotify_add_watch(inotify, above, Self.mask)
            // A folder above two named folders (`a/b a/c`) is watched once, for both names; one watched whole
            // already needs no names.
            guard descriptor >= 0, folders[descriptor] == nil || namesWatchedAbove[descriptor] != nil else { continue }
            folders[descriptor] = above
            namesWatchedAbove[descriptor, default: []].insert(String(named[named.index(after: named.lastIndex(of: "/")!)...]))
        }
    }

    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF)

    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    deinit {
        if inotify >= 0 { close(inotify) }
        if wakePipe[0] >= 0 {
            close(wakePipe[0])
            close(wakePipe[1])
        }
    }

    /// Blocks until something changed, then gathers changes until `burstGap` passes without one (`quietPeriod`
    /// once the batch holds more than `savePaths`; while a file created meanwhile is still open for writing, until
    /// it is closed); the paths changed (files created, written, renamed or removed; a folder's path when the
    /// kernel dropped events). A batch lasts at most `longestBatch`.
    public func waitForChanges() -> Set<String> {
        var changed = Set<String>()
        filesBeingWritten = []
        wait(timeout: -1)
        let start = Date()
        while true {
            changed.formUnion(takeEvents())
            let gap = changed.count > Self.savePaths ? Self.quietPeriod : Self.burstGap
            while Date().timeIntervalSince(start) < Self.longestBatch, !wait(timeout: gap) {
                // Quiet, but a writer has a file open: wait on (a paused copy sends no event until it closes).
                guard !filesBeingWritten.isEmpty, !stopRequested() else { return changed }
            }
            guard Date().timeIntervalSince(start) < Self.longestBatch else { break }
        }
        return changed
    }

    /// Waits for the descriptor to become readable; false when `timeout` milliseconds passed first.
    @discardableResult
    private func wait(timeout: Int32) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let result = poll(&poller, 1, timeout)
            if result < 0, errno == EINTR {
                if stopRequested() { return false }
                continue
            }
            return result > 0
        }
    }

    /// The paths of the changes waiting now, reading them without blocking.
    public func takeEvents() -> Set<String> {
        mechanism == .inotify ? readInotifyEvents() : takePolledChanges()
    }

    private func watch(_ folder: String) -> Bool {
        guard !watchedFolders.contains(folder) else { return true }
        guard watchedFolders.count < Self.maximumFolders else {
            if !notes.contains(where: { $0.hasPrefix("more than") }) {
                notes.append("more than \(Self.maximumFolders) folders: changes in the others are not seen")
            }
            return true
        }
        let descriptor = inotify_add_watch(inotify, folder, Self.mask)
        if descriptor < 0 { return errno == ENOENT || errno == EACCES || errno == ENOTDIR }
        // The folder above a named folder, watched for that name, is now watched whole.
        namesWatchedAbove[descriptor] = nil
        folders[descriptor] = folder
        watchedFolders.insert(folder)
        descriptors[folder] = descriptor
        return true
    }

    private func readInotifyEvents() -> Set<String> {
        var changed = Set<String>()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            let headerSize = MemoryLayout<inotify_event>.size
            while offset + headerSize <= count {
                let event = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self) }
                let nameBytes = buffer[(offset + headerSize)..<min(count, offset + headerSize + Int(event.len))].prefix { $0 != 0 }
                offset += headerSize + Int(event.len)
                if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    changed.formUnion(roots)
                    continue
                }
                guard let folder = folders[event.wd] else { continue }
                if event.mask & UInt32(IN_IGNORED) != 0 {
                    folders[event.wd] = nil
                    namesWatchedAbove[event.wd] = nil
                    watchedFolders.remove(folder)
                    if descriptors[folder] == event.wd { descriptors[folder] = nil }
                    continue
                }
                if event.mask & UInt32(IN_MOVE_SELF) != 0, namesWatchedAbove[event.wd] == nil {
                    // A watched folder moved away (`mv d d.old`): its watches would go on naming it by its old
                    // path. They end; a folder made again under that path is watched anew.
                    forget(folder)
                    changed.insert(folder)
                    continue
                }
                if let names = namesWatchedAbove[event.wd], !names.contains(String(decoding: nameBytes, as: UTF8.self)) { continue }
                let path = nameBytes.isEmpty ? folder : folder + "/" + String(decoding: nameBytes, as: UTF8.self)
                changed.insert(path)
                if event.mask & UInt32(IN_ISDIR) == 0 {
                    if event.mask & UInt32(IN_CREATE) != 0 {
                        filesBeingWritten.insert(path)
                    } else if event.mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_FROM | IN_DELETE) != 0 {
                        filesBeingWritten.remove(path)
                    }
                }
                // A folder removed or moved away that a process still holds (a shell's working directory) keeps its
                // watch until the last reference goes: ended now, so a folder made again under its path is watched
                // anew. A removed folder was empty, its subfolders each removed (and forgotten) before it.
                if event.mask & UInt32(IN_ISDIR) != 0, event.mask & UInt32(IN_DELETE) != 0 { forgetOne(path) }
                if event.mask & UInt32(IN_ISDIR) != 0, event.mask & UInt32(IN_MOVED_FROM) != 0 { forget(path) }
                if event.mask & UInt32(IN_ISDIR) != 0, event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                    for added in Self.folders(under: path) { _ = watch(added) }
                }
            }
        }
        return changed
    }

    /// Stops watching `folder` and the folders watched under it.
    private func forget(_ folder: String) {
        let inside = folder + "/"
        for (descriptor, path) in folders where path == folder || path.hasPrefix(inside) {
            inotify_rm_watch(inotify, descriptor)
            folders[descriptor] = nil
            watchedFolders.remove(path)
            if descriptors[path] == descriptor { descriptors[path] = nil }
        }
    }

    /// Stops watching `folder` alone (a folder removed, whose subfolders went before it), found without a search.
    private func forgetOne(_ folder: String) {
        guard let descriptor = descriptors.removeValue(forKey: folder) else { return }
        inotify_rm_watch(inotify, descriptor)
        folders[descriptor] = nil
        watchedFolders.remove(folder)
    }

    // MARK: Polling

    private struct FileStamp: Equatable {
        var size: Int
        var modified: timespec

        static func == (lhs: FileStamp, rhs: FileStamp) -> Bool {
            lhs.size == rhs.size && lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
        }
    }

    private func startPolling(folders: [String], reason: String) {
        mechanism = .polling
        notes.append("watching by polling every 0.5 s: \(reason)")
        _ = pipe(&wakePipe)
        let watched = Array(Set(folders)).sorted()
        snapshot = Self.stamps(in: watched)
        let wakeEnd = wakePipe[1]
        let thread = Thread {
            var previous = Self.stamps(in: watched)
            while true {
                usleep(500_000)
                let current = Self.stamps(in: watched)
                if current != previous {
                    previous = current
                    var byte: UInt8 = 1
                    _ = write(wakeEnd, &byte, 1)
                }
            }
        }
        thread.start()
        pollingThread = thread
        polledFolders = watched
    }

    private var polledFolders: [String] = []

    private func takePolledChanges() -> Set<String> {
        var drain = [UInt8](repeating: 0, count: 64)
        var poller = pollfd(fd: wakePipe[0], events: Int16(POLLIN), revents: 0)
        while poll(&poller, 1, 0) > 0, read(wakePipe[0], &drain, drain.count) > 0 {}
        let current = Self.stamps(in: polledFolders)
        var changed = Set<String>()
        for (path, stamp) in current where snapshot[path] != stamp { changed.insert(path) }
        for path in snapshot.keys where current[path] == nil { changed.insert(path) }
        snapshot = current
        return changed
    }

    private static func stamps(in folders: [String]) -> [String: FileStamp] {
        var result: [String: FileStamp] = [:]
        for folder in folders {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names {
                var status = stat()
                let path = folder + "/" + name
                guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { continue }
                result[path] = FileStamp(size: Int(status.st_size), modified: status.st_mtim)
            }
        }
        return result
    }

    // MARK: Folders

    /// `folder` and its subfolders, less hidden ones, without following links.
    static func folders(under folder: String) -> [String] {
        var result: [String] = []
        var pending = [folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder]
        while let current = pending.popLast(), result.count < maximumFolders {
            result.append(current)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: current) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                var status = stat()
                let path = current + "/" + name
                if lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR { pending.append(path) }
            }
        }
        return result
    }

    /// `path` made absolute with `.` and `..` resolved, to compare paths given in different forms (events name
    /// the watched folder as it was given, joined with the file's name).
    public static func canonical(_ path: String) -> String {
        StandardPath.of(path)
    }

    /// The folder holding `path` (`.` for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
