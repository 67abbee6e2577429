import StoryflowModel

/// How a segue that presents shows its destination, as the runtime and UIKit resolve it: the segue's own
/// presentation and transition styles, else those of the destination's scene (Interface Builder's Presentation
/// and Transition on the view controller), else UIKit's defaults (`automatic`, `coverVertical`; an alert controller
/// is `overFullScreen`). A popover segue presents as a popover, with the destination's transition.
public enum ModalPresentation {
    /// The presentation style `segue` shows `destination` in.
    public static func style(of segue: Segue, destination: Scene?) -> PresentationStyle {
        if segue.kind == .popover || segue.kind == .legacyPopover { return .popover }
        let own = destination?.kind == .alertController ? .overFullScreen : destination?.modalPresentationStyle
        return segue.presentation ?? own ?? .automatic
    }

    /// The transition style `segue` shows `destination` with.
    public static func transition(of segue: Segue, destination: Scene?) -> TransitionStyle {
        let isPopover = segue.kind == .popover || segue.kind == .legacyPopover
        return (isPopover ? nil : segue.transition) ?? destination?.modalTransitionStyle ?? .coverVertical
    }

    /// What UIKit raises when `segue` presents `destination` from a presenter that covers the screen, if anything
    /// (`UIKitException.presenting`).
    public static func exception(of segue: Segue, destination: Scene?) -> UIKitException? {
        UIKitException.presenting(
            transition(of: segue, destination: destination), style: style(of: segue, destination: destination), presenterIsFullScreen: true)
    }
}
