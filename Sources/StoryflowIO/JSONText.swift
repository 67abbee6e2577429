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
}
