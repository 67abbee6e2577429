import StoryflowIO
import StoryflowModel
import StoryflowScreen
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
                  case .run(let lines) = named(title, element: element, as: { "tap " + $0 }, resolve: { resolver.tap($0) }) else {
                return .run(["back"])
            }
            return .run(lines)
        case .barButton(let instance, let placement, let index):
            let bar = screen.interactiveLayer(instance)?.navigationBar
            guard let button = (placement == .left ? bar?.leftButtons : bar?.rightButtons)?[safe: index] else { return .unavailable("That bar button is gone.") }
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
                let name = fieldName(control)
                if case .target = element {
                    // A numbered field is reached by its place: its name when that reaches it alone, else its number.
                    let names = [name].compactMap { $0 }
                    guard let field = reference(to: element, names: names, resolve: { resolver.control($0, kind: .textField) }) else {
                        return .unavailable("That text field is gone.")
                    }
                    let label = if let name { name } else if case .number(let number) = field { "text field \(number)" } else { "the text field" }
                    return .editText(field: field, name: label, text: control.text ?? "")
                }
                guard let name else {
                    return .unavailable("This text field has no outlet or placeholder, so no command can name it; give it an outlet in the flow.")
                }
                if let problem = ambiguity(of: name, for: control) { return .unavailable(problem) }
                return .editText(field: .name(name), name: name, text: control.text ?? "")
            case .switch:
                let names = [control.outlet, control.text].compactMap { $0 }.filter { !$0.isEmpty }
                if case .cellControl = element {
                    guard let name = names.first, Self.isPrintable(name) else { return .unavailable("This switch has no outlet or caption, so no command can name it.") }
                    if let problem = ambiguity(of: name, for: control) { return .unavailable(problem) }
                    return .run(["toggle " + word(name, in: { "toggle " + $0 })])
                }
                return named(names, element: element, as: { "toggle " + $0 }) { resolver.control($0, kind: .switch) }
            default:
                guard control.isEnabled else { return .unavailable("The button '\(control.text ?? control.outlet ?? "")' is disabled.") }
                let names = [control.text, control.outlet].compactMap { $0 }.filter { !$0.isEmpty }
                return named(names, element: element, as: { "tap " + $0 }) { resolver.tap($0) }
            }
        case .accessory(let instance, let section, let row):
            guard let number = resolver.numbering.number(for: .row(instance: instance, section: section, row: row)) else { return .unavailable("That row is gone.") }
            return .run(["tap accessory \(number)"])
        case .swipeAction(let instance, let section, let row, let index):
            guard let title = screen.row(section, row, of: instance)?.swipeActions[safe: index]?.title else { return .unavailable("That swipe action is gone.") }
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
        let field = switch reference {
        case .name(let name): word(name, in: { "clear " + $0 })
        case .number(let number): String(number)
        }
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

    /// Why `name` does not reach `control` alone, as the app looks controls up: by outlet first, then by
    /// placeholder (or caption) in the order they are laid out. `nil` when it does.
    private func ambiguity(of name: String, for control: ScreenControl) -> String? {
        let kind = control.kind
        let secondName: (ScreenControl) -> String? = { kind == .textField ? $0.placeholder : $0.text }
        let rows = screen.interactiveLayers.flatMap { ($0.body.table?.sections ?? []).flatMap(\.rows) }
        let controls = (screen.interactiveLayers.flatMap { $0.body.controls.flatMap(\.selfAndNested) } + rows.flatMap { $0.subviews.flatMap(\.selfAndNested) })
            .filter { $0.kind == kind }
        let sharingOutlet = controls.filter { $0.outlet == name }.count
        let sharingLabel = controls.filter { secondName($0) == name }.count
        let noun = kind == .textField ? "text field" : "switch"
        if control.outlet == name {
            guard sharingOutlet > 1 else { return nil }
            let nouns = kind == .textField ? "text fields" : "switches"
            return "\(sharingOutlet) \(nouns) on screen have the outlet '\(name)' (cells made from one prototype), so no command can name this one alone."
        }
        guard sharingOutlet > 0 || sharingLabel > 1 else { return nil }
        return "Another \(noun) on screen answers to '\(name)'\(sharingOutlet > 0 ? " as its outlet" : ""), so a command naming this one would reach that one; give this one an outlet of its own."
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
