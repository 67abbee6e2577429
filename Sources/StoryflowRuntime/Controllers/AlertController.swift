import StoryflowModel
import StoryflowSemantics

/// An alert or action sheet (`UIAlertController`), presented with `present(_:animated:completion:)`.
@MainActor
open class AlertController: ViewController {
    /// Alert or action sheet (`UIAlertController.Style`).
    public enum Style: Sendable { case alert, actionSheet }

    /// The message below the title.
    public var message: String?
    /// The style.
    public private(set) var preferredStyle: Style = .alert
    /// The actions, in the order added.
    public private(set) var actions: [AlertAction] = []

    /// The style it is presented in: a popover for an action sheet in a regular width (an iPad), else the style
    /// set (`overFullScreen`, as UIKit's alerts are presented).
    override public var modalPresentationStyle: PresentationStyle {
        get { isPopoverActionSheet ? .popover : super.modalPresentationStyle }
        set { super.modalPresentationStyle = newValue }
    }

    /// Whether it is an action sheet shown as a popover (`ActionSheetPresentation.isPopover`), which leaves out its
    /// cancel action.
    public var isPopoverActionSheet: Bool {
        preferredStyle == .actionSheet && ActionSheetPresentation.isPopover(on: traitCollection.device)
    }

    /// The actions the alert shows: all, but for the cancel action of a popover action sheet
    /// (`ActionSheetPresentation.showsAction`).
    public var shownActions: [AlertAction] {
        guard preferredStyle == .actionSheet else { return actions }
        return actions.filter { ActionSheetPresentation.showsAction(isCancel: $0.style == .cancel, on: traitCollection.device) }
    }

    /// Creates an alert controller (from a flow `alertController` scene, its content comes from the scene).
    public required init() {
        super.init()
        modalPresentationStyle = .overFullScreen
        if let content = scene?.alert {
            title = content.title ?? title
            message = content.message
            preferredStyle = content.style == .actionSheet ? .actionSheet : .alert
            for (index, declaration) in content.actions.enumerated() {
                actions.append(AlertAction(declaration, index: index))
            }
        }
    }

    /// Creates an alert controller in code.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init()
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Adds an action.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
    }

    /// Chooses an action as the user would: the alert is dismissed, and when the dismissal ends the controller
    /// that presented it (the one whose code would have created it, not the container presenting on its behalf)
    /// gets the flow-declared action (its method, or for a generic controller the action's `effect`) and then
    /// performs the action's segue, if any (not after an error); then the handler runs. An alert being dismissed
    /// takes no more choices.
    func choose(_ action: AlertAction) {
        guard !isBeingDismissed else { return }
        EventLog.$current.withValue(eventLog) {
            record(.action, method: "alertAction", message: action.title)
            let presenter = presentationSource ?? presentingViewController
            let declaration = action.declaration
            let finish = {
                if let presenter, let declaration {
                    let sent = presenter.send(action: declaration.action, effect: declaration.effect, sender: action)
                    if sent, let segue = declaration.segue {
                        presenter.runSegue(segue, sender: action, triggered: true, declaredIn: self.storyboard)
                    }
                }
                action.handler?(action)
            }
            if presentingStorage != nil {
                dismiss(animated: true, completion: finish)
            } else {
                finish()
            }
        }
    }
}

/// A button of an alert (`UIAlertAction`).
@MainActor
public final class AlertAction {
    /// Default, cancel or destructive (`UIAlertAction.Style`).
    public enum Style: Sendable { case `default`, cancel, destructive }

    /// The title.
    public let title: String?
    /// The style.
    public let style: Style
    /// Whether it can be chosen.
    public var isEnabled = true
    let handler: ((AlertAction) -> Void)?
    let declaration: AlertActionContent?

    /// Creates an action whose `handler` runs after the alert is dismissed.
    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        self.declaration = nil
    }

    init(_ declaration: AlertActionContent, index: Int) {
        title = declaration.title
        switch declaration.style {
        case .default: style = .default
        case .cancel: style = .cancel
        case .destructive: style = .destructive
        }
        handler = nil
        self.declaration = declaration
    }
}
