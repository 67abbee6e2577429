import StoryflowModel

/// Builds the elements of one exported storyboard, scene by scene, keeping what the whole file shares: the ids
/// given so far, each scene's controller id, the capabilities the file needs and the notes on what it leaves out.
struct StoryboardBuilder {
    let document: FlowDocument
    let options: StoryboardExportOptions
    var ids = InterfaceBuilderIDs()
    private(set) var notes: [Diagnostic] = []
    /// `<capability>` entries by name, with the oldest Xcode that reads them.
    var capabilities: [String: String] = ["documents saved in the Xcode 8 format": "8.0", "Safe area layout guides": "9.0"]
    /// The controller id of each exported scene, by the flow's scene id.
    private(set) var controllerIDs: [String: String] = [:]
    /// The tab bar item each scene shows, from the first tab relationship holding it.
    private var tabItems: [String: TabItem] = [:]
    /// Where each scene is put on Xcode's canvas.
    private var canvasLocations: [String: (x: Int, y: Int)] = [:]
    /// The Objective-C selector of each unwind action the flow declares, by the name its segues call it.
    private(set) var unwindSelectors: [String: String] = [:]

    /// What the scene being written gathers for its controller: outlets, and the exit its unwind segues go to.
    var controllerID = ""
    var sceneKey = ""
    var controllerOutlets: [IBElement] = []
    /// How many views the view being written is nested in.
    var viewNesting = 0
    /// The id of the scene's root view, once written (a manual popover segue is anchored on it).
    var rootViewID: String?
    /// The outlets of the prototype cell being written, which its own class holds.
    var cellOutlets: [IBElement] = []
    var exitID: String?

    /// The width of a scene's root view on the device the file previews (iPhone 15, `retina6_12`).
    static let screenWidth = 393.0
    static let screenHeight = 852.0

    init(document: FlowDocument, options: StoryboardExportOptions) {
        self.document = document
        self.options = options
        for scene in document.scenes where scene.kind != .alertController && controllerIDs[scene.id] == nil {
            controllerIDs[scene.id] = ids.make("scene/" + scene.id)
        }
        for scene in document.scenes {
            for relationship in scene.relationships where relationship.kind == .tab {
                if tabItems[relationship.destination] == nil, let item = relationship.tabItem { tabItems[relationship.destination] = item }
            }
        }
        canvasLocations = CanvasLayout.locations(of: document)
        var firstDeclarations: [String: (action: UnwindAction, sceneID: String)] = [:]
        for scene in document.scenes {
            for action in scene.unwindActions {
                guard let first = firstDeclarations[action.name] else {
                    firstDeclarations[action.name] = (action, scene.id)
                    unwindSelectors[action.name] = action.selector
                    continue
                }
                guard first.action.selector != action.selector else { continue }
                note(
                    action.location,
                    """
                    unwind action `\(action.name)` is declared `\(action.declaredName)` here but `\(first.action.declaredName)` in scene \
                    `\(first.sceneID)`: the storyboard's unwind segues name the selector `\(first.action.selector)`, which UIKit does not find on this \
                    scene's `\(action.selector)` method; declare the action the same way in every scene
                    """)
            }
        }
    }

    /// The initial scene's controller id, if the flow names one that is exported.
    var initialControllerID: String? { document.initialSceneID.flatMap { controllerIDs[$0] } }

    /// Sets `customClass` to `className`, if any, with the module it is in (`customModule`, or
    /// `customModuleProvider="target"` when the options name none), as Xcode writes a class of the app's; a UIKit
    /// class (`UI` and a capital) has no module.
    func setCustomClass(_ className: String?, on element: inout IBElement) {
        guard let className else { return }
        element.set("customClass", className)
        let isUIKit = className.hasPrefix("UI") && className.dropFirst(2).first?.isUppercase == true
        guard !isUIKit else { return }
        element.set("customModule", options.module)
        element.set("customModuleProvider", options.module == nil ? "target" : nil)
    }

    /// Records that `what` at `location` is not in the storyboard.
    mutating func note(_ location: SourceLocation, _ message: String) {
        notes.append(Diagnostic(location: location, severity: .note, rule: StoryboardWriter.noteRule, message: message))
    }

    /// Every `<scene>` element, in the flow's order; alerts are left out with a note.
    mutating func scenes() -> [IBElement] {
        var result: [IBElement] = []
        var seen: Set<String> = []
        for scene in document.scenes {
            guard seen.insert(scene.id).inserted else {
                note(scene.location, "a second scene with id `\(scene.id)` is left out; give it an id of its own to export it")
                continue
            }
            if scene.kind == .alertController {
                note(
                    scene.location,
                    "alert `\(scene.id)` is left out: alerts and action sheets are made in code in iOS (UIAlertController), not in a storyboard")
                continue
            }
            // Every scene but alerts was given a controller id when the builder was made.
            guard let controllerID = controllerIDs[scene.id] else { continue }
            result.append(sceneElement(scene, controllerID: controllerID))
        }
        return result
    }

    private mutating func sceneElement(_ scene: Scene, controllerID: String) -> IBElement {
        sceneKey = scene.id
        self.controllerID = controllerID
        controllerOutlets = []
        rootViewID = nil
        exitID = nil
        var controller = controllerElement(scene)
        controller.annotation = Self.controllerAnnotation(scene)
        var objects = IBElement("objects")
        objects.append(controller)
        objects.append(
            IBElement(
                "placeholder",
                [
                    ("placeholderIdentifier", "IBFirstResponder"), ("id", ids.make(sceneKey + "#firstResponder")), ("userLabel", "First Responder"),
                    ("sceneMemberID", "firstResponder"),
                ]))
        if let exitID { objects.append(IBElement("exit", [("id", exitID), ("userLabel", "Exit"), ("sceneMemberID", "exit")])) }
        var element = IBElement("scene", [("sceneID", ids.make(sceneKey + "#scene"))], children: [objects])
        let location = canvasLocations[scene.id] ?? (0, 0)
        element.append(IBElement("point", [("key", "canvasLocation"), ("x", String(location.x)), ("y", String(location.y))]))
        element.comment = Self.outlineName(of: scene)
        return element
    }

    /// The name Xcode's document outline gives a scene: its title, else its class in words, else its kind's.
    static func outlineName(of scene: Scene) -> String {
        if let title = scene.displayTitle, !title.isEmpty { return title }
        var words = ""
        for character in scene.className ?? ("UI" + scene.kind.defaultClassName) {
            if character.isUppercase, let last = words.last, last.isLowercase { words += " " }
            words.append(character)
        }
        return scene.className == nil ? String(words.dropFirst(2)).trimmingLeadingSpace() : words
    }

    /// The flow XML kept before a scene's controller: its id in the flow, its inputs, results and unwind actions.
    private static func controllerAnnotation(_ scene: Scene) -> [FlowFragments.Line] {
        [(0, FlowFragments.tag("scene", [("id", scene.id)]))] + FlowFragments.contract(scene.contract)
            + scene.unwindActions.map { (0, FlowFragments.tag("unwindAction", [("name", $0.declaredName)])) }
    }

    /// The controller element of a scene, with its view, items and connections.
    private mutating func controllerElement(_ scene: Scene) -> IBElement {
        if scene.kind == .storyboardReference {
            // A reference shows the tab bar item and navigation item the scene it stands for has where it is used.
            var element = IBElement(
                "viewControllerPlaceholder",
                [
                    ("storyboardName", scene.reference?.storyboardName), ("referencedIdentifier", scene.reference?.referencedIdentifier),
                    ("id", controllerID), ("sceneMemberID", "viewController"),
                ])
            if let item = tabItems[scene.id] { element.append(tabBarItem(item)) }
            if let item = scene.navigationItem { element.append(navigationItem(item, scene: scene)) }
            return element
        }
        var element = IBElement(scene.kind.rawValue)
        element.set("title", scene.title)
        element.set("storyboardIdentifier", scene.storyboardIdentifier)
        switch scene.kind {
        case .navigationController: element.set("navigationBarHidden", scene.isNavigationBarHidden.map { $0 ? "YES" : "NO" })
        case .pageViewController:
            element.set("transitionStyle", "scroll")
            element.set("navigationOrientation", "horizontal")
            element.set("spineLocation", "none")
        default: break
        }
        element.set("modalPresentationStyle", scene.modalPresentationStyle?.rawValue)
        element.set("modalTransitionStyle", scene.modalTransitionStyle?.rawValue)
        element.set("definesPresentationContext", scene.definesPresentationContext.map { $0 ? "YES" : "NO" })
        element.set("hidesBottomBarWhenPushed", scene.hidesBottomBarWhenPushed.map { $0 ? "YES" : "NO" })
        element.set("id", controllerID)
        setCustomClass(scene.className, on: &element)
        element.set("sceneMemberID", "viewController")
        element.children = contentElements(scene)
        if let item = tabItems[scene.id] { element.append(tabBarItem(item)) }
        if let item = scene.navigationItem { element.append(navigationItem(item, scene: scene)) }
        var connections = controllerOutlets
        for relationship in scene.relationships {
            connections.append(relationshipSegue(relationship))
        }
        for segue in scene.manualSegues {
            if let element = segueElement(segue, anchor: nil) { connections.append(element) }
        }
        element.appendGroup("connections", connections)
        return element
    }

    /// What a controller shows: a container's bar, a table view controller's table, a view controller's view.
    private mutating func contentElements(_ scene: Scene) -> [IBElement] {
        switch scene.kind {
        case .navigationController:
            return [
                IBElement(
                    "navigationBar", [("key", "navigationBar"), ("contentMode", "scaleToFill"), ("id", ids.make(sceneKey + "#navigationBar"))],
                    children: [IBElement.frame(x: 0, y: 59, width: Self.screenWidth, height: 44), IBElement.autoresizingMask()])
            ]
        case .tabBarController:
            return [
                IBElement(
                    "tabBar", [("key", "tabBar"), ("contentMode", "scaleToFill"), ("id", ids.make(sceneKey + "#tabBar"))],
                    children: [
                        IBElement.frame(x: 0, y: 0, width: 1000, height: 1000), IBElement.autoresizingMask("widthSizable", "flexibleMinY"),
                    ])
            ]
        case .splitViewController, .pageViewController, .alertController, .storyboardReference:
            return []
        case .tableViewController:
            // A controller without a table in the flow makes its table in code, as one without a view in Interface Builder does.
            return scene.tableView == nil && scene.controls.isEmpty ? [] : [tableView(of: scene, isRootView: true, top: 0, height: Self.screenHeight)]
        case .collectionViewController:
            return [collectionView(scene)] + [collectionToolbarItems(scene)].compactMap { $0 }
        case .viewController:
            return [rootView(scene)]
        }
    }

    private mutating func tabBarItem(_ item: TabItem) -> IBElement {
        IBElement(
            "tabBarItem",
            [
                ("key", "tabBarItem"), ("title", item.title), ("image", item.image), ("badgeValue", item.badge),
                ("systemItem", item.systemItem?.rawValue), ("id", ids.make(sceneKey + "#tabBarItem")),
            ])
    }

    /// The deep links, as flow XML kept before the storyboard's scenes, their scenes named by controller id.
    mutating func deepLinkAnnotation() -> [FlowFragments.Line] {
        var lines: [FlowFragments.Line] = []
        for link in document.deepLinks {
            lines += FlowFragments.deepLink(link) { destinationID($0) }
        }
        return lines
    }

    private mutating func relationshipSegue(_ relationship: Relationship) -> IBElement {
        let names: [Relationship.Kind: String] = [
            .root: "rootViewController", .tab: "viewControllers", .master: "masterViewController",
            .supplementary: "supplementaryViewController", .detail: "detailViewController",
        ]
        var element = IBElement(
            "segue",
            [
                ("destination", destinationID(relationship.destination)), ("kind", "relationship"), ("relationship", names[relationship.kind]),
                ("id", ids.make(sceneKey + "/relationship/" + relationship.kind.rawValue + "/" + relationship.destination)),
            ])
        element.annotation = FlowFragments.passes(relationship.passes ?? [])
        return element
    }

    /// The controller id a segue or relationship names: the scene's, or for a scene the flow does not declare an id
    /// of its own (the reader reports the dangling reference, as it does for the flow).
    mutating func destinationID(_ sceneID: String) -> String {
        if let id = controllerIDs[sceneID] { return id }
        let id = ids.make("missing/" + sceneID)
        controllerIDs[sceneID] = id
        return id
    }
}

extension String {
    /// The string without leading spaces.
    fileprivate func trimmingLeadingSpace() -> String {
        String(drop { $0 == " " })
    }
}
