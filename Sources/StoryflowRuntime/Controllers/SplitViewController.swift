import StoryflowModel
import StoryflowSemantics

/// A split view controller (`UISplitViewController`, classic style, as storyboards make it): a primary column and
/// a secondary (detail) column, both on screen in a regular width (iPad). In a compact width (iPhone) it collapses
/// before it is first shown: only the primary column is on screen, and the secondary is pushed onto it when the
/// primary is a navigation controller (`CollapsedSplitView`).
@MainActor
open class SplitViewController: ViewController {
    /// The columns, primary first; only the primary once collapsed, as in UIKit.
    public var viewControllers: [ViewController] {
        get { children }
        set {
            for child in children { child.removeFromParent() }
            for controller in newValue { addChild(controller) }
        }
    }

    /// Whether the split view shows one column (`isCollapsed`): it collapses in a compact width.
    public private(set) var isCollapsed = false

    override func adaptToTraits() {
        guard !isCollapsed, traitCollection.device.collapsesSplitViews, let primary = children.first else { return }
        isCollapsed = true
        let secondaries = Array(children.dropFirst())
        for secondary in secondaries { secondary.removeFromParent() }
        guard let secondary = secondaries.last else { return }
        switch CollapsedSplitView.placementAtCollapse(primary: primary.sceneKind) {
        case .pushedOntoPrimary:
            guard let navigation = primary as? NavigationController else { return }
            let pushed = "the secondary column \(secondary.instanceName) is pushed onto the primary navigation controller, as UIKit does with no delegate"
            record(.note, message: "collapsed on an \(traitCollection.device.displayName): " + pushed)
            navigation.setViewControllers(navigation.viewControllers + Self.stack(of: secondary), animated: false)
        case .notShown, .presented:
            let dropped = "the primary column is no navigation controller, so the secondary column \(secondary.instanceName) is not shown"
            record(.note, message: "collapsed on an \(traitCollection.device.displayName): " + dropped)
        }
    }

    /// What pushing `controller` onto the primary navigation controller pushes: a navigation controller's own
    /// stack (taken out of it), else the controller.
    private static func stack(of controller: ViewController) -> [ViewController] {
        guard let navigation = controller as? NavigationController else { return [controller] }
        let stack = navigation.viewControllers
        for child in stack { child.removeFromParent() }
        return stack
    }

    /// Shows `viewController` as the secondary column (`showDetailViewController(_:sender:)`): in a regular width
    /// it replaces the secondary column, and the old secondary hears `didMove(toParent: nil)` and the new one
    /// `didMove(toParent:)` after the transition. Collapsed, it is pushed onto the primary navigation controller
    /// (its stack, if it is a navigation controller), or presented when the primary is no navigation controller.
    open func showDetailViewController(_ viewController: ViewController, sender: Any?) {
        if isCollapsed, let primary = children.first {
            switch CollapsedSplitView.placementOfShownDetail(primary: primary.sceneKind) {
            case .pushedOntoPrimary:
                guard let navigation = primary as? NavigationController else { return }
                record(.showDetail, source: navigation.topViewController?.instanceName, destination: viewController.instanceName, message: "collapsed: pushed")
                let stack = Self.stack(of: viewController)
                if stack.count == 1 {
                    navigation.pushViewController(stack[0], animated: true)
                } else {
                    navigation.setViewControllers(navigation.viewControllers + stack, animated: true)
                }
            case .presented, .notShown:
                record(.showDetail, source: primary.instanceName, destination: viewController.instanceName, message: "collapsed: presented")
                (sender as? ViewController ?? primary).present(viewController, animated: true)
            }
            return
        }
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
