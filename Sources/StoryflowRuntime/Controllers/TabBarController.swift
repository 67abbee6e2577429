/// A tab bar controller (`UITabBarController`): one child per tab, the selected one on screen. Each child keeps
/// its own state (a navigation child keeps its stack) while other tabs are selected.
@MainActor
open class TabBarController: ViewController {
    /// The tabs' controllers, in order.
    public var viewControllers: [ViewController] {
        get { children }
        set {
            for child in children { child.removeFromParent() }
            for controller in newValue { addChild(controller) }
            selectedStorage = min(selectedStorage, max(0, newValue.count - 1))
        }
    }

    private var selectedStorage = 0

    /// The selected tab; setting it switches tabs with appearance callbacks when on screen. An index out of range
    /// is ignored, as UIKit does (with a note).
    public var selectedIndex: Int {
        get { selectedStorage }
        set {
            guard children.indices.contains(newValue) else {
                record(
                    .note, method: "selectedIndex",
                    message:
                        "selectedIndex \(newValue) is out of range (the tab bar has \(children.count) tabs); UIKit ignores it and keeps tab \(selectedStorage)")
                return
            }
            guard newValue != selectedStorage else { return }
            let old = selectedViewController
            selectedStorage = newValue
            let new = selectedViewController
            record(.selectTab, source: old?.instanceName, destination: new?.instanceName, message: "\(newValue)")
            if let scene, let storyboard { storyboard.coverage?.tabSelected(scene, index: newValue, file: storyboard.document.file) }
            if isInWindow { Self.transition(from: old, to: new, animated: false) }
        }
    }

    /// The selected tab's controller.
    public var selectedViewController: ViewController? {
        children.indices.contains(selectedStorage) ? children[selectedStorage] : nil
    }

    override var childrenInView: [ViewController] { selectedViewController.map { [$0] } ?? [] }
}

/// A split view controller (`UISplitViewController`): a primary column and a secondary (detail) column, both
/// on screen.
@MainActor
open class SplitViewController: ViewController {
    /// The columns, primary first.
    public var viewControllers: [ViewController] {
        get { children }
        set {
            for child in children { child.removeFromParent() }
            for controller in newValue { addChild(controller) }
        }
    }

    /// Replaces the secondary column with `viewController` (`showDetailViewController(_:sender:)`). The old
    /// secondary hears `didMove(toParent: nil)` and the new one `didMove(toParent:)` after the transition.
    open func showDetailViewController(_ viewController: ViewController, sender: Any?) {
        let old = children.count > 1 ? children.last : nil
        old?.removeFromParent()
        addChild(viewController)
        record(.showDetail, source: old?.instanceName, destination: viewController.instanceName)
        let notify = { [weak self] in
            if let old, old.parent == nil { old.notifyDidMove(toParent: nil) }
            if let self, viewController.parent === self { viewController.notifyDidMove(toParent: self) }
        }
        if isInWindow { Self.transition(from: old, to: viewController, animated: false, completion: notify) } else { notify() }
    }
}
