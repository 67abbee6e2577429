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
