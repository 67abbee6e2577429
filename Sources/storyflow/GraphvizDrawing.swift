import ArgumentParser
import Dispatch
import Foundation
import StoryflowIO
import Synchronization

/// Pictures drawn by Graphviz's `dot`, where it is installed.
enum GraphvizDrawing {
    /// The `dot` executable, where it is installed.
    static let dot = ["/usr/bin/dot", "/usr/local/bin/dot"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The most scenes and containers drawn as SVG: Graphviz takes minutes, and gigabytes, on many more.
    static let maximumParts = 2_000

    /// How many seconds `dot` may take before it is stopped.
    static let timeLimit = 120

    /// The SVG `dot -Tsvg` draws from `source`; exit status 2 with the package to install when dot is missing,
    /// with dot's complaint when it refuses the source, and when it takes longer than `timeLimit`.
    static func svg(_ source: String) throws -> String {
        guard let dot else {
            throw GraphCommand.failure(
                "--format svg and html need Graphviz's dot, which is not installed (apt-get install graphviz); --format dot writes the source")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-Tsvg"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        let ended = ProcessExit(of: process)
        try process.run()
        // The drawing and dot's warnings are read while the source is written, so neither pipe fills and stalls dot.
        let drawing = Mutex(Data()), problems = Mutex(Data())
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) {
            let data = output.fileHandleForReading.readDataToEndOfFile()
            drawing.withLock { $0 = data }
        }
        DispatchQueue.global().async(group: reading) {
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            problems.withLock { $0 = data }
        }
        // When dot stops reading (it refused the source), the rest is not written; its errors say why.
        try? input.fileHandleForWriting.write(contentsOf: Data(source.utf8))
        try? input.fileHandleForWriting.close()
        if reading.wait(timeout: .now() + .seconds(timeLimit)) == .timedOut {
            process.terminate()
            throw GraphCommand.failure("dot did not finish drawing in \(timeLimit) seconds; draw part of the flow with --around SCENE, or write --format dot")
        }
        ended.wait()
        guard process.terminationStatus == 0 else {
            let complaint = String(decoding: problems.withLock { $0 }.prefix(2_000), as: UTF8.self)
            throw GraphCommand.failure("dot could not draw the picture: \(complaint)")
        }
        return String(decoding: drawing.withLock { $0 }, as: UTF8.self)
    }
}
