import StoryflowModel

/// Converts one storyboard `<scene>` element into a `Scene`, and notes what only the whole file can settle:
/// the tab bar item a tab bar controller shows for this scene, every object id, and every reference to one.
struct StoryboardSceneReader {
    /// An element's `id`, where it is declared.
    struct Declaration {
        var id: String
        var location: SourceLocation
        /// The element's name (`tabBarItem`, `barButtonItem`, ...).
        var element: String
        /// Whether the element is the scene's controller (its duplicates are reported as a scene's).
        var isController: Bool
    }

    let sink: DiagnosticCollector
    /// The controller's `tabBarItem`, which the tab bar controller holding the scene shows.
    private(set) var tabItem: TabItem?
    /// Every `id` in the scene, in document order.
    private(set) var objectIDs: [Declaration] = []
    /// Every reference to an id in the scene (`ObjectReference.Subject`): connections, constraints' items, cells'
    /// labels, popover segues' anchors, unwind segues' exits and `reference`s; other segues' destinations are
    /// checked as segues.
    private(set) var references: [ObjectReference] = []

    init(sink: DiagnosticCollector) {
        self.sink = sink
    }

    mutating func read(_ sceneNode: XMLNode) -> Scene? {
        collectIDsAndReferences(sceneNode)
        let objects = sceneNode.child(named: "objects").map { Array($0.children) } ?? []
        guard
            let controller = objects.first(where: { $0.attribute("sceneMemberID") == "viewController" })
                ?? objects.first(where: { StoryboardVocabulary.controllerKinds[$0.name] != nil })
        else {
            sink.report(
                .sceneDroppedByIbtool, at: sceneNode.location,
                "this scene has no view controller, so ibtool leaves it out of the compiled storyboard; delete the scene or add a controller",
                severity: .warning)
            return nil
        }
        guard let id = controller.attribute("id"), !id.isEmpty else {
            sink.report(
                .missingAttribute, at: controller.location,
                "<\(controller.name)> has no `id`; segues and relationships cannot reach it (Xcode writes one for every object)")
            return nil
        }
        let kind = StoryboardVocabulary.controllerKinds[controller.name] ?? .viewController
        var scene = Scene(
            id: id, kind: kind, className: controller.attribute("customClass"), title: controller.stringProperty("title"),
            storyboardIdentifier: controller.attribute("storyboardIdentifier"), location: controller.location
        )
        scene.modalPresentationStyle = controller.attribute("modalPresentationStyle").flatMap { StoryboardVocabulary.presentationStyles[$0] }
        scene.modalTransitionStyle = controller.attribute("modalTransitionStyle").flatMap(TransitionStyle.init(rawValue:))
        scene.definesPresentationContext = controller.attribute("definesPresentationContext").flatMap { ["YES": true, "NO": false][$0] }
        scene.hidesBottomBarWhenPushed = controller.attribute("hidesBottomBarWhenPushed").flatMap { ["YES": true, "NO": false][$0] }
        if kind == .navigationController {
            scene.isNavigationBarHidden = controller.attribute("navigationBarHidden").flatMap { ["YES": true, "NO": false][$0] }
        }
        if kind == .storyboardReference {
            scene.reference = StoryboardReference(
                storyboardName: controller.attribute("storyboardName"),
                referencedIdentifier: controller.attribute("referencedIdentifier")
            )
        }
        if let item = controller.child(withKey: "tabBarItem") {
            tabItem = TabItem(
                title: item.stringProperty("title"), image: item.attribute("image") ?? item.child(withKey: "image")?.attribute("image"),
                badge: item.attribute("badgeValue"), systemItem: item.attribute("systemItem").flatMap(TabItem.SystemItem.init(rawValue:))
            )
        }
        let controllerOutlets = Self.outlets(of: controller, includingCells: false)
        let outlets = Self.outlets(of: controller, includingCells: true)
        let segues = StoryboardSegueReader(sink: sink)
        scene.navigationItem = controller.child(withKey: "navigationItem").flatMap { readNavigationItem($0, segues: segues) }
        for connection in segues.connections(of: controller, trigger: { _ in .manual }) {
            switch connection {
            case .segue(let segue): scene.manualSegues.append(segue)
            case .relationship(let relationship): scene.relationships.append(relationship)
            }
        }
        if !kind.isContainer, kind != .storyboardReference {
            var views = StoryboardViewReader(
                sink: sink, outlets: outlets, controllerOutlets: controllerOutlets, readsTable: true
            )
            if let view = controller.child(withKey: "view") {
                if view.name == "tableView" {
                    views.readSceneTable(view)
                    scene.controls = views.tableHeaderControls
                } else if view.name == "collectionView" {
                    scene.controls = views.controls(for: view)
                } else {
                    scene.controls = views.controls(forSubviews: view.subviewsInLayoutOrder)
                }
            }
            if let toolbar = controller.child(named: "toolbarItems") { scene.controls += views.barButtons(in: toolbar) }
            for object in objects where object.attribute("sceneMemberID") == nil && object.name != "exit" {
                scene.controls += views.controls(for: object)
            }
            // Last, as the model keeps them: the controls drawn below the table's rows.
            scene.controls += views.controlsBelowTable
            scene.tableView = views.table
            scene.tableView?.controlsBelow = views.controlsBelowTable.count
        }
        readAdditionalTables(sceneNode, into: &scene, outlets: outlets, controllerOutlets: controllerOutlets)
        let collectionCells = checkCollectionCells(sceneNode, in: scene)
        if !collectionCells.isEmpty { scene.collectionCellIdentifiers = collectionCells }
        StoryboardControlNumbering.number(&scene)
        return scene
    }

    /// `node` when it is a button, else the first button inside it.
    private static func firstButton(_ node: XMLNode) -> XMLNode? {
        if node.name == "button" { return node }
        var found: XMLNode?
        node.forEachDescendant { descendant, _ in
            if found == nil, descendant.name == "button" { found = descendant }
        }
        return found
    }

    /// Reads every table view of the scene but the one `scene.tableView` holds into `additionalTables`.
    private func readAdditionalTables(_ sceneNode: XMLNode, into scene: inout Scene, outlets: [String: String], controllerOutlets: [String: String]) {
        var others: [TableLayout] = []
        let views = StoryboardViewReader(sink: sink, outlets: outlets, controllerOutlets: controllerOutlets, readsTable: false)
        sceneNode.forEachDescendant { node, _ in
            guard node.name == "tableView", node.location != scene.tableView?.location else { return }
            var tables = StoryboardTableReader(views: views)
            others.append(tables.readTable(node))
        }
        if !others.isEmpty { scene.additionalTables = others }
    }

    /// Reports the cells of each collection view of the scene that dequeuing cannot reach: those without a reuse
    /// identifier, and those whose identifier an earlier cell of the same collection view has. Returns the
    /// reuse identifiers of the cells that have one, each with where its cell is.
    private func checkCollectionCells(_ sceneNode: XMLNode, in scene: Scene) -> [CellIdentifier] {
        var found: [CellIdentifier] = []
        let name = SceneName.of(scene, in: .storyboard)
        sceneNode.forEachDescendant { node, _ in
            guard node.name == "collectionView" else { return }
            for view in node.children where view.name == "collectionReusableView" && (view.attribute("reuseIdentifier") ?? "").isEmpty {
                let which = view.attribute("key") == "sectionFooterView" ? "section footer" : "section header"
                sink.report(
                    .collectionCellMissingReuseIdentifier, at: view.location,
                    """
                    Collection reusable views must have reuse identifiers: set this \(which)'s Identifier in the Attributes inspector (in scene \(name)) so \
                    `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` can reach it
                    """,
                    severity: .warning)
            }
            var first: [String: SourceLocation] = [:]
            for cell in node.child(named: "cells")?.children(named: "collectionViewCell") ?? [] {
                guard let identifier = cell.attribute("reuseIdentifier"), !identifier.isEmpty else {
                    sink.report(
                        .collectionCellMissingReuseIdentifier, at: cell.location,
                        """
                        Prototype collection view cells must have reuse identifiers: set this cell's Identifier in the Attributes inspector (in scene \(name)) \
                        so `dequeueReusableCell(withReuseIdentifier:for:)` can reach it
                        """,
                        severity: .warning)
                    continue
                }
                found.append(CellIdentifier(reuseIdentifier: identifier, location: cell.location))
                if let earlier = first[identifier] {
                    sink.report(
                        .duplicateCollectionReuseIdentifier, at: cell.location,
                        """
                        the reuse identifier `\(identifier)` is already the cell's at line \(earlier.line) of this collection view; dequeuing always finds \
                        that one, so give this cell its own Identifier in the Attributes inspector
                        """,
                        severity: .warning)
                } else {
                    first[identifier] = cell.location
                }
            }
        }
        return found
    }

    /// Outlet names by destination id: the controller's own outlets, then (if `includingCells`) those of its cells
    /// (custom cell classes). A cell's own outlets belong to its class, so they never make the cell an outlet of
    /// the controller.
    private static func outlets(of controller: XMLNode, includingCells: Bool) -> [String: String] {
        var result: [String: String] = [:]
        func add(_ node: XMLNode) {
            for outlet in node.connections where outlet.name == "outlet" {
                guard let property = outlet.attribute("property"), let destination = outlet.attribute("destination") else { continue }
                if result[destination] == nil { result[destination] = property }
            }
        }
        add(controller)
        guard includingCells else { return result }
        controller.forEachDescendant { node, _ in
            if node.name == "tableViewCell" || node.name == "collectionViewCell" { add(node) }
        }
        return result
    }

    private func readNavigationItem(_ node: XMLNode, segues: StoryboardSegueReader) -> NavigationItemContent? {
        var item = NavigationItemContent(
            title: node.stringProperty("title"), prompt: node.stringProperty("prompt"),
            backButtonTitle: node.stringProperty("backButtonTitle") ?? node.child(withKey: "backBarButtonItem")?.stringProperty("title"),
            location: node.location
        )
        item.hidesBackButton = node.attribute("hidesBackButton") == "YES"
        item.leftItemsSupplementBackButton = node.attribute("leftItemsSupplementBackButton") == "YES"
        func buttons(_ side: String) -> [XMLNode] {
            let single = node.children.filter { $0.name == "barButtonItem" && $0.attribute("key") == "\(side)BarButtonItem" }
            return single + (node.child(named: "\(side)BarButtonItems")?.children(named: "barButtonItem") ?? [])
        }
        let left = buttons("left")
        let right = buttons("right")
        for (index, button) in (left + right).enumerated() {
            let placement: BarButton.Placement = index < left.count ? .left : .right
            let systemItem = button.attribute("systemItem").flatMap(BarButton.SystemItem.init(rawValue:))
            // A bar button item with a custom view shows that view's button (the view itself, or the first button
            // inside it): its title, image, action and segues.
            let customView = button.child(withKey: "customView").flatMap(Self.firstButton)
            var barButton = BarButton(
                placement: placement, systemItem: systemItem,
                title: customView.flatMap(StoryboardViewReader.buttonTitle) ?? button.stringProperty("title"),
                image: customView.flatMap(StoryboardViewReader.buttonImage) ?? button.attribute("image") ?? button.child(withKey: "image")?.attribute("image"),
                action: customView.flatMap(StoryboardViewReader.action) ?? StoryboardViewReader.action(of: button), location: button.location
            )
            if barButton.systemItem == nil, barButton.title?.isEmpty ?? true, barButton.image == nil {
                barButton.title = StoryboardViewReader.barButtonTitle(button)
            }
            if button.attribute("enabled") == "NO" || customView?.attribute("enabled") == "NO" { barButton.isEnabled = false }
            let found =
                segues.segues(of: button, trigger: .barButton(index: index))
                + (customView.map { segues.segues(of: $0, trigger: .barButton(index: index)) } ?? [])
            barButton.segue = found.first
            for extra in found.dropFirst() {
                sink.report(
                    .duplicateTrigger, at: extra.location, "this bar button item already triggers a segue; UIKit fires only one, so this one is ignored",
                    severity: .warning)
            }
            if placement == .left { item.leftButtons.append(barButton) } else { item.rightButtons.append(barButton) }
        }
        let isEmpty =
            item.title == nil && item.prompt == nil && item.backButtonTitle == nil && item.allButtons.isEmpty && !item.hidesBackButton
            && !item.leftItemsSupplementBackButton
        return isEmpty ? nil : item
    }

    /// Notes every id, every reference to one, and `<exit>` placeholders out of place.
    private mutating func collectIDsAndReferences(_ sceneNode: XMLNode) {
        var exitsOutside: [XMLNode] = []
        var unwindExits: Set<String> = []
        var found: [ObjectReference] = []
        var ids: [Declaration] = []
        sceneNode.forEachDescendant { node, parent in
            let name = node.name
            if let id = node.attribute("id") {
                let isController = parent?.name.isSameName(as: "objects") == true && node.attribute("sceneMemberID") == "viewController"
                ids.append(Declaration(id: id, location: node.location, element: name, isController: isController))
            }
            // `subject` is made only for an attribute present: most elements have no `reference`.
            func refer(_ attribute: String, _ subject: @autoclosure () -> ObjectReference.Subject, _ severity: Severity) {
                guard let entry = node.attributeEntry(attribute), !entry.value.isEmpty else { return }
                found.append(ObjectReference(id: entry.value, location: entry.location, subject: subject(), severity: severity))
            }
            // Any element may stand for another by `reference` (Xcode writes it for objects listed twice).
            refer("reference", .reference(element: name), .warning)
            // Names are told apart by length first: most elements are none of these.
            if name.isSameName(as: "outlet") || name.isSameName(as: "outletCollection") {
                refer("destination", .outlet(property: node.attribute("property") ?? "?"), .error)
            } else if name.isSameName(as: "action") {
                refer("destination", .action(selector: node.attribute("selector") ?? "?"), .warning)
            } else if name.isSameName(as: "constraint") {
                refer("firstItem", .constraintFirstItem, .warning)
                refer("secondItem", .constraintSecondItem, .warning)
            } else if name.isSameName(as: "tableViewCell") {
                refer("textLabel", .cellTextLabel, .warning)
                refer("detailTextLabel", .cellDetailTextLabel, .warning)
                refer("imageView", .cellImageView, .warning)
            } else if name.isSameName(as: "segue") {
                switch node.attribute("kind") {
                case "popoverPresentation":
                    refer("popoverAnchorView", .popoverAnchorView(segue: node.attribute("identifier") ?? "?"), .error)
                    refer("popoverAnchorBarButtonItem", .popoverAnchorBarButtonItem(segue: node.attribute("identifier") ?? "?"), .error)
                case "unwind":
                    refer("destination", .unwindExit(action: node.attribute("unwindAction") ?? "?"), .error)
                    if let destination = node.attribute("destination") { unwindExits.insert(destination) }
                default:
                    break
                }
            } else if name.isSameName(as: "exit") {
                if parent?.name != "objects" || !sceneNode.children.contains(where: { $0.name == "objects" && $0.location == parent?.location }) {
                    exitsOutside.append(node)
                }
            }
        }
        objectIDs = ids
        references = found
        for exit in exitsOutside {
            let used = exit.attribute("id").map(unwindExits.contains) ?? false
            sink.report(
                .exitPlaceholderOutsideObjects, at: exit.location,
                """
                this <exit> placeholder is not directly inside the scene's <objects>, where Xcode looks for it; \
                \(used ? "the unwind segues connected to it never run" : "unwind segues cannot be connected to it"): move it into <objects>
                """,
                severity: used ? .error : .warning
            )
        }
    }
}
