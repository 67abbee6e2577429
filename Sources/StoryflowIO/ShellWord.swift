/// A path or value written into a command a message tells the user to run, quoted as a POSIX shell reads it, so
/// that a name from a file or from keys (`x.walk; touch PWNED`) is one word when the command is copied.
public enum ShellWord {
    /// The path `text` as one shell word: as it is when it holds only characters no shell treats specially, else
    /// in single quotes (a single quote inside written `'\''`); a path starting with `-` gets `./` before it, so
    /// no command takes it for an option. Controls are shown as `TerminalText` shows them.
    public static func quoted(_ text: String) -> String {
        let visible = TerminalText.visible(text.hasPrefix("-") ? "./" + text : text)
        let plain =
            !visible.isEmpty
            && visible.unicodeScalars.allSatisfy { scalar in
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_./:=@%+,-".unicodeScalars.contains(scalar)
            }
        return plain ? visible : "'" + visible.replacing("'", with: "'\\''") + "'"
    }
}
