/// An inline suppression written in a flow file as an XML comment.
///
/// `<!-- storyflow:disable rule-a rule-b -->` silences those rules for the element that follows the comment
/// (and everything inside it); `<!-- storyflow:disable-file rule-a -->` silences them for the whole file.
/// `all` stands for every rule.
public struct Suppression: Hashable, Sendable {
    /// The part of the file a suppression covers.
    public enum Scope: Hashable, Sendable {
        /// The whole file.
        case file
        /// The lines of the next element, from its start tag to its end tag.
        case lines(ClosedRange<Int>)
    }

    /// The rule ids named in the comment.
    public var rules: [String]
    /// What the comment covers.
    public var scope: Scope
    /// Where the comment is.
    public var location: SourceLocation

    /// Creates a suppression.
    public init(rules: [String], scope: Scope, location: SourceLocation) {
        self.rules = rules
        self.scope = scope
        self.location = location
    }

    /// Whether this suppression silences `rule` at `line`.
    public func covers(rule: String, line: Int) -> Bool {
        guard rules.contains(rule) || rules.contains("all") else { return false }
        switch scope {
        case .file: return true
        case .lines(let range): return range.contains(line)
        }
    }
}
