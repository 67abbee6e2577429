import StoryflowModel
import StoryflowScreen
import StoryflowSemantics

/// Something on screen a command acts on, found from a number or a name by `ScreenResolver`.
public enum ScreenElement: Hashable, Sendable {
    /// The navigation bar's back button of the scene instance.
    case backButton(instance: String)
    /// A bar button: its side and index in `leftButtons` / `rightButtons` of the instance's navigation bar.
    case barButton(instance: String, placement: BarButton.Placement, index: Int)
    /// A numbered row or control (see `ScreenNumbering`).
    case target(ScreenTarget)
    /// A row's accessory button.
    case accessory(instance: String, section: Int, row: Int)
    /// A revealed swipe action of a row, by its index in `swipeActions`.
    case swipeAction(instance: String, section: Int, row: Int, index: Int)
    /// A row's delete-confirmation button.
    case deleteConfirmation(instance: String, section: Int, row: Int)
    /// A tab of the top layer's tab bar, by index from 0.
    case tab(index: Int)
    /// An alert action, by its index in the alert's `actions`.
    case alertAction(index: Int)
    /// A text field or switch inside a row's cell, by its path in the row's `subviews` tree (commands
    /// name it by its outlet).
    case cellControl(instance: String, section: Int, row: Int, path: [Int], kind: Control.Kind)
}

/// Why a reference names nothing on screen, with what could have been named instead.
public struct ScreenResolveError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message for the person who typed the command.
    public let message: String
    /// The message.
    public var description: String { message }
}

/// Finds what a command's number or name refers to on a screen, using the numbers `ScreenNumbering` draws.
///
/// Names match, in this order: alert actions (while an alert is up), bar buttons and the back button, numbered
/// controls (by title, text, outlet, placeholder or caption), delete-confirmation buttons and swipe actions, rows
/// (by text, detail or a subview's text), tabs. An exact match wins over a case-insensitive one, which wins over a
/// unique partial match.
public struct ScreenResolver: Sendable {
    /// The screen.
    public let screen: Screen
    /// Its numbering.
    public let numbering: ScreenNumbering

    /// Creates a resolver for `screen`.
    public init(screen: Screen) {
        self.screen = screen
        numbering = ScreenNumbering(screen: screen)
    }

    /// What `tap` means.
    public func tap(_ reference: StepperReference) -> Result<ScreenElement, ScreenResolveError> {
        switch reference {
        case .number(let number):
            guard let target = numbering.target(forNumber: number) else { return .failure(nothingNumbered(number)) }
            return .success(.target(target))
        case .name(let name):
            return match(name, in: namedElements(), what: "to tap")
        }
    }

    /// The row numbered `number`.
    public func row(_ number: Int) -> Result<(instance: String, row: ScreenRow), ScreenResolveError> {
        guard case .row(let instance, let section, let index) = numbering.target(forNumber: number),
            let row = visibleRows.first(where: { $0.instance == instance && $0.row.section == section && $0.row.row == index })
        else {
            if numbering.isRowAboveView(number) != nil { return .failure(nothingNumbered(number)) }
            return .failure(ScreenResolveError(message: "No row is numbered \(number). " + tappableSummary))
        }
        return .success((instance, row.row))
    }

    /// What `tap accessory N` means.
    public func accessory(ofRow number: Int) -> Result<ScreenElement, ScreenResolveError> {
        row(number).flatMap { instance, row in
            guard row.accessory.isButton else {
                return .failure(ScreenResolveError(message: "Row \(number) has no accessory button (its accessory: \(row.accessory.rawValue))."))
            }
            return .success(.accessory(instance: instance, section: row.section, row: row.row))
        }
    }

    /// What `choose` means: an action of the alert on screen.
    public func alertAction(_ reference: StepperReference) -> Result<ScreenElement, ScreenResolveError> {
        guard let alert = screen.alert else { return .failure(ScreenResolveError(message: "No alert or action sheet is showing.")) }
        let candidates = numbering.alertActionIndices.map { (alert.actions[$0].title, ScreenElement.alertAction(index: $0)) }
        switch reference {
        case .number(let number):
            guard let index = numbering.alertActionIndex(forNumber: number) else {
                return .failure(ScreenResolveError(message: "The alert has no action \(number). Choose one of: " + describe(candidates)))
            }
            return .success(.alertAction(index: index))
        case .name(let name):
            return match(name, in: candidates, what: "to choose")
        }
    }

    /// What `tab` means: a tab of the top layer's tab bar.
    public func tab(_ reference: StepperReference) -> Result<ScreenElement, ScreenResolveError> {
        guard let tabBar = screen.topLayer?.tabBar else { return .failure(ScreenResolveError(message: "No tab bar is showing.")) }
        let candidates = tabBar.items.enumerated().map { ($1.title, ScreenElement.tab(index: $0)) }
        switch reference {
        case .number(let number):
            guard tabBar.items.indices.contains(number - 1) else {
                return .failure(ScreenResolveError(message: "There is no tab \(number); tabs: " + describe(candidates)))
            }
            return .success(.tab(index: number - 1))
        case .name(let name):
            return match(name, in: candidates, what: "as a tab")
        }
    }

    /// A numbered control of `kind` (text field for `type into`, switch for `toggle`); for text fields with no
    /// reference, the one being edited.
    public func control(_ reference: StepperReference?, kind: Control.Kind) -> Result<ScreenElement, ScreenResolveError> {
        let controls = numberedControls.filter { $0.control.kind == kind }
        let noun = kind == .textField ? "text field" : kind.rawValue
        guard let reference else {
            guard let editing = controls.first(where: \.control.isFirstResponder) ?? (controls.count == 1 ? controls.first : nil) else {
                guard !controls.isEmpty else { return .failure(ScreenResolveError(message: "There is no \(noun) on screen. " + tappableSummary)) }
                return .failure(
                    ScreenResolveError(
                        message: "No \(noun) is being edited; name one: " + describe(controls.map { (name(of: $0.control), .target($0.target)) })))
            }
            return .success(.target(editing.target))
        }
        switch reference {
        case .number(let number):
            guard let found = controls.first(where: { numbering.number(for: $0.target) == number }) else {
                return .failure(ScreenResolveError(message: "Number \(number) is not a \(noun). " + tappableSummary))
            }
            return .success(.target(found.target))
        case .name(let name):
            let candidates = controls.flatMap { entry in names(of: entry.control).map { ($0, ScreenElement.target(entry.target)) } }
            return match(name, in: candidates, what: "as a \(noun)")
        }
    }

    /// The control a numbered target addresses, if the target is a control on this screen.
    public func control(for target: ScreenTarget) -> ScreenControl? {
        numberedControls.first { $0.target == target }?.control
    }

    /// The text a row shows: its text, detail and subviews' texts, space separated (what `expect row` checks).
    public static func text(of row: ScreenRow) -> String {
        TouchTargets.rowText(text: row.text, detail: row.detail, subviews: subviews(of: row))
    }

    private static func subviews(of row: ScreenRow) -> [(text: String?, placeholder: String?)] {
        row.subviews.flatMap(\.selfAndDescendants).map { ($0.text, $0.placeholder) }
    }

    /// The names a command can use on this screen, for completion: titles, texts, outlets and captions of what is
    /// numbered, bar buttons, swipe actions, tabs and alert actions; each once, in screen order.
    public var names: [String] {
        var seen: Set<String> = []
        return namedElements().map(\.0).filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// The numbers drawn on this screen, in drawing order.
    public var numbers: [Int] { numbering.numbered.map(\.number) }

    /// One line naming what can be tapped: numbers with their labels, bar buttons, tabs, alert actions.
    public var tappableSummary: String {
        if let alert = screen.alert {
            return "Choose one of the alert's actions: " + alert.actions.map(\.title).joined(separator: ", ") + "."
        }
        var parts = numbering.numbered.map { number, target in "\(number) " + label(of: target) }
        parts += namedElements().compactMap { name, element in
            switch element {
            case .backButton, .barButton, .swipeAction, .deleteConfirmation, .alertAction: return name
            default: return nil
            }
        }
        if let tabBar = screen.topLayer?.tabBar { parts += tabBar.items.map { "tab " + $0.title } }
        return parts.isEmpty ? "Nothing on screen can be tapped." : "You can tap: " + parts.joined(separator: " · ")
    }

    // MARK: - Collecting what is on screen

    private var interactiveLayers: [ScreenLayer] {
        guard let top = screen.topLayer else { return [] }
        func expand(_ layer: ScreenLayer) -> [ScreenLayer] {
            let own = layer.columns.isEmpty ? [layer] : layer.columns.flatMap(expand)
            return own + own.flatMap { $0.body.controls.flatMap(\.selfAndDescendants).flatMap(\.embedded).flatMap(expand) }
        }
        return expand(top)
    }

    private var visibleRows: [(instance: String, row: ScreenRow)] {
        interactiveLayers.flatMap { layer in (layer.body.table?.sections ?? []).flatMap(\.rows).map { (layer.instance, $0) } }
    }

    /// The numbered controls of the interactive layers, in drawing order, each with whether it is drawn below its
    /// layer's table.
    private var numberedControls: [(target: ScreenTarget, control: ScreenControl, isBelowTable: Bool)] {
        interactiveLayers.flatMap { layer in
            numbering.targets.compactMap { target -> (ScreenTarget, ScreenControl, Bool)? in
                guard case .control(let instance, let path, _) = target, instance == layer.instance,
                    let control = Self.control(at: path, in: layer.body.controls)
                else { return nil }
                return (target, control, path.first.map(layer.body.controlIndicesBelowTable.contains) ?? false)
            }
        }
    }

    private func namedElements() -> [(String, ScreenElement)] {
        var result: [(String, ScreenElement)] = []
        if let alert = screen.alert {
            result += numbering.alertActionIndices.map { (alert.actions[$0].title, .alertAction(index: $0)) }
        }
        for layer in interactiveLayers {
            guard let bar = layer.navigationBar else { continue }
            if let back = bar.backButtonTitle {
                result += [("back", .backButton(instance: layer.instance)), (back, .backButton(instance: layer.instance))]
            }
            result += bar.leftButtons.enumerated().map { ($1.title, .barButton(instance: layer.instance, placement: .left, index: $0)) }
            result += bar.rightButtons.enumerated().map { ($1.title, .barButton(instance: layer.instance, placement: .right, index: $0)) }
        }
        // As drawn: the controls above the tables, the rows, then the controls below them.
        let controls = numberedControls
        result += controls.filter { !$0.isBelowTable }.flatMap { entry in names(of: entry.control).map { ($0, .target(entry.target)) } }
        for (instance, row) in visibleRows {
            if let title = row.deleteConfirmationTitle {
                result.append((title, .deleteConfirmation(instance: instance, section: row.section, row: row.row)))
            }
            result += row.swipeActions.enumerated().map { ($1.title, .swipeAction(instance: instance, section: row.section, row: row.row, index: $0)) }
        }
        for (instance, row) in visibleRows {
            let names = TouchTargets.rowNames(text: row.text, detail: row.detail, subviews: Self.subviews(of: row))
            result += names.map { ($0, .target(.row(instance: instance, section: row.section, row: row.row))) }
        }
        result += controls.filter(\.isBelowTable).flatMap { entry in names(of: entry.control).map { ($0, .target(entry.target)) } }
        if let tabBar = screen.topLayer?.tabBar {
            result += tabBar.items.enumerated().map { ($1.title, .tab(index: $0)) }
        }
        return result
    }

    private func match(_ name: String, in candidates: [(String, ScreenElement)], what: String) -> Result<ScreenElement, ScreenResolveError> {
        if let exact = candidates.first(where: { $0.0 == name }) { return .success(exact.1) }
        let lowered = name.lowercased()
        if let caseless = candidates.first(where: { $0.0.lowercased() == lowered }) { return .success(caseless.1) }
        let partial = Set(candidates.filter { $0.0.lowercased().contains(lowered) }.map(\.1))
        if partial.count == 1, let only = partial.first { return .success(only) }
        let problem = partial.isEmpty ? "Nothing called '\(name)' \(what)." : "'\(name)' matches more than one thing \(what)."
        return .failure(ScreenResolveError(message: problem + " " + tappableSummary))
    }

    private func nothingNumbered(_ number: Int) -> ScreenResolveError {
        if let isAbove = numbering.isRowAboveView(number) {
            return ScreenResolveError(
                message: "Row \(number) is out of view, \(isAbove ? "above" : "below") the rows shown: scroll \(isAbove ? "up" : "down") to reach it. "
                    + tappableSummary)
        }
        return ScreenResolveError(message: "Nothing is numbered \(number). " + tappableSummary)
    }

    private func label(of target: ScreenTarget) -> String {
        switch target {
        case .row(let instance, let section, let index):
            let row = visibleRows.first { $0.instance == instance && $0.row.section == section && $0.row.row == index }?.row
            return row.map { Self.text(of: $0) }.map { TerminalWidth.truncated($0, toColumns: 32) } ?? "row"
        case .control:
            return numberedControls.first { $0.target == target }.map { name(of: $0.control) } ?? "control"
        }
    }

    private func describe(_ candidates: [(String, ScreenElement)]) -> String {
        candidates.map(\.0).joined(separator: ", ")
    }

    private func name(of control: ScreenControl) -> String {
        names(of: control).first ?? control.kind.rawValue
    }

    private func names(of control: ScreenControl) -> [String] {
        TouchTargets.names(text: control.text, outlet: control.outlet, placeholder: control.placeholder)
    }

    private static func control(at path: [Int], in controls: [ScreenControl]) -> ScreenControl? {
        guard let first = path.first, controls.indices.contains(first) else { return nil }
        return path.count == 1 ? controls[first] : control(at: Array(path.dropFirst()), in: controls[first].children)
    }
}

extension ScreenControl {
    /// This control followed by its children, depth first.
    var selfAndDescendants: [ScreenControl] { [self] + children.flatMap(\.selfAndDescendants) }
}
