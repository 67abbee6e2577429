/// Gestures on the buttons, text fields and switches the screen numbers, found where they are drawn (the path
/// `ScreenTarget.control` gives) rather than by name, so two controls with the same outlet, placeholder or
/// caption are told apart, and a control of an embedded scene or a split view's column is reached.
extension Application {
    /// Taps the button at `path` in the view of the controller named `instance` on the top layer: child indices
    /// among the visible subviews, as the screen numbers controls (the table left out at the top level).
    @discardableResult
    public func tapButton(at path: [Int], in instance: String) throws -> [Event] {
        try perform {
            let (controller, button) = try placedControl(at: path, in: instance, as: Button.self, noun: "button")
            controller.tap(button)
        }
    }

    /// Types `text` into the text field at `path` (as `tapButton(at:in:)` finds a button) as a keyboard does:
    /// the field becomes first responder and `text` goes after what it holds.
    @discardableResult
    public func type(_ text: String, intoFieldAt path: [Int], in instance: String) throws -> [Event] {
        try perform { try placedControl(at: path, in: instance, as: TextField.self, noun: "text field").control.type(text) }
    }

    /// Empties the text field at `path` (as `tapButton(at:in:)` finds a button), as its clear button does.
    @discardableResult
    public func clearText(inFieldAt path: [Int], in instance: String) throws -> [Event] {
        try perform { try placedControl(at: path, in: instance, as: TextField.self, noun: "text field").control.clear() }
    }

    /// Flips the switch at `path` (as `tapButton(at:in:)` finds a button), then calls its action.
    @discardableResult
    public func toggleSwitch(at path: [Int], in instance: String) throws -> [Event] {
        try perform {
            let (controller, control) = try placedControl(at: path, in: instance, as: Switch.self, noun: "switch")
            controller.toggle(control)
        }
    }

    /// The controller named `instance` on the top layer, and its control of type `T` at `path`.
    private func placedControl<T: View>(at path: [Int], in instance: String, as type: T.Type, noun: String) throws -> (controller: ViewController, control: T) {
        _ = try interactiveController()
        guard let controller = controllersOnTopLayer.first(where: { $0.instanceName == instance }), let root = controller.viewIfLoaded else {
            throw ApplicationError("\(instance) is not on screen")
        }
        var views = root.subviews.filter { !($0 is TableView) && !$0.isHidden }
        var found: View?
        for index in path {
            guard views.indices.contains(index) else { throw ApplicationError("that \(noun) is gone") }
            found = views[index]
            views = views[index].subviews.filter { !$0.isHidden }
        }
        guard let control = found as? T else { throw ApplicationError("that is not a \(noun)") }
        return (controller, control)
    }
}
