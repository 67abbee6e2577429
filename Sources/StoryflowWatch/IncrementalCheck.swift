import Foundation
import StoryflowIO
import StoryflowLint
import StoryflowModel
import StoryflowReader
import Synchronization

/// `check --watch`'s state: every file's findings from the last check, so a change re-reads only the files it
/// touched, the storyboards that reference them, and, when a `.storyflow.yml` changed, everything.
public final class IncrementalCheck {
    /// The files to check: what searching the paths finds now.
    public struct Collected {
        public var files: [String]
        public var foundInFolders: Set<String>
        public var failures: [LoadError]
        /// What the search passed over, for a line each on standard error (a symbolic link not followed).
        public var notes: [String]

        public init(files: [String], foundInFolders: Set<String>, failures: [LoadError], notes: [String] = []) {
            self.files = files
            self.foundInFolders = foundInFolders
            self.failures = failures
            self.notes = notes
        }
    }

    /// What one check gave.
    public struct Outcome {
        /// Every file checked, in order.
        public var files: [String]
        /// Every finding, sorted.
        public var diagnostics: [Diagnostic]
        /// Files that could not be read, and paths that could not be searched.
        public var failures: [LoadError]
        /// What the last search of the paths passed over (`Collected.notes`).
        public var notes: [String]
        /// How many files this check read.
        public var rechecked: Int
        /// How long this check took, in seconds.
        public var seconds: Double
    }

    private let linter: Linter
    private let collect: () -> Collected
    private var collected = Collected(files: [], foundInFolders: [], failures: []) {
        didSet {
            canonicalFiles = collected.files.map(FileWatcher.canonical)
            known = Set(canonicalFiles)
        }
    }
    /// `collected.files` made canonical, in the same order (made once per search, not per change).
    private var canonicalFiles: [String] = []
    private var known = Set<String>()
    private var findings: [String: [Diagnostic]] = [:]
    private var failures: [String: LoadError] = [:]
    private var configurationFindings: [Diagnostic] = []
    /// The storyboard names each file references (`storyboardName="…"`).
    private var references: [String: Set<String>] = [:]

    /// A check that finds its files with `collect` and checks them with `linter`.
    public init(linter: Linter, collect: @escaping () -> Collected) {
        self.linter = linter
        self.collect = collect
    }

    /// Checks every file afresh.
    public func checkAll() throws(ConfigurationError) -> Outcome {
        let start = Date()
        collected = collect()
        findings = [:]
        failures = [:]
        references = [:]
        let result = try linter.lint(files: collected.files, foundInFolders: collected.foundInFolders)
        let checked = Set(result.files)
        configurationFindings = result.diagnostics.filter { !checked.contains($0.location.file) }
        absorb(result, checking: collected.files)
        return outcome(rechecked: collected.files.count, since: start)
    }

    /// Checks again what `changed` touched; `nil` when none of it matters (no flow, storyboard or configuration).
    public func update(changed: Set<String>) throws(ConfigurationError) -> Outcome? {
        let paths = changed.map(FileWatcher.canonical)
        if paths.contains(where: {
            ($0 as NSString).lastPathComponent == Linter.configurationFileName || $0 == linter.configurationPath.map(FileWatcher.canonical)
        }) {
            return try checkAll()
        }
        // A folder reported changed (created, removed, moved away, or the kernel's queue overflowed): everything
        // again.
        if paths.contains(where: { isFolder($0) || holdsKnownFiles($0) }) { return try checkAll() }
        let flowPaths = paths.filter { FlowFileKind(path: $0) != nil }
        guard !flowPaths.isEmpty else { return nil }
        let start = Date()
        if flowPaths.contains(where: { !known.contains($0) || !Self.isRegularFile($0) }) {
            // A file was added, removed, renamed or replaced by a link: search again; files gone lose their findings.
            collected = collect()
            for file in findings.keys where !known.contains(FileWatcher.canonical(file)) { findings[file] = nil }
            for file in failures.keys where !known.contains(FileWatcher.canonical(file)) { failures[file] = nil }
        }
        let names = Set(flowPaths.map { Self.storyboardName(of: $0) })
        let changedFiles = Set(flowPaths)
        let touched = zip(collected.files, canonicalFiles).filter { file, path in
            changedFiles.contains(path) || !(references[file] ?? []).isDisjoint(with: names) || (findings[file] == nil && failures[file] == nil)
        }.map(\.0)
        let result = try linter.lint(files: touched, foundInFolders: collected.foundInFolders)
        for file in touched {
            findings[file] = nil
            failures[file] = nil
        }
        absorb(result, checking: touched)
        return outcome(rechecked: touched.count, since: start)
    }

    private func absorb(_ result: LintResult, checking files: [String]) {
        let checked = Set(result.files)
        for file in result.files { findings[file] = [] }
        for diagnostic in result.diagnostics where checked.contains(diagnostic.location.file) {
            findings[diagnostic.location.file, default: []].append(diagnostic)
        }
        for failure in result.failures { failures[failure.path] = failure }
        let found = Self.referencedStoryboards(inFiles: files)
        for (file, names) in zip(files, found) { references[file] = names }
    }

    private func outcome(rechecked: Int, since start: Date) -> Outcome {
        let files = collected.files.filter { findings[$0] != nil || failures[$0] != nil }
        let diagnostics = (configurationFindings + files.flatMap { findings[$0] ?? [] }).sorted()
        let problems = collected.failures + files.compactMap { failures[$0] }
        return Outcome(
            files: files.filter { findings[$0] != nil }, diagnostics: diagnostics, failures: problems, notes: collected.notes,
            rechecked: rechecked, seconds: Date().timeIntervalSince(start)
        )
    }

    /// Whether files being checked lay under `path`, a folder that is gone now.
    private func holdsKnownFiles(_ path: String) -> Bool {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        return known.contains { $0.hasPrefix(prefix) }
    }

    /// Whether `path` is a regular file itself, not a link to one.
    private static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    private func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The storyboard names each of `files` references, read on every core.
    static func referencedStoryboards(inFiles files: [String]) -> [Set<String>] {
        guard files.count > 1 else { return files.map(referencedStoryboards(in:)) }
        let results = Mutex([Set<String>](repeating: [], count: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let names = referencedStoryboards(in: files[index])
            results.withLock { $0[index] = names }
        }
        return results.withLock { $0 }
    }

    /// The storyboard names `file` references (`StoryboardNameScan`).
    static func referencedStoryboards(in file: String) -> Set<String> {
        guard let bytes = try? InputFile.read(file) else { return [] }
        return StoryboardNameScan.names(in: bytes)
    }

    /// The name a storyboard reference uses for `path`: its file name without `.storyboard` or `.flow.xml`.
    static func storyboardName(of path: String) -> String {
        FlowFileKind.storyboardName(of: path)
    }

}
