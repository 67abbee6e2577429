import StoryflowModel

extension StoryboardBuilder {
    /// Interface Builder's `kind` for each segue kind.
    private static let segueKinds: [SegueKind: String] = [
        .show: "show", .showDetail: "showDetail", .present: "presentation", .popover: "popoverPresentation", .embed: "embed",
        .unwind: "unwind", .custom: "custom", .push: "push", .modal: "modal", .replace: "replace", .legacyPopover: "popover",
    ]

    /// The `<segue>` element for `segue`, fired from the element `anchor` names (a popover's anchor; a manual popover
    /// is anchored on the scene's root view); `nil`, with a note, for a segue to a scene the storyboard leaves out.
    /// Its contract is kept in a Storyflow comment.
    mutating func segueElement(_ segue: Segue, anchor: (id: String, isBarButton: Bool)?, fromAccessory: Bool = false) -> IBElement? {
        let name = segue.identifier.map { "`\($0)`" } ?? "to `\(segue.destination ?? segue.unwindAction ?? "?")`"
        if let destination = segue.destination, document.scene(withID: destination)?.kind == .alertController {
            note(segue.location, "segue \(name) is left out with the alert it presents: alerts are made in code in iOS")
            return nil
        }
        let key = sceneKey + "/segue/" + (segue.identifier ?? "") + ">" + (segue.destination ?? segue.unwindAction ?? "")
        var element = IBElement("segue")
        if segue.kind == .unwind {
            if exitID == nil { exitID = ids.make(sceneKey + "#exit") }
            element.set("destination", exitID)
        } else if let destination = segue.destination {
            element.set("destination", destinationID(destination))
        }
        element.set("kind", Self.segueKinds[segue.kind])
        element.set("identifier", segue.identifier)
        element.set("modalPresentationStyle", segue.presentation?.rawValue)
        element.set("modalTransitionStyle", segue.transition?.rawValue)
        if segue.kind == .popover || segue.kind == .legacyPopover {
            element.set(anchor?.isBarButton == true ? "popoverAnchorBarButtonItem" : "popoverAnchorView", anchor?.id ?? rootViewID)
            if anchor == nil, rootViewID == nil {
                note(
                    segue.location,
                    "popover segue \(name) has no anchor: it starts in a container, which has no root view of its own; choose its Anchor in Xcode")
            }
        }
        element.set("unwindAction", segue.unwindAction.map { unwindSelectors[$0] ?? $0 + ":" })
        element.set("animates", segue.animates ? nil : "NO")
        element.set("destinationCreationSelector", segue.contract?.creationAction)
        element.set("trigger", fromAccessory ? "accessoryAction" : nil)
        setCustomClass(segue.customClass, on: &element)
        element.set("id", ids.make(key))
        element.annotation = FlowFragments.segueContract(segue.contract)
        if segue.kind == .popover {
            element.append(
                IBElement(
                    "popoverArrowDirection", [("key", "popoverArrowDirection"), ("up", "YES"), ("down", "YES"), ("left", "YES"), ("right", "YES")]))
        }
        return element
    }

    /// An `<action>` sending `name` to the scene's controller on `event` (none for bar button items).
    mutating func actionElement(_ name: String, event: String?, key: String) -> IBElement {
        IBElement(
            "action", [("selector", name + ":"), ("destination", controllerID), ("eventType", event), ("id", ids.make(key + "/action/" + name))])
    }

    /// An `<outlet>` named `property` to the object `destination`.
    mutating func outletElement(_ property: String, destination: String) -> IBElement {
        IBElement("outlet", [("property", property), ("destination", destination), ("id", ids.make(sceneKey + "/outlet/" + property))])
    }

    /// The flow XML kept before a button: the effect a generic controller carries out when it is tapped.
    static func effectAnnotation(_ effect: ActionEffect) -> [FlowFragments.Line] {
        effect == .none ? [] : [(0, FlowFragments.tag("effect", [("value", effect.rawValue)]))]
    }

    /// The navigation item: title, prompt, back button title and bar button items with their actions and segues.
    mutating func navigationItem(_ item: NavigationItemContent, scene: Scene) -> IBElement {
        var element = IBElement("navigationItem", [("key", "navigationItem"), ("title", item.title), ("prompt", item.prompt)])
        element.set("hidesBackButton", IBElement.yes(item.hidesBackButton))
        element.set("leftItemsSupplementBackButton", IBElement.yes(item.leftItemsSupplementBackButton))
        element.set("id", ids.make(sceneKey + "#navigationItem"))
        if let back = item.backButtonTitle {
            element.append(IBElement("barButtonItem", [("key", "backBarButtonItem"), ("title", back), ("id", ids.make(sceneKey + "#backBarButtonItem"))]))
        }
        var index = 0
        for (side, buttons) in [("left", item.leftButtons), ("right", item.rightButtons)] {
            var elements: [IBElement] = []
            for button in buttons {
                elements.append(barButtonItem(button, key: sceneKey + "/bar/\(side)/\(index)/" + (button.action ?? button.displayTitle)))
                index += 1
            }
            if elements.count == 1 {
                var single = elements[0]
                single.insertKey(side + "BarButtonItem")
                element.append(single)
            } else if !elements.isEmpty {
                capabilities["Navigation items with more than one left or right bar item"] = "7.0"
                element.appendGroup(side + "BarButtonItems", elements)
            }
        }
        return element
    }

    mutating func barButtonItem(_ button: BarButton, key: String) -> IBElement {
        var element = IBElement("barButtonItem")
        element.set("title", button.systemItem == nil ? button.title : nil)
        element.set("image", button.systemItem == nil ? button.image : nil)
        element.set("style", button.systemItem == nil ? "plain" : nil)
        element.set("systemItem", button.systemItem?.rawValue)
        element.set("enabled", button.isEnabled ? nil : "NO")
        let id = ids.make(key)
        element.set("id", id)
        element.annotation = Self.effectAnnotation(button.effect)
        var connections: [IBElement] = []
        if let action = button.action { connections.append(actionElement(action, event: nil, key: key)) }
        if let segue = button.segue, let segueElement = segueElement(segue, anchor: (id, true)) { connections.append(segueElement) }
        element.appendGroup("connections", connections)
        return element
    }
}

extension IBElement {
    /// Puts a `key` attribute first, as Xcode writes it for an element that fills a property of its parent.
    mutating func insertKey(_ key: String) {
        var copy = IBElement(name, [("key", key)], children: children)
        for (attribute, value) in attributes where attribute != "key" { copy.set(attribute, value) }
        copy.comment = comment
        copy.annotation = annotation
        self = copy
    }
}
