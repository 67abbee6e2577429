import StoryflowModel
import StoryflowScreen

/// Something on screen that a command can address by the number drawn next to it (`tap 2`).
public enum ScreenTarget: Hashable, Sendable {
    /// A table row of the scene instance `instance` (e.g. `PlayersViewController#1`).
    case row(instance: String, section: Int, row: Int)
    /// A button, text field or switch of the scene instance `instance`, by its path in the layer body's control
    /// tree (`[2]` is the third top-level control, `[2, 0]` its first child).
    case control(instance: String, path: [Int], kind: Control.Kind)
}

/// The one numbering rule the renderer draws and the stepper resolves: which number belongs to which target.
///
/// Only the layer the user interacts with (the top layer, or each column of a split view, left to right) is
/// numbered, from 1, in drawing order: first its controls depth first (buttons, text fields and switches;
/// a container view's embedded scene is numbered where the container is), then its table's visible rows top to
/// bottom. An alert's actions are numbered separately, from 1, in the order they are drawn (`choose 2`).
public struct ScreenNumbering: Hashable, Sendable {
    /// The targets; number `n` is `targets[n - 1]`.
    public let targets: [ScreenTarget]
    /// The alert's actions as drawn: number `n` is the action at `alertActionIndices[n - 1]` in the alert's
    /// `actions` (action sheets draw the cancel action last, whatever its position).
    public let alertActionIndices: [Int]
    private let numbers: [ScreenTarget: Int]

    /// Numbers what `screen` shows.
    public init(screen: Screen) {
        var targets: [ScreenTarget] = []
        if let top = screen.topLayer { Self.collect(top, into: &targets) }
        self.targets = targets
        var numbers: [ScreenTarget: Int] = [:]
        for (offset, target) in targets.enumerated() { numbers[target] = offset + 1 }
        self.numbers = numbers
        alertActionIndices = screen.alert.map(Self.drawingOrder) ?? []
    }

    /// The target drawn with `number`, if any.
    public func target(forNumber number: Int) -> ScreenTarget? {
        targets.indices.contains(number - 1) ? targets[number - 1] : nil
    }

    /// The number drawn next to `target`, if it has one.
    public func number(for target: ScreenTarget) -> Int? { numbers[target] }

    /// The index in the alert's `actions` of the action drawn with `number`, if any.
    public func alertActionIndex(forNumber number: Int) -> Int? {
        alertActionIndices.indices.contains(number - 1) ? alertActionIndices[number - 1] : nil
    }

    /// How many columns the widest number takes.
    var digitCount: Int { String(max(targets.count, 1)).count }

    /// The order an alert's actions are drawn in: as given for alerts; for action sheets, cancel actions last.
    static func drawingOrder(of alert: ScreenAlert) -> [Int] {
        let indices = Array(alert.actions.indices)
        guard alert.style == .actionSheet else { return indices }
        return indices.filter { alert.actions[$0].style != .cancel } + indices.filter { alert.actions[$0].style == .cancel }
    }

    /// Whether a control of this kind gets a number.
    static func isNumbered(_ kind: Control.Kind) -> Bool {
        kind == .button || kind == .textField || kind == .switch
    }

    private static func collect(_ layer: ScreenLayer, into targets: inout [ScreenTarget]) {
        if !layer.columns.isEmpty {
            for column in layer.columns { collect(column, into: &targets) }
            return
        }
        collect(layer.body.controls, instance: layer.instance, parentPath: [], into: &targets)
        for section in layer.body.table?.sections ?? [] {
            for row in section.rows {
                targets.append(.row(instance: layer.instance, section: row.section, row: row.row))
            }
        }
    }

    private static func collect(_ controls: [ScreenControl], instance: String, parentPath: [Int], into targets: inout [ScreenTarget]) {
        for (index, control) in controls.enumerated() {
            let path = parentPath + [index]
            if isNumbered(control.kind) { targets.append(.control(instance: instance, path: path, kind: control.kind)) }
            collect(control.children, instance: instance, parentPath: path, into: &targets)
            for embedded in control.embedded { collect(embedded, into: &targets) }
        }
    }
}
