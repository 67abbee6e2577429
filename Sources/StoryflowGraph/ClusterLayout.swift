import StoryflowModel
import StoryflowSemantics

/// Which scenes each container of a flow holds, for drawing: its relationships' scenes, and for a navigation
/// controller the scenes its stack reaches through show and push segues. A scene is drawn once: held by a
/// relationship if one holds it, else by the first navigation stack (in document order) that reaches it.
struct ClusterLayout {
    /// For each container scene's index, the scenes and containers it holds, in order (a tab bar's tabs in tab
    /// order, a navigation stack's root first).
    private(set) var members: [Int: [String]] = [:]
    private let document: FlowDocument

    /// The layout of `document`, whose segues lead, scene by scene, to `segueTargets` (one list per scene).
    init(document: FlowDocument, segueTargets: [[FlowPicture.SegueTarget]]) {
        precondition(segueTargets.count == document.scenes.count, "one list of targets per scene")
        self.document = document
        // Scenes are read by index, not enumerated: enumerating copies each one out.
        var placed: Set<Int> = []
        // A relationship that leads back to a container holding this one (a cycle, which `check` reports) is left
        // out, so every container is drawn. The scenes placed so far form trees, and a scene is placed only once,
        // as the root of its tree: placing `child` in `index` closes a cycle exactly when `child` is the
        // outermost container around `index`, which `outermost` finds in near-constant time, however deep.
        var outermost = OutermostContainers()
        for index in document.scenes.indices where document.scenes[index].kind.isContainer {
            let relationships = document.scenes[index].relationships
            let children = document.scenes[index].kind == .navigationController ? Array(relationships.prefix(1)) : relationships
            for relationship in children {
                // A child UIKit refuses (a navigation controller as another's root) is drawn outside, as `run`
                // leaves it out.
                guard let child = document.position(ofSceneWithID: relationship.destination), child != index,
                    ContainerRules.refusal(of: document.scenes[child].kind, as: relationship.kind) == nil,
                    outermost.find(index) != child, placed.insert(child).inserted
                else { continue }
                outermost.place(child, in: index)
                members[index, default: []].append(relationship.destination)
            }
        }
        for index in document.scenes.indices where document.scenes[index].kind == .navigationController {
            guard let root = document.scenes[index].relationships.first.flatMap({ document.position(ofSceneWithID: $0.destination) }),
                !document.scenes[root].kind.isContainer
            else { continue }
            var pending = [root]
            while let current = pending.popLast() {
                for target in segueTargets[current] where target.pushes {
                    guard !document.scenes[target.scene].kind.isContainer, placed.insert(target.scene).inserted else { continue }
                    members[index, default: []].append(document.scenes[target.scene].id)
                    pending.append(target.scene)
                }
            }
        }
    }

    /// The content scene a container shows first (a navigation stack's root, a tab bar's first tab, a split
    /// view's last column), following containers inside containers; the scene itself when it is content; nil when a
    /// container on the way is empty or holds a child UIKit refuses.
    func firstContent(from id: String?) -> String? {
        var current = id
        var steps = 0
        while let name = current, let index = document.position(ofSceneWithID: name), document.scenes[index].kind.isContainer, steps < 64 {
            let relationships = document.scenes[index].relationships
            guard let relationship = document.scenes[index].kind == .splitViewController ? relationships.last : relationships.first else { return nil }
            // A child UIKit refuses is not shown: the container starts empty.
            if let child = document.position(ofSceneWithID: relationship.destination),
                ContainerRules.refusal(of: document.scenes[child].kind, as: relationship.kind) != nil
            {
                return nil
            }
            current = relationship.destination
            steps += 1
        }
        return current
    }
}

/// The outermost container around each placed scene, kept as a union-find forest (path halving): the containers'
/// nesting may be as deep as the flow is long, and each question is answered without walking it.
private struct OutermostContainers {
    private var parent: [Int: Int] = [:]

    /// The outermost container holding `scene`, or `scene` itself when nothing holds it.
    mutating func find(_ scene: Int) -> Int {
        var current = scene
        while let next = parent[current] {
            if let grandparent = parent[next] { parent[current] = grandparent }
            current = parent[current] ?? next
        }
        return current
    }

    /// Records that `child`, held by nothing so far, is now held by `container`.
    mutating func place(_ child: Int, in container: Int) {
        parent[child] = find(container)
    }
}
