/// How many findings Storyflow keeps and shows, so that memory and output grow with the file, never with what a
/// hostile or broken file makes the rules find: at most `storedPerRule` findings of one rule in one file are
/// kept while reading, `shownPerRule` are shown by default (each cut ends in one "and N more" finding), and a
/// list inside a message names at most `namesInMessage` things.
public enum DiagnosticLimits {
    /// The most findings of one rule in one file that a reader keeps; the rest are counted.
    public static let storedPerRule = 10_000
    /// The most findings of one rule in one file that `storyflow check` shows unless told otherwise.
    public static let shownPerRule = 100
    /// For how many different names one rule looks for a close one to suggest ("did you mean"); each look
    /// compares with every candidate, so the rest get none.
    public static let suggestionsPerRule = 100
    /// The most names listed in one message.
    public static let namesInMessage = 10

    /// Names as a message lists them: "`a`, `b`, `c`", or with more than `limit` of them the first `limit` and
    /// "and N more". `total` is how many there are when `names` holds only the first of them.
    public static func list(_ names: [String], total: Int? = nil, limit: Int = namesInMessage) -> String {
        let total = max(total ?? names.count, names.count)
        let shown = names.prefix(limit).map { "`\($0)`" }.joined(separator: ", ")
        return total > limit ? "\(shown) and \(total - min(limit, names.count)) more" : shown
    }

    /// `diagnostics` with at most `perRule` of each rule in each file (0: no cap), in their order; each rule
    /// cut gets one more finding, at the place of the first one left out, that says how many were left out and
    /// `how` to see them.
    public static func capped(_ diagnostics: [Diagnostic], perRule: Int, how: String) -> [Diagnostic] {
        guard perRule > 0 else { return diagnostics }
        struct Key: Hashable {
            var file: String
            var rule: String
        }
        var counts: [Key: Int] = [:]
        var firstLeftOut: [Key: Diagnostic] = [:]
        var result: [Diagnostic] = []
        for diagnostic in diagnostics {
            let key = Key(file: diagnostic.location.file, rule: diagnostic.rule)
            let count = counts[key, default: 0] + (standsFor(diagnostic) ?? 1)
            counts[key] = count
            if count <= perRule {
                result.append(diagnostic)
            } else if firstLeftOut[key] == nil {
                firstLeftOut[key] = diagnostic
            }
        }
        for (key, first) in firstLeftOut {
            result.append(summary(leftOut: counts[key]! - perRule, like: first, how: how))
        }
        return result
    }

    /// How many findings a finding made by `summary(leftOut:like:how:)` stands for; `nil` for any other.
    static func standsFor(_ diagnostic: Diagnostic) -> Int? {
        let message = diagnostic.message
        guard message.hasPrefix("and "), message.contains(" more `\(diagnostic.rule)` finding") else { return nil }
        return Int(message.dropFirst(4).prefix { $0.isNumber })
    }

    /// The finding that stands for `count` findings of `like`'s rule left out, at `like`'s place.
    public static func summary(leftOut count: Int, like first: Diagnostic, how: String) -> Diagnostic {
        Diagnostic(
            location: first.location, severity: first.severity, rule: first.rule,
            message: "and \(count) more `\(first.rule)` finding\(count == 1 ? "" : "s") in this file from here on, not shown (\(how))"
        )
    }
}
