/// A hierarchy of controllers as the unwind search sees it: the runtime's live controllers, or the walk planner's
/// model of them.
public protocol UnwindHierarchy {
    /// A controller.
    associatedtype Node: Equatable
    /// The children of a controller, in the order they are searched; the search stops at the first that takes
    /// the action, so a lazy sequence spares making the rest.
    associatedtype Children: Sequence<Node>

    /// The children of `node` searched for an unwind destination, in UIKit's order: a navigation controller's
    /// from the top of its stack, a tab bar controller's selected child first, any other's in order.
    func childrenSearched(in node: Node) -> Children
    /// The controller `node` is a child of, else the one that presented it; nil at the window's root.
    func parentOrPresenter(of node: Node) -> Node?
    /// Whether `node` takes the unwind action `action` of a segue from `source`
    /// (`canPerformUnwindSegueAction(_:from:sender:)`).
    func canPerformUnwind(_ action: String, at node: Node, from source: Node) -> Bool
}

/// The search for an unwind segue's destination, as Apple TN2298 describes UIKit's: from the source up through
/// parents and presenters; at each step the children not on the way up are searched (each depth first, children
/// before the child itself), then the controller itself is asked. The one place the search is written: the
/// runtime performs unwinds with it, the walk planner plans them with it.
public enum UnwindSearch {
    /// The controller an unwind segue with `action`, performed from `source`, unwinds to; nil when none takes it
    /// (UIKit's "Could not find a view controller to execute unwinding").
    // Inlinable, as `search(_:in:from:hierarchy:)` is, so that each hierarchy gets a search compiled for its node type.
    @inlinable
    public static func destination<Hierarchy: UnwindHierarchy>(
        of action: String, from source: Hierarchy.Node, in hierarchy: Hierarchy
    ) -> Hierarchy.Node? {
        var current: Hierarchy.Node? = source
        var cameFrom: Hierarchy.Node?
        while let candidate = current {
            for child in hierarchy.childrenSearched(in: candidate) where child != cameFrom {
                if let found = search(action, in: child, from: source, hierarchy: hierarchy) { return found }
            }
            if candidate != source, hierarchy.canPerformUnwind(action, at: candidate, from: source) { return candidate }
            cameFrom = candidate
            current = hierarchy.parentOrPresenter(of: candidate)
        }
        return nil
    }

    @inlinable
    static func search<Hierarchy: UnwindHierarchy>(
        _ action: String, in node: Hierarchy.Node, from source: Hierarchy.Node, hierarchy: Hierarchy
    ) -> Hierarchy.Node? {
        for child in hierarchy.childrenSearched(in: node) {
            if let found = search(action, in: child, from: source, hierarchy: hierarchy) { return found }
        }
        return hierarchy.canPerformUnwind(action, at: node, from: source) ? node : nil
    }
}
