import Dispatch
import Foundation
import SwiftParser

/// The baseline of the `check --swift` figure: every Swift file in a folder read and parsed by swift-syntax, on
/// every core, and nothing else.
enum SwiftParsing {
    /// Whether every file was read and parsed.
    static func parseAll(in folder: String) -> Bool {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        let statements = UnsafeMutableBufferPointer<Int>.allocate(capacity: names.count)
        defer { statements.deallocate() }
        statements.initialize(repeating: -1)
        DispatchQueue.concurrentPerform(iterations: names.count) { index in
            guard let text = try? String(contentsOfFile: folder + "/" + names[index], encoding: .utf8) else { return }
            statements[index] = Parser.parse(source: text).statements.count
        }
        return !names.isEmpty && statements.allSatisfy { $0 >= 0 }
    }
}
