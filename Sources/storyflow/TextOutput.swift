import ArgumentParser
import StoryflowIO

/// Where a command's text goes: standard output, or the file `-o` names, written atomically. A file that cannot be
/// written is exit status 2, with the path and the system's reason on standard error.
enum TextOutput {
    static func write(_ text: String, to output: String?) throws {
        guard let output else {
            StandardStreams.writeOutput(text)
            return
        }
        do {
            try OutputFile.write(text, to: output)
        } catch {
            StandardStreams.writeError("storyflow: error: \(error)\n")
            throw ExitCode(2)
        }
    }

    /// Writes `text`, made as UTF-8 bytes, as `write(_:to:)` writes a `String`.
    static func write(_ text: UTF8Text, to output: String?) throws {
        guard let output else {
            StandardStreams.writeOutput(utf8: text.bytes)
            return
        }
        do {
            try OutputFile.write(utf8: text.bytes, to: output)
        } catch {
            StandardStreams.writeError("storyflow: error: \(error)\n")
            throw ExitCode(2)
        }
    }
}
