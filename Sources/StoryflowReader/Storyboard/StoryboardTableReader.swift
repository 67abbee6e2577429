import StoryflowModel

/// Reads a storyboard `<tableView>`: static sections and cells, or prototype cells, with their labels,
/// subviews and segues.
struct StoryboardTableReader {
    private var views: StoryboardViewReader

    init(views: StoryboardViewReader) {
        self.views = StoryboardViewReader(sink: views.sink, outlets: views.outlets, controllerOutlets: views.controllerOutlets, readsTable: false)
    }

    mutating func readTable(_ node: XMLNode) -> TableLayout {
        var table = TableLayout(
            style: node.attribute("style").flatMap(TableLayout.Style.init(rawValue:)) ?? .plain,
            content: node.attribute("dataMode") == "static" ? .static : .prototypes,
            rowHeight: node.attribute("rowHeight").flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil },
            location: node.location
        )
        switch table.content {
        case .static:
            let sections = node.child(named: "sections")?.children(named: "tableViewSection") ?? []
            for (index, sectionNode) in sections.enumerated() {
                var section = TableSection(
                    header: sectionNode.stringProperty("headerTitle"), footer: sectionNode.stringProperty("footerTitle"),
                    location: sectionNode.location
                )
                let cells = sectionNode.child(named: "cells")?.children(named: "tableViewCell") ?? []
                for (row, cellNode) in cells.enumerated() {
                    section.cells.append(
                        readCell(
                            cellNode, isPrototype: false,
                            triggers: (
                                .staticCellSelection(section: index, row: row), .staticCellAccessory(section: index, row: row)
                            )))
                }
                table.sections.append(section)
            }
        case .prototypes:
            for cellNode in node.child(named: "prototypes")?.children(named: "tableViewCell") ?? [] {
                let identifier = cellNode.attribute("reuseIdentifier")
                table.prototypes.append(
                    readCell(
                        cellNode, isPrototype: true,
                        triggers: (
                            .prototypeSelection(reuseIdentifier: identifier), .prototypeAccessory(reuseIdentifier: identifier)
                        )))
            }
        }
        return table
    }

    private mutating func readCell(_ node: XMLNode, isPrototype: Bool, triggers: (selection: SegueTrigger, accessory: SegueTrigger)) -> TableCell {
        // A cell with a list content configuration (iOS 14 and later) shows its text and secondary text.
        let configuration = node.child(withKey: "contentConfiguration")
        let configuredText = configuration?.stringProperty("text")
        let configuredDetail = configuration?.stringProperty("secondaryText")
        let configuredStyle: TableCell.Style? = configuration.map { _ in configuredDetail == nil ? .basic : .subtitle }
        let style = node.attribute("style").flatMap { StoryboardVocabulary.cellStyles[$0] } ?? configuredStyle ?? .custom
        let content = node.child(withKey: "contentView")
        // A custom cell has no built-in labels (UIKit gives it none): views its attributes name stay its subviews.
        let builtIn = style == .custom ? [] : ["textLabel", "detailTextLabel", "imageView"].compactMap { node.attribute($0) }
        var byID: [String: XMLNode] = [:]
        content?.forEachDescendant { view, _ in
            if let id = view.attribute("id"), builtIn.contains(id) { byID[id] = view }
        }
        let outlets = views.controllerOutlets
        let outlet = node.attribute("id").flatMap { outlets[$0] } ?? builtIn.compactMap { outlets[$0] }.first
        var cell = TableCell(
            reuseIdentifier: node.attribute("reuseIdentifier"), isPrototype: isPrototype, style: style,
            className: node.attribute("customClass"),
            text: node.attribute("textLabel").flatMap { byID[$0]?.labelText } ?? configuredText,
            detail: node.attribute("detailTextLabel").flatMap { byID[$0]?.labelText } ?? configuredDetail,
            image: node.attribute("imageView").flatMap { byID[$0].flatMap { StoryboardViewReader.text(of: $0, kind: .image) } }
                ?? configuration?.child(withKey: "image")?.attribute("image"),
            accessory: node.attribute("accessoryType").flatMap(TableCell.Accessory.init(rawValue:)) ?? .none,
            selectionStyle: node.attribute("selectionStyle").flatMap(TableCell.SelectionStyle.init(rawValue:)) ?? .default,
            rowHeight: node.attribute("rowHeight").flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil },
            outlet: outlet, location: node.location
        )
        let subviews = (content?.subviews ?? []).filter { !builtIn.contains($0.attribute("id") ?? "") }
        cell.controls = subviews.flatMap { views.controls(for: $0) }
        readSegues(of: node, into: &cell, triggers: triggers)
        return cell
    }

    private func readSegues(of node: XMLNode, into cell: inout TableCell, triggers: (selection: SegueTrigger, accessory: SegueTrigger)) {
        let reader = StoryboardSegueReader(sink: views.sink)
        for segueNode in node.connections where segueNode.name == "segue" {
            let isAccessory = segueNode.attribute("trigger") == "accessoryAction"
            guard case .segue(let segue) = reader.read(segueNode, trigger: isAccessory ? triggers.accessory : triggers.selection) else { continue }
            if isAccessory ? cell.accessorySegue != nil : cell.selectionSegue != nil {
                views.sink.report(
                    .duplicateTrigger, at: segueNode.location,
                    "this cell already has a \(isAccessory ? "accessory" : "selection") segue; UIKit fires only one, so this one is ignored",
                    severity: .warning
                )
            } else if isAccessory {
                cell.accessorySegue = segue
            } else {
                cell.selectionSegue = segue
            }
        }
    }
}
