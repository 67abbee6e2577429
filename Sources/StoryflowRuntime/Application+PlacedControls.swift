/// Where a control is drawn in a scene's view: among the view's own controls (the table left out), or in a
/// visible row of its table; `path` is child indices among the visible subviews, as the screen draws them.
public enum ControlPlace: Hashable, Sendable {
    case view(path: [Int])
    case row(IndexPath, path: [Int])

    /// The child indices from the view's controls, or from the cell's content view.
    public var path: [Int] {
        switch self {
        case .view(let path), .row(_, let path): path
        }
    }
}

/// Gestures on buttons, text fields and switches found where they are drawn rather than by name, so two controls
/// with the same outlet, placeholder or caption are told apart, and a control of an embedded scene, a split
/// view's column or a cell is reached.
extension Application {
    /// Taps the button at `path` in the view of the controller named `instance` on the top layer: child indices
    /// among the visible subviews, as the screen numbers controls (the table left out at the top level).
    @discardableResult
    public func tapButton(at path: [Int], in instance: String) throws -> [Event] {
        try perform {
            let (controller, button) = try placedControl(at: .view(path: path), in: instance, as: Button.self, noun: "button")
            controller.tap(button)
        }
    }

    /// Types `text` into the text field at `place` in the view of the controller named `instance` on the top
    /// layer, as a keyboard does: the field becomes first responder and `text` goes after what it holds.
    @discardableResult
    public func type(_ text: String, intoFieldAt place: ControlPlace, in instance: String) throws -> [Event] {
        try perform { try placedControl(at: place, in: instance, as: TextField.self, noun: "text field").control.type(text) }
    }

    /// Empties the text field at `place` (as `type(_:intoFieldAt:in:)` finds it), as its clear button does.
    @discardableResult
    public func clearText(inFieldAt place: ControlPlace, in instance: String) throws -> [Event] {
        try perform { try placedControl(at: place, in: instance, as: TextField.self, noun: "text field").control.clear() }
    }

    /// Flips the switch at `place` (as `type(_:intoFieldAt:in:)` finds a field), then calls its action.
    @discardableResult
    public func toggleSwitch(at place: ControlPlace, in instance: String) throws -> [Event] {
        try perform {
            let (controller, control) = try placedControl(at: place, in: instance, as: Switch.self, noun: "switch")
            controller.toggle(control)
        }
    }

    /// The controller named `instance` on the top layer, and its control of type `T` at `place`; a disabled one is
    /// refused with the reason, as a device ignores the touch.
    private func placedControl<T: View>(at place: ControlPlace, in instance: String, as type: T.Type, noun: String) throws -> (
        controller: ViewController, control: T
    ) {
        _ = try interactiveController()
        guard let controller = controllersOnTopLayer.first(where: { $0.instanceName == instance }), controller.viewIfLoaded != nil else {
            throw ApplicationError("\(instance) is not on screen")
        }
        var views: [View]
        switch place {
        case .view:
            views = controller.controlViews.views
        case .row(let indexPath, _):
            guard let table = controller.firstTableView, table.indexPathsForVisibleRows.contains(indexPath),
                let cell = table.cellForRow(at: indexPath)
            else { throw ApplicationError("row \(indexPath) is not in view") }
            views = cell.contentView.subviews.filter { !$0.isHidden }
        }
        var found: View?
        for index in place.path {
            guard views.indices.contains(index) else { throw ApplicationError("that \(noun) is gone") }
            found = views[index]
            views = views[index].subviews.filter { !$0.isHidden }
        }
        guard let control = found as? T else { throw ApplicationError("that is not a \(noun)") }
        try Self.requireTouchable(control, named: "that \(noun)")
        return (controller, control)
    }
}
