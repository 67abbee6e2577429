/// The content of an alert or action sheet scene (`UIAlertController`).
public struct AlertContent: Hashable, Sendable {
    /// Alert in the middle of the screen, or action sheet from the bottom.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        case alert
        case actionSheet
    }

    /// The title.
    public var title: String?
    /// The message below the title.
    public var message: String?
    /// The style.
    public var style: Style
    /// The actions, in order.
    public var actions: [AlertActionContent]

    /// Creates alert content.
    public init(title: String? = nil, message: String? = nil, style: Style = .alert, actions: [AlertActionContent] = []) {
        self.title = title
        self.message = message
        self.style = style
        self.actions = actions
    }
}

/// One button of an alert or action sheet (`UIAlertAction`).
public struct AlertActionContent: Hashable, Sendable {
    /// The action style (`UIAlertAction.Style`).
    public enum Style: String, Sendable, Hashable, CaseIterable {
        case `default`
        case cancel
        case destructive
    }

    /// The button title.
    public var title: String
    /// The action method called on the presenting controller, if any.
    public var action: String?
    /// Where it is declared.
    public var location: SourceLocation
    /// The style.
    public var style: Style
    /// What a presenting controller with no code does when the action is chosen (as a button's `effect`).
    public var effect: ActionEffect

    /// The segue choosing this action fires, if any.
    public var segue: Segue?

    /// Creates an alert action.
    public init(
        title: String, style: Style = .default, action: String? = nil, effect: ActionEffect = .none, segue: Segue? = nil,
        location: SourceLocation
    ) {
        self.title = title
        self.style = style
        self.action = action
        self.effect = effect
        self.segue = segue
        self.location = location
    }
}
