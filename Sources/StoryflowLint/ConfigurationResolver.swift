import Foundation
import StoryflowModel

/// Finds the configuration of each checked file: the one given with `--config`, else the nearest
/// `.storyflow.yml` in the file's folder or a folder above it. Each configuration file is read once.
struct ConfigurationResolver {
    private let explicitPath: String?
    private let knownRules: Set<String>
    private var byFolder: [String: String?] = [:]
    private var byFile: [String: Configuration] = [:]
    /// Diagnostics about the configuration files read so far, each reported once.
    private(set) var diagnostics: [Diagnostic] = []

    init(explicitPath: String?, knownRules: Set<String>) {
        self.explicitPath = explicitPath
        self.knownRules = knownRules
    }

    /// The path of the configuration file that applies to `file`, if any.
    mutating func configurationPath(for file: String) -> String? {
        explicitPath ?? configurationFile(above: URL(fileURLWithPath: Linter.absolutePath(file)).deletingLastPathComponent().path)
    }

    /// The configuration that applies to `file`.
    mutating func configuration(for file: String) throws(ConfigurationError) -> Configuration {
        guard let path = configurationPath(for: file) else { return Configuration() }
        if let known = byFile[path] { return known }
        let configuration = try Configuration(contentsOf: path, knownRules: knownRules)
        byFile[path] = configuration
        diagnostics += configuration.diagnostics
        return configuration
    }

    private mutating func configurationFile(above folder: String) -> String? {
        if let known = byFolder[folder] { return known }
        let candidate = (folder.hasSuffix("/") ? folder : folder + "/") + Linter.configurationFileName
        let found: String?
        if FileManager.default.fileExists(atPath: candidate) {
            found = candidate
        } else if folder == "/" || folder.isEmpty {
            found = nil
        } else {
            found = configurationFile(above: URL(fileURLWithPath: folder).deletingLastPathComponent().path)
        }
        byFolder[folder] = found
        return found
    }
}
