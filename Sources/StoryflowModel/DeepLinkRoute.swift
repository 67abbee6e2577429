/// The back stack a deep link builds, as the steps UIKit code would take from the app's launch: select the tab
/// that holds the target, show the navigation root, push and present the chain of segues to it.
public struct DeepLinkRoute: Hashable, Sendable {
    /// One step from the launch towards the target.
    public enum Step: Hashable, Sendable {
        /// A container shows one of its children: selects a tab (a navigation root or split view column is
        /// shown without a step of its own at run time).
        case relationship(Relationship, container: String)
        /// A segue of the scene `source`, performed as `performSegue(withIdentifier:sender:)` would.
        case segue(Segue, source: String)
    }

    /// The steps, in order.
    public var steps: [Step]

    /// The shortest route from the launch to the scene `sceneID`, through the container `containerID` when one
    /// is named (segues count, relationships are free); `nil` when the flow has no initial scene or no route.
    public static func find(to sceneID: String, through containerID: String? = nil, in document: FlowDocument) -> DeepLinkRoute? {
        guard let start = document.initialSceneID.flatMap(document.position(ofSceneWithID:)),
              let target = document.position(ofSceneWithID: sceneID) else { return nil }
        let through = containerID.flatMap(document.position(ofSceneWithID:))
        if containerID != nil, through == nil { return nil }
        // Breadth-first over (scene, container passed) states, a layer per segue; relationships stay in a layer.
        struct State: Hashable { var scene: Int; var passed: Bool }
        let first = State(scene: start, passed: through == nil || through == start)
        var previous: [State: (State, Step)] = [:]
        var seen: Set<State> = [first]
        var layer: [State] = [first]
        while !layer.isEmpty {
            var index = 0
            while index < layer.count {
                let state = layer[index]
                index += 1
                if state.scene == target, state.passed {
                    var steps: [Step] = []
                    var current = state
                    while let (before, step) = previous[current] {
                        steps.append(step)
                        current = before
                    }
                    return DeepLinkRoute(steps: steps.reversed())
                }
                let scene = document.scenes[state.scene]
                for relationship in scene.relationships {
                    guard let next = document.position(ofSceneWithID: relationship.destination) else { continue }
                    let nextState = State(scene: next, passed: state.passed || next == through)
                    guard seen.insert(nextState).inserted else { continue }
                    previous[nextState] = (state, .relationship(relationship, container: scene.id))
                    layer.append(nextState)
                }
            }
            var nextLayer: [State] = []
            for state in layer {
                let scene = document.scenes[state.scene]
                for segue in scene.segues where segue.kind != .unwind && segue.kind != .embed {
                    guard let destination = segue.destination, let next = document.position(ofSceneWithID: destination) else { continue }
                    let nextState = State(scene: next, passed: state.passed || next == through)
                    guard seen.insert(nextState).inserted else { continue }
                    previous[nextState] = (state, .segue(segue, source: scene.id))
                    nextLayer.append(nextState)
                }
            }
            layer = nextLayer
        }
        return nil
    }

    /// The innermost containers that hold the scene `sceneID`: a navigation controller whose root it is or
    /// onto whose stack a `show` or `push` segue from a scene it holds pushes it, a tab bar controller one of
    /// whose tabs it is, a split view controller one of whose columns it is. Several mean a deep link must say
    /// which one.
    public static func containers(holding sceneID: String, in document: FlowDocument) -> [String] {
        var holders: [String] = []
        for scene in document.scenes where scene.kind.isContainer {
            if scene.relationships.contains(where: { $0.destination == sceneID }) {
                holders.append(scene.id)
                continue
            }
            guard scene.kind == .navigationController, let root = scene.relationships.first(where: { $0.kind == .root }) else { continue }
            var stack: Set<String> = [root.destination]
            var pending = [root.destination]
            while let id = pending.popLast() {
                guard let held = document.scene(withID: id) else { continue }
                for segue in held.segues where segue.kind == .show || segue.kind == .push {
                    guard let destination = segue.destination, let shown = document.scene(withID: destination),
                          !shown.kind.isContainer, stack.insert(destination).inserted else { continue }
                    pending.append(destination)
                }
            }
            if stack.contains(sceneID) { holders.append(scene.id) }
        }
        return holders
    }
}
