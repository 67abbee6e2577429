import StoryflowIO
import StoryflowReader

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Expands the paths given on the command line into the files to read: what `check`, its watch mode and
/// `check --swift` read.
public enum FileSearch {
    /// What a search of the paths found.
    public struct Collected: Sendable {
        /// The files to check: those named, then those found in each folder in sorted order.
        public var files: [String] = []
        /// The files that were found by searching a folder (configuration may exclude them).
        public var foundInFolders: Set<String> = []
        /// Paths that could not be used: missing, unreadable folders, or names ending like a flow file that are
        /// not regular files. The command line reports each and exits 2.
        public var failures: [LoadError] = []
        /// Things passed over on the way, worth a line on standard error (a folder named like a flow file).
        public var notes: [String] = []
    }

    /// Files are taken as given (a path that is not a regular file fails when it is read); folders are searched
    /// recursively, in sorted order, for flow files and storyboards. A path that does not exist, or a folder (or
    /// subfolder) that cannot be listed, is a failure. Symbolic links found while searching are not followed
    /// (a note says so): a link in a pull request could otherwise lead the check to files anywhere on the
    /// machine and print them. A link named on the command line is followed.
    public static func flowFiles(in paths: [String]) -> Collected {
        files(in: paths, suffixes: FlowFileKind.suffixes, skippingHiddenFolders: false)
    }

    /// The Swift files `check --swift` reads: files as given, folders searched as for flows, less hidden folders
    /// (`.build`, `.git`), which hold copies of other packages' sources and no code of the app's.
    public static func swiftFiles(in paths: [String]) -> Collected {
        files(in: paths, suffixes: [".swift"], skippingHiddenFolders: true)
    }

    /// Files named `suffixes` in `paths`, as `flowFiles(in:)` describes.
    private static func files(in paths: [String], suffixes: [String], skippingHiddenFolders: Bool) -> Collected {
        var collected = Collected()
        for path in paths {
            var status = stat()
            guard stat(path, &status) == 0 else {
                collected.failures.append(
                    LoadError(path: path, reason: errno == ENOENT ? "no such file or directory" : "cannot be read (\(String(cString: strerror(errno))))"))
                continue
            }
            guard (status.st_mode & S_IFMT) == S_IFDIR else {
                collected.files.append(path)
                continue
            }
            var found: [String] = []
            search(folder: path, suffixes: suffixes, skippingHiddenFolders: skippingHiddenFolders, into: &found, collected: &collected)
            collected.files += found.sorted()
            collected.foundInFolders.formUnion(found)
        }
        return collected
    }

    /// Searches `folder` and its subfolders without recursion (a deep tree cannot exhaust the stack).
    private static func search(folder: String, suffixes: [String], skippingHiddenFolders: Bool, into found: inout [String], collected: inout Collected) {
        var pending = [folder]
        while let current = pending.popLast() {
            guard let names = listing(of: current) else {
                collected.failures.append(LoadError(path: current, reason: "cannot list the folder (\(String(cString: strerror(errno))))"))
                continue
            }
            let prefix = current.hasSuffix("/") ? current : current + "/"
            for entry in names.sorted(by: { $0.bytes.lexicographicallyPrecedes($1.bytes) }) {
                guard let name = entry.name else {
                    collected.notes.append(
                        "\(TerminalText.visible(prefix + String(decoding: entry.bytes, as: UTF8.self))): has a name that is not UTF-8; skipped")
                    continue
                }
                let path = prefix + name
                var status = stat()
                guard lstat(path, &status) == 0 else {
                    collected.failures.append(LoadError(path: path, reason: "cannot be read (\(String(cString: strerror(errno))))"))
                    continue
                }
                let isFlowName = suffixes.contains(where: name.hasSuffix)
                switch status.st_mode & S_IFMT {
                case S_IFLNK:
                    if isFlowName {
                        collected.notes.append("\(TerminalText.visible(path)): is a symbolic link; not followed in a folder search (name it to check it)")
                    }
                case S_IFDIR:
                    if skippingHiddenFolders, name.hasPrefix(".") { continue }
                    if isFlowName {
                        collected.notes.append(
                            "\(TerminalText.visible(path)): is a folder; searched, not read as \(suffixes == FlowFileKind.suffixes ? "a flow" : "a file")")
                    }
                    pending.append(path)
                case S_IFREG:
                    if isFlowName { found.append(path) }
                default:
                    if isFlowName, let kind = InputError.kindName(status.st_mode) {
                        collected.failures.append(LoadError(path: path, reason: "is \(kind), not a regular file"))
                    }
                }
            }
        }
    }

    /// The entries of `folder` (without `.` and `..`): each name's bytes, and the name as text when it is UTF-8;
    /// `nil` with `errno` set when the folder cannot be listed.
    private static func listing(of folder: String) -> [(bytes: [UInt8], name: String?)]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var entries: [(bytes: [UInt8], name: String?)] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else { break }
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
            entries.append((bytes, String(validating: bytes, as: UTF8.self)))
        }
        return errno == 0 ? entries : nil
    }
}
