import StoryflowModel

/// What manages a presented controller's presentation (`UIPresentationController`): the controller it presents,
/// and the delegate that adapts its style and hears of the user's attempts to dismiss it.
@MainActor
public class PresentationController {
    /// The controller it presents (or will, once presented).
    public private(set) weak var presentedViewController: ViewController?
    /// Asked how to adapt and whether the user may dismiss the presentation, and told when they do.
    public weak var delegate: (any AdaptivePresentationControllerDelegate)?

    init(presenting controller: ViewController) {
        presentedViewController = controller
    }

    /// The controller presenting it, while it is presented.
    public var presentingViewController: ViewController? { presentedViewController?.presentingViewController }

    /// The style the presentation takes on `traits`: the style adapted to the device
    /// (`Device.adaptedPresentationStyle`), unless the delegate answers otherwise; its `.none` keeps the style as
    /// set.
    func adaptedStyle(_ style: PresentationStyle, traits: TraitCollection) -> PresentationStyle {
        let adapted = traits.device.adaptedPresentationStyle(style)
        guard adapted != style, let delegate, let presented = presentedViewController else { return adapted }
        let answer = presented.recordCall(.delegate, method: "adaptivePresentationStyle(for:traitCollection:)") {
            delegate.adaptivePresentationStyle(for: self, traitCollection: traits)
        }
        return answer == .none ? style : answer
    }
}

/// What a presentation controller asks and tells its delegate (`UIAdaptivePresentationControllerDelegate`).
@MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// The style to show the presentation in where the device adapts it (a popover in a compact width); `.none`
    /// keeps the style as set. By default, the device's adaptation.
    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> PresentationStyle
    /// Whether the user may swipe the sheet away (default true).
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// The user swipes the sheet away; not called when code dismisses it.
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// The sheet the user swiped away is gone; not called when code dismisses it.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// The user tried to swipe the sheet away and was refused (`isModalInPresentation`, or the delegate's
    /// `presentationControllerShouldDismiss` returned false).
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    /// The default: what UIKit does when the method is not implemented.
    public func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> PresentationStyle {
        ProtocolDefault.noteReached()
        return controller.presentedViewController.map { traitCollection.device.adaptedPresentationStyle($0.modalPresentationStyle) } ?? .none
    }
    /// The default: what UIKit does when the method is not implemented.
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        ProtocolDefault.noteReached()
        return true
    }
    /// The default: what UIKit does when the method is not implemented.
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {
        ProtocolDefault.noteReached()
    }
    /// The default: what UIKit does when the method is not implemented.
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        ProtocolDefault.noteReached()
    }
    /// The default: what UIKit does when the method is not implemented.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        ProtocolDefault.noteReached()
    }
}
