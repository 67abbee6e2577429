/// Reads back the `SwiftScanMessage`s that `SwiftScanMessage.text` wrote, a line at a time: a file's references
/// and problems are kept until its `scanned` line completes the message.
public struct SwiftScanMessageReader {
    /// A line that is not one `SwiftScanMessage.text` writes.
    public struct Malformed: Error {}

    private var references: [Int: [SwiftFileOutcome.Reference]] = [:]
    private var excesses: [Int: SwiftFileOutcome.Remark] = [:]
    private var syntaxErrors: [Int: SwiftFileOutcome.Remark] = [:]

    /// A reader that has read nothing.
    public init() {}

    /// The message `line` (without its line feed) completes, or nil when the line is part of a file's outcome
    /// still to be completed.
    public mutating func read(_ line: some Collection<UInt8>) throws(Malformed) -> SwiftScanMessage? {
        let fields = line.split(separator: 0x09, omittingEmptySubsequences: false)
        guard let first = fields.first else { throw Malformed() }
        let values = Array(fields.dropFirst())
        switch String(decoding: first, as: UTF8.self) {
        case "ready" where values.count == 1: return .ready(version: try Self.number(values[0]))
        case "started" where values.count == 1: return .started(file: try Self.number(values[0]))
        case "done" where values.isEmpty: return .done
        case "reference" where values.count == 6:
            guard let kind = SwiftScanMessage.kind(code: Self.text(values[1]), call: Self.text(values[2])) else { throw Malformed() }
            let reference = SwiftFileOutcome.Reference(
                kind: kind, name: Self.text(values[3]), line: try Self.number(values[4]), column: try Self.number(values[5]))
            references[try Self.number(values[0]), default: []].append(reference)
            return nil
        case "excess" where values.count == 4:
            excesses[try Self.number(values[0])] = SwiftFileOutcome.Remark(
                line: try Self.number(values[1]), column: try Self.number(values[2]), text: Self.text(values[3]))
            return nil
        case "syntax-error" where values.count == 4:
            syntaxErrors[try Self.number(values[0])] = SwiftFileOutcome.Remark(
                line: try Self.number(values[1]), column: try Self.number(values[2]), text: Self.text(values[3]))
            return nil
        case "scanned" where values.count == 1:
            let file = try Self.number(values[0])
            let outcome = SwiftFileOutcome.scanned(
                references: references.removeValue(forKey: file) ?? [], excess: excesses.removeValue(forKey: file),
                syntaxError: syntaxErrors.removeValue(forKey: file))
            return .decided(file: file, outcome: outcome)
        case "failed" where values.count == 2: return .decided(file: try Self.number(values[0]), outcome: .failed(reason: Self.text(values[1])))
        case "timed-out" where values.count == 1: return .decided(file: try Self.number(values[0]), outcome: .timedOut)
        case "too-large" where values.count == 1: return .decided(file: try Self.number(values[0]), outcome: .tooLarge)
        case "skipped" where values.count == 1: return .decided(file: try Self.number(values[0]), outcome: .skipped)
        default: throw Malformed()
        }
    }

    /// A field of decimal digits, as a number.
    private static func number(_ field: some Collection<UInt8>) throws(Malformed) -> Int {
        guard !field.isEmpty, field.count <= 18, field.allSatisfy({ (0x30...0x39).contains($0) }) else { throw Malformed() }
        return field.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    /// A text field, its escapes undone.
    private static func text(_ field: some Collection<UInt8>) -> String {
        guard field.contains(0x5C) else { return String(decoding: field, as: UTF8.self) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(field.count)
        var escaping = false
        for byte in field {
            if escaping {
                let unescaped: UInt8 =
                    switch byte {
                    case UInt8(ascii: "t"): 0x09
                    case UInt8(ascii: "n"): 0x0A
                    case UInt8(ascii: "r"): 0x0D
                    default: byte
                    }
                bytes.append(unescaped)
                escaping = false
            } else if byte == 0x5C {
                escaping = true
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
