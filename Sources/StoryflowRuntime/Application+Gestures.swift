import StoryflowModel

/// Gestures a person has on a device beyond taps: swiping a sheet down, and what code does with a manual segue.
extension Application {
    /// The presentation styles a person can swipe down: sheets and popovers (`automatic` is a page sheet).
    static let swipeDismissibleStyles: Set<PresentationStyle> = [.automatic, .pageSheet, .formSheet, .popover]

    /// Swipes the topmost sheet down, as a person does on a device. UIKit allows it for page and form sheets and
    /// popovers, unless the sheet's controller (or the one it shows) has `isModalInPresentation` set; a
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
            if let modal = [sheet, topViewController].compactMap({ $0 }).first(where: \.isModalInPresentation) {
                throw ApplicationError("\(modal.debugDescription) has isModalInPresentation set, so UIKit does not let the sheet be swiped down")
            }
            sheet.record(.note, message: "swiped down: interactive dismissal of the \(style.rawValue) presentation")
            sheet.dismiss(animated: true)
        }
    }

    /// Performs the segue `identifier` from the interactive controller, as app code calling
    /// `performSegue(withIdentifier:sender:)` does (UIKit's error when the scene has no such segue).
    @discardableResult
    public func performSegue(withIdentifier identifier: String) throws -> [Event] {
        try perform { try interactiveController().performSegue(withIdentifier: identifier, sender: nil) }
    }
}
