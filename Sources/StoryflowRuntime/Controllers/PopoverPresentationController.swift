/// The presentation controller of a popover (`UIPopoverPresentationController`), which says where it points: a
/// view or a bar button item. A controller has one while it is to be presented as a popover
/// (`ViewController.popoverPresentationController`).
@MainActor
public final class PopoverPresentationController: PresentationController {
    /// The view the popover points at.
    public var sourceView: View?
    /// The bar button item the popover points at.
    public var barButtonItem: BarButtonItem?

    /// Whether the popover has somewhere to point: a source view or a bar button item.
    public var hasAnchor: Bool { sourceView != nil || barButtonItem != nil }

    /// Points the popover at `sender` when it is a view or a bar button item and no anchor is set yet, as a
    /// storyboard segue's popover points at the control that fired it.
    func anchor(to sender: Any?) {
        guard !hasAnchor else { return }
        if let view = sender as? View {
            sourceView = view
        } else if let item = sender as? BarButtonItem {
            barButtonItem = item
        }
    }
}
