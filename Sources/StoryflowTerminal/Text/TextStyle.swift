import StoryflowIO

/// How a stretch of text is drawn when colour is enabled: bold, dim, inverse and a few colours.
public struct TextStyle: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8

    /// Creates a style from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold (titles, prominent bar buttons, the selected tab).
    public static let bold = TextStyle(rawValue: 1 << 0)
    /// Dimmed (placeholders, details, disabled items, layers below a sheet or alert).
    public static let dim = TextStyle(rawValue: 1 << 1)
    /// Reverse video (the selected row).
    public static let inverse = TextStyle(rawValue: 1 << 2)
    /// Red (destructive actions, delete controls).
    public static let red = TextStyle(rawValue: 1 << 3)
    /// Green (insert controls, switches that are on).
    public static let green = TextStyle(rawValue: 1 << 4)
    /// Blue (tappable things: bar buttons, buttons, accessory buttons).
    public static let blue = TextStyle(rawValue: 1 << 5)

    /// The ANSI SGR escape sequence that turns this style on (empty for no style).
    var escapeSequence: String {
        var codes: [String] = []
        if contains(.bold) { codes.append("1") }
        if contains(.dim) { codes.append("2") }
        if contains(.inverse) { codes.append("7") }
        if contains(.red) {
            codes.append("31")
        } else if contains(.green) {
            codes.append("32")
        } else if contains(.blue) {
            codes.append("34")
        }
        return codes.isEmpty ? "" : ControlSequence.style(codes)
    }
}
