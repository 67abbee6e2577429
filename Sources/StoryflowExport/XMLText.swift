import Foundation

/// Escaping of text written into XML: flow files, and the XML report formats (JUnit, checkstyle).
public enum XMLText {
    /// `value` as the content of a double-quoted attribute: markup characters and line breaks become character
    /// references (so they survive attribute-value normalization), and characters XML 1.0 cannot hold are dropped.
    public static func attribute(_ value: String) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default:
                if isAllowed(scalar) { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    /// `value` made safe inside a comment: no `--`, no characters XML cannot hold.
    public static func comment(_ value: String) -> String {
        var result = String(String.UnicodeScalarView(value.unicodeScalars.filter(isAllowed)))
        while result.contains("--") { result = result.replacingOccurrences(of: "--", with: "- -") }
        return result.hasSuffix("-") ? result + " " : result
    }

    /// Whether XML 1.0 allows the character (`Char` production, excluding the non-characters U+FFFE, U+FFFF).
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
