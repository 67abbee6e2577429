import StoryflowModel

/// A misuse UIKit answers with an exception, in UIKit's own words: what the runtime records as an error, what the
/// walk planner treats as a step no walk can take, and what `check` reports as an error.
public enum UIKitException: Hashable, Sendable {
    /// A navigation controller pushed onto a navigation stack, or made the root of one.
    case pushingNavigationController
    /// A split view controller pushed onto a navigation stack, or made the root of one.
    case pushingSplitViewController
    /// A legacy push segue from a controller with no navigation controller above it; the segue's identifier, if any.
    case pushWithoutNavigationController(segue: String?)
    /// A partial-curl presentation in a style other than full screen, or from a presenter that does not cover the
    /// screen. UIKit's message names the controller after it.
    case partialCurlOutsideFullScreen
    /// An action sheet presented as a popover (on an iPad) with neither a source view nor a bar button item to point
    /// at: the alert's instance, and the presenting controller's class and instance.
    case actionSheetWithoutAnchor(alert: String, presenterClass: String, presenter: String)
    /// A cell dequeued by a reuse identifier that no prototype cell of the table has and no class was registered
    /// for; the identifier.
    case unknownCellIdentifier(String)

    /// UIKit's message.
    public var message: String {
        switch self {
        case .pushingNavigationController:
            "Pushing a navigation controller is not supported"
        case .pushingSplitViewController:
            "Split View Controllers cannot be pushed to a Navigation Controller"
        case .pushWithoutNavigationController(let segue):
            """
            Could not find a navigation controller for segue '\(segue ?? "(null)")'. Push segues can only be used when the source controller is managed by an \
            instance of UINavigationController.
            """
        case .partialCurlOutsideFullScreen:
            "Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller"
        case .actionSheetWithoutAnchor(let alert, let presenterClass, let presenter):
            """
            Your application has presented a UIAlertController (\(alert)) of style UIAlertControllerStyleActionSheet from \(presenterClass) \
            (\(presenter)). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide \
            location information for this popover through the alert controller's popoverPresentationController. You must provide either a \
            sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, you may \
            provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.
            """
        case .unknownCellIdentifier(let identifier):
            """
            unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a \
            storyboard
            """
        }
    }

    /// The UIKit method that raises it.
    public var method: String {
        switch self {
        case .pushingNavigationController, .pushingSplitViewController: "pushViewController(_:animated:)"
        case .pushWithoutNavigationController: "perform()"
        case .partialCurlOutsideFullScreen, .actionSheetWithoutAnchor: "present(_:animated:completion:)"
        case .unknownCellIdentifier: "dequeueReusableCell(withIdentifier:for:)"
        }
    }

    /// What presenting a controller with `transition` in `style` raises, if anything. The partial curl "is supported
    /// only if the parent view controller is presenting a full-screen view and you use the
    /// UIModalPresentationStyle.fullScreen modal presentation style" (`UIModalTransitionStyle.partialCurl`).
    public static func presenting(_ transition: TransitionStyle, style: PresentationStyle, presenterIsFullScreen: Bool) -> UIKitException? {
        transition == .partialCurl && (style != .fullScreen || !presenterIsFullScreen) ? .partialCurlOutsideFullScreen : nil
    }

    /// What pushing a controller of `kind` onto a navigation stack raises, if anything.
    public static func pushing(_ kind: SceneKind) -> UIKitException? {
        switch kind {
        case .navigationController: .pushingNavigationController
        case .splitViewController: .pushingSplitViewController
        default: nil
        }
    }
}
