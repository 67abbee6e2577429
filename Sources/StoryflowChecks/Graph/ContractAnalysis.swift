import StoryflowModel
import StoryflowSemantics
import Synchronization

/// What the contract and deep link rules share, computed once per check of a document: every way into a scene,
/// and every deep link's route and the containers holding its scene.
public struct ContractAnalysis: Sendable {
    /// Every way into a scene (`FlowDocument.contractEntries(routes:)`).
    public let entries: [ContractEntry]
    /// Each deep link's route, in the order of `FlowDocument.deepLinks`.
    public let routes: DeepLinkRoutes
    /// For each deep link, the innermost containers holding its scene; `nil` when that took too long to find.
    public let holders: [[String]?]

    init(_ document: FlowDocument) {
        guard Self.declaresContracts(document) else {
            // Nothing to check: a flow with no contract, <pass>, <receive> or deep link (every storyboard).
            routes = .none
            entries = []
            holders = []
            return
        }
        routes = DeepLinkRoutes(document)
        entries = document.contractEntries(routes: routes)
        var index = ContainerHolders(document)
        holders = document.deepLinks.map { index.containers(holding: $0.sceneID) }
    }

    /// Whether the document declares anything the contract rules check, found without copying scenes out.
    private static func declaresContracts(_ document: FlowDocument) -> Bool {
        guard document.deepLinks.isEmpty else { return true }
        var found = false
        document.scenes.forEachInPlace { scene in
            guard !found else { return }
            found = scene.contract != nil || scene.relationships.contains { $0.passes != nil }
            if !found { scene.forEachSegue { segue, _ in found = found || segue.contract != nil } }
        }
        return found
    }
}

/// The `ContractAnalysis` of the document a graph was built from, made by the first rule that asks.
final class ContractAnalysisCache: Sendable {
    private let analysis = Mutex<ContractAnalysis?>(nil)

    func analysis(of document: FlowDocument) -> ContractAnalysis {
        analysis.withLock { cached in
            if let cached { return cached }
            let made = ContractAnalysis(document)
            cached = made
            return made
        }
    }
}

extension FlowGraph {
    /// The contract analysis of `document`, the document this graph was built from; computed once, whichever
    /// rule asks first.
    public func contracts(of document: FlowDocument) -> ContractAnalysis {
        contractCache.analysis(of: document)
    }
}
