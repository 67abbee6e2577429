import ArgumentParser
import Foundation
import StoryflowIO

/// Pictures drawn by Graphviz's `dot`, where it is installed.
enum GraphvizDrawing {
    /// The `dot` executable, where it is installed.
    static let dot = ["/usr/bin/dot", "/usr/local/bin/dot"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The SVG `dot -Tsvg` draws from `source`; exit status 2 with the package to install when dot is missing.
    static func svg(_ source: String) throws -> String {
        guard let dot else {
            throw GraphCommand.failure("--format svg and html need Graphviz's dot, which is not installed (apt-get install graphviz); --format dot writes the source")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-Tsvg"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // dot reads all of its input before it writes, so the source is written first, then the drawing read.
        input.fileHandleForWriting.write(Data(source.utf8))
        try input.fileHandleForWriting.close()
        let drawing = output.fileHandleForReading.readDataToEndOfFile()
        let problems = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GraphCommand.failure("dot could not draw the picture: \(String(decoding: problems, as: UTF8.self))")
        }
        return String(decoding: drawing, as: UTF8.self)
    }
}
