import StoryflowModel

/// How an action sheet (`UIAlertController` in the `actionSheet` style) is shown on a device, decided once for the
/// runtime and the walk planner.
public enum ActionSheetPresentation {
    /// Whether an action sheet is a popover on `device`: in a regular width (the iPad) "the modalPresentationStyle
    /// of a UIAlertController with this style is UIModalPresentationPopover" (UIKit's exception text); in a compact
    /// width it slides up from the bottom of the screen.
    public static func isPopover(on device: Device) -> Bool {
        device.horizontalSizeClass == .regular
    }

    /// Whether a segue fired by `trigger` gives the popover it presents an anchor: the control, bar button or cell
    /// that fired it, as Interface Builder anchors a popover segue to its trigger. A manual segue (code calling
    /// `performSegue`) or an alert's action gives none; the app's `prepare(for:sender:)` may set one.
    public static func anchors(_ trigger: SegueTrigger) -> Bool {
        switch trigger {
        case .manual, .alertAction: false
        case .barButton, .control, .staticCellSelection, .staticCellAccessory, .prototypeSelection, .prototypeAccessory: true
        }
    }

    /// Whether an action sheet shows an action on `device`: a popover leaves out its cancel action, which a tap
    /// outside the popover chooses instead.
    public static func showsAction(isCancel: Bool, on device: Device) -> Bool {
        !isCancel || !isPopover(on: device)
    }
}
