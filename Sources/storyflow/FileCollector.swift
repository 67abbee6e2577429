#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StoryflowIO
import StoryflowReader

/// Expands the paths given on the command line into the files to read.
enum FileCollector {
    /// The file name endings `check` looks for in folders: flow files and Xcode storyboards.
    static let flowSuffixes = [".flow.xml", ".storyboard"]

    /// What a search of the paths found.
    struct Collected {
        /// The files to check: those named, then those found in each folder in sorted order.
        var files: [String] = []
        /// The files that were found by searching a folder (configuration may exclude them).
        var foundInFolders: Set<String> = []
        /// Paths that could not be used: missing, unreadable folders, or names ending like a flow file that are
        /// not regular files. The command line reports each and exits 2.
        var failures: [LoadError] = []
        /// Things passed over on the way, worth a line on standard error (a folder named like a flow file).
        var notes: [String] = []
    }

    /// Files are taken as given (a path that is not a regular file fails when it is read); folders are searched
    /// recursively, in sorted order, for flow files and storyboards. A path that does not exist, or a folder (or
    /// subfolder) that cannot be listed, is a failure. Folders reached through symbolic links are searched once
    /// each, so a link loop ends.
    static func flowFiles(in paths: [String]) -> Collected {
        var collected = Collected()
        for path in paths {
            var status = stat()
            guard stat(path, &status) == 0 else {
                collected.failures.append(LoadError(path: path, reason: errno == ENOENT ? "no such file or directory" : "cannot be read (\(String(cString: strerror(errno))))"))
                continue
            }
            guard (status.st_mode & S_IFMT) == S_IFDIR else {
                collected.files.append(path)
                continue
            }
            var found: [String] = []
            search(folder: path, into: &found, collected: &collected)
            collected.files += found.sorted()
            collected.foundInFolders.formUnion(found)
        }
        return collected
    }

    /// Searches `folder` and its subfolders without recursion (a deep tree cannot exhaust the stack).
    private static func search(folder: String, into found: inout [String], collected: inout Collected) {
        var pending = [folder]
        var visited: Set<[UInt64]> = []
        while let current = pending.popLast() {
            var status = stat()
            guard stat(current, &status) == 0 else { continue }
            guard visited.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted else { continue }
            guard let names = listing(of: current) else {
                collected.failures.append(LoadError(path: current, reason: "cannot list the folder (\(String(cString: strerror(errno))))"))
                continue
            }
            let prefix = current.hasSuffix("/") ? current : current + "/"
            for name in names {
                let path = prefix + name
                var entry = stat()
                guard stat(path, &entry) == 0 else {
                    // A dangling link named like a flow file is worth a word; other broken links are not ours.
                    if flowSuffixes.contains(where: name.hasSuffix) {
                        collected.failures.append(LoadError(path: path, reason: "is a broken symbolic link"))
                    }
                    continue
                }
                let isFolder = (entry.st_mode & S_IFMT) == S_IFDIR
                let isFlowName = flowSuffixes.contains(where: name.hasSuffix)
                if isFolder {
                    if isFlowName { collected.notes.append("\(TerminalText.visible(path)): is a folder; searched, not read as a flow") }
                    pending.append(path)
                } else if isFlowName {
                    if let kind = InputError.kindName(entry.st_mode) {
                        collected.failures.append(LoadError(path: path, reason: "is \(kind), not a regular file"))
                    } else {
                        found.append(path)
                    }
                }
            }
        }
    }

    /// The names in `folder` (without `.` and `..`), or `nil` with `errno` set when it cannot be listed.
    private static func listing(of folder: String) -> [String]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        errno = 0
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return errno == 0 ? names : nil
    }
}
