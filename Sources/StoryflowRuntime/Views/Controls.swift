import StoryflowModel

/// A label (`UILabel`).
@MainActor
public final class Label: View {
    /// The text.
    public var text: String?

    /// Creates a label.
    public init(text: String? = nil, tag: Int = 0, outletName: String? = nil) {
        self.text = text
        super.init(tag: tag, outletName: outletName)
    }

    /// A label from the flow always has text (empty when the flow gives none), as a storyboard label does.
    init(_ control: Control) {
        text = control.text ?? ""
        super.init(tag: control.tag ?? 0, outletName: control.outlet, declaration: control)
    }

    override var displayText: String? { text }
    override var screenKind: Control.Kind { .label }
}

/// A button (`UIButton`): a title and the action or segue the flow wires to it.
@MainActor
public final class Button: View {
    /// The states `setTitle(_:for:)` accepts (`UIControl.State`); Storyflow shows the normal title.
    public enum State: Sendable { case normal, highlighted, disabled, selected }

    /// The title shown in the normal state.
    public private(set) var title: String?

    init(_ control: Control) {
        title = control.text
        super.init(tag: control.tag ?? 0, outletName: control.outlet, declaration: control)
    }

    /// Sets the title for a state (only `.normal` is shown).
    public func setTitle(_ title: String?, for state: State) {
        if state == .normal { self.title = title }
    }

    /// The title for a state (`currentTitle` for `.normal`).
    public func title(for state: State) -> String? { state == .normal ? title : nil }

    override var displayText: String? { title }
    override var screenKind: Control.Kind { .button }
}

/// A text field (`UITextField`).
@MainActor
public final class TextField: View {
    /// The text (never `nil` once set, like UIKit's empty string).
    public var text: String?
    /// The placeholder shown while the text is empty.
    public var placeholder: String?
    /// Whether the field is being edited (has the keyboard).
    public private(set) var isFirstResponder = false
    /// The controller whose view holds the field: it gets the field's action when editing ends.
    weak var actionTarget: ViewController?

    init(_ control: Control) {
        text = control.text ?? ""
        placeholder = control.placeholder
        super.init(tag: control.tag ?? 0, outletName: control.outlet, declaration: control)
    }

    /// Starts editing; the field that was editing in the same window ends editing first (and sends its
    /// action), as only one responder is first. Returns `true` as UIKit does when the field accepts.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        actionTarget?.endEditingInWindow()
        isFirstResponder = true
        return true
    }

    /// Ends editing and sends the field's action to its controller (UIKit's Editing Did End).
    @discardableResult
    public func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        isFirstResponder = false
        if let actionTarget, let action = controlDeclaration?.action { actionTarget.sendEditingDidEnd(action, from: self) }
        return true
    }

    /// Types `text` as a keyboard does: the field becomes first responder and `text` goes after what it holds.
    func type(_ text: String) {
        becomeFirstResponder()
        self.text = (self.text ?? "") + text
    }

    /// Empties the field, as its clear button does (it becomes first responder).
    func clear() {
        becomeFirstResponder()
        text = ""
    }

    override var displayText: String? { text }
    override var screenKind: Control.Kind { .textField }
}

/// A switch (`UISwitch`).
@MainActor
public final class Switch: View {
    /// Whether it is on.
    public var isOn: Bool
    /// The caption the flow gives it.
    public let caption: String?

    init(_ control: Control) {
        isOn = control.isOn
        caption = control.text
        super.init(tag: control.tag ?? 0, outletName: control.outlet, declaration: control)
    }

    /// Sets the state.
    public func setOn(_ on: Bool, animated: Bool) { isOn = on }

    override var displayText: String? { caption }
    override var screenKind: Control.Kind { .switch }
}

/// An image view (`UIImageView`); the image is a name.
@MainActor
public final class ImageView: View {
    /// The image's name (or any text standing for it, such as `★★★★☆`).
    public var image: String?

    /// Creates an image view.
    public init(image: String? = nil, tag: Int = 0, outletName: String? = nil) {
        self.image = image
        super.init(tag: tag, outletName: outletName)
    }

    init(_ control: Control) {
        image = control.text
        super.init(tag: control.tag ?? 0, outletName: control.outlet, declaration: control)
    }

    override var displayText: String? { image }
    override var screenKind: Control.Kind { .image }
}
