import Foundation
import StoryflowModel

extension StoryboardBuilder {
    /// Interface Builder's `style` for each built-in cell style; a custom cell has none.
    private static let cellStyles: [TableCell.Style: String] = [
        .basic: "IBUITableViewCellStyleDefault", .subtitle: "IBUITableViewCellStyleSubtitle", .rightDetail: "IBUITableViewCellStyleValue1",
        .leftDetail: "IBUITableViewCellStyleValue2",
    ]

    /// The scene's table: a table view controller's `view` (its other controls in the table's header and footer
    /// views), or a table among a view controller's subviews.
    mutating func tableView(of scene: Scene, isRootView: Bool, top: Double, height: Double) -> IBElement {
        let table = scene.tableView ?? TableLayout(location: scene.location)
        var element = IBElement("tableView")
        element.set("key", isRootView ? "view" : nil)
        element.set("clipsSubviews", "YES")
        element.set("contentMode", "scaleToFill")
        element.set("alwaysBounceVertical", "YES")
        element.set("dataMode", table.content == .static ? "static" : "prototypes")
        element.set("style", table.style.rawValue)
        element.set("separatorStyle", "default")
        element.set("rowHeight", table.rowHeight.map(IBElement.number) ?? "-1")
        element.set("estimatedRowHeight", "-1")
        element.set("sectionHeaderHeight", "28")
        element.set("sectionFooterHeight", "28")
        let id = ids.make(sceneKey + "#tableView")
        element.set("id", id)
        if isRootView { rootViewID = id }
        element.append(IBElement.frame(x: 0, y: top, width: Self.screenWidth, height: height))
        element.append(isRootView ? IBElement.autoresizingMask("widthSizable", "heightSizable") : IBElement.autoresizingMask("widthSizable", "flexibleMaxY"))
        element.append(Self.whiteBackground)
        if isRootView, !scene.controlIndicesAboveTable.isEmpty {
            element.append(tableEndView(scene.controls[scene.controlIndicesAboveTable], key: "tableHeaderView"))
        }
        let rowWidth = Self.screenWidth
        switch table.content {
        case .prototypes:
            var cells: [IBElement] = []
            for (index, cell) in table.prototypes.enumerated() {
                cells.append(cellElement(cell, key: "prototype/" + (cell.reuseIdentifier ?? String(index)), width: rowWidth, tableRowHeight: table.rowHeight))
            }
            element.appendGroup("prototypes", cells)
        case .static:
            var sections: [IBElement] = []
            for (sectionIndex, section) in table.sections.enumerated() {
                var sectionElement = IBElement(
                    "tableViewSection",
                    [("headerTitle", section.header), ("footerTitle", section.footer), ("id", ids.make(sceneKey + "/section/\(sectionIndex)"))])
                var cells: [IBElement] = []
                for (row, cell) in section.cells.enumerated() {
                    cells.append(cellElement(cell, key: "cell/\(sectionIndex)/\(row)", width: rowWidth, tableRowHeight: table.rowHeight))
                }
                sectionElement.appendGroup("cells", cells)
                sections.append(sectionElement)
            }
            element.appendGroup("sections", sections)
        }
        if isRootView, !scene.controlIndicesBelowTable.isEmpty {
            element.append(tableEndView(scene.controls[scene.controlIndicesBelowTable], key: "tableFooterView"))
        }
        element.annotation = FlowFragments.samples(table.samples)
        element.appendGroup(
            "connections", [outletElement("dataSource", destination: controllerID), outletElement("delegate", destination: controllerID)])
        return element
    }

    /// A table view controller's header or footer view holding `controls`: the one view itself when it carries an
    /// outlet, tag or connection, else a view holding the controls (Interface Builder's header and footer
    /// views are views), so that a header read back from an export is written as it was.
    private mutating func tableEndView(_ controls: ArraySlice<Control>, key: String) -> IBElement {
        var controls = controls
        if controls.count == 1, let control = controls.first, control.kind == .view {
            guard control.outlet == nil, control.tag == nil, !control.isHidden, control.segue == nil, control.action == nil else {
                var (element, _) = view(for: control, x: 0, y: 0, width: Self.screenWidth, owner: .controller)
                element.insertKey(key)
                return element
            }
            controls = control.children[...]
        }
        var y = Self.spacing
        let subviews = views(for: controls, width: Self.screenWidth, y: &y, owner: .controller)
        var element = IBElement("view", [("key", key), ("contentMode", "scaleToFill"), ("id", ids.make(sceneKey + "#" + key))])
        element.append(IBElement.frame(x: 0, y: 0, width: Self.screenWidth, height: y))
        element.append(IBElement.autoresizingMask("widthSizable", "flexibleMaxY"))
        element.appendGroup("subviews", subviews)
        return element
    }

    /// One cell: its style's built-in labels, its content view's controls, its outlets and segues.
    private mutating func cellElement(_ cell: TableCell, key: String, width: Double, tableRowHeight: Double?) -> IBElement {
        let cellKey = sceneKey + "/" + key
        let id = ids.make(cellKey)
        let height = cell.rowHeight ?? tableRowHeight ?? 44
        var element = IBElement(
            "tableViewCell", [("clipsSubviews", "YES"), ("contentMode", "scaleToFill"), ("preservesSuperviewLayoutMargins", "YES")])
        element.set("selectionStyle", cell.selectionStyle.rawValue)
        element.set("accessoryType", cell.accessory == .none ? nil : cell.accessory.rawValue)
        element.set("indentationWidth", "10")
        element.set("reuseIdentifier", cell.reuseIdentifier)
        var builtIn: [IBElement] = []
        if let style = Self.cellStyles[cell.style] {
            let text = builtInLabel(cell.text, key: cellKey + "#textLabel", y: 11.5, width: width)
            element.set("textLabel", text.attribute("id"))
            builtIn.append(text)
            if cell.style != .basic {
                let detail = builtInLabel(cell.detail, key: cellKey + "#detailTextLabel", y: 11.5, width: width, size: cell.style == .subtitle ? 12 : 17)
                element.set("detailTextLabel", detail.attribute("id"))
                builtIn.append(detail)
            }
            if let image = cell.image {
                let imageID = ids.make(cellKey + "#imageView")
                element.set("imageView", imageID)
                builtIn.append(
                    IBElement(
                        "imageView",
                        [
                            ("opaque", "NO"), ("clipsSubviews", "YES"), ("multipleTouchEnabled", "YES"), ("contentMode", "center"), ("image", image),
                            ("id", imageID),
                        ],
                        children: [IBElement.frame(x: 16, y: 6, width: 32, height: 32), IBElement.autoresizingMask()]))
            }
            element.set("rowHeight", cell.rowHeight.map(IBElement.number))
            element.set("style", style)
        } else {
            element.set("rowHeight", cell.rowHeight.map(IBElement.number))
            if cell.text != nil || cell.detail != nil || cell.image != nil {
                note(cell.location, "the text, detail and image of this custom cell are left out: a custom cell shows only its own views")
            }
        }
        element.set("id", id)
        setCustomClass(cell.className, on: &element)
        element.append(IBElement.frame(x: 0, y: 50, width: width, height: height))
        element.append(IBElement.autoresizingMask())
        let outletsBefore = cellOutlets
        cellOutlets = []
        let subviews = builtIn + rowOfViews(for: cell.controls, width: width, owner: cell.isPrototype ? .cell : .controller)
        var content = IBElement(
            "tableViewCellContentView",
            [
                ("key", "contentView"), ("opaque", "NO"), ("clipsSubviews", "YES"), ("multipleTouchEnabled", "YES"), ("contentMode", "center"),
                ("preservesSuperviewLayoutMargins", "YES"), ("insetsLayoutMarginsFromSafeArea", "NO"), ("tableViewCell", id),
                ("id", ids.make(cellKey + "#contentView")),
            ])
        content.append(IBElement.frame(x: 0, y: 0, width: width, height: height))
        content.append(IBElement.autoresizingMask())
        content.appendGroup("subviews", subviews)
        element.append(content)
        var connections = cellOutlets
        cellOutlets = outletsBefore
        if let outlet = cell.outlet { controllerOutlets.append(outletElement(outlet, destination: id)) }
        if let segue = cell.selectionSegue, let segueElement = segueElement(segue, anchor: (id, false)) { connections.append(segueElement) }
        if let segue = cell.accessorySegue, let segueElement = segueElement(segue, anchor: (id, false), fromAccessory: true) {
            connections.append(segueElement)
        }
        element.appendGroup("connections", connections)
        return element
    }

    /// The elements for a cell's controls, side by side across its content view, each as high as the control's kind.
    private mutating func rowOfViews(for controls: [Control], width: Double, owner: OutletOwner) -> [IBElement] {
        guard !controls.isEmpty else { return [] }
        let slot = (width - 2 * Self.margin - Self.spacing * Double(controls.count - 1)) / Double(controls.count)
        var result: [IBElement] = []
        for (index, control) in controls.enumerated() {
            let x = Self.margin + Double(index) * (slot + Self.spacing)
            let (element, _) = view(for: control, x: x, y: Self.spacing, width: max(slot, 1), owner: owner)
            result.append(element)
        }
        return result
    }

    /// A built-in label of a cell (`textLabel`, `detailTextLabel`).
    private mutating func builtInLabel(_ text: String?, key: String, y: Double, width: Double, size: Int = 17) -> IBElement {
        IBElement(
            "label",
            [
                ("opaque", "NO"), ("multipleTouchEnabled", "YES"), ("contentMode", "left"), ("insetsLayoutMarginsFromSafeArea", "NO"), ("text", text),
                ("textAlignment", "natural"), ("lineBreakMode", "tailTruncation"), ("baselineAdjustment", "alignBaselines"),
                ("adjustsFontSizeToFit", "NO"), ("id", ids.make(key)),
            ],
            children: [
                IBElement.frame(x: 20, y: y, width: width / 2 - 20, height: 20.5), IBElement.autoresizingMask("flexibleMaxX", "flexibleMaxY"),
                Self.font(size), IBElement("nil", [("key", "textColor")]), IBElement("nil", [("key", "highlightedColor")]),
            ])
    }

    /// A collection view controller's collection view, with a cell for each reuse identifier the scene has.
    mutating func collectionView(_ scene: Scene) -> IBElement {
        var element = IBElement(
            "collectionView",
            [
                ("key", "view"), ("clipsSubviews", "YES"), ("multipleTouchEnabled", "YES"), ("contentMode", "scaleToFill"), ("dataMode", "prototypes"),
                ("id", ids.make(sceneKey + "#collectionView")),
            ])
        rootViewID = element.attribute("id")
        element.append(IBElement.frame(x: 0, y: 0, width: Self.screenWidth, height: Self.screenHeight))
        element.append(IBElement.autoresizingMask("widthSizable", "heightSizable"))
        element.append(Self.whiteBackground)
        element.append(
            IBElement(
                "collectionViewFlowLayout",
                [("key", "collectionViewLayout"), ("minimumLineSpacing", "10"), ("minimumInteritemSpacing", "10"), ("id", ids.make(sceneKey + "#layout"))],
                children: [IBElement("size", [("key", "itemSize"), ("width", "128"), ("height", "128")])]))
        var cells: [IBElement] = []
        for (index, cell) in Self.collectionCells(of: scene).enumerated() {
            let id = ids.make(sceneKey + "/item/" + cell.reuseIdentifier)
            var element = IBElement(
                "collectionViewCell",
                [
                    ("opaque", "NO"), ("clipsSubviews", "YES"), ("multipleTouchEnabled", "YES"), ("contentMode", "center"),
                    ("reuseIdentifier", cell.reuseIdentifier), ("id", id),
                ])
            setCustomClass(cell.className, on: &element)
            element.append(IBElement.frame(x: 10 + Double(index % 2) * 138, y: 10 + Double(index / 2) * 138, width: 128, height: 128))
            element.append(IBElement.autoresizingMask())
            element.append(
                IBElement(
                    "view", [("key", "contentView"), ("opaque", "NO"), ("clipsSubviews", "YES"), ("multipleTouchEnabled", "YES"), ("contentMode", "center")],
                    children: [IBElement.frame(x: 0, y: 0, width: 128, height: 128), IBElement.autoresizingMask()]))
            if let segue = cell.segue, let segueElement = segueElement(segue, anchor: (id, false)) { element.appendGroup("connections", [segueElement]) }
            cells.append(element)
        }
        element.appendGroup("cells", cells)
        element.appendGroup(
            "connections", [outletElement("dataSource", destination: controllerID), outletElement("delegate", destination: controllerID)])
        return element
    }

    /// A collection view controller's toolbar: a bar button item for each of its buttons that sends an action or
    /// fires a segue (the storyboard reader reads toolbar items so); its other controls are left out with a note.
    mutating func collectionToolbarItems(_ scene: Scene) -> IBElement? {
        var items: [IBElement] = []
        for control in scene.controls where Self.collectionCell(standingFor: control) == nil {
            guard control.kind == .button, control.action != nil || control.segue != nil else {
                note(
                    control.location,
                    "this \(control.kind.rawValue) is left out: a collection view controller shows its collection view's cells and its toolbar's buttons")
                continue
            }
            var button = BarButton(
                placement: .left, title: control.text, action: control.action, effect: control.effect, segue: control.segue, location: control.location)
            button.isEnabled = control.isEnabled
            items.append(barButtonItem(button, key: sceneKey + "/toolbar/" + (control.outlet ?? control.text ?? "")))
        }
        return items.isEmpty ? nil : IBElement("toolbarItems", children: items)
    }

    /// A collection view cell to write: its reuse identifier, class and the segue selecting it fires.
    struct CollectionCell {
        var reuseIdentifier: String
        var className: String?
        var segue: Segue?
    }

    /// The cells of a collection view controller: those the storyboard reader stands in for by controls (a button
    /// titled with the reuse identifier that fires a segue and sends no action, for a cell that fires a segue; a
    /// label `▦ identifier (Class)` for the others), else the reuse identifiers the scene has.
    static func collectionCells(of scene: Scene) -> [CollectionCell] {
        let standIns = scene.controls.compactMap(collectionCell(standingFor:))
        if !standIns.isEmpty { return standIns }
        return (scene.collectionCellIdentifiers ?? []).map { CollectionCell(reuseIdentifier: $0.reuseIdentifier) }
    }

    /// The cell a control of a collection view controller stands for, if it is one of the reader's stand-ins.
    static func collectionCell(standingFor control: Control) -> CollectionCell? {
        guard let text = control.text, !text.isEmpty else { return nil }
        if control.kind == .button, control.segue != nil, control.action == nil { return CollectionCell(reuseIdentifier: text, segue: control.segue) }
        guard control.kind == .label, text.hasPrefix("▦ ") else { return nil }
        var name = Substring(text.dropFirst(2))
        var className: String?
        if name.hasSuffix(")"), let open = name.range(of: " (", options: .backwards) {
            className = String(name[open.upperBound..<name.index(before: name.endIndex)])
            name = name[..<open.lowerBound]
        }
        return name.isEmpty ? nil : CollectionCell(reuseIdentifier: String(name), className: className)
    }
}
