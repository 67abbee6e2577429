import StoryflowModel

/// Gestures a person has on a device beyond taps: swiping a sheet down, and what code does with a manual segue.
extension Application {
    /// The presentation styles a person can swipe down: sheets and popovers (`automatic` is a page sheet).
    static let swipeDismissibleStyles: Set<PresentationStyle> = [.automatic, .pageSheet, .formSheet, .popover]

    /// Swipes the topmost sheet down, as a person does on a device. UIKit allows it for page and form sheets and
    /// popovers, unless the sheet's controller (or the one it shows) has `isModalInPresentation` set or its
    /// presentation controller's delegate refuses (`presentationControllerShouldDismiss`); the delegate hears of a
    /// refused attempt, and of the dismissal before and after it (`presentationControllerWillDismiss`,
    /// `presentationControllerDidDismiss`); refused with no delegate to tell, the gesture fails with the reason. A
    /// full-screen presentation, an alert, or nothing presented is refused with the reason. An action sheet shown
    /// as a popover (on an iPad) is dismissed by a tap outside it, which chooses its cancel action, if it has one.
    @discardableResult
    public func swipeDownToDismiss() throws -> [Event] {
        try perform {
            if let alert, alert.isPopoverActionSheet {
                if alert.isBeingDismissed { throw ApplicationError("the action sheet is being dismissed; run the run loop until it is gone") }
                alert.record(.note, message: "tapped outside the popover: the action sheet is dismissed")
                if let cancel = alert.actions.first(where: { $0.style == .cancel }) {
                    alert.choose(cancel)
                } else {
                    alert.dismiss(animated: true)
                }
                return
            }
            if alert != nil { throw ApplicationError("an alert is showing; choose one of its actions (alerts cannot be swiped away)") }
            var presenter = rootViewController
            var sheet: ViewController?
            while let presented = presenter?.presentedAboveLayer {
                sheet = presented
                presenter = presented
            }
            guard let sheet else { throw ApplicationError("nothing is presented, so there is no sheet to swipe down") }
            let style = sheet.presentationStyleInEffect ?? sheet.modalPresentationStyle
            guard Self.swipeDismissibleStyles.contains(style) else {
                throw ApplicationError(
                    "a \(style.rawValue) presentation cannot be swiped down (only sheets and popovers can); use its own Cancel or Done button")
            }
            let presentation = sheet.presentationController
            let delegate = presentation?.delegate
            let modal = [sheet, topViewController].compactMap { $0 }.first(where: \.isModalInPresentation)
            var refused = modal != nil
            if !refused, let presentation, let delegate {
                refused = !sheet.recordCall(.delegate, method: "presentationControllerShouldDismiss(_:)") {
                    delegate.presentationControllerShouldDismiss(presentation)
                }
            }
            if refused {
                // The sheet springs back; the delegate hears of the attempt (and may ask the user, as apps do).
                guard let presentation, let delegate else {
                    let reason = modal.map { "\($0.debugDescription) has isModalInPresentation set" } ?? "the delegate refused"
                    throw ApplicationError("\(reason), so UIKit does not let the sheet be swiped down")
                }
                sheet.record(.note, message: "the sheet refuses to be swiped down and springs back")
                sheet.recordCall(.delegate, method: "presentationControllerDidAttemptToDismiss(_:)") {
                    delegate.presentationControllerDidAttemptToDismiss(presentation)
                }
                return
            }
            sheet.record(.note, message: "swiped down: interactive dismissal of the \(style.rawValue) presentation")
            guard let presentation, let delegate else {
                sheet.dismiss(animated: true)
                return
            }
            sheet.recordCall(.delegate, method: "presentationControllerWillDismiss(_:)") { delegate.presentationControllerWillDismiss(presentation) }
            sheet.dismiss(animated: true) { [weak delegate] in
                guard let delegate else { return }
                sheet.recordCall(.delegate, method: "presentationControllerDidDismiss(_:)") { delegate.presentationControllerDidDismiss(presentation) }
            }
        }
    }

    /// Performs the segue `identifier` from the interactive controller, as app code calling
    /// `performSegue(withIdentifier:sender:)` does (UIKit's error when the scene has no such segue).
    @discardableResult
    public func performSegue(withIdentifier identifier: String) throws -> [Event] {
        try perform { try interactiveController().performSegue(withIdentifier: identifier, sender: nil) }
    }
}
