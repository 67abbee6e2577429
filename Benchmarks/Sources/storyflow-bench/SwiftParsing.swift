import Dispatch
import Foundation
import SwiftParser
import Synchronization

/// The baseline of the `check --swift` figure: every Swift file in a folder read and parsed by swift-syntax, on
/// every core, and nothing else.
enum SwiftParsing {
    /// Whether every file was read and parsed.
    static func parseAll(in folder: String) -> Bool {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        let parsed = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: names.count) { index in
            guard let text = try? String(contentsOfFile: folder + "/" + names[index], encoding: .utf8) else { return }
            if Parser.parse(source: text).statements.count >= 0 { parsed.add(1, ordering: .relaxed) }
        }
        return !names.isEmpty && parsed.load(ordering: .relaxed) == names.count
    }
}
