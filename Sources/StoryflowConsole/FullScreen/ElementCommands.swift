import StoryflowIO
import StoryflowModel
import StoryflowScreen
import StoryflowSession
import StoryflowTerminal

/// What acting on an element of the screen means in the stepper's command language, so that every key of the
/// full-screen mode stands for command lines a walk can hold (`tap +`, `tap "Chet Baker"`, `choose Delete`).
///
/// An element is named by its title when that name reaches exactly it on this screen, else by its number.
struct ElementCommands {
    /// What a key does to an element.
    enum Action: Equatable {
        /// Run these command lines, as one step.
        case run([String])
        /// Start typing into the text field commands name as `field` (its outlet or placeholder, else its
        /// number), called `name` on the typing line, which holds `text`.
        case editText(field: StepperReference, name: String, text: String)
        /// It cannot be done: the reason.
        case unavailable(String)
    }

    let screen: Screen
    let resolver: ScreenResolver

    init(screen: Screen) {
        self.screen = screen
        resolver = ScreenResolver(screen: screen)
    }

    /// What Enter (or a click) on `element` does.
    func activation(of element: ScreenElement) -> Action {
        switch element {
        case .backButton(let instance):
            // In a split view, `back` would mean the top controller's bar: a column's back button goes by its title.
            guard screen.topLayer?.columns.isEmpty == false, let title = screen.interactiveLayer(instance)?.navigationBar?.backButtonTitle,
                case .run(let lines) = named(title, element: element, as: { "tap " + $0 }, resolve: { resolver.tap($0) })
            else {
                return .run(["back"])
            }
            return .run(lines)
        case .barButton(let instance, let placement, let index):
            let bar = screen.interactiveLayer(instance)?.navigationBar
            guard let button = (placement == .left ? bar?.leftButtons : bar?.rightButtons)?[safe: index] else {
                return .unavailable("That bar button is gone.")
            }
            guard button.isEnabled else { return .unavailable("'\(button.title)' is disabled.") }
            return named(button.title, element: element, as: { "tap " + $0 }) { resolver.tap($0) }
        case .target(.row(let instance, let section, let row)):
            guard let shown = screen.row(section, row, of: instance) else { return .unavailable("That row is gone.") }
            if shown.editingControl == .insert, let number = resolver.numbering.number(for: .row(instance: instance, section: section, row: row)) {
                return .run(["insert \(number)"])
            }
            let subviewTexts = shown.subviews.flatMap(\.selfAndNested).map(\.text)
            let names = ([shown.text, shown.detail] + subviewTexts + [ScreenResolver.text(of: shown)]).compactMap { $0 }.filter { !$0.isEmpty }
            return named(names, element: element, as: { "tap " + $0 }) { resolver.tap($0) }
        case .target(.control(_, _, let kind)), .cellControl(_, _, _, _, let kind):
            guard let control = screen.control(for: element) else { return .unavailable("That control is gone.") }
            switch kind {
            case .textField:
                guard let field = controlReference(element, control: control, kind: .textField) else {
                    return .unavailable("No command reaches this text field alone (another shares its name, or it has none); give it an outlet of its own.")
                }
                let label: String =
                    switch field {
                    case .name(let name): name
                    case .number(let number): fieldName(control) ?? "text field \(number)"
                    }
                return .editText(field: field, name: label, text: control.text ?? "")
            case .switch:
                guard let reference = controlReference(element, control: control, kind: .switch) else {
                    return .unavailable("No command reaches this switch alone (another shares its name, or it has none); give it an outlet of its own.")
                }
                return .run(["toggle " + word(for: reference, in: { "toggle " + $0 })])
            default:
                guard control.isEnabled else { return .unavailable("The button '\(control.text ?? control.outlet ?? "")' is disabled.") }
                let names = [control.text, control.outlet].compactMap { $0 }.filter { !$0.isEmpty }
                return named(names, element: element, as: { "tap " + $0 }) { resolver.tap($0) }
            }
        case .accessory(let instance, let section, let row):
            guard let number = resolver.numbering.number(for: .row(instance: instance, section: section, row: row)) else {
                return .unavailable("That row is gone.")
            }
            return .run(["tap accessory \(number)"])
        case .swipeAction(let instance, let section, let row, let index):
            guard let title = screen.row(section, row, of: instance)?.swipeActions[safe: index]?.title else {
                return .unavailable("That swipe action is gone.")
            }
            return named(title, element: element, as: { "tap " + $0 }) { resolver.tap($0) }
        case .deleteConfirmation(let instance, let section, let row):
            guard let title = screen.row(section, row, of: instance)?.deleteConfirmationTitle else { return .unavailable("The delete button is gone.") }
            return named(title, element: element, as: { "tap " + $0 }) { resolver.tap($0) }
        case .tab(let index):
            guard let title = screen.topLayer?.tabBar?.items[safe: index]?.title else { return .unavailable("That tab is gone.") }
            return named([title], element: element, number: index + 1, as: { "tab " + $0 }) { resolver.tab($0) }
        case .alertAction(let index):
            guard let title = screen.alert?.actions[safe: index]?.title else { return .unavailable("The alert is gone.") }
            let number = resolver.numbering.alertActionIndices.firstIndex(of: index).map { $0 + 1 }
            return named([title], element: element, number: number, as: { "choose " + $0 }) { resolver.alertAction($0) }
        }
    }

    /// The command lines that turn the text `original` of the field commands name as `reference` into `edited`:
    /// `type` for what was added at the end, else `clear` first.
    func commit(field reference: StepperReference, original: String, edited: String) -> [String] {
        guard edited != original else { return [] }
        let field = word(for: reference, in: { "clear " + $0 })
        if edited.isEmpty { return ["clear " + field] }
        if edited.hasPrefix(original) {
            return ["type " + Self.quoted(String(edited.dropFirst(original.count))) + " into " + field]
        }
        return ["clear " + field, "type " + Self.quoted(edited) + " into " + field]
    }

    /// How commands name a text field: its outlet, else its placeholder (never a name with control characters,
    /// which a walk must not hold).
    func fieldName(_ control: ScreenControl) -> String? {
        [control.outlet, control.placeholder].compactMap { $0 }.first { !$0.isEmpty && Self.isPrintable($0) }
    }

    /// How a command names the text field or switch `element` (`control` on screen) so that it reaches exactly
    /// it, as `ControlFinder` finds controls: its outlet, placeholder or caption, else its number (a cell's
    /// control: its row's number, when it is the row's first of its kind); nil when nothing does.
    private func controlReference(_ element: ScreenElement, control: ScreenControl, kind: Control.Kind) -> StepperReference? {
        let finder = ControlFinder(resolver: resolver)
        let what = kind == .textField ? "text field" : "switch"
        let names = (kind == .textField ? [control.outlet, control.placeholder] : [control.outlet, control.text])
            .compactMap { $0 }.filter { !$0.isEmpty && Self.isPrintable($0) }
        let number: Int? =
            switch element {
            case .target(let target): resolver.numbering.number(for: target)
            case .cellControl(let instance, let section, let row, _, _): resolver.numbering.number(for: .row(instance: instance, section: section, row: row))
            default: nil
            }
        let candidates = names.map(StepperReference.name) + [number].compactMap { $0 }.map(StepperReference.number)
        return candidates.first { (try? finder.element($0, kind: kind, what: what)) == element }
    }

    /// Whether `name` can be written in a walk as it is: no control or invisible formatting characters.
    static func isPrintable(_ name: String) -> Bool { TerminalText.visible(name) == name }

    /// The command that names `element` after `build`: the first of `names` that reaches exactly it, or else
    /// `number` (by default the number drawn beside the element).
    private func named(
        _ names: [String], element: ScreenElement, number: Int? = nil, as build: (String) -> String,
        resolve: (StepperReference) -> Result<ScreenElement, ScreenResolveError>
    ) -> Action {
        switch reference(to: element, names: names, number: number, resolve: resolve) {
        case .name(let name)?: .run([build(word(name, in: build))])
        case .number(let number)?: .run([build(String(number))])
        case nil: .unavailable("Nothing on this screen names it alone (something else has its title); use : and a command.")
        }
    }

    /// The first of `names` that reaches exactly `element` (`resolve`), or else `number` (by default the number
    /// drawn beside the element); nil when neither does.
    private func reference(
        to element: ScreenElement, names: [String], number: Int? = nil, resolve: (StepperReference) -> Result<ScreenElement, ScreenResolveError>
    ) -> StepperReference? {
        for name in names where Self.isPrintable(name) {
            if case .success(let found) = resolve(.name(name)), found == element { return .name(name) }
        }
        var fallback = number
        if fallback == nil, case .target(let target) = element { fallback = resolver.numbering.number(for: target) }
        return fallback.map(StepperReference.number)
    }

    private func named(
        _ name: String, element: ScreenElement, as build: (String) -> String,
        resolve: (StepperReference) -> Result<ScreenElement, ScreenResolveError>
    ) -> Action {
        named([name], element: element, as: build, resolve: resolve)
    }

    /// How `reference` is written after the command `build` makes: a number as it is, a name as `word(_:in:)`
    /// writes it.
    private func word(for reference: StepperReference, in build: (String) -> String) -> String {
        switch reference {
        case .name(let name): word(name, in: build)
        case .number(let number): String(number)
        }
    }

    /// `name` as the word `build` puts in a command line: bare when the line reads back naming `name`, else
    /// quoted.
    private func word(_ name: String, in build: (String) -> String) -> String {
        // Names with spaces are quoted, as people write them, though the command would read them bare.
        guard !name.contains(where: \.isWhitespace) else { return Self.quoted(name) }
        let parsed = try? StepperParser.parse(build(name))
        return Self.reference(in: parsed) == .name(name) ? name : Self.quoted(name)
    }

    /// The element a parsed command names.
    private static func reference(in command: StepperCommand?) -> StepperReference? {
        switch command {
        case .tap(let reference)?, .tab(let reference)?, .choose(let reference)?, .toggle(let reference)?, .clear(let reference?)?:
            return reference
        case .type(_, let field?)?:
            return field
        default:
            return nil
        }
    }

    /// `text` in double quotes, with `"` and `\` escaped as the command language reads them.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
