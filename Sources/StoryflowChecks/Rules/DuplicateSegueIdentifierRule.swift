import StoryflowModel

/// Two segues of one scene with the same identifier.
public struct DuplicateSegueIdentifierRule: Rule {
    public static let description = RuleDescription(
        id: "duplicate-segue-identifier",
        severity: .warning,
        summary: "Two segues starting in one scene share an identifier.",
        rationale: """
            `performSegue(withIdentifier:sender:)` fires the first segue with the identifier, and \
            `prepare(for:sender:)` cannot tell the two apart by `segue.identifier`. Give each segue its own `id`. \
            Segues that share an identifier but are the same transition (same kind, destination and custom class, \
            such as two prototype cells opening one detail scene) are interchangeable and not reported.
            """
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        var result: [Diagnostic] = []
        var named: [Segue] = []
        var first: [String: Int] = [:]
        for index in graph.scenes.indices {
            guard graph.outgoing(index).count(where: { graph.edges[$0].hasIdentifier }) > 1 else { continue }
            named.removeAll(keepingCapacity: true)
            graph.forEachSegue(ofScene: index) { edgeIndex, segue in
                if graph.edges[edgeIndex].hasIdentifier { named.append(segue) }
            }
            named.sort { $0.location < $1.location }
            first.removeAll(keepingCapacity: true)
            for position in named.indices {
                let segue = named[position], identifier = segue.identifier ?? ""
                guard let found = first[identifier] else {
                    first[identifier] = position
                    continue
                }
                let earlier = named[found]
                guard !Self.isSameTransition(earlier, segue) else { continue }
                result.append(
                    Self.description.diagnostic(
                        at: segue.location,
                        """
                        scene \(Dialect.name(of: graph.scenes[index], in: graph.format)) already has a segue `\(identifier)` at line \
                        \(earlier.location.line); `performSegue(withIdentifier:sender:)` fires only the first, so give this one its own \
                        \(graph.format == .storyboard ? "Identifier in the Attributes inspector" : "`id`")
                        """
                    ))
            }
        }
        return result
    }

    /// Whether two segues do the same thing, so firing either is the same.
    private static func isSameTransition(_ first: Segue, _ second: Segue) -> Bool {
        first.kind == second.kind && first.destination == second.destination && first.customClass == second.customClass
            && first.unwindAction == second.unwindAction
    }
}
