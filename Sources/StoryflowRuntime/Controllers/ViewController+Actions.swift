import StoryflowModel

/// What happens when the user taps a bar button, a button or a switch: a segue, an action method, or (for a
/// generic controller) the flow's declared effect.
extension ViewController {
    /// Taps a bar button item of this controller's navigation item.
    func tap(_ item: BarButtonItem) {
        guard item.isEnabled else { return }
        if let action = item.primaryAction {
            record(.action, method: item === editButton ? "editButtonItem" : "primaryAction", message: item.title)
            action(item)
            return
        }
        guard let declaration = item.declaration else { return }
        fire(segue: declaration.segue, action: declaration.action, effect: declaration.effect, sender: item)
    }

    /// Taps a control (button, switch) declared in the flow.
    func tap(_ view: View) {
        guard view.isEnabled, let declaration = view.controlDeclaration else { return }
        fire(segue: declaration.segue, action: declaration.action, effect: declaration.effect, sender: view)
    }

    /// Flips `control` and taps it, as a person flipping a switch does; a disabled switch does not move.
    func toggle(_ control: Switch) {
        guard control.isEnabled else { return }
        control.setOn(!control.isOn, animated: true)
        tap(control)
    }

    /// A control's action and its triggered segue both answer the tap, as in UIKit: the action first, then the
    /// segue (not after UIKit's error, which would have crashed the app).
    private func fire(segue: Segue?, action: String?, effect: ActionEffect, sender: Any?) {
        guard send(action: action, effect: effect, sender: sender), let segue else { return }
        runSegue(segue, sender: sender, triggered: true)
    }

    /// Sends the action method `action` to this controller, as a control's target-action does: a registered
    /// class runs its method (UIKit's error when it has none); a generic controller records the action and
    /// applies the flow's `effect`. Nothing happens when there is neither an action nor an effect. Returns
    /// `false` after UIKit's error (the app would have crashed), `true` otherwise.
    @discardableResult
    func send(action: String?, effect: ActionEffect, sender: Any?) -> Bool {
        EventLog.$current.withValue(eventLog) {
            if let action, !isGenericStandIn {
                guard let method = self.action(named: action) else {
                    recordError("-[\(className) \(action):]: unrecognized selector sent to instance \(debugDescription)", method: action)
                    return false
                }
                record(.action, method: action)
                method(sender)
                return true
            }
            // A control with no action connected sends nothing, as in UIKit.
            guard action != nil || effect != .none else { return true }
            apply(effect, action: action)
            return true
        }
    }

    /// What a generic controller does for an action: the flow's effect.
    private func apply(_ effect: ActionEffect, action: String?) {
        record(.action, method: action, message: "effect: \(effect.rawValue)")
        if let action { deliverResultsOfGenericController(producedBy: action) }
        switch effect {
        case .none:
            if presentingViewController != nil {
                let remedy = storyboard?.document.format == .storyboard ? "" : ", or give the control an effect (effect=\"dismiss\")"
                record(
                    .note,
                    message:
                        "`\(action ?? "?")` is an action in the app's code, which is not here, so nothing happens; swipe the sheet down with `dismiss`\(remedy)"
                )
            }
        case .dismiss: dismiss(animated: true)
        case .pop: navigationController?.popViewController(animated: true)
        case .popToRoot: navigationController?.popToRootViewController(animated: true)
        case .toggleEditing: setEditing(!isEditing, animated: true)
        }
    }

    /// Sends a text field's action when its editing ends: a registered class runs its method; a generic
    /// controller records the action.
    func sendEditingDidEnd(_ action: String, from field: TextField) {
        EventLog.$current.withValue(eventLog) {
            if isGenericStandIn {
                record(.action, method: action, message: "editing ended")
            } else {
                send(action: action, effect: .none, sender: field)
            }
        }
    }

    /// Ends editing in this controller's view, its table's cells included (its first-responder text field
    /// resigns and sends its action).
    func endEditing() {
        let cells = firstTableView.map { $0.visibleCellsInOrder + $0.staticCells.joined() } ?? []
        let views = (viewIfLoaded?.selfAndDescendants ?? []) + cells.flatMap(\.selfAndDescendants)
        for case let field as TextField in views where field.isFirstResponder {
            field.resignFirstResponder()
        }
    }

    /// Ends editing everywhere in this controller's window: every controller from the window's root down,
    /// children and presentations included.
    func endEditingInWindow() {
        var root = presentationHost
        while let presenter = root.presentingStorage { root = presenter.presentationHost }
        var pending = [root]
        while let controller = pending.popLast() {
            controller.endEditing()
            pending += controller.children
            if let presented = controller.presentedStorage { pending.append(presented) }
        }
    }
}
