import StoryflowModel
import StoryflowRuntime
import StoryflowScreen
import StoryflowTerminal

/// Turns a command that acts on the app into the `Application` gesture it means, using the numbers and names on
/// the current screen (`ScreenResolver`). Resolution fails with a `ScreenResolveError` or a `StepperError` that
/// says what can be done instead; the gesture itself may throw `ApplicationError`.
@MainActor
struct GestureTranslator {
    /// A gesture ready to run; it returns the events it caused.
    typealias Gesture = () throws -> [Event]

    let application: Application
    let resolver: ScreenResolver

    /// The gesture `command` means on the current screen.
    func gesture(for command: StepperCommand) throws -> Gesture {
        switch command {
        case .tap(let reference): return try gesture(for: resolver.tap(reference).get())
        case .tapAccessory(let row): return try gesture(for: resolver.accessory(ofRow: row).get())
        case .back: return { try application.back() }
        case .tab(let reference): return try gesture(for: resolver.tab(reference).get())
        case .choose(let reference):
            guard resolver.screen.alert != nil else { throw StepperError("No alert or action sheet is showing. " + resolver.tappableSummary) }
            return try gesture(for: resolver.alertAction(reference).get())
        case .type(let text, let field):
            let (instance, place) = try place(of: field, kind: .textField, what: "text field")
            return { try application.type(text, intoFieldAt: place, in: instance) }
        case .clear(let field?):
            let (instance, place) = try place(of: field, kind: .textField, what: "text field")
            return { try application.clearText(inFieldAt: place, in: instance) }
        case .dismiss: return { try application.swipeDownToDismiss() }
        case .perform(let identifier): return { try application.performSegue(withIdentifier: identifier) }
        case .toggle(let reference):
            let (instance, place) = try place(of: reference, kind: .switch, what: "switch")
            return { try application.toggleSwitch(at: place, in: instance) }
        case .scroll(let direction, let rows):
            let count = rows ?? application.visibleRowCount
            return { try application.scroll(by: direction == .down ? count : -count) }
        case .edit: return { try application.setEditing(true) }
        case .done: return try done()
        case .delete(let row):
            let (instance, path) = try indexPath(ofRow: row)
            return { try application.deleteRow(path, in: instance) }
        case .insert(let row): return try insert(row)
        case .move(let from, let to):
            let (instance, source) = try indexPath(ofRow: from)
            let destination = try indexPath(ofRow: to).path
            return { try application.moveRow(from: source, to: destination, in: instance) }
        case .swipe(let direction, let row):
            let (instance, path) = try indexPath(ofRow: row)
            return { try application.swipe(path, leading: direction == .right, in: instance) }
        case .stack, .scenes, .events, .eventDetail, .help, .quit, .relaunch, .device, .open, .expect, .clear(nil):
            return { [] }
        }
    }

    private func gesture(for element: ScreenElement) throws -> Gesture {
        let screen = resolver.screen
        switch element {
        case .backButton(let instance):
            return { try application.back(in: instance) }
        case .barButton(let instance, let placement, let index):
            let bar = layer(instance)?.navigationBar
            let buttons = placement == .left ? bar?.leftButtons : bar?.rightButtons
            guard let button = buttons?[safe: index] else { throw StepperError("That bar button is gone. " + resolver.tappableSummary) }
            guard button.isEnabled else { throw StepperError("'\(button.title)' is disabled.") }
            return { try application.tapBarButton(button.title, in: instance) }
        case .target(.row(let instance, let section, let row)):
            return { try application.tapRow(IndexPath(row: row, section: section), in: instance) }
        case .target(let target):
            guard let control = resolver.control(for: target) else { throw StepperError("That control is gone. " + resolver.tappableSummary) }
            switch control.kind {
            case .switch:
                guard case .control(let instance, let path, _) = target else { throw StepperError("That switch is gone. " + resolver.tappableSummary) }
                return { try application.toggleSwitch(at: .view(path: path), in: instance) }
            case .textField:
                let name = control.outlet ?? control.placeholder ?? "FIELD"
                throw StepperError("That is a text field: type into it with  type TEXT into \(name)")
            default:
                guard control.isEnabled else { throw StepperError("The button '\(control.text ?? control.outlet ?? "")' is disabled.") }
                guard case .control(let instance, let path, _) = target else { throw StepperError("That control is gone. " + resolver.tappableSummary) }
                return { try application.tapButton(at: path, in: instance) }
            }
        case .accessory(let instance, let section, let row):
            return { try application.tapAccessory(IndexPath(row: row, section: section), in: instance) }
        case .swipeAction(let instance, let section, let rowIndex, let index):
            let title = layer(instance).flatMap { row(section, rowIndex, in: $0)?.swipeActions[safe: index]?.title }
            guard let title else { throw StepperError("That swipe action is gone.") }
            return { try application.chooseSwipeAction(title, in: instance) }
        case .deleteConfirmation(let instance, let section, let row):
            return { try application.deleteRow(IndexPath(row: row, section: section), in: instance) }
        case .tab(let index):
            return { try application.selectTab(index) }
        case .cellControl(_, _, _, _, let kind):
            throw StepperError(
                "That is a \(kind == .textField ? "text field" : kind.rawValue) in a cell: name it by its outlet (type TEXT into OUTLET, toggle OUTLET).")
        case .alertAction(let index):
            guard let title = screen.alert?.actions[safe: index]?.title else { throw StepperError("No alert is showing.") }
            return { try application.chooseAlertAction(title) }
        }
    }

    /// `done` ends editing; outside editing mode it taps a Done bar button when one is showing.
    private func done() throws -> Gesture {
        let editing = resolver.screen.topLayer?.body.table?.isEditing ?? false
        if !editing, case .success(let element) = resolver.tap(.name("Done")), case .barButton = element {
            return try gesture(for: element)
        }
        return { try application.setEditing(false) }
    }

    private func insert(_ number: Int?) throws -> Gesture {
        if let number {
            let (instance, path) = try indexPath(ofRow: number)
            return { try application.insertRow(path, in: instance) }
        }
        let rows = (resolver.screen.topLayer?.body.table?.sections ?? []).flatMap(\.rows).filter { $0.editingControl == .insert }
        guard rows.count == 1, let row = rows.first else {
            throw StepperError(
                rows.isEmpty
                    ? "No row shows an insert control (turn editing on with 'edit')."
                    : "More than one row shows an insert control: say which with  insert ROW")
        }
        return { try application.insertRow(IndexPath(row: row.row, section: row.section)) }
    }

    /// The instance whose table shows the row numbered `number`, and the row's index path.
    private func indexPath(ofRow number: Int) throws -> (instance: String, path: IndexPath) {
        let (instance, row) = try resolver.row(number).get()
        return (instance, IndexPath(row: row.row, section: row.section))
    }

    /// The scene instance and place of the text field or switch `reference` names (`ControlFinder`).
    private func place(of reference: StepperReference?, kind: Control.Kind, what: String) throws -> (instance: String, place: ControlPlace) {
        switch try ControlFinder(resolver: resolver).element(reference, kind: kind, what: what) {
        case .target(.control(let instance, let path, _)):
            return (instance, .view(path: path))
        case .cellControl(let instance, let section, let row, let path, _):
            return (instance, .row(IndexPath(row: row, section: section), path: path))
        default:
            throw StepperError("That is not a \(what). " + resolver.tappableSummary)
        }
    }

    private func layer(_ instance: String) -> ScreenLayer? {
        func search(_ layer: ScreenLayer) -> ScreenLayer? {
            if layer.instance == instance { return layer }
            for column in layer.columns { if let found = search(column) { return found } }
            for embedded in layer.body.controls.flatMap(\.allEmbedded) { if let found = search(embedded) { return found } }
            return nil
        }
        return resolver.screen.topLayer.flatMap(search)
    }

    private func row(_ section: Int, _ row: Int, in layer: ScreenLayer) -> ScreenRow? {
        layer.body.table?.sections.flatMap(\.rows).first { $0.section == section && $0.row == row }
    }
}

extension ScreenControl {
    /// The layers embedded in this control or any control inside it.
    fileprivate var allEmbedded: [ScreenLayer] { embedded + children.flatMap(\.allEmbedded) }

}
