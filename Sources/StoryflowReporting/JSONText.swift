import StoryflowIO

/// JSON text safe to show in a terminal: the controls `JSONEncoder` leaves raw (DEL, the C1 controls and the
/// bidirectional overrides, see `TerminalText`) written as `\uXXXX` escapes, which mean the same characters to
/// every JSON reader. Outside strings JSON has only ASCII punctuation, so every such character is in a string.
enum JSONText {
    static func escapingControls(_ json: String) -> String {
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
