/// "Did you mean" suggestions for names and ids that name nothing: the closest known one, if it is close enough
/// to be a likely typo.
public enum Suggestion {
    /// The longest name, in UTF-8 bytes, that suggestions are looked for or made from.
    public static let maximumLength = 256

    /// The candidate within a small edit distance of `word` (case-insensitive), if any.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        // The edit distance takes time in the product of two names' lengths, so longer names are not compared.
        guard word.utf8.count <= maximumLength else { return nil }
        let lowered = Array(word.lowercased())
        var best: (String, Int)?
        for candidate in candidates where candidate.utf8.count <= maximumLength {
            let limit = max(1, min(3, candidate.count / 3))
            guard abs(candidate.count - lowered.count) <= limit else { continue }
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            if distance <= limit, distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// `; did you mean `x`?` when a candidate is close, or nothing.
    public static func hint(for word: String, in candidates: some Sequence<String>) -> String {
        closest(to: word, in: candidates).map { "; did you mean `\($0)`?" } ?? ""
    }

    /// Edit distance counting insertions, deletions, substitutions and swaps of neighbours as one edit each.
    public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}

/// "Did you mean" suggestions for one rule's findings, remembered per word and made for at most
/// `DiagnosticLimits.suggestionsPerRule` different words, so a file with thousands of unknown names costs no more
/// than a few hundred searches.
public struct SuggestionCache {
    private var found: [String: String?] = [:]

    /// Creates an empty cache.
    public init() {}

    /// `Suggestion.closest(to:in:)`, remembered for `word`; `nil` for a new word once the limit is reached.
    public mutating func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        if let known = found[word] { return known }
        guard found.count < DiagnosticLimits.suggestionsPerRule else { return nil }
        let closest = Suggestion.closest(to: word, in: candidates)
        found[word] = closest
        return closest
    }
}
