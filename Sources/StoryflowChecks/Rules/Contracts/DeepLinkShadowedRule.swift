import StoryflowModel

/// A deep link whose every URL an earlier one matches first.
public struct DeepLinkShadowedRule: Rule {
    public static let description = RuleDescription(
        id: "deep-link-shadowed",
        severity: .warning,
        summary: "A deep link can never open its scene: an earlier pattern matches every URL it matches.",
        rationale: """
            The first pattern that matches a URL wins, as in an `apple-app-site-association` file's \
            `components`, so `app://players/{name}` above `app://players/new` leaves the second nothing. Put \
            the more specific pattern first, or remove the duplicate.
            """
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        let links = document.deepLinks
        var result: [Diagnostic] = []
        var earlierPatterns = PatternTree()
        for (index, link) in links.enumerated() {
            defer { earlierPatterns.insert(link.pattern, index: index) }
            guard let found = earlierPatterns.firstShadowing(link.pattern) else { continue }
            let earlier = links[found]
            result.append(
                Self.description.diagnostic(
                    at: link.location,
                    """
                    deep link `\(link.pattern.text)` never opens `\(link.sceneID)`: `\(earlier.pattern.text)` at line \(earlier.location.line), tried first, \
                    matches every URL it matches; move this one above it, or remove it
                    """
                ))
        }
        return result
    }
}

/// The patterns of the deep links read so far, as a tree of their segments, so whether an earlier one matches
/// every URL a pattern matches is found by following the pattern's own segments (and placeholders), not by
/// comparing it with every earlier pattern.
private struct PatternTree {
    private struct Node {
        var literals: [String: Int] = [:]
        var placeholder: Int?
        /// The first link whose pattern ends here.
        var firstLink: Int?
    }

    /// The nodes: the root of each scheme and segment count, then their descendants.
    private var nodes: [Node] = []
    private var roots: [String: Int] = [:]

    /// The most nodes one query visits: a pattern of many segments branches at each literal, and a flow built to
    /// exploit that is left unchecked past this.
    private static let visitLimit = 10_000

    mutating func insert(_ pattern: DeepLinkPattern, index: Int) {
        var node = root(for: pattern)
        for (position, segment) in pattern.segments.enumerated() {
            switch segment {
            case .literal(let text):
                let key = position == 0 ? text.lowercased() : text
                if let next = nodes[node].literals[key] {
                    node = next
                } else {
                    nodes.append(Node())
                    nodes[node].literals[key] = nodes.count - 1
                    node = nodes.count - 1
                }
            case .placeholder:
                if let next = nodes[node].placeholder {
                    node = next
                } else {
                    nodes.append(Node())
                    nodes[node].placeholder = nodes.count - 1
                    node = nodes.count - 1
                }
            }
        }
        if nodes[node].firstLink == nil { nodes[node].firstLink = index }
    }

    /// The earliest link whose pattern matches every URL `pattern` matches, if one was inserted.
    func firstShadowing(_ pattern: DeepLinkPattern) -> Int? {
        guard let root = roots[Self.rootKey(pattern)] else { return nil }
        var best: Int?
        var pending = [(root, 0)]
        var visits = 0
        while let (node, depth) = pending.popLast() {
            visits += 1
            guard visits <= Self.visitLimit else { break }
            guard depth < pattern.segments.count else {
                if let link = nodes[node].firstLink, link < (best ?? .max) { best = link }
                continue
            }
            if let next = nodes[node].placeholder { pending.append((next, depth + 1)) }
            if case .literal(let text) = pattern.segments[depth], let next = nodes[node].literals[depth == 0 ? text.lowercased() : text] {
                pending.append((next, depth + 1))
            }
        }
        return best
    }

    private mutating func root(for pattern: DeepLinkPattern) -> Int {
        let key = Self.rootKey(pattern)
        if let root = roots[key] { return root }
        nodes.append(Node())
        roots[key] = nodes.count - 1
        return nodes.count - 1
    }

    private static func rootKey(_ pattern: DeepLinkPattern) -> String {
        "\(pattern.segments.count) \(pattern.scheme)"
    }
}
