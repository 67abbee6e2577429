/// The appearance machinery: views load before a transition starts, then will/did appear and disappear are called
/// in UIKit's order (outgoing will-disappear, incoming will-appear, outgoing did-disappear, incoming did-appear),
/// each controller before the children it shows; the did-calls of an animated transition come when its animation
/// ends, in a later turn of the run loop.
extension ViewController {
    /// Whether the controller's view is in the window (appearing or appeared).
    public var isInWindow: Bool { appearance.isInWindow }

    /// Whether each container above this controller shows it (a tab that is not selected is not shown).
    var isShownByItsContainers: Bool {
        var current = self
        while let parent = current.parent {
            guard parent.childrenInView.contains(where: { $0 === current }) else { return false }
            current = parent
        }
        return true
    }

    /// Loads this controller's view and those of the children it shows.
    func loadViewTree() {
        adaptToTraits()
        loadViewIfNeeded()
        for child in childrenInView { child.loadViewTree() }
    }

    /// A controller presented in this one's context that goes on and off screen with it (when a tab holding the
    /// context is switched away from and back to), unless it is being presented or dismissed.
    private var contextPresented: ViewController? {
        guard let presented = presentedStorage, Self.isContextStyle(presented.presentationStyleInEffect),
            !presented.isBeingPresented, !presented.isBeingDismissed
        else { return nil }
        return presented
    }

    /// Calls `viewWillAppear` or `viewWillDisappear` on this controller and the children it shows, and on what it
    /// presented in its context; a context covered by its presentation (`currentContext`) stays off screen.
    func beginAppearance(_ appearing: Bool, animated: Bool) {
        if let presented = contextPresented {
            presented.beginAppearance(appearing, animated: animated)
            if isCoveredByPresentation { return }
        }
        if appearing {
            guard !appearance.isInWindow else { return }
            appearance = .appearing
            willAppearHook()
            record(.viewWillAppear)
            viewWillAppear(animated)
            firstTableView?.layoutIfNeeded()
        } else {
            guard appearance.isInWindow else { return }
            endEditing()
            appearance = .disappearing
            record(.viewWillDisappear)
            viewWillDisappear(animated)
        }
        for child in childrenInView { child.beginAppearance(appearing, animated: animated) }
    }

    /// Calls `viewDidAppear` or `viewDidDisappear` on this controller and the children it shows, and on what it
    /// presented in its context (see `beginAppearance`).
    func endAppearance(_ appearing: Bool, animated: Bool) {
        if let presented = contextPresented {
            presented.endAppearance(appearing, animated: animated)
            if isCoveredByPresentation { return }
        }
        if appearing {
            guard appearance == .appearing else { return }
            appearance = .appeared
            record(.viewDidAppear)
            if let scene, let storyboard { storyboard.coverage?.sceneAppeared(scene, file: storyboard.document.file) }
            viewDidAppear(animated)
        } else {
            guard appearance == .disappearing else { return }
            appearance = .disappeared
            record(.viewDidDisappear)
            viewDidDisappear(animated)
        }
        for child in childrenInView { child.endAppearance(appearing, animated: animated) }
    }

    /// Replaces `old` by `new` on screen with UIKit's callback order; `new`'s views load first. The will-calls
    /// run now; the did-calls when the animation ends (a later turn of the run loop when `animated`), and the
    /// transition holds both controllers until then, so a popped one is released after its `viewDidDisappear`.
    /// `completion` runs after the did-calls (a container's `didMove(toParent:)` calls).
    static func transition(
        from old: ViewController?, to new: ViewController?, animated: Bool, completion: @escaping () -> Void = {}
    ) {
        new?.loadViewTree()
        old?.beginAppearance(false, animated: animated)
        new?.beginAppearance(true, animated: animated)
        MainRunLoop.afterAnimation(animated) {
            old?.endAppearance(false, animated: animated)
            new?.endAppearance(true, animated: animated)
            completion()
        }
    }
}
