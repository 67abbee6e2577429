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

    /// The controller whose view is shown: one presented over the navigation controller, else the top one ("a view
    /// controller that was presented modally on top of the navigation controller itself",
    /// `UINavigationController.visibleViewController`).
    public var visibleViewController: ViewController? { presentedViewController ?? topViewController }

    override var childrenInView: [ViewController] { topViewController.map { [$0] } ?? [] }

    /// Told as the navigation controller shows a controller on screen (`UINavigationControllerDelegate`).
    public weak var delegate: (any NavigationControllerDelegate)?

    /// Whether the navigation bar is hidden: the screen shows no title, bar buttons or Back button for the stack
    /// (`isNavigationBarHidden`; a flow's `navigationBarHidden`, a storyboard's Shows Navigation Bar unchecked).
    public var isNavigationBarHidden = false

    /// Creates an empty navigation controller, which defines a presentation context ("Some system-provided view
    /// controllers, such as UINavigationController, change the default value to true",
    /// `UIViewController.definesPresentationContext`).
    public required init() {
        super.init()
        let scene = InstantiationContext.current?.scene
        definesPresentationContext = scene?.definesPresentationContext ?? true
        isNavigationBarHidden = scene?.isNavigationBarHidden ?? false
    }

    /// Hides or shows the navigation bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// Whether the bar shows a Back button for the top controller (`NavigationBarContents.showsBackButton`).
    public var showsBackButton: Bool {
        let item = topViewController?.navigationItem
        return NavigationBarContents.showsBackButton(
            stackDepth: children.count, isBarHidden: isNavigationBarHidden, hidesBackButton: item?.hidesBackButton ?? false,
            leftButtonCount: item?.leftBarButtonItems.count ?? 0, leftItemsSupplementBackButton: item?.leftItemsSupplementBackButton ?? false
        )
    }

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
        viewController.isMovingToParent = true
        addChild(viewController)
        record(.push, source: old?.instanceName, destination: viewController.instanceName)
        // The pushed controller hears didMove(toParent:) once the push's transition ends, after its viewDidAppear.
        if isInWindow {
            showTransition(from: old, to: viewController, animated: animated) { [weak self] in
                guard let self, viewController.parent === self else { return }
                viewController.notifyDidMove(toParent: self)
            }
        } else {
            viewController.notifyDidMove(toParent: self)
        }
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
        for controller in popped.reversed() {
            controller.willMove(toParent: nil)
            controller.isMovingFromParent = true
            controller.deliverCancelledOnLeaving()
        }
        // Each popped controller hears didMove(toParent: nil) once the pop's transition ends, after the top one's
        // viewDidDisappear; the transition holds them until then.
        // Removed once: in the transition's completion when it ends at once (the will-calls and did-calls see
        // the stack as it was), else right after the will-calls.
        var isRemoved = false
        let removePopped = { [weak self] in
            guard !isRemoved else { return }
            isRemoved = true
            for controller in popped.reversed() where controller.parent === self { controller.removeFromParent() }
        }
        let notifyPopped = {
            for controller in popped.reversed() where controller.parent == nil { controller.notifyDidMove(toParent: nil) }
        }
        if isInWindow {
            showTransition(from: old, to: viewController, animated: animated) {
                removePopped()
                notifyPopped()
            }
            removePopped()
        } else {
            removePopped()
            notifyPopped()
        }
        return popped
    }

    /// Replaces the whole stack. The controllers that leave it hear `didMove(toParent: nil)` and those that join
    /// it `didMove(toParent:)`, once the transition (if the top changes on screen) has ended.
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        let old = topViewController
        let removed = children.filter { child in !viewControllers.contains { $0 === child } }
        let added = viewControllers.filter { $0.parent !== self }
        for child in removed {
            child.willMove(toParent: nil)
            child.isMovingFromParent = true
        }
        for controller in added { controller.isMovingToParent = true }
        for child in removed { child.removeFromParent() }
        for controller in viewControllers { addChild(controller) }
        let notify = { [weak self] in
            for controller in removed where controller.parent == nil { controller.notifyDidMove(toParent: nil) }
            for controller in added where controller.parent === self { controller.notifyDidMove(toParent: self) }
        }
        if isInWindow, old !== topViewController {
            showTransition(from: old, to: topViewController, animated: animated, completion: notify)
        } else {
            notify()
        }
    }
}
