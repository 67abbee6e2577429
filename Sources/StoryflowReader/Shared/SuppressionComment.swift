import StoryflowModel

/// Parses `storyflow:disable` and `storyflow:disable-file` comments.
enum SuppressionComment {
    static func parse(_ text: String, location: SourceLocation, next: FollowingElement?) -> Suppression? {
        guard startsWithCommand(text) else { return nil }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "," }).map(String.init)
        guard let command = words.first else { return nil }
        let rules = Array(words.dropFirst())
        switch command {
        case "storyflow:disable-file":
            return Suppression(rules: rules.isEmpty ? ["all"] : rules, scope: .file, location: location)
        case "storyflow:disable":
            let lines = next?.lines ?? location.line...location.line
            return Suppression(rules: rules.isEmpty ? ["all"] : rules, scope: .lines(lines), location: location)
        default:
            return nil
        }
    }

    /// Whether the first word of `text` can be a command: both start `storyflow:disable`. Decided on the UTF-8
    /// bytes, so the comments storyboards are full of (`<!--Navigation Controller-->`) are passed over without
    /// splitting them into words. The separators are single bytes and no other byte joins a word to one.
    private static func startsWithCommand(_ text: String) -> Bool {
        let bytes = text.utf8
        guard let start = bytes.firstIndex(where: { !separators.contains($0) }) else { return false }
        return bytes[start...].starts(with: "storyflow:disable".utf8)
    }

    /// What separates a suppression comment's words: space, line feed, tab and comma.
    private static let separators: [UInt8] = [0x20, 0x0A, 0x09, UInt8(ascii: ",")]
}
