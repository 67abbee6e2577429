import StoryflowModel

/// A size class (`UIUserInterfaceSizeClass`): how much room a dimension of the screen has.
public enum SizeClass: String, Sendable, Hashable {
    case compact, regular
}

/// The device a flow runs on, as far as UIKit's adaptive behaviour goes: an iPhone in portrait (compact width,
/// regular height) or an iPad at full screen (regular width and height). The size classes are the ones Apple's
/// Human Interface Guidelines list for each ("Layout", device size classes).
public enum Device: String, Sendable, Hashable, CaseIterable {
    case iphone, ipad

    /// The device `storyflow` runs flows on when none is named: the iPhone, where most storyboards' apps run and
    /// where UIKit adapts the most.
    public static let `default` = Device.iphone

    /// The horizontal size class.
    public var horizontalSizeClass: SizeClass { self == .iphone ? .compact : .regular }

    /// The vertical size class.
    public var verticalSizeClass: SizeClass { .regular }

    /// How the device is named in messages: `iPhone`, `iPad`.
    public var displayName: String { self == .iphone ? "iPhone" : "iPad" }

    /// The style a controller presented in `style` is shown in. A style applies as written only in a regular
    /// width (`UIViewController.modalPresentationStyle`: "The system uses this value only in regular-width size
    /// classes"). In a compact width with a regular height, a popover "behaves the same as formSheet" (iOS 13 and
    /// later, `UIModalPresentationStyle.popover`); page and form sheets are shown as a sheet, as are `automatic`
    /// presentations, so they keep their style.
    public func adaptedPresentationStyle(_ style: PresentationStyle) -> PresentationStyle {
        horizontalSizeClass == .compact && style == .popover ? .formSheet : style
    }

    /// Whether a split view controller is collapsed: in a compact width it shows one column
    /// (`UISplitViewController.isCollapsed`).
    public var collapsesSplitViews: Bool { horizontalSizeClass == .compact }

    /// How many tabs a tab bar shows before it shows the first `visibleTabCount - 1` and a More tab: five on an
    /// iPhone ("If there are more view controllers than can fit in the tab bar, view controllers at the end of the
    /// array are managed by the More navigation controller", `UITabBarController.viewControllers`); no public
    /// source gives a number for the iPad, whose tab bar shows every tab here.
    public var visibleTabCount: Int? { self == .iphone ? 5 : nil }

    /// Whether a tab bar with `count` tabs shows a More tab on this device.
    public func showsMoreTab(forTabCount count: Int) -> Bool {
        visibleTabCount.map { count > $0 } ?? false
    }
}

/// What a collapsed split view controller (a compact width) does with its secondary controller, at collapse and
/// when it is asked to show a detail (`showDetailViewController(_:sender:)`), with no delegate, as UIKit does for
/// a storyboard's (classic) split view.
public enum CollapsedSplitView {
    /// Where the secondary controller goes.
    public enum Placement: Hashable, Sendable {
        /// Pushed onto the primary navigation controller; a navigation controller's own stack is pushed in its
        /// place (its controllers join the primary's stack), since a navigation controller cannot be pushed.
        case pushedOntoPrimary
        /// Not shown: the primary is no navigation controller, so at collapse "most view controllers do nothing"
        /// with the secondary (`splitViewController(_:collapseSecondary:onto:)`).
        case notShown
        /// Presented modally: `showDetail` calls `show(_:sender:)`, which presents when there is no navigation
        /// controller to push onto (`UIViewController.showDetailViewController(_:sender:)`).
        case presented
    }

    /// Where the secondary goes when the split view collapses, with a primary of `primary`'s kind: "the
    /// UINavigationController class uses this message to push the designated secondary view controller onto its
    /// navigation stack" (`UISplitViewControllerDelegate.splitViewController(_:collapseSecondary:onto:)`).
    public static func placementAtCollapse(primary: SceneKind) -> Placement {
        primary == .navigationController ? .pushedOntoPrimary : .notShown
    }

    /// Where `showDetail` puts its destination: "in a compact environment, the split view controller's
    /// implementation of this method calls show(_:sender:)", which pushes onto the primary navigation controller,
    /// else presents (`UIViewController.showDetailViewController(_:sender:)`).
    public static func placementOfShownDetail(primary: SceneKind) -> Placement {
        primary == .navigationController ? .pushedOntoPrimary : .presented
    }
}

/// When a tab bar is hidden by Hide Bottom Bar on Push (`hidesBottomBarWhenPushed`): while a controller with it is
/// on the selected tab's navigation stack above its root, also under controllers pushed after it.
public enum BottomBarVisibility {
    /// Whether the tab bar is hidden, given each controller of the shown navigation stack's flag, root first.
    public static func hidesTabBar(stackFlags: [Bool]) -> Bool {
        stackFlags.dropFirst().contains(true)
    }
}
