/// A view in a scene or cell: label, button, text field, switch, image or container view.
public struct Control: Hashable, Sendable {
    /// The kinds of control the format knows.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case label
        case button
        case textField
        case `switch`
        case image
        /// A container view, which embeds a child scene through an `embed` segue.
        case containerView
        /// A plain view grouping other controls (storyboard subviews, stack views).
        case view
    }

    /// An id unique in the document, if given.
    public var id: String?
    /// The outlet the controller holds for it.
    public var outlet: String?
    /// A label's text, a button's title, a text field's text, a switch's caption or an image's name.
    public var text: String?
    /// A text field's placeholder.
    public var placeholder: String?
    /// The action method called on the controller (button tap, switch change, editing end).
    public var action: String?
    /// Controls nested inside this one.
    public var children: [Control]
    /// The view's tag (`viewWithTag(_:)`).
    public var tag: Int?
    /// What it is.
    public var kind: Kind
    // A switch's state and whether the control is disabled or hidden, in one byte (`ModelStorageTests` pins the
    // size of a control).
    private var states: States

    /// A switch's state.
    public var isOn: Bool {
        get { states.contains(.on) }
        set { states.update(.on, to: newValue) }
    }

    /// Whether a button, text field or switch responds to touches (Interface Builder's Enabled); a disabled one is
    /// drawn dimmed and cannot be tapped until code enables it.
    public var isEnabled: Bool {
        get { !states.contains(.disabled) }
        set { states.update(.disabled, to: !newValue) }
    }

    /// Whether it is hidden (Interface Builder's Hidden): not drawn, with what it holds, until code shows it.
    public var isHidden: Bool {
        get { states.contains(.hidden) }
        set { states.update(.hidden, to: newValue) }
    }
    /// What a generic controller does when the action fires.
    public var effect: ActionEffect
    /// Where it is declared.
    public var location: SourceLocation

    /// The segue the control triggers (a button's action segue, a container view's embed segue).
    public var segue: Segue?

    /// Creates a control.
    public init(
        kind: Kind,
        id: String? = nil,
        tag: Int? = nil,
        outlet: String? = nil,
        text: String? = nil,
        placeholder: String? = nil,
        isOn: Bool = false,
        action: String? = nil,
        effect: ActionEffect = .none,
        segue: Segue? = nil,
        children: [Control] = [],
        location: SourceLocation
    ) {
        self.kind = kind
        self.id = id
        self.tag = tag
        self.outlet = outlet
        self.text = text
        self.placeholder = placeholder
        self.states = isOn ? [.on] : []
        self.action = action
        self.effect = effect
        self.segue = segue
        self.children = children
        self.location = location
    }

    /// The flags kept in `states`.
    private struct States: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        static let on = States(rawValue: 1)
        static let disabled = States(rawValue: 2)
        static let hidden = States(rawValue: 4)

        mutating func update(_ flag: States, to isSet: Bool) {
            if isSet { insert(flag) } else { remove(flag) }
        }
    }

    /// This control followed by all controls nested in it, depth first.
    public var selfAndDescendants: [Control] {
        var result: [Control] = []
        appendSelfAndDescendants(to: &result)
        return result
    }

    /// Appends this control and all controls nested in it, depth first (no intermediate arrays).
    func appendSelfAndDescendants(to result: inout [Control]) {
        result.append(self)
        for child in children { child.appendSelfAndDescendants(to: &result) }
    }
}
