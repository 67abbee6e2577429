import Foundation
import StoryflowModel

/// What of a flow an exported storyboard holds: the flow without its alerts and the segues to them (alerts are
/// code in iOS) and without switch captions, which `StoryboardWriter` leaves out with a note; and with the
/// controls a table view controller shows above or below its rows grouped in the one header or footer view a
/// table has (unless that is one view already).
enum ExportedPart {
    static func of(_ document: FlowDocument) -> FlowDocument {
        let alerts = Set(document.scenes.filter { $0.kind == .alertController }.map(\.id))
        var scenes: [Scene] = []
        for var scene in document.scenes where !alerts.contains(scene.id) {
            scene.manualSegues = scene.manualSegues.filter { !leadsToAlert($0, alerts) }
            scene.controls = scene.controls.map { strip($0, alerts: alerts) }
            if var item = scene.navigationItem {
                item.leftButtons = item.leftButtons.map { strip($0, alerts: alerts) }
                item.rightButtons = item.rightButtons.map { strip($0, alerts: alerts) }
                scene.navigationItem = item
            }
            if scene.kind == .tableViewController { groupTableEnds(of: &scene) }
            if var table = scene.tableView {
                table.prototypes = table.prototypes.map { strip($0, alerts: alerts) }
                table.sections = table.sections.map { section in
                    var copy = section
                    copy.cells = section.cells.map { strip($0, alerts: alerts) }
                    return copy
                }
                scene.tableView = table
            }
            scenes.append(scene)
        }
        var copy = FlowDocument(
            file: document.file, format: .flow, name: document.name, initialSceneID: document.initialSceneID, scenes: scenes,
            location: document.location)
        copy.deepLinks = document.deepLinks.filter { !alerts.contains($0.sceneID) }
        return copy
    }

    /// The lines of the elements `of` takes out, each of which needs a note.
    static func linesLeftOut(of document: FlowDocument) -> Set<Int> {
        let alerts = Set(document.scenes.filter { $0.kind == .alertController }.map(\.id))
        var lines: Set<Int> = []
        for scene in document.scenes {
            if alerts.contains(scene.id) {
                lines.insert(scene.location.line)
                continue
            }
            for segue in scene.segues where leadsToAlert(segue, alerts) { lines.insert(segue.location.line) }
            for control in scene.allControls where control.kind == .switch && control.text != nil { lines.insert(control.location.line) }
        }
        return lines
    }

    /// Whether a storyboard's text is an iOS storyboard in a `<document>` format (Xcode 4.2 and later), which
    /// current Xcode opens.
    static func isDocumentFormatUIKitStoryboard(_ text: String) -> Bool {
        text.contains(#"targetRuntime="iOS.CocoaTouch"#) && text.contains(#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB""#)
    }

    /// Puts a table view controller's controls above its rows in one view, and those below in another, unless they
    /// are one view already: UIKit's table has one header view and one footer view.
    private static func groupTableEnds(of scene: inout Scene) {
        let above = Array(scene.controls[scene.controlIndicesAboveTable])
        let below = Array(scene.controls[scene.controlIndicesBelowTable])
        func group(_ controls: [Control]) -> [Control] {
            guard let first = controls.first, controls.count > 1 || first.kind != .view else { return controls }
            return [Control(kind: .view, children: controls, location: first.location)]
        }
        scene.controls = group(above) + group(below)
        scene.tableView?.controlsBelow = group(below).count
    }

    private static func leadsToAlert(_ segue: Segue, _ alerts: Set<String>) -> Bool {
        segue.destination.map(alerts.contains) ?? false
    }

    private static func strip(_ control: Control, alerts: Set<String>) -> Control {
        var copy = control
        if control.kind == .switch { copy.text = nil }
        copy.segue = control.segue.flatMap { leadsToAlert($0, alerts) ? nil : $0 }
        copy.children = control.children.map { strip($0, alerts: alerts) }
        return copy
    }

    private static func strip(_ button: BarButton, alerts: Set<String>) -> BarButton {
        var copy = button
        copy.segue = button.segue.flatMap { leadsToAlert($0, alerts) ? nil : $0 }
        return copy
    }

    private static func strip(_ cell: TableCell, alerts: Set<String>) -> TableCell {
        var copy = cell
        copy.controls = cell.controls.map { strip($0, alerts: alerts) }
        copy.selectionSegue = cell.selectionSegue.flatMap { leadsToAlert($0, alerts) ? nil : $0 }
        copy.accessorySegue = cell.accessorySegue.flatMap { leadsToAlert($0, alerts) ? nil : $0 }
        return copy
    }
}
