import StoryflowModel
import StoryflowSemantics

/// A navigation controller (`UINavigationController`): a stack of controllers, the top one on screen.
@MainActor
open class NavigationController: ViewController {
    /// The stack, root first.
    public var viewControllers: [ViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { children.last }

    /// The controller whose view is shown: the top one (UIKit's `visibleViewController` ignores presentations here).
    public var visibleViewController: ViewController? { topViewController }

    override var childrenInView: [ViewController] { topViewController.map { [$0] } ?? [] }

    /// Creates a navigation controller with a root controller.
    public convenience init(rootViewController: ViewController) {
        self.init()
        addChild(rootViewController)
    }

    /// Pushes `viewController`, with appearance callbacks when the stack is on screen.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        if let exception = UIKitException.pushing(viewController.sceneKind) {
            recordError(exception.message, method: exception.method)
            return
        }
        // A controller is in the stack exactly when this is its parent: asked in constant time, however deep.
        if viewController.parent === self {
            recordError(
                "Pushing the same view controller instance more than once is not supported (\(viewController.debugDescription))",
                method: "pushViewController(_:animated:)")
            return
        }
        let old = topViewController
        addChild(viewController)
        record(.push, source: old?.instanceName, destination: viewController.instanceName)
        if isInWindow { Self.transition(from: old, to: viewController, animated: animated) }
    }

    /// Pops the top controller (not the root); returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard children.count > 1 else { return nil }
        return popToViewController(children[children.count - 2], animated: animated)?.last
    }

    /// Pops to the root; returns the popped controllers.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = children.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops until `viewController` is on top; returns the popped controllers, or `nil` if it is not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        // Searched from the top: popping goes back a step or a few, however deep the stack.
        guard let index = children.lastIndex(where: { $0 === viewController }) else {
            recordError("Tried to pop to a view controller that doesn't exist.", method: "popToViewController(_:animated:)")
            return nil
        }
        let popped = Array(children[(index + 1)...])
        guard let old = popped.last else { return [] }
        record(.pop, source: old.instanceName, destination: viewController.instanceName)
        for controller in popped.reversed() { controller.deliverCancelledOnLeaving() }
        if isInWindow { Self.transition(from: old, to: viewController, animated: animated) }
        for controller in popped { controller.removeFromParent() }
        return popped
    }

    /// Replaces the whole stack.
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        let old = topViewController
        for child in children where !viewControllers.contains(where: { $0 === child }) { child.removeFromParent() }
        for controller in viewControllers { addChild(controller) }
        if isInWindow, old !== topViewController { Self.transition(from: old, to: topViewController, animated: animated) }
    }
}
