import StoryflowModel

/// A controller the planner expects on screen, as `storyflow run` makes it from the flow: a scene, and for the
/// containers the controllers they hold (UIKit's `children`, in the same order).
indirect enum ControllerNode: Hashable, Sendable {
    /// A content scene (a view, table or alert controller).
    case content(scene: Int)
    /// A navigation controller and its stack, root first.
    case navigation(scene: Int, stack: [ControllerNode])
    /// A tab bar controller, its tabs and the selected one.
    case tabs(scene: Int, children: [ControllerNode], selected: Int)
    /// A split view controller and its columns, primary first.
    case split(scene: Int, columns: [ControllerNode])

    /// The scene the controller is made from.
    var scene: Int {
        switch self {
        case .content(let scene), .navigation(let scene, _), .tabs(let scene, _, _), .split(let scene, _): scene
        }
    }

    /// The controllers it holds, in UIKit's order.
    var children: [ControllerNode] {
        switch self {
        case .content: []
        case .navigation(_, let stack): stack
        case .tabs(_, let children, _): children
        case .split(_, let columns): columns
        }
    }

    /// What pushing this controller onto a collapsed split view's primary navigation controller pushes: a
    /// navigation controller's stack, else the controller (`CollapsedSplitView.Placement.pushedOntoPrimary`).
    var pushedStack: [ControllerNode] {
        if case .navigation(_, let stack) = self { stack } else { [self] }
    }

    /// Where the content the user sees is: the index of the child to follow, or nil when this is content.
    var shownChild: Int? {
        switch self {
        case .content: nil
        case .navigation(_, let stack): stack.isEmpty ? nil : stack.count - 1
        case .tabs(_, let children, let selected): children.indices.contains(selected) ? selected : nil
        case .split(_, let columns): columns.isEmpty ? nil : columns.count - 1
        }
    }

    /// The node with its child at `index` replaced by `transform` of it.
    func replacingChild(_ index: Int, _ transform: (ControllerNode) -> ControllerNode) -> ControllerNode {
        switch self {
        case .content:
            return self
        case .navigation(let scene, var stack):
            stack[index] = transform(stack[index])
            return .navigation(scene: scene, stack: stack)
        case .tabs(let scene, var children, let selected):
            children[index] = transform(children[index])
            return .tabs(scene: scene, children: children, selected: selected)
        case .split(let scene, var columns):
            columns[index] = transform(columns[index])
            return .split(scene: scene, columns: columns)
        }
    }

    /// The node at `path` (child indices from this node).
    func node(at path: ArraySlice<Int>) -> ControllerNode {
        guard let first = path.first else { return self }
        return children[first].node(at: path.dropFirst())
    }

    /// This node with the node at `path` replaced by `transform` of it.
    func replacing(at path: ArraySlice<Int>, _ transform: (ControllerNode) -> ControllerNode) -> ControllerNode {
        guard let first = path.first else { return transform(self) }
        return replacingChild(first) { $0.replacing(at: path.dropFirst(), transform) }
    }
}

/// What the planner expects on screen after some steps: the window's root controller, and each controller
/// presented above it.
struct WalkState: Hashable, Sendable {
    /// The presentation chain, the window's root first.
    var layers: [ControllerNode]

    /// Where a controller is: its layer and the child indices from the layer's root.
    struct Position: Hashable, Sendable {
        var layer: Int
        var path: [Int]

        /// The position of the controller that holds this one (its path without the last child); the path must
        /// not be empty.
        var parent: Position { Position(layer: layer, path: Array(path[..<(path.count - 1)])) }
    }

    /// The node at `position`.
    func node(at position: Position) -> ControllerNode {
        layers[position.layer].node(at: position.path[...])
    }

    /// Where the content shown by the node at `position` is, following navigation tops, selected tabs and the
    /// last column of a split view.
    func shownContent(from position: Position) -> Position {
        var result = position
        while let child = node(at: result).shownChild { result.path.append(child) }
        return result
    }

    /// Applies `transform` to the node at `position`.
    mutating func update(at position: Position, _ transform: (ControllerNode) -> ControllerNode) {
        layers[position.layer] = layers[position.layer].replacing(at: position.path[...], transform)
    }
}
