import Dispatch
import Foundation
import StoryflowIO
import StoryflowModel
import Synchronization

/// Reads an app's Swift files and collects what they reference, parsing them with swift-syntax on several cores.
public enum SwiftSources {
    /// The largest Swift file read: 1 MiB, far beyond any hand-written source file (a syntax tree takes some
    /// 250 times its file's size); a larger one is reported, not parsed.
    public static let maximumFileSize = 1 << 20

    /// At most this many files are parsed at once, whatever the number of cores, so memory stays bounded.
    public static let maximumConcurrentFiles = 4

    /// The stack each parsing thread gets: swift-syntax's parser recurses once per link of an `else if` chain,
    /// which its nesting limit does not bound, so a 1 MiB file can nest some 80,000 levels. The memory is
    /// reserved, not used, until a file nests that deep.
    static let parserStackSize = 1 << 30

    /// What the files reference, in file order, and each file that could not be read or checked, with the reason.
    public static func references(inFiles files: [String]) -> (references: [SwiftReference], failures: [(file: String, reason: String)]) {
        let results = Mutex([Result<[SwiftReference], InputError>?](repeating: nil, count: files.count))
        let next = Atomic<Int>(0)
        let workers = max(1, min(files.count, maximumConcurrentFiles, ProcessInfo.processInfo.activeProcessorCount))
        onLargeStacks(workers) {
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < files.count else { return }
                let result = Result { () throws(InputError) -> [SwiftReference] in
                    let text = try InputFile.readText(files[index], maximumSize: maximumFileSize)
                    let found = SwiftReferenceCollector.references(in: text, file: files[index])
                    if let failure = found.failure { throw InputError(path: files[index], reason: failure) }
                    return found.references
                }
                results.withLock { $0[index] = result }
            }
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

    /// What one Swift source text references (`file` names it in locations), or why it is not checked. Parsed
    /// on a thread with a large stack, as the files are.
    public static func references(in source: String, file: String) -> (references: [SwiftReference], failure: String?) {
        let found = Mutex<(references: [SwiftReference], failure: String?)>(([], nil))
        onLargeStacks(1) { found.withLock { $0 = SwiftReferenceCollector.references(in: source, file: file) } }
        return found.withLock { $0 }
    }

    /// Runs `body` on `count` threads with `parserStackSize` stacks, and waits for them all.
    private static func onLargeStacks(_ count: Int, _ body: @escaping @Sendable () -> Void) {
        let done = DispatchGroup()
        for _ in 0..<count {
            done.enter()
            let thread = Thread {
                body()
                done.leave()
            }
            thread.stackSize = parserStackSize
            thread.start()
        }
        done.wait()
    }
}
