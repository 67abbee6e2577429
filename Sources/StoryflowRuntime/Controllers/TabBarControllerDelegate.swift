/// What a tab bar controller asks and tells about the user's taps on its tabs (`UITabBarControllerDelegate`).
/// Neither method is called when code sets `selectedIndex`.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the tab the user tapped should be selected: the tab's controller, or the More navigation controller
    /// for More (default true). Asked also for the tab already selected.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// The user tapped a tab and it was selected, also when it was already selected.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// The default: what UIKit does when the method is not implemented.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        ProtocolDefault.noteReached()
        return true
    }
    /// The default: what UIKit does when the method is not implemented.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        ProtocolDefault.noteReached()
    }
}
