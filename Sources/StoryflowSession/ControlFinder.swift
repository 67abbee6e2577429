import StoryflowModel
import StoryflowScreen
import StoryflowTerminal

/// Which text field or switch a command names (`type … into FIELD`, `clear FIELD`, `toggle SWITCH`): a numbered
/// control of the screen (by its number, or by outlet, placeholder or caption), else one inside a visible cell
/// (by the number of its row, which means the row's first such control, or by outlet, placeholder or caption,
/// the first in screen order), else the one being edited or the only one. Gestures and the full-screen mode's
/// walks both go by it, so a command reaches the control it was written for.
package struct ControlFinder {
    let resolver: ScreenResolver

    /// A finder over what `resolver` sees.
    package init(resolver: ScreenResolver) {
        self.resolver = resolver
    }

    /// A text field or switch inside a visible cell, with where it is.
    struct CellControl {
        var element: ScreenElement
        var control: ScreenControl
    }

    /// The control `reference` names among those of `kind` (`what` names the kind in messages): a
    /// `.target(.control)` or a `.cellControl` element.
    package func element(_ reference: StepperReference?, kind: Control.Kind, what: String) throws -> ScreenElement {
        let resolved = resolver.control(reference, kind: kind)
        if case .success(let element) = resolved { return element }
        let inCells = cellControls(of: kind)
        let found: CellControl?
        switch reference {
        case nil:
            found = inCells.first(where: \.control.isFirstResponder) ?? (inCells.count == 1 ? inCells.first : nil)
        case .number(let number)?:
            let row = try? resolver.row(number).get()
            found = row.flatMap { row in
                inCells.first { cell in
                    guard case .cellControl(let instance, let section, let index, _, _) = cell.element else { return false }
                    return instance == row.instance && section == row.row.section && index == row.row.row
                }
            }
        case .name(let name)?:
            let lowered = name.lowercased()
            let names = { (cell: CellControl) in [cell.control.outlet, cell.control.placeholder, cell.control.text].compactMap { $0 } }
            found = inCells.first { names($0).contains(name) } ?? inCells.first { names($0).map { $0.lowercased() }.contains(lowered) }
        }
        guard let found else {
            // No cell holds it: the numbered controls' answer says why.
            _ = try resolved.get()
            throw StepperError("That is not a \(what). " + resolver.tappableSummary)
        }
        return found.element
    }

    /// The controls of `kind` inside the visible cells of the top layer (and its columns), in screen order.
    func cellControls(of kind: Control.Kind) -> [CellControl] {
        guard let top = resolver.screen.topLayer else { return [] }
        let layers = top.columns.isEmpty ? [top] : top.columns
        var found: [CellControl] = []
        func collect(_ controls: [ScreenControl], path: [Int], instance: String, row: ScreenRow) {
            for (index, control) in controls.enumerated() {
                let place = path + [index]
                if control.kind == kind {
                    found.append(
                        CellControl(element: .cellControl(instance: instance, section: row.section, row: row.row, path: place, kind: kind), control: control))
                }
                collect(control.children, path: place, instance: instance, row: row)
            }
        }
        for layer in layers {
            for row in (layer.body.table?.sections ?? []).flatMap(\.rows) {
                collect(row.subviews, path: [], instance: layer.instance, row: row)
            }
        }
        return found
    }
}
