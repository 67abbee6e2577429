/// How a segue presents its destination, with Apple's legacy kinds kept so they can be reported.
public enum SegueKind: String, Sendable, Hashable, CaseIterable {
    /// Push inside a navigation controller, present modally otherwise (`show`).
    case show
    /// Replace the detail of a split view controller (`showDetail`).
    case showDetail
    /// Present modally (`present`, Xcode's "Present Modally").
    case present
    /// Present as a popover.
    case popover
    /// Embed the destination as a child of a container view.
    case embed
    /// Unwind to a controller below on the presentation chain that implements the action.
    case unwind
    /// A segue of a custom class registered by the app.
    case custom
    /// Legacy push (iOS 5–7); fails without a navigation controller.
    case push
    /// Legacy modal (iOS 5–7).
    case modal
    /// Legacy replace (iPad split views, iOS 5–7).
    case replace
    /// Legacy popover (iOS 5–7, `kind="popover"` in a storyboard); presents a popover as `popover` does.
    case legacyPopover

    /// The modern kind a legacy kind should be replaced with, or `nil` for modern kinds.
    public var modernReplacement: SegueKind? {
        switch self {
        case .push: .show
        case .modal: .present
        case .replace: .showDetail
        case .legacyPopover: .popover
        default: nil
        }
    }
}
