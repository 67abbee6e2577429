import Foundation
import StoryflowSwiftCheck
import StoryflowSwiftParsing
import Synchronization
import Testing

/// The events `storyflow-swift-scan` streams to `storyflow`: each file decided once, after it was started (a
/// file is decided without being started only when it is skipped), with the outcome the scan returns.
@Suite struct SwiftSourcesEventTests {
    @Test func eachFileIsDecidedOnceWithTheOutcomeReturned() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-events-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for index in 0..<9 {
            let file = folder.appendingPathComponent("F\(index).swift").path
            try "performSegue(withIdentifier: \"S\(index)\", sender: nil)\n".write(toFile: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        files.append(folder.appendingPathComponent("Missing.swift").path)
        let events = Mutex<[SwiftSources.Event]>([])
        let outcomes = SwiftSources.outcomes(forFiles: files) { event in events.withLock { $0.append(event) } }
        let seen = events.withLock { $0 }
        var started = Set<Int>()
        var decided: [Int: SwiftFileOutcome] = [:]
        for event in seen {
            switch event {
            case .started(let index):
                #expect(decided[index] == nil && started.insert(index).inserted, "file \(index) started twice or after its outcome")
            case .decided(let index, let outcome):
                #expect(started.contains(index), "file \(index) decided before it was started")
                #expect(decided.updateValue(outcome, forKey: index) == nil, "file \(index) decided twice")
            }
        }
        #expect(decided.count == files.count)
        #expect(files.indices.map { decided[$0] } == outcomes)
        #expect(outcomes.last == .failed(reason: "no such file"))
        #expect(
            outcomes.first
                == .scanned(
                    references: [.init(kind: .segueIdentifier(call: "performSegue(withIdentifier:sender:)"), name: "S0", line: 1, column: 30)], excess: nil,
                    syntaxError: nil))
    }
}
