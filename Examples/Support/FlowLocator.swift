import Foundation

/// Finds an example's flow: `Flows/<name>.flow.xml` under the current directory, else under the repository the
/// example was built from (so `swift run Ratings` works from anywhere inside a checkout).
public enum FlowLocator {
    /// The path of `Flows/<name>.flow.xml`, or an error naming the places searched.
    public static func path(ofFlowNamed name: String, currentDirectory: String = FileManager.default.currentDirectoryPath) throws -> String {
        let candidates = [currentDirectory, repositoryRoot].map { $0 + "/Flows/" + name + ".flow.xml" }
        if let found = candidates.first(where: FileManager.default.fileExists(atPath:)) { return found }
        throw FlowNotFound(name: name, searched: candidates)
    }

    /// The checkout this file was compiled from (two levels above `Examples/Support`).
    static let repositoryRoot: String = {
        var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)
        return components.joined(separator: "/")
    }()
}
