import Foundation
import StoryflowIO

/// The interactive prompt's history between sessions: the last `maximumLines` lines, one a line, in Storyflow's
/// folder of the platform's state directory (`$XDG_STATE_HOME/storyflow/history`, by default
/// `~/.local/state/storyflow/history`), readable by its owner only. A file that cannot be read starts an empty
/// history; one that cannot be written is left as it was.
package struct HistoryFile {
    /// The most lines kept.
    package static let maximumLines = 1_000

    /// The history file's path.
    package let path: String

    /// The history file for `environment` (`XDG_STATE_HOME` when it is an absolute path, else under `home`).
    package init(environment: [String: String], home: String = NSHomeDirectory()) {
        let stateHome = environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/state"
        path = stateHome + "/storyflow/history"
    }

    /// The saved lines, oldest first.
    package func load() -> [String] {
        guard let text = try? InputFile.readText(path, maximumSize: 4 << 20) else { return [] }
        return Array(text.split(separator: "\n").map(String.init).suffix(Self.maximumLines))
    }

    /// Saves the last `maximumLines` of `lines`, making the folder (for its owner only) if it is not there.
    package func save(_ lines: [String]) {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let kept = lines.suffix(Self.maximumLines).filter { !$0.contains("\n") }
        try? OutputFile.write(kept.map { $0 + "\n" }.joined(), to: path, newFileMode: 0o600)
    }
}
