import StoryflowModel
import StoryflowScreen
import StoryflowSemantics

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
/// numbered, from 1, in drawing order: first its controls above the table depth first (buttons, text fields and
/// switches; a container view's embedded scene is numbered where the container is), then its table's rows, then
/// its controls below the table. A row's number is its place in the whole table, counted over every section,
/// after the controls above it: the rows scrolled
/// out of view keep their numbers, so scrolling never renumbers a row that stays on screen (`tap 12` is the row
/// drawn with 12 before and after `scroll down`), and the next column's numbers start after the table's last
/// row and the controls below it. An alert's actions are numbered separately, from 1, in the order they are drawn (`choose 2`).
public struct ScreenNumbering: Hashable, Sendable {
    /// The targets on screen in drawing order, each with its number (increasing, with gaps where rows are out
    /// of view).
    public let numbered: [(number: Int, target: ScreenTarget)]
    /// The alert's actions as drawn: number `n` is the action at `alertActionIndices[n - 1]` in the alert's
    /// `actions` (action sheets draw the cancel action last, whatever its position).
    public let alertActionIndices: [Int]
    private let numbers: [ScreenTarget: Int]
    private let byNumber: [Int: ScreenTarget]
    /// The numbers of rows scrolled out of view: above the rows shown, or below them.
    private let outOfView: [(numbers: Range<Int>, isAbove: Bool)]

    /// Numbers what `screen` shows.
    public init(screen: Screen) {
        var numbered: [(number: Int, target: ScreenTarget)] = []
        var outOfView: [(numbers: Range<Int>, isAbove: Bool)] = []
        var next = 1
        if let top = screen.topLayer { Self.collect(top, next: &next, into: &numbered, outOfView: &outOfView) }
        self.outOfView = outOfView
        self.numbered = numbered
        numbers = Dictionary(numbered.map { ($0.target, $0.number) }, uniquingKeysWith: { first, _ in first })
        byNumber = Dictionary(numbered.map { ($0.number, $0.target) }, uniquingKeysWith: { first, _ in first })
        alertActionIndices = screen.alert.map(Self.drawingOrder) ?? []
    }

    /// The targets on screen in drawing order.
    public var targets: [ScreenTarget] { numbered.map(\.target) }

    public static func == (left: ScreenNumbering, right: ScreenNumbering) -> Bool {
        left.numbers == right.numbers && left.alertActionIndices == right.alertActionIndices
            && left.outOfView.elementsEqual(right.outOfView) { $0.numbers == $1.numbers && $0.isAbove == $1.isAbove }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(numbers)
        hasher.combine(alertActionIndices)
    }

    /// The target drawn with `number`, if any.
    public func target(forNumber number: Int) -> ScreenTarget? { byNumber[number] }

    /// Whether `number` belongs to a row scrolled out of view: `true` above the rows shown, `false` below them,
    /// `nil` when it is no row's number.
    public func isRowAboveView(_ number: Int) -> Bool? {
        outOfView.first { $0.numbers.contains(number) }?.isAbove
    }

    /// The number drawn next to `target`, if it has one.
    public func number(for target: ScreenTarget) -> Int? { numbers[target] }

    /// The index in the alert's `actions` of the action drawn with `number`, if any.
    public func alertActionIndex(forNumber number: Int) -> Int? {
        alertActionIndices.indices.contains(number - 1) ? alertActionIndices[number - 1] : nil
    }

    /// How many columns the widest number on screen takes.
    var digitCount: Int { String(max(numbered.last?.number ?? 1, 1)).count }

    /// The order an alert's actions are drawn in: as given for alerts; for action sheets, cancel actions last.
    static func drawingOrder(of alert: ScreenAlert) -> [Int] {
        let indices = Array(alert.actions.indices)
        guard alert.style == .actionSheet else { return indices }
        return indices.filter { alert.actions[$0].style != .cancel } + indices.filter { alert.actions[$0].style == .cancel }
    }

    private static func collect(
        _ layer: ScreenLayer, next: inout Int, into numbered: inout [(number: Int, target: ScreenTarget)],
        outOfView: inout [(numbers: Range<Int>, isAbove: Bool)]
    ) {
        if !layer.columns.isEmpty {
            for column in layer.columns { collect(column, next: &next, into: &numbered, outOfView: &outOfView) }
            return
        }
        let body = layer.body
        collect(body.controls, at: body.controlIndicesAboveTable, instance: layer.instance, parentPath: [], next: &next, into: &numbered, outOfView: &outOfView)
        if let table = body.table {
            outOfView.append((next..<(next + table.rowsAbove), true))
            var position = next + table.rowsAbove
            for section in table.sections {
                for row in section.rows {
                    numbered.append((position, .row(instance: layer.instance, section: row.section, row: row.row)))
                    position += 1
                }
            }
            outOfView.append((position..<(position + table.rowsBelow), false))
            next = position + table.rowsBelow
        }
        collect(
            body.controls, at: Array(body.controlIndicesBelowTable), instance: layer.instance, parentPath: [], next: &next, into: &numbered,
            outOfView: &outOfView)
    }

    private static func collect(
        _ controls: [ScreenControl], at indices: [Int]? = nil, instance: String, parentPath: [Int], next: inout Int,
        into numbered: inout [(number: Int, target: ScreenTarget)], outOfView: inout [(numbers: Range<Int>, isAbove: Bool)]
    ) {
        for index in indices ?? Array(controls.indices) {
            let control = controls[index]
            let path = parentPath + [index]
            if TouchTargets.isNumbered(control.kind) {
                numbered.append((next, .control(instance: instance, path: path, kind: control.kind)))
                next += 1
            }
            collect(control.children, instance: instance, parentPath: path, next: &next, into: &numbered, outOfView: &outOfView)
            for embedded in control.embedded { collect(embedded, next: &next, into: &numbered, outOfView: &outOfView) }
        }
    }
}
