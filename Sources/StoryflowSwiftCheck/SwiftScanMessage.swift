/// What `storyflow-swift-scan` tells `storyflow` about the Swift files it parses, on its standard output, in this
/// order: `ready`, then `started` and `decided` as files are parsed, then `done`. It reads the files' paths from
/// its standard input, each ended by a NUL byte.
///
/// Each message is written as lines of tab-separated fields (`text`), the first naming the line's kind; text
/// fields have their backslashes, tabs, line feeds and carriage returns escaped (`\\`, `\t`, `\n`, `\r`). A
/// file's outcome takes a line per reference, then its `excess` and `syntax-error` lines, then `scanned`, or a
/// line of its own (`failed`, `timed-out`, `too-large`, `skipped`). `SwiftScanMessageReader` reads them back.
public enum SwiftScanMessage: Equatable, Sendable {
    /// The first message: the version of these messages the scanner writes.
    case ready(version: Int)
    /// The scanner started parsing the file at this index of the paths it read.
    case started(file: Int)
    /// The file at this index has its outcome.
    case decided(file: Int, outcome: SwiftFileOutcome)
    /// The last message: every file has its outcome.
    case done

    /// The version of the messages: `storyflow` reads a scanner's messages only when both have the same.
    public static let version = 1

    /// The message's lines, each ending in a line feed.
    public var text: String {
        switch self {
        case .ready(let version): return "ready\t\(version)\n"
        case .started(let file): return "started\t\(file)\n"
        case .done: return "done\n"
        case .decided(let file, let outcome):
            switch outcome {
            case .scanned(let references, let excess, let syntaxError):
                var text = ""
                for reference in references {
                    let (kind, call) = Self.code(of: reference.kind)
                    text += "reference\t\(file)\t\(kind)\t\(Self.escaped(call))\t\(Self.escaped(reference.name))\t\(reference.line)\t\(reference.column)\n"
                }
                if let excess { text += "excess\t\(file)\t\(excess.line)\t\(excess.column)\t\(Self.escaped(excess.text))\n" }
                if let syntaxError {
                    text += "syntax-error\t\(file)\t\(syntaxError.line)\t\(syntaxError.column)\t\(Self.escaped(syntaxError.text))\n"
                }
                return text + "scanned\t\(file)\n"
            case .failed(let reason): return "failed\t\(file)\t\(Self.escaped(reason))\n"
            case .timedOut: return "timed-out\t\(file)\n"
            case .tooLarge: return "too-large\t\(file)\n"
            case .skipped: return "skipped\t\(file)\n"
            }
        }
    }

    /// A reference kind's field, and the call of a segue identifier's (empty for the others).
    static func code(of kind: SwiftReference.Kind) -> (kind: String, call: String) {
        switch kind {
        case .segueIdentifier(let call): ("segue", call)
        case .storyboardIdentifier: ("storyboard", "")
        case .reuseIdentifier: ("reuse", "")
        case .registeredReuseIdentifier: ("registered-reuse", "")
        case .unwindActionMethod: ("unwind-action", "")
        case .segueActionMethod: ("segue-action", "")
        case .inputName: ("input", "")
        case .resultName: ("result", "")
        }
    }

    /// The reference kind a field and a call name, if they name one.
    static func kind(code: String, call: String) -> SwiftReference.Kind? {
        switch code {
        case "segue": .segueIdentifier(call: call)
        case "storyboard": .storyboardIdentifier
        case "reuse": .reuseIdentifier
        case "registered-reuse": .registeredReuseIdentifier
        case "unwind-action": .unwindActionMethod
        case "segue-action": .segueActionMethod
        case "input": .inputName
        case "result": .resultName
        default: nil
        }
    }

    /// `text` as a field: its backslashes, tabs, line feeds and carriage returns escaped.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return text }
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
