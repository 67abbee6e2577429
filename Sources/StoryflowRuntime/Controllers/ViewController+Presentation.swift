import StoryflowModel

/// Modal presentation: `present(_:animated:completion:)`, `dismiss(animated:completion:)` and the properties
/// that describe the presentation chain.
extension ViewController {
    /// The controller that presents on this one's behalf: the outermost container holding it.
    var presentationHost: ViewController {
        var host = self
        while let parent = host.parent { host = parent }
        return host
    }

    /// The controller this one (or the container holding it) presented, as in UIKit.
    public var presentedViewController: ViewController? { presentationHost.presentedStorage }

    /// The controller that presented this one (or the container holding it), as in UIKit.
    public var presentingViewController: ViewController? { presentationHost.presentingStorage }

    /// Whether a presentation style leaves the presenter's view out of the window (so it disappears).
    static func hidesPresenter(_ style: PresentationStyle) -> Bool {
        style == .fullScreen || style == .currentContext
    }

    /// Presents `viewController` modally. Presenting while already presenting is reported with UIKit's warning
    /// and abandoned.
    public func present(_ viewController: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let host = presentationHost
        if let current = host.presentedStorage {
            recordError("Attempt to present \(viewController.debugDescription) on \(host.debugDescription) which is already presenting \(current.debugDescription)", method: "present(_:animated:completion:)")
            return
        }
        if viewController.presentingStorage != nil || viewController.parent != nil {
            recordError("Application tried to present modally a view controller \(viewController.debugDescription) that is already being presented by \(viewController.presentingViewController?.debugDescription ?? viewController.parent?.debugDescription ?? "another controller").", method: "present(_:animated:completion:)")
            return
        }
        host.presentedStorage = viewController
        viewController.presentingStorage = host
        viewController.presentationSource = self
        let style = viewController.modalPresentationStyle
        record(.present, kind: style.rawValue, source: instanceName, destination: viewController.instanceName)
        if host.isInWindow {
            let hides = Self.hidesPresenter(style)
            viewController.loadViewTree()
            if hides {
                host.isCoveredByPresentation = true
                host.beginAppearance(false, animated: animated)
            }
            viewController.beginAppearance(true, animated: animated)
            if hides { host.endAppearance(false, animated: animated) }
            viewController.endAppearance(true, animated: animated)
        }
        completion?()
    }

    /// Dismisses the controller this one presented; called on a presented controller (or a child of one), asks
    /// its presenter to dismiss it, as in UIKit. The dismissed controllers are released.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let host = presentationHost
        if host.presentedStorage != nil {
            host.dismissPresented(animated: animated)
        } else if let presenter = host.presentingStorage {
            presenter.dismissPresented(animated: animated)
        }
        completion?()
    }

    /// Dismisses everything this (host) controller presented, top first, and releases it.
    func dismissPresented(animated: Bool) {
        guard let presented = presentedStorage else { return }
        var stack: [ViewController] = [presented]
        while let next = stack.last?.presentedStorage { stack.append(next) }
        record(.dismiss, source: instanceName, destination: presented.instanceName)
        let reveals = isCoveredByPresentation
        for layer in stack.reversed() { layer.beginAppearance(false, animated: animated) }
        if reveals { beginAppearance(true, animated: animated) }
        for layer in stack.reversed() { layer.endAppearance(false, animated: animated) }
        if reveals { endAppearance(true, animated: animated) }
        isCoveredByPresentation = false
        for layer in stack {
            layer.presentedStorage = nil
            layer.presentingStorage = nil
            layer.presentationSource = nil
            layer.isCoveredByPresentation = false
        }
        presentedStorage = nil
    }
}
