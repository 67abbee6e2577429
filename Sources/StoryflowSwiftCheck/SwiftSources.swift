import Dispatch
import StoryflowIO
import StoryflowModel
import Synchronization

/// Reads an app's Swift files and collects what they reference, parsing them with swift-syntax on every core.
public enum SwiftSources {
    /// The largest Swift file read: 8 MiB, far beyond any hand-written source file; a larger one is reported,
    /// not parsed.
    public static let maximumFileSize = 8 << 20

    /// What the files reference, in file order, and each file that could not be read with the reason.
    public static func references(inFiles files: [String]) -> (references: [SwiftReference], failures: [(file: String, reason: String)]) {
        let results = Mutex([Result<[SwiftReference], InputError>?](repeating: nil, count: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let result = Result { () throws(InputError) -> [SwiftReference] in
                let text = try InputFile.readText(files[index], maximumSize: maximumFileSize)
                return SwiftReferenceCollector.references(in: text, file: files[index])
            }
            results.withLock { $0[index] = result }
        }
        var references: [SwiftReference] = []
        var failures: [(file: String, reason: String)] = []
        for (index, result) in results.withLock({ $0 }).enumerated() {
            switch result {
            case .success(let found)?: references += found
            case .failure(let error)?: failures.append((files[index], error.reason))
            case nil: break
            }
        }
        return (references, failures)
    }

    /// What one Swift source text references (`file` names it in locations).
    public static func references(in source: String, file: String) -> [SwiftReference] {
        SwiftReferenceCollector.references(in: source, file: file)
    }
}
