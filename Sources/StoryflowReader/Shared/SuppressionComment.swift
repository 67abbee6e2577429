import StoryflowModel

/// Parses `storyflow:disable` and `storyflow:disable-file` comments.
enum SuppressionComment {
    static func parse(_ text: String, location: SourceLocation, next: FollowingElement?) -> Suppression? {
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
}
