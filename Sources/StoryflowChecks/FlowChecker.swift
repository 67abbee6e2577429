import Dispatch
import StoryflowModel
import Synchronization

/// Runs rules on flow documents.
public struct FlowChecker: Sendable {
    /// The rules that run, in registry order.
    public let rules: [any Rule]

    /// Documents with at least this many scenes have their rules run on two threads or more (each other rule on
    /// its own, the scene rules on ranges of the scenes; each writes only its own findings); smaller ones on the
    /// calling thread.
    public static var concurrentSceneCount: Int { CheckTuning.concurrentSceneCount }

    /// A checker running the rules of `types` (by default every registered rule).
    public init(rules types: [any Rule.Type] = RuleRegistry.all) {
        rules = types.map { $0.init() }
    }

    /// Every diagnostic the rules find in `document`, sorted by location. The graph is built once.
    public func check(_ document: FlowDocument) -> [Diagnostic] {
        run(rules, on: document).sorted()
    }

    /// A pass that runs this checker's scene rules on each scene as a reader produces it, for `check(_:after:)`
    /// (give its `visit` to the reader).
    public func scenePass() -> ScenePass {
        ScenePass(rules: rules.compactMap(\.sceneRule))
    }

    /// Every diagnostic the rules find in `document`, sorted by location, for a document read with `pass`
    /// visiting its scenes: the scene rules' findings are the pass's, the other rules run on the outlines.
    /// Finds the same as `check(_:)` on the whole document.
    public func check(_ document: FlowDocument, after pass: ScenePass) -> [Diagnostic] {
        (pass.diagnostics + run(rules.filter { $0.sceneRule == nil }, on: document)).sorted()
    }

    /// Runs `rules` on `document`, the scene rules together: each scene is read once, in place, for all of them,
    /// while it is in the processor's cache.
    private func run(_ rules: [any Rule], on document: FlowDocument) -> [Diagnostic] {
        let graph = FlowGraph(document)
        let sceneRules = rules.compactMap(\.sceneRule)
        let otherRules = rules.filter { $0.sceneRule == nil }
        let scenes = document.scenes.indices
        guard document.scenes.count >= Self.concurrentSceneCount else {
            return Self.findings(of: sceneRules, in: document, scenes: scenes) + otherRules.flatMap { $0.check(document, graph: graph) }
        }
        // Each other rule on its own, then the scenes in ranges, shared among the cores: the cores take them in
        // this order, so the longest jobs (a whole-graph rule) start first and the short ranges fill in after.
        let ranges = CheckTuning.sceneRanges(scenes.count)
        let found = Mutex([[Diagnostic]](repeating: [], count: otherRules.count + ranges.count))
        DispatchQueue.concurrentPerform(iterations: otherRules.count + ranges.count) { index in
            let diagnostics =
                index < otherRules.count
                ? otherRules[index].check(document, graph: graph)
                : Self.findings(of: sceneRules, in: document, scenes: ranges[index - otherRules.count])
            found.withLock { $0[index] = diagnostics }
        }
        return found.withLock { $0.flatMap { $0 } }
    }

    /// What `rules` find in the scenes at `indices` of `document`, each scene read in place once for all of them.
    private static func findings(of rules: [any SceneRule], in document: FlowDocument, scenes indices: Range<Int>) -> [Diagnostic] {
        guard !rules.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        for index in indices {
            document.scenes.withElementInPlace(at: index) { scene in
                for rule in rules { rule.check(scene, in: document.format, into: &diagnostics) }
            }
        }
        return diagnostics
    }
}
