import Foundation
import StoryflowIO

/// Escaping of text written into XML: flow files, and the XML report formats (JUnit, checkstyle).
public enum XMLText {
    /// `value` as the content of a double-quoted attribute: markup characters, line breaks, DEL, the C1 controls
    /// and the bidirectional controls (see `TerminalText`) become character references (so they survive
    /// attribute-value normalization and cannot act on a terminal showing the file), and characters XML 1.0
    /// cannot hold are dropped.
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
            case _ where scalar.value >= 0x7F && TerminalText.needsEscaping(scalar):
                // Controls a terminal could obey, written as references: the same characters to an XML reader.
                result += "&#x\(String(scalar.value, radix: 16, uppercase: true));"
            default:
                if isAllowed(scalar) { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    /// `value` made safe inside a comment: no `--`, no characters XML cannot hold, controls shown as
    /// `TerminalText` shows them.
    public static func comment(_ value: String) -> String {
        var result = TerminalText.visible(String(String.UnicodeScalarView(value.unicodeScalars.filter(isAllowed))))
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
