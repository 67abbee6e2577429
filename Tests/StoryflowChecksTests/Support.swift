import Foundation
import StoryflowModel
import StoryflowReader

/// The repository's root folder, found from this source file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A file of the repository.
func repositoryFile(_ relative: String) -> URL {
    repositoryRoot.appendingPathComponent(relative)
}

/// A fresh temporary folder, removed by the caller.
func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-checks-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// Writes `text` to `name` in `folder` (creating subfolders) and returns the file's path.
@discardableResult
func write(_ text: String, to name: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
}

/// A flow with one scene that trips `unreachable-scene` (a warning) at 3:3 and nothing else.
let flowWithUnreachableScene = """
    <flow version="1" initial="home">
      <viewController id="home"/>
      <viewController id="orphan"/>
    </flow>
    """

/// A flow that trips `unknown-destination` (an error) at 3:24 and nothing else.
let flowWithUnknownDestination = """
    <flow version="1" initial="home">
      <viewController id="home">
        <button title="Go"><segue kind="present" destination="nowhere"/></button>
      </viewController>
    </flow>
    """
