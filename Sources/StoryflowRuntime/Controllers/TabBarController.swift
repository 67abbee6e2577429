import StoryflowSemantics

/// A tab bar controller (`UITabBarController`): one child per tab, the selected one on screen. Each child keeps
/// its own state (a navigation child keeps its stack) while other tabs are selected. On a device whose tab bar has
/// no room for every tab (more than five on an iPhone), the bar shows the first four and More: the More
/// navigation controller lists the others and shows the one chosen, as UIKit does.
@MainActor
open class TabBarController: ViewController {
    /// The tab under More that the More navigation controller shows, taken out of the tabs' children while it
    /// does, as UIKit moves it (a navigation controller's stack is moved, the controller itself kept aside).
    var movedTab: (index: Int, controller: ViewController)?

    /// The tab under More that the More navigation controller shows (selected or not), if any.
    public var tabShownInMore: ViewController? { movedTab?.controller }

    /// The tabs' controllers, in order (a tab under More included while More shows it).
    public var viewControllers: [ViewController] {
        get {
            guard let movedTab else { return children }
            var tabs = children
            tabs.insert(movedTab.controller, at: min(movedTab.index, tabs.count))
            return tabs
        }
        set {
            giveBackMovedTab()
            for child in children { child.removeFromParent() }
            for controller in newValue { addChild(controller) }
            selectedStorage = min(selectedStorage, max(0, newValue.count - 1))
            isMoreSelected = false
        }
    }

    private var selectedStorage = 0

    /// Asked before a tab the user taps is selected, and told after (`UITabBarControllerDelegate`).
    public weak var delegate: (any TabBarControllerDelegate)?

    /// Whether the More tab is selected: the More navigation controller is on screen.
    public internal(set) var isMoreSelected = false

    /// The `selectedIndex` while the More list itself is shown (UIKit's `NSNotFound`).
    public static let notFound = Int.max

    /// The selected tab; setting it switches tabs with appearance callbacks when on screen. A tab under More is
    /// shown by the More navigation controller. An index out of range is ignored, as UIKit does (with a note).
    public var selectedIndex: Int {
        get { isMoreSelected ? movedTab?.index ?? Self.notFound : selectedStorage }
        set {
            let count = viewControllers.count
            guard (0..<count).contains(newValue) else {
                record(
                    .note, method: "selectedIndex",
                    message: "selectedIndex \(newValue) is out of range (the tab bar has \(count) tabs); UIKit ignores it and keeps tab \(selectedIndex)")
                return
            }
            if let more = moreItemIndex, newValue >= more {
                showInMore(newValue, animated: false)
                return
            }
            guard newValue != selectedStorage || isMoreSelected else { return }
            let old = shownViewController
            selectedStorage = newValue
            isMoreSelected = false
            let new = shownViewController
            record(.selectTab, source: old?.instanceName, destination: new?.instanceName, message: "\(newValue)")
            if let scene, let storyboard { storyboard.coverage?.tabSelected(scene, index: newValue, file: storyboard.document.file) }
            if isInWindow { Self.transition(from: old, to: new, animated: false) }
        }
    }

    /// The selected tab's controller: while More is selected, the tab it shows, else the More navigation
    /// controller (as UIKit's `selectedViewController`).
    public var selectedViewController: ViewController? {
        if isMoreSelected { return movedTab?.controller ?? moreNavigationController }
        return children.indices.contains(selectedStorage) ? children[selectedStorage] : nil
    }

    /// The controller on screen below the tab bar: the selected tab's, or the More navigation controller.
    var shownViewController: ViewController? {
        isMoreSelected ? moreNavigationController : selectedViewController
    }

    override var childrenInView: [ViewController] { shownViewController.map { [$0] } ?? [] }

    /// Whether the tab bar is hidden: a controller pushed above the root of the navigation stack shown has
    /// `hidesBottomBarWhenPushed` set.
    public var isTabBarHidden: Bool {
        guard let stack = (shownViewController as? NavigationController)?.viewControllers else { return false }
        return BottomBarVisibility.hidesTabBar(stackFlags: stack.map(\.hidesBottomBarWhenPushed))
    }

    /// A tap on the tab bar's item at `index` (More's when it is `moreItemIndex`): the delegate may refuse it;
    /// the tab already selected pops its navigation controller to the root (UITabBarController's overview: a tap
    /// shows the tab's root view "even if the tab was already selected"); then the delegate hears of it.
    func userSelectItem(at index: Int) {
        let isMore = index == moreItemIndex
        let tabs = viewControllers
        guard isMore || tabs.indices.contains(index) else { return }
        let tapped = isMore ? moreNavigationController : tabs[index]
        if let delegate {
            let shouldSelect = recordCall(.delegate, method: "tabBarController(_:shouldSelect:)", message: tapped.instanceName) {
                delegate.tabBarController(self, shouldSelect: tapped)
            }
            guard shouldSelect else {
                record(.note, message: "tabBarController(_:shouldSelect:) returned false; the tab is not selected")
                return
            }
        }
        if isMore {
            selectMoreTab()
        } else if index == selectedIndex, !isMoreSelected {
            (selectedViewController as? NavigationController)?.popToRootViewController(animated: true)
        } else {
            selectedIndex = index
        }
        if let delegate {
            recordCall(.delegate, method: "tabBarController(_:didSelect:)", message: tapped.instanceName) { delegate.tabBarController(self, didSelect: tapped) }
        }
    }

    // MARK: More

    /// The navigation controller the More tab shows (`moreNavigationController`): the list of the tabs the bar
    /// has no room for, and the one chosen pushed on it. It is not one of `viewControllers`.
    public private(set) lazy var moreNavigationController: NavigationController = {
        let list = MoreListViewController()
        list.tabBar = self
        let navigation = MoreNavigationController(rootViewController: list)
        navigation.tabBar = self
        navigation.parent = self
        return navigation
    }()

    /// The bar's place for More when it shows one: after as many tabs as fit, less one.
    public var moreItemIndex: Int? {
        let device = traitCollection.device
        guard device.showsMoreTab(forTabCount: viewControllers.count), let visible = device.visibleTabCount else { return nil }
        return visible - 1
    }

    /// The tabs the bar shows, in order (the first `moreItemIndex` when it shows More).
    public var tabsOnBar: [ViewController] {
        Array(viewControllers.prefix(moreItemIndex ?? Int.max))
    }

    /// Selects the More tab, as a tap on it does: the More navigation controller shows what it showed last; a tap
    /// when it is already selected pops it to its list.
    public func selectMoreTab() {
        guard moreItemIndex != nil else { return }
        if isMoreSelected {
            moreNavigationController.popToRootViewController(animated: true)
            return
        }
        let old = shownViewController
        isMoreSelected = true
        record(.selectTab, source: old?.instanceName, destination: moreNavigationController.instanceName, message: "More")
        if isInWindow { Self.transition(from: old, to: moreNavigationController, animated: false) }
    }

    /// Shows the tab at `index` (under More) in the More navigation controller, More selected: the tab is moved
    /// onto it, as UIKit does, and the tab shown before is given back first. A tab that cannot be pushed (a split
    /// view controller) is UIKit's error, and stays where it is.
    func showInMore(_ index: Int, animated: Bool) {
        guard movedTab?.index != index || !isMoreSelected else { return }
        let controller = viewControllers[index]
        if !(controller is NavigationController), let exception = UIKitException.pushing(controller.sceneKind) {
            moreNavigationController.recordError(exception.message, method: exception.method)
            return
        }
        let wasSelected = isMoreSelected
        // The tab shown before goes back first; off screen, when More is not selected, nothing appears.
        if movedTab != nil { moreNavigationController.popToRootViewController(animated: false) }
        controller.removeFromParent()
        movedTab = (index, controller)
        record(.selectTab, source: moreNavigationController.instanceName, destination: controller.instanceName, message: "\(index)")
        if let scene, let storyboard { storyboard.coverage?.tabSelected(scene, index: index, file: storyboard.document.file) }
        let navigation = moreNavigationController
        if let stack = (controller as? NavigationController)?.viewControllers {
            for child in stack { child.removeFromParent() }
            navigation.setViewControllers(navigation.viewControllers + stack, animated: animated && wasSelected)
        } else {
            navigation.pushViewController(controller, animated: animated && wasSelected)
        }
        // Selected now, More shows the tab at once: the list does not appear on the way.
        if !wasSelected { selectMoreTab() }
    }

    /// Puts the tab More showed back among the tabs' children; `popped` are the controllers the More navigation
    /// controller popped (a navigation tab's stack as it was navigated in More goes back into it).
    func giveBackMovedTab(popped: [ViewController] = []) {
        guard let (index, controller) = movedTab else { return }
        movedTab = nil
        if let navigation = controller as? NavigationController {
            let stack = popped.isEmpty ? Array(moreNavigationController.viewControllers.dropFirst()) : popped
            for child in stack { child.removeFromParent() }
            navigation.setViewControllers(stack, animated: false)
        } else {
            controller.removeFromParent()
        }
        children.insert(controller, at: min(index, children.count))
        controller.parent = self
    }
}
