import StoryflowIO

/// Text written into a markup language (HTML, Mermaid, Markdown): each character the language would act on
/// replaced by its escape, and what a terminal would act on (controls, bidirectional overrides; `TerminalText`)
/// dropped, so a name from a file shows as the text it is and nothing in it is live.
enum MarkupText {
    /// `text` with each scalar `escape` gives a replacement for replaced, the others kept unless a terminal
    /// would act on them.
    static func escaped(_ text: String, _ escape: (Unicode.Scalar) -> String?) -> String {
        // Most text has nothing to replace or drop, and is kept whole.
        guard text.unicodeScalars.contains(where: { escape($0) != nil || TerminalText.needsEscaping($0) }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if let replacement = escape(scalar) {
                result += replacement
            } else if !TerminalText.needsEscaping(scalar) {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
