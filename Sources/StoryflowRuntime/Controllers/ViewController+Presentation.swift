import StoryflowModel
import StoryflowSemantics

/// Modal presentation: `present(_:animated:completion:)`, `dismiss(animated:completion:)` and the properties
/// that describe the presentation chain. An animated presentation or dismissal ends in a later turn of the run
/// loop: the did-calls and the completion run then, and until then the controller `isBeingPresented` or
/// `isBeingDismissed` and stays in the chain.
extension ViewController {
    /// The controller that presents on this one's behalf: the outermost container holding it.
    var presentationHost: ViewController {
        var host = self
        while let parent = host.parent { host = parent }
        return host
    }

    /// The controller this one or a container holding it presented, as in UIKit.
    public var presentedViewController: ViewController? {
        sequence(first: self, next: \.parent).lazy.compactMap(\.presentedStorage).first
    }

    /// The controller that presented this one or a container holding it, as in UIKit.
    public var presentingViewController: ViewController? {
        sequence(first: self, next: \.parent).lazy.compactMap(\.presentingStorage).first
    }

    /// The nearest controller, this one or a container holding it, that presents another.
    var nearestPresenter: ViewController? {
        sequence(first: self, next: \.parent).first { $0.presentedStorage != nil }
    }

    /// The controller presented above this one's layer: presented by this controller, or (in the current context)
    /// by a controller it shows, such as a tab's navigation controller.
    var presentedAboveLayer: ViewController? {
        if let presentedStorage { return presentedStorage }
        for child in childrenInView {
            if let presented = child.presentedAboveLayer { return presented }
        }
        return nil
    }

    /// The controller that presents `style` on this one's behalf. For `currentContext` and `overCurrentContext`,
    /// UIKit "starts at the presenting view controller and walks up the view controller hierarchy" to the first
    /// controller whose `definesPresentationContext` is true, else the root; other styles present from the
    /// outermost container (`UIViewController.definesPresentationContext`).
    func presentingHost(for style: PresentationStyle) -> ViewController {
        guard Self.isContextStyle(style) else { return presentationHost }
        return sequence(first: self, next: \.parent).first { $0.definesPresentationContext } ?? presentationHost
    }

    /// The tab bar controller holding this one, whose tab bar stays on screen over a presentation in this
    /// controller's context.
    var enclosingTabBarController: TabBarController? {
        parent.flatMap { sequence(first: $0, next: \.parent).lazy.compactMap { $0 as? TabBarController }.first }
    }

    /// Whether a presentation in `style` covers only its presentation context.
    static func isContextStyle(_ style: PresentationStyle?) -> Bool {
        style == .currentContext || style == .overCurrentContext
    }

    /// Whether a controller presented in this style covers the whole screen.
    static func coversScreen(_ style: PresentationStyle) -> Bool {
        style == .fullScreen || style == .overFullScreen
    }

    /// Whether a presentation style leaves the presenter's view out of the window (so it disappears).
    static func hidesPresenter(_ style: PresentationStyle) -> Bool {
        style == .fullScreen || style == .currentContext
    }

    /// Presents `viewController` modally; `completion` runs when the presentation ends. What UIKit refuses with
    /// an exception (a controller already presented, in a container, or on screen) is an error event; what it
    /// only warns about (presenting on a controller that is already presenting, or whose view is not in the
    /// window) is a warning event with UIKit's console line; either way nothing is presented.
    public func present(_ viewController: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let host = presentingHost(for: viewController.modalPresentationStyle)
        let method = "present(_:animated:completion:)"
        if let presenter = viewController.presentingStorage {
            recordError(
                """
                Application tried to present modally a view controller \(viewController.debugDescription) that is already being presented by \
                \(presenter.debugDescription).
                """,
                method: method)
            return
        }
        if let parent = viewController.parent {
            recordError(
                """
                Application tried to present modally a view controller \(viewController.debugDescription) that has a parent view controller \
                \(parent.debugDescription).
                """,
                method: method)
            return
        }
        if viewController.isInWindow || viewController === host {
            recordError("Application tried to present modally an active controller \(viewController.debugDescription).", method: method)
            return
        }
        let hostIsFullScreen = host.presentingStorage == nil || Self.coversScreen(host.presentationStyleInEffect ?? host.modalPresentationStyle)
        if let exception = UIKitException.presenting(
            viewController.modalTransitionStyle, style: viewController.modalPresentationStyle, presenterIsFullScreen: hostIsFullScreen)
        {
            let culprit = viewController.modalPresentationStyle == .fullScreen ? host : viewController
            recordError("\(exception.message) \(culprit.debugDescription).", method: exception.method)
            return
        }
        if let alert = viewController as? AlertController, alert.isPopoverActionSheet, alert.popoverPresentationController?.hasAnchor != true {
            let exception = UIKitException.actionSheetWithoutAnchor(
                alert: alert.debugDescription, presenterClass: host.className, presenter: host.debugDescription)
            recordError(exception.message, method: exception.method)
            return
        }
        let attempt = "Attempt to present \(viewController.debugDescription) on \(host.debugDescription) (from \(debugDescription))"
        if host.isInPresentationTransition || host.presentedStorage?.isInPresentationTransition == true {
            recordWarning(attempt + " while a presentation is in progress.", method: method)
            return
        }
        if let current = host.presentedStorage {
            recordWarning(attempt + " which is already presenting \(current.debugDescription).", method: method)
            return
        }
        guard host.isInWindow else {
            recordWarning(attempt + " whose view is not in the window hierarchy.", method: method)
            return
        }
        host.presentedStorage = viewController
        viewController.presentingStorage = host
        viewController.presentationSource = self
        let declared = viewController.modalPresentationStyle
        let style = viewController.presentationController?.adaptedStyle(declared, traits: host.traitCollection) ?? declared
        viewController.presentationStyleInEffect = style
        record(
            .present, kind: style.rawValue, source: instanceName, destination: viewController.instanceName,
            message: style == declared ? nil : "\(declared.rawValue) adapts to \(style.rawValue) on an \(host.traitCollection.device.displayName)")
        let hides = Self.hidesPresenter(style)
        viewController.loadViewTree()
        viewController.isBeingPresented = true
        viewController.isInPresentationTransition = true
        if hides {
            host.isCoveredByPresentation = true
            host.beginAppearance(false, animated: animated)
        }
        viewController.beginAppearance(true, animated: animated)
        MainRunLoop.afterAnimation(animated) {
            viewController.isInPresentationTransition = false
            if hides { host.endAppearance(false, animated: animated) }
            viewController.endAppearance(true, animated: animated)
            viewController.isBeingPresented = false
            completion?()
        }
    }

    /// Dismisses the controller this one presented; called on a presented controller (or a child of one), asks
    /// its presenter to dismiss it, as in UIKit. `completion` runs when the dismissal ends (at once when there
    /// is nothing to dismiss); the dismissed controllers are released then.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if let presenter = nearestPresenter {
            presenter.dismissPresented(animated: animated, completion: completion)
        } else if let presenter = presentationHost.presentingStorage {
            presenter.dismissPresented(animated: animated, completion: completion)
        } else {
            completion?()
        }
    }

    /// Dismisses everything this (host) controller presented, top first, and releases it when the dismissal
    /// ends. While a presentation or dismissal of it is still animating, UIKit only warns, and nothing happens.
    func dismissPresented(animated: Bool, completion: (() -> Void)? = nil) {
        guard let presented = presentedStorage else { return }
        if presented.isInPresentationTransition {
            recordWarning(
                "Attempt to dismiss from view controller \(debugDescription) while a presentation or dismiss is in progress!",
                method: "dismiss(animated:completion:)")
            return
        }
        var stack: [ViewController] = [presented]
        while let next = stack.last?.presentedAboveLayer { stack.append(next) }
        record(.dismiss, source: instanceName, destination: presented.instanceName)
        for layer in stack.reversed() { layer.deliverCancelledOnLeaving() }
        presented.isBeingDismissed = true
        presented.isInPresentationTransition = true
        // A context covered in a tab that is no longer selected is not revealed: it stays off screen.
        let reveals = isCoveredByPresentation && isShownByItsContainers
        for layer in stack.reversed() { layer.beginAppearance(false, animated: animated) }
        if reveals {
            // What an unwind put in place while it was covered (a tab selected, a controller pushed) loads first.
            loadViewTree()
            beginAppearance(true, animated: animated)
        }
        MainRunLoop.afterAnimation(animated) { [self] in
            presented.isInPresentationTransition = false
            for layer in stack.reversed() { layer.endAppearance(false, animated: animated) }
            for layer in stack {
                // A layer presented in a context hangs on that context, which may be inside the layer below.
                layer.presentingStorage?.presentedStorage = nil
                layer.presentingStorage?.isCoveredByPresentation = false
                layer.presentationStyleInEffect = nil
                layer.presentedStorage = nil
                layer.presentingStorage = nil
                layer.presentationSource = nil
                layer.isCoveredByPresentation = false
            }
            presentedStorage = nil
            isCoveredByPresentation = false
            if reveals { endAppearance(true, animated: animated) }
            for layer in stack { layer.isBeingDismissed = false }
            completion?()
        }
    }
}
