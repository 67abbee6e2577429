import Foundation

/// Where the to-do app keeps its jobs, as an app keeps them in its Documents folder: `$TODO_FILE` when set,
/// else `T0Do.json` in Storyflow's folder of the platform's data directory (`$XDG_DATA_HOME/storyflow/Todo/`,
/// by default `~/.local/share/storyflow/Todo/`), never the current directory.
enum JobsLocation {
    /// The jobs file's path for `environment`.
    static func path(environment: [String: String], home: String = NSHomeDirectory()) -> String {
        if let file = environment["TODO_FILE"], !file.isEmpty { return file }
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/share"
        return dataHome + "/storyflow/Todo/T0Do.json"
    }

    /// Makes the folder of `path` (and those above it) if it is not there, readable by its owner only, as the
    /// XDG specification asks of the data directory.
    static func makeFolder(of path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        guard !folder.isEmpty else { return }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }
}
