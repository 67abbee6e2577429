import StoryflowModel

/// Where outlets to the views being written go: the scene's controller, or the prototype cell that holds them
/// (its own class's outlets).
enum OutletOwner {
    case controller
    case cell
}

extension StoryboardBuilder {
    /// The space between two views laid out one above the other, and the margin at each side.
    static let spacing = 8.0
    static let margin = 20.0
    /// Where a scene's first view is put: below the status bar and a navigation bar.
    static let contentTop = 111.0
    /// How deep views are nested at most: each level is two elements deep in a storyboard (`<view>` and its
    /// `<subviews>`) and Storyflow's reader refuses elements nested more than 200 deep, so 80 levels leave room for
    /// the elements above a view (a table, its cell and content view) and inside it.
    static let maximumViewNesting = 80

    /// A view controller's root view, its controls laid out top to bottom (and its table between them).
    mutating func rootView(_ scene: Scene) -> IBElement {
        var y = Self.contentTop
        var subviews = views(for: scene.controls[scene.controlIndicesAboveTable], width: Self.screenWidth, y: &y, owner: .controller)
        if scene.tableView != nil {
            let tableHeight = max(Self.screenHeight - y - 40 * Double(scene.controlIndicesBelowTable.count) - 34, 88)
            subviews.append(tableView(of: scene, isRootView: false, top: y, height: tableHeight))
            y += tableHeight + Self.spacing
        }
        subviews += views(for: scene.controls[scene.controlIndicesBelowTable], width: Self.screenWidth, y: &y, owner: .controller)
        let id = ids.make(sceneKey + "#view")
        rootViewID = id
        var view = IBElement("view", [("key", "view"), ("contentMode", "scaleToFill"), ("id", id)])
        view.append(IBElement.frame(x: 0, y: 0, width: Self.screenWidth, height: Self.screenHeight))
        view.append(IBElement.autoresizingMask("widthSizable", "heightSizable"))
        view.appendGroup("subviews", subviews)
        view.append(IBElement("viewLayoutGuide", [("key", "safeArea"), ("id", ids.make(sceneKey + "#safeArea"))]))
        view.append(Self.whiteBackground)
        return view
    }

    /// `<color key="backgroundColor">` white, written as a value so the file needs no named system colour.
    static var whiteBackground: IBElement {
        IBElement(
            "color",
            [("key", "backgroundColor"), ("white", "1"), ("alpha", "1"), ("colorSpace", "custom"), ("customColorSpace", "genericGamma22GrayColorSpace")])
    }

    /// The elements for `controls`, laid out from `y` down (which ends below the last), `width` wide with margins.
    mutating func views(for controls: some Collection<Control>, width: Double, y: inout Double, owner: OutletOwner) -> [IBElement] {
        var result: [IBElement] = []
        for control in controls {
            let (element, height) = view(for: control, x: Self.margin, y: y, width: width - 2 * Self.margin, owner: owner)
            result.append(element)
            y += height + Self.spacing
        }
        return result
    }

    /// The height Interface Builder gives a control of this kind.
    private static func height(of kind: Control.Kind) -> Double {
        switch kind {
        case .label: 21
        case .button: 30
        case .textField: 34
        case .switch: 31
        case .image: 128
        case .containerView: 200
        case .view: 0
        }
    }

    /// One control's element and its height.
    mutating func view(for control: Control, x: Double, y: Double, width: Double, owner: OutletOwner) -> (IBElement, Double) {
        // A control's id is not kept in the storyboard (nothing in a flow refers to it, and a storyboard's is Xcode's),
        // so its outlet or text names it: exporting the exported file again gives it the same id.
        let key = sceneKey + "/view/" + (control.outlet ?? "\(control.kind.rawValue):\(control.text ?? "")")
        let id = ids.make(key)
        var element: IBElement
        var height = Self.height(of: control.kind)
        var children: [IBElement] = []
        switch control.kind {
        case .label:
            element = IBElement(
                "label",
                [
                    ("opaque", "NO"), ("userInteractionEnabled", "NO"), ("contentMode", "left"), ("horizontalHuggingPriority", "251"),
                    ("verticalHuggingPriority", "251"),
                ])
            addCommon(control, to: &element)
            element.set("text", control.text)
            element.set("textAlignment", "natural")
            element.set("lineBreakMode", "tailTruncation")
            element.set("baselineAdjustment", "alignBaselines")
            element.set("adjustsFontSizeToFit", "NO")
            children = [Self.font(17), IBElement("nil", [("key", "textColor")]), IBElement("nil", [("key", "highlightedColor")])]
        case .button:
            element = IBElement(
                "button",
                [("opaque", "NO"), ("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "center"), ("contentVerticalAlignment", "center")])
            addCommon(control, to: &element)
            element.set("buttonType", "system")
            element.set("lineBreakMode", "middleTruncation")
            children = [IBElement("state", [("key", "normal"), ("title", control.text)])]
        case .textField:
            element = IBElement(
                "textField",
                [("opaque", "NO"), ("contentMode", "scaleToFill"), ("contentHorizontalAlignment", "left"), ("contentVerticalAlignment", "center")])
            addCommon(control, to: &element)
            element.set("text", control.text)
            element.set("borderStyle", "roundedRect")
            element.set("placeholder", control.placeholder)
            element.set("textAlignment", "natural")
            element.set("minimumFontSize", "17")
            children = [Self.font(14), IBElement("textInputTraits", [("key", "textInputTraits")])]
        case .switch:
            element = IBElement(
                "switch",
                [
                    ("opaque", "NO"), ("contentMode", "scaleToFill"), ("horizontalHuggingPriority", "750"), ("verticalHuggingPriority", "750"),
                    ("contentHorizontalAlignment", "center"), ("contentVerticalAlignment", "center"),
                ])
            addCommon(control, to: &element)
            element.set("on", IBElement.yes(control.isOn))
            if let caption = control.text {
                note(control.location, "the switch's caption `\(caption)` is left out: a switch has no title in Interface Builder; add a label beside it")
            }
        case .image:
            element = IBElement(
                "imageView",
                [
                    ("clipsSubviews", "YES"), ("userInteractionEnabled", "NO"), ("contentMode", "scaleAspectFit"), ("horizontalHuggingPriority", "251"),
                    ("verticalHuggingPriority", "251"),
                ])
            addCommon(control, to: &element)
            element.set("image", control.text)
        case .containerView:
            element = IBElement("containerView", [("opaque", "NO"), ("contentMode", "scaleToFill")])
            addCommon(control, to: &element)
        case .view:
            element = IBElement("view", [("contentMode", "scaleToFill")])
            addCommon(control, to: &element)
            var childY = Self.spacing
            var subviews: [IBElement] = []
            if viewNesting < Self.maximumViewNesting {
                viewNesting += 1
                subviews = views(for: control.children, width: width, y: &childY, owner: owner)
                viewNesting -= 1
            } else if !control.children.isEmpty {
                note(
                    control.location,
                    """
                    the views inside this view are left out: the exporter keeps views nested \(Self.maximumViewNesting) deep, as a storyboard nests \
                    two elements per view and Storyflow's reader refuses one nested more than 200 deep; flatten the view hierarchy
                    """)
            }
            height = max(childY, 44)
            children = [IBElement("subviews", children: subviews)].filter { !$0.children.isEmpty }
        }
        element.set("id", id)
        let frameWidth = control.kind == .switch ? 51 : width
        element.children =
            [IBElement.frame(x: x, y: y, width: frameWidth, height: height), IBElement.autoresizingMask("flexibleMaxX", "flexibleMaxY")]
            + children
        if control.kind != .view, !control.children.isEmpty {
            note(control.location, "the views inside this \(control.kind.rawValue) are left out: only a view holds other views in Interface Builder")
        }
        var connections: [IBElement] = []
        if let action = control.action {
            let events: [Control.Kind: String] = [.button: "touchUpInside", .textField: "editingDidEnd", .switch: "valueChanged"]
            connections.append(actionElement(action, event: events[control.kind] ?? "touchUpInside", key: key))
        }
        element.annotation = Self.effectAnnotation(control.effect)
        if let segue = control.segue, let segueElement = segueElement(segue, anchor: (id, false)) { connections.append(segueElement) }
        if let outlet = control.outlet {
            let element = outletElement(outlet, destination: id)
            if owner == .controller { controllerOutlets.append(element) } else { cellOutlets.append(element) }
        }
        element.appendGroup("connections", connections)
        return (element, height)
    }

    /// The attributes every control may have: its tag, and Interface Builder's Hidden and Enabled.
    private func addCommon(_ control: Control, to element: inout IBElement) {
        element.set("tag", control.tag.map(String.init))
        element.set("hidden", IBElement.yes(control.isHidden))
        element.set("enabled", control.isEnabled ? nil : "NO")
    }

    /// `<fontDescription key="fontDescription" type="system" pointSize=…/>`.
    static func font(_ size: Int) -> IBElement {
        IBElement("fontDescription", [("key", "fontDescription"), ("type", "system"), ("pointSize", String(size))])
    }
}
