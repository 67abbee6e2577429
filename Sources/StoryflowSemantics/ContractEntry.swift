import StoryflowModel

/// One way into a scene that must supply its inputs: a segue, a container's relationship, a deep link, or the
/// app's launch. Inputs go to the scene shown first: through a navigation controller to its root.
public struct ContractEntry: Sendable {
    /// What the way in is.
    public enum Way: Sendable {
        /// A segue of the scene at `source` (not an unwind).
        case segue(Segue, source: Int)
        /// A tab or split view column of the container at `container` (a navigation root is reached through the
        /// ways into its navigation controller).
        case relationship(Relationship, container: Int)
        /// A deep link of the flow.
        case deepLink(DeepLink)
        /// The app's launch, showing the initial scene.
        case launch
    }

    /// What the way in is.
    public let way: Way
    /// Where it is declared (for the launch: the flow's `initial`).
    public let location: SourceLocation
    /// The position of the scene that receives the inputs.
    public let content: Int
    /// The values the containers on the way pass to `content`: the navigation roots', and for a deep link the
    /// tabs' and columns' its route selects.
    public let rootPasses: [InputPass]

    /// Every input the way fills: its own passes, a deep link's placeholders, the navigation roots' passes.
    public var passedInputs: Set<String> {
        var names = Set(ownPasses.map(\.input)).union(rootPasses.map(\.input))
        if case .deepLink(let link) = way { names.formUnion(link.pattern.placeholders) }
        return names
    }

    /// The way's own passes (without the navigation roots').
    public var ownPasses: [InputPass] {
        switch way {
        case .segue(let segue, _): segue.passes
        case .relationship(let relationship, _): relationship.passes ?? []
        case .deepLink(let link): link.passes
        case .launch: []
        }
    }

    /// The way named for a message: "segue `AddPlayer`", "the <tab> of `tabs`", "deep link `x://y`", "the launch".
    public func name(in document: FlowDocument) -> String {
        switch way {
        case .segue(let segue, let source):
            segue.identifier.map { "segue `\($0)`" } ?? "the \(segue.kind.rawValue) segue from `\(document.scenes[source].id)`"
        case .relationship(let relationship, let container):
            "the <\(relationship.kind.rawValue)> of `\(document.scenes[container].id)`"
        case .deepLink(let link):
            "deep link `\(link.pattern.text)`"
        case .launch:
            "the app's launch"
        }
    }
}

extension FlowDocument {
    /// The scene at `position` or, when it is a navigation controller, the root it shows (through nested ones),
    /// with the values the roots' relationships pass on the way; `nil` when a navigation controller on the way
    /// has no root or a root that is not in the flow (or the roots go round in a circle).
    public func contentScene(at position: Int) -> (position: Int, passes: [InputPass])? {
        var current = position
        var passes: [InputPass] = []
        var hops = 0
        while scenes[current].kind == .navigationController {
            guard hops < 32, let root = scenes[current].relationships.first(where: { $0.kind == .root }),
                let next = self.position(ofSceneWithID: root.destination)
            else { return nil }
            passes += root.passes ?? []
            current = next
            hops += 1
        }
        return (current, passes)
    }

    /// Every way into a scene, in document order of the ways: the launch, each segue with a destination in the
    /// flow (not unwinds), each tab and split view column, each deep link to a scene in the flow (`routes` are the
    /// deep links' routes, whose last tab or column passes to the link's scene).
    public func contractEntries(routes: DeepLinkRoutes) -> [ContractEntry] {
        var entries: [ContractEntry] = []
        func add(_ way: ContractEntry.Way, at location: SourceLocation, to destination: String, containerPasses: [InputPass] = []) {
            guard let position = position(ofSceneWithID: destination), let content = contentScene(at: position) else { return }
            entries.append(ContractEntry(way: way, location: location, content: content.position, rootPasses: containerPasses + content.passes))
        }
        if let initialSceneID {
            add(.launch, at: initialLocation ?? location, to: initialSceneID)
        }
        for (index, scene) in scenes.enumerated() {
            for segue in scene.segues where segue.kind != .unwind {
                if let destination = segue.destination { add(.segue(segue, source: index), at: segue.location, to: destination) }
            }
            for relationship in scene.relationships where relationship.kind != .root {
                add(.relationship(relationship, container: index), at: relationship.location, to: relationship.destination)
            }
        }
        for (index, link) in deepLinks.enumerated() {
            // The relationships the route ends with, down to the link's scene: the tab (or column) holding it
            // passes to it as at launch.
            var passes: [InputPass] = []
            routes.forEachStepBackwards(ofLink: index) { step in
                guard case .relationship(let relationship, _) = step else { return false }
                passes += relationship.passes ?? []
                return true
            }
            add(.deepLink(link), at: link.location, to: link.sceneID, containerPasses: passes)
        }
        return entries
    }
}
