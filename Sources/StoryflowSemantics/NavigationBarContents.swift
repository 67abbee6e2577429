import StoryflowModel

/// What the navigation bar of a navigation controller shows for the controller on top of its stack, decided once for
/// the runtime's screen and gestures and for the walk planner.
public enum NavigationBarContents {
    /// Whether the bar shows a Back button.
    ///
    /// - A hidden bar (`UINavigationController.isNavigationBarHidden`; Interface Builder's Shows Navigation Bar
    ///   unchecked) shows nothing, so neither the Back button nor any bar button can be tapped.
    /// - The root of a stack has no Back button ("If there is only one view controller on the navigation stack, no
    ///   back button is displayed", `UINavigationController`, Updating the navigation bar).
    /// - `hidesBackButton` hides it "regardless of the value in the `leftItemsSupplementBackButton` property"
    ///   (`UINavigationItem.hidesBackButton`).
    /// - Left bar button items replace it unless `leftItemsSupplementBackButton` is true, in which case they are
    ///   "displayed in addition to, not instead of, the Back button" (`UINavigationItem.leftItemsSupplementBackButton`).
    public static func showsBackButton(
        stackDepth: Int, isBarHidden: Bool, hidesBackButton: Bool = false, leftButtonCount: Int, leftItemsSupplementBackButton: Bool = false
    ) -> Bool {
        guard !isBarHidden, stackDepth > 1, !hidesBackButton else { return false }
        return leftButtonCount == 0 || leftItemsSupplementBackButton
    }

    /// Whether the bar shows a Back button while the scene whose navigation item is `item` (as the flow declares
    /// it) is on top of a stack `stackDepth` deep.
    public static func showsBackButton(stackDepth: Int, isBarHidden: Bool, item: NavigationItemContent?) -> Bool {
        showsBackButton(
            stackDepth: stackDepth, isBarHidden: isBarHidden, hidesBackButton: item?.hidesBackButton ?? false, leftButtonCount: item?.leftButtons.count ?? 0,
            leftItemsSupplementBackButton: item?.leftItemsSupplementBackButton ?? false)
    }
}
