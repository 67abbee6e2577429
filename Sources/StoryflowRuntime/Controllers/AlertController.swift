import StoryflowModel

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

    /// Chooses an action as the user would: the flow's segue (if any) runs, the alert is dismissed, then the
    /// handler runs. A flow-declared action's method is called on the controller that presented the alert (the
    /// one whose code would have created it), not on the container presenting on its behalf.
    func choose(_ action: AlertAction) {
        EventLog.$current.withValue(eventLog) {
            record(.action, method: "alertAction", message: action.title)
            let presenter = presentationSource ?? presentingViewController
            if let segue = action.declaration?.segue { runSegue(segue, sender: action, triggered: true) }
            if presentingStorage != nil { dismiss(animated: true) }
            if let name = action.declaration?.action, let presenter {
                if let method = presenter.action(named: name) { method(action) }
            }
            action.handler?(action)
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
    let declaration: StoryflowModel.AlertAction?

    /// Creates an action whose `handler` runs after the alert is dismissed.
    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        self.declaration = nil
    }

    init(_ declaration: StoryflowModel.AlertAction, index: Int) {
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
