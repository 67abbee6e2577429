import Foundation

/// Text written into JSON by hand (the event stream, the graph): a string literal that holds any text safely.
public enum JSONText {
    /// `value` as a JSON string literal: quotes and backslashes escaped, line breaks and tabs as `\n`, `\r`, `\t`,
    /// and other controls, DEL, the C1 controls and the characters a terminal would act on (see `TerminalText`)
    /// as `\uXXXX`, so the file shows nothing live when printed.
    public static func string(_ value: String) -> String {
        var result = ""
        append(value, to: &result)
        return result
    }

    /// Appends `value` as a JSON string literal (as `string(_:)` writes it) to `text`.
    public static func append(_ value: String, to text: inout String) {
        // Most names are printable ASCII with nothing to escape; those are copied whole.
        if value.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            text += "\""
            text += value
            text += "\""
            return
        }
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || TerminalText.needsEscaping(scalar):
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        text += result
        text += "\""
    }

    /// Appends `value` as a JSON string literal (as `string(_:)` writes it) to `text`.
    public static func append(_ value: String, to text: inout UTF8Text) {
        // Most names are printable ASCII with nothing to escape; their bytes are copied whole.
        let copied = value.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            guard utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) else { return false }
            text.bytes.append(UInt8(ascii: "\""))
            text.bytes += utf8
            text.bytes.append(UInt8(ascii: "\""))
            return true
        }
        if copied != true { text.append(string(value)) }
    }

    /// `value` encoded by `JSONEncoder` with `formatting` (slashes never escaped), as `escapingControls(_:)`
    /// leaves it: safe to show in a terminal. `nil` when the value cannot be encoded.
    public static func encoded(_ value: some Encodable, formatting: JSONEncoder.OutputFormatting) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting.union(.withoutEscapingSlashes)
        guard let data = try? encoder.encode(value) else { return nil }
        return escapingControls(String(decoding: data, as: UTF8.self))
    }

    /// JSON text `JSONEncoder` wrote, safe to show in a terminal: the controls it leaves raw (DEL, the C1 controls
    /// and the bidirectional overrides, see `TerminalText`) written as `\uXXXX` escapes, which mean the same
    /// characters to every JSON reader. Outside strings JSON has only ASCII punctuation, so every such character
    /// is in a string.
    public static func escapingControls(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { $0.value >= 0x7F && TerminalText.needsEscaping($0) }) else { return json }
        var result = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if scalar.value >= 0x7F, TerminalText.needsEscaping(scalar) {
                let hex = String(scalar.value, radix: 16)
                result.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
