import Foundation
import StoryflowReader

/// Expands the paths given on the command line into the files to read.
enum FileCollector {
    /// The file name endings `check` looks for in folders: flow files and Xcode storyboards.
    static let flowSuffixes = [".flow.xml", ".storyboard"]

    /// Files are taken as given; folders are searched recursively, in sorted order, for flow files and storyboards. A path
    /// that does not exist is an error.
    static func flowFiles(in paths: [String]) throws(LoadError) -> (files: [String], foundInFolders: Set<String>) {
        var result: [String] = []
        var foundInFolders: Set<String> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw LoadError(path: path, reason: "no such file or directory")
            }
            guard isDirectory.boolValue else {
                result.append(path)
                continue
            }
            guard let enumerator = FileManager.default.enumerator(atPath: path) else {
                throw LoadError(path: path, reason: "cannot list the folder")
            }
            var found: [String] = []
            while let relative = enumerator.nextObject() as? String {
                if flowSuffixes.contains(where: relative.hasSuffix) {
                    found.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
                }
            }
            result += found.sorted()
            foundInFolders.formUnion(found)
        }
        return (result, foundInFolders)
    }
}
