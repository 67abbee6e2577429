import StoryflowModel

/// The scene's contract at run time: the values its inputs hold and the results it gives back. A segue from a
/// generic controller (a scene with no class of the app's) passes what the flow's `<pass>` elements say; a segue
/// from an app's controller passes what its `prepare(for:sender:)` sets with `setInput(_:to:)`, as in the app.
extension ViewController {
    /// The value of the input `name`: the one set, else the input's default; `nil` when neither.
    public func input(_ name: String) -> String? {
        inputValues[name] ?? scene?.contract?.input(named: name)?.defaultValue
    }

    /// The inputs set so far, by name (defaults not included).
    public var inputs: [String: String] { inputValues }

    /// Sets the input `name` (call it on `segue.destination`, or its navigation controller's root, in
    /// `prepare(for:sender:)`). When the scene declares a contract without that input, an `error` event says
    /// so and nothing is set; a scene that declares none (every storyboard scene) takes any input.
    public func setInput(_ name: String, to value: String) {
        if let scene, let contract = scene.contract, contract.input(named: name) == nil {
            recordError("scene `\(scene.id)` declares no input `\(name)`; declare <input name=\"\(name)\"/> on it", method: "setInput(_:to:)")
            return
        }
        inputValues[name] = value
        record(.input, method: name, message: Self.quoted(value))
    }

    /// Gives back the result `name` to whoever opened the scene (the app calls it where it calls its delegate).
    /// When the scene declares a contract without that result, an `error` event says so; a scene that declares
    /// none (every storyboard scene) gives back any result.
    public func deliverResult(_ name: String, value: String? = nil) {
        if let scene, let contract = scene.contract, contract.result(named: name) == nil {
            let declared = contract.results.map(\.name)
            let known = declared.isEmpty ? "it declares none" : "it declares \(DiagnosticLimits.list(declared))"
            recordError(
                "scene `\(scene.id)` gives back no result `\(name)` (\(known)); declare <result name=\"\(name)\"/> on it", method: "deliverResult(_:value:)")
            return
        }
        hasDeliveredResult = true
        record(.result, method: name, message: value.map(Self.quoted))
    }

    /// Gives back `cancelled` from this controller and the controllers it holds, each whose scene declares it and
    /// has given back no result: they are leaving (dismissed, popped).
    func deliverCancelledOnLeaving() {
        var pending: [ViewController] = [self]
        while let controller = pending.popLast() {
            pending += controller.children.reversed()
            guard !controller.hasDeliveredResult, controller.scene?.contract?.result(named: ContractResult.cancelled) != nil else { continue }
            controller.deliverResult(ContractResult.cancelled)
        }
    }

    /// For a generic controller, gives back (with `value`) the results the scene declares as produced `by` the
    /// action method or segue `producer`, or by `row` selection.
    func deliverResultsOfGenericController(producedBy producer: String, value: String? = nil) {
        guard usesFlowContract, let results = scene?.contract?.results else { return }
        for result in results where result.producers.contains(producer) { deliverResult(result.name, value: value) }
    }

    /// Whether the runtime plays the app's part for this controller: the scene has no class, or the app
    /// registers none under its name (the storyboard made a generic stand-in).
    var usesFlowContract: Bool { scene != nil && isGenericStandIn }

    /// The controller a segue to this one passes inputs to: this one, or a navigation controller's root.
    var contentController: ViewController {
        var current: ViewController = self
        var hops = 0
        while current is NavigationController, let root = current.children.first, hops < 32 {
            current = root
            hops += 1
        }
        return current
    }

    /// Sets the inputs `passes` give values to, as a generic presenter's `prepare(for:sender:)` would: text, the
    /// tapped row's (`sender`) text or outlet, this controller's own input.
    func pass(_ passes: [InputPass], to destination: ViewController, sender: Any?) {
        for pass in passes {
            guard let value = value(of: pass.value, sender: sender) else { continue }
            destination.setInput(pass.input, to: value)
        }
    }

    private func value(of passed: PassedValue?, sender: Any?) -> String? {
        switch passed {
        case nil: return nil
        case .literal(let text)?: return text
        case .input(let name)?: return input(name)
        case .row(let outlet)?:
            guard let cell = sender as? TableViewCell else { return nil }
            switch outlet {
            case nil: return cell.textLabel?.text ?? cell.contentView.selfAndDescendants.lazy.compactMap { ($0 as? Label)?.text }.first
            case "detail"?: return cell.detailTextLabel?.text
            case let name?: return (cell.outlet(name, as: Label.self))?.text
            }
        }
    }

    /// Reports, as an `error` event, each required input of this controller's scene that `way` (a segue, a
    /// deep link, a launch) left unset; `remedy` says how to pass them (by default: in `prepare(for:sender:)`).
    func reportMissingInputs(shownBy way: String, remedy: String? = nil) {
        guard let scene, let contract = scene.contract else { return }
        let missing = contract.requiredInputs.filter { inputValues[$0.name] == nil }.map(\.name)
        guard !missing.isEmpty else { return }
        let them = missing.count == 1 ? "it" : "them"
        let fix =
            remedy
            ?? "pass \(them) in the presenter's prepare(for:sender:) with setInput(_:to:) (or, from a scene with no class, with a <pass> that has a value)"
        recordError(
            "\(way) showed `\(scene.id)` without its required input\(missing.count == 1 ? "" : "s") \(DiagnosticLimits.list(missing)); \(fix)",
            method: "prepare(for:sender:)")
    }

    /// A value as events show it: in double quotes.
    static func quoted(_ value: String) -> String { "\"\(value)\"" }
}
