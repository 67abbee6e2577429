import StoryflowModel
import StoryflowSemantics

/// The segue pipeline: trigger → `shouldPerformSegue(withIdentifier:sender:)` (triggered segues only, as in UIKit)
/// → the destination is instantiated → `prepare(for:sender:)` on the source → `perform()`. Unwind segues follow
/// Apple TN2298.
extension ViewController {
    /// Fires the segue with `identifier` declared in this controller's scene. An unknown identifier is reported
    /// with UIKit's message and nothing happens.
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let declaration = scene?.segues.first(where: { $0.identifier == identifier }) else {
            recordError("Receiver (\(debugDescription)) has no segue with identifier '\(identifier)'", method: "performSegue(withIdentifier:sender:)")
            return
        }
        runSegue(declaration, sender: sender, triggered: false)
    }

    /// Runs a declared segue; `triggered` segues (fired by a control, cell or bar button) ask `shouldPerformSegue`.
    /// Its destination is looked up in `declaredIn`, the storyboard of the scene that declares it (an alert's
    /// action runs its segue from the presenter), by default this controller's.
    /// A deep link's hop passes `deepLinkValues`, set on the destination's inputs of the same names after
    /// `prepare(for:sender:)`.
    func runSegue(_ declaration: Segue, sender: Any?, triggered: Bool, declaredIn: Storyboard? = nil, deepLinkValues: [String: String]? = nil) {
        let log = eventLog
        EventLog.$current.withValue(log) {
            if triggered, let identifier = declaration.identifier {
                record(.shouldPerformSegue, segue: identifier, kind: declaration.kind.rawValue)
                guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else {
                    record(.note, segue: identifier, message: "shouldPerformSegue(withIdentifier:sender:) returned false; the segue does not run")
                    return
                }
            }
            if declaration.kind == .unwind {
                runUnwind(declaration, sender: sender)
                return
            }
            guard let storyboard = declaredIn ?? storyboard, let id = declaration.destination else {
                recordError(
                    "segue '\(declaration.identifier ?? "(no identifier)")' has no destination to instantiate", method: "performSegue(withIdentifier:sender:)")
                return
            }
            // A destination that cannot be instantiated has had its error recorded; the segue is abandoned.
            guard let destination = storyboard.instantiate(sceneID: id) else { return }
            guard let segue = storyboard.makeSegue(declaration, source: self, destination: destination) else { return }
            record(.prepare, segue: declaration.identifier, kind: declaration.kind.rawValue, source: instanceName, destination: destination.instanceName)
            let content = destination.contentController
            if triggered { destination.popoverPresentationController?.anchor(to: sender) }
            if usesFlowContract { pass(declaration.passes, to: content, sender: sender) }
            prepare(for: segue, sender: sender)
            if let deepLinkValues { Application.bind(deepLinkValues, to: content) }
            content.reportMissingInputs(shownBy: Self.wayName(of: declaration))
            record(.perform, segue: declaration.identifier, kind: declaration.kind.rawValue, source: instanceName, destination: destination.instanceName)
            segue.perform()
            reportCoverage(of: declaration)
        }
    }

    /// Runs the embed segues of the scene's container views, while the view loads (before `viewDidLoad`).
    func performEmbedSegues() {
        guard let root = viewIfLoaded else { return }
        for container in root.selfAndDescendants.compactMap({ $0 as? ContainerView }) {
            guard let declaration = container.controlDeclaration?.segue, declaration.kind == .embed,
                let storyboard, let id = declaration.destination, let depth = embeddingDepth(of: id, from: storyboard),
                let child = storyboard.instantiate(sceneID: id, embeddedAtDepth: depth)
            else { continue }
            guard let segue = storyboard.makeSegue(declaration, source: self, destination: child) else { continue }
            record(.prepare, segue: declaration.identifier, kind: "embed", source: instanceName, destination: child.instanceName)
            if usesFlowContract { pass(declaration.passes, to: child.contentController, sender: nil) }
            prepare(for: segue, sender: nil)
            child.contentController.reportMissingInputs(shownBy: Self.wayName(of: declaration))
            record(.perform, segue: declaration.identifier, kind: "embed", source: instanceName, destination: child.instanceName)
            container.embeddedViewController = child
            segue.perform()
            reportCoverage(of: declaration)
        }
    }

    /// How deep the scene `id` would be embedded here (this controller and its parents), or `nil` when it may not
    /// be: when this controller or one of its parents is that scene (an embed cycle would load views without
    /// end), or deeper than `Storyboard.maximumNestingDepth`.
    private func embeddingDepth(of id: String, from storyboard: Storyboard) -> Int? {
        var depth = 0
        var ancestor: ViewController? = self
        while let current = ancestor {
            if current.scene?.id == id, current.storyboard === storyboard {
                recordError(
                    """
                    `\(scene?.id ?? instanceName)` embeds `\(id)`, which already holds it: a container cannot contain itself, so the embed segue is not \
                    performed
                    """,
                    method: "performSegue(withIdentifier:sender:)")
                return nil
            }
            depth += 1
            ancestor = current.parent
        }
        return storyboard.mayNest(id, in: scene?.id ?? instanceName, how: "embeds", depth: depth) ? depth : nil
    }

    // MARK: Unwinding (TN2298)

    private func runUnwind(_ declaration: Segue, sender: Any?) {
        guard let action = declaration.unwindAction, let destination = unwindDestination(for: action, sender: sender) else {
            recordError("Could not find a view controller to execute unwinding for \(debugDescription)", method: "performSegue(withIdentifier:sender:)")
            if let name = declaration.unwindAction {
                let declaring = storyboard?.document.scenes.filter { $0.unwindActions.contains { $0.name == name } }.map(\.id) ?? []
                let whereDeclared =
                    declaring.isEmpty
                    ? "no scene declares it" : "it is declared by \(DiagnosticLimits.list(declaring)), which is not below or behind this scene now"
                record(
                    .note, segue: declaration.identifier,
                    message: "no controller between here and the window's root implements the unwind action `\(name)`; \(whereDeclared)")
            }
            return
        }
        let segue =
            storyboard?.makeSegue(declaration, source: self, destination: destination)
            ?? StoryboardSegue(identifier: declaration.identifier, source: self, destination: destination)
        if let identifier = declaration.identifier { deliverResultsOfGenericController(producedBy: identifier) }
        record(.unwind, segue: declaration.identifier, kind: "unwind", source: instanceName, destination: destination.instanceName, method: action)
        record(.prepare, segue: declaration.identifier, kind: "unwind", source: instanceName, destination: destination.instanceName)
        prepare(for: segue, sender: sender)
        destination.record(.action, segue: declaration.identifier, method: action)
        destination.unwindAction(named: action)?(segue)
        record(.perform, segue: declaration.identifier, kind: "unwind", source: instanceName, destination: destination.instanceName)
        reportCoverage(of: declaration)
        segue.perform()
    }

    /// How a message names the segue: "segue `AddPlayer`", or its kind when it has no identifier.
    static func wayName(of declaration: Segue) -> String {
        declaration.identifier.map { "segue `\($0)`" } ?? "a \(declaration.kind.rawValue) segue"
    }

    /// Tells the coverage observer that `declaration`, a segue of this controller's scene, ran.
    private func reportCoverage(of declaration: Segue) {
        guard let storyboard, let coverage = storyboard.coverage else { return }
        // An alert's action runs its segue from the presenter: the segue is the alert scene's.
        let declaring = scene?.segues.contains(declaration) == true ? scene : storyboard.document.scenes.first { $0.segues.contains(declaration) }
        if let declaring { coverage.segueRan(declaration, in: declaring, file: storyboard.document.file) }
    }

    /// The controller an unwind segue with `action` from this controller unwinds to (`UnwindSearch`, TN2298).
    func unwindDestination(for action: String, sender: Any?) -> ViewController? {
        UnwindSearch.destination(of: action, from: UnwindNode(self), in: ControllerHierarchy(sender: sender))?.controller
    }
}
