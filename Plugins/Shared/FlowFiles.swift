import Foundation

// Both plugins compile this file (each plugin's folder links to it): a plugin cannot depend on a library target.

/// The flows and storyboards under a folder, less hidden folders (`.build`, `.git`).
enum FlowFiles {
    static func find(under folder: String) -> [String] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: URL(fileURLWithPath: folder), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]
            )
        else { return [] }
        var found: [String] = []
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            if name.hasSuffix(".flow.xml") || name.hasSuffix(".storyboard") { found.append(url.path) }
        }
        return found.sorted()
    }

    /// The `.storyflow.yml` files under a folder (its own included), less those in hidden folders.
    static func configurations(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: URL(fileURLWithPath: folder), includingPropertiesForKeys: [.isDirectoryKey]) else {
            return []
        }
        var found: [String] = []
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            if name == ".storyflow.yml" {
                found.append(url.path)
            } else if name.hasPrefix("."), (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                enumerator.skipDescendants()
            }
        }
        return found.sorted()
    }
}
