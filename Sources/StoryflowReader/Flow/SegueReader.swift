import StoryflowModel

/// Reads `<segue>` elements.
struct SegueReader {
    let sink: DiagnosticCollector

    /// Reads one segue element with the given trigger.
    func read(_ node: XMLNode, trigger: SegueTrigger) -> Segue? {
        read(node, element: ElementReader(node, sink: sink, table: FlowVocabulary.segueTable), trigger: trigger)
    }

    /// Reads one segue element, whose attributes `element` holds, with the given trigger.
    func read(_ node: XMLNode, element: ElementReader<SegueAttribute>, trigger: SegueTrigger) -> Segue? {
        let contract = readContract(node, element: element)
        if let entry = element.entry(.trigger) {
            if trigger.isCellTrigger {
                _ = element.optionalValue(.trigger, CellSegueTrigger.self)
            } else {
                sink.report(.invalidValue, at: entry.location, "`trigger` applies only to segues inside a <cell> or <prototype>; remove it")
            }
        }
        guard let kindName = element.required(.kind, purpose: "show, showDetail, present, popover, embed, unwind or custom") else {
            return nil
        }
        guard let kind = SegueKind(flowValue: kindName) else {
            _ = element.optionalValue(.kind, SegueKind.self)
            return nil
        }
        var destination = element.string(.destination)
        if kind == .unwind {
            if let entry = element.entry(.destination) {
                sink.report(
                    .invalidValue, at: entry.location,
                    "an unwind segue has no destination: UIKit finds it along the presentation chain by its `action`; remove `destination`")
                destination = nil
            }
            _ = element.required(.action, purpose: "the unwind action to look for, e.g. `backToList`")
        } else {
            if destination == nil || destination?.isEmpty == true {
                _ = element.required(.destination, purpose: "the id of the scene it leads to")
                destination = nil
            }
            if let entry = element.entry(.action) {
                sink.report(
                    .invalidValue, at: entry.location, "`action` names the unwind action of an unwind segue; a `\(kind.rawValue)` segue has none, so remove it")
            }
        }
        return Segue(
            identifier: element.string(.id), kind: kind, destination: destination,
            unwindAction: kind == .unwind ? element.string(.action).map(UnwindAction.normalizedName) : nil,
            customClass: element.string(.class),
            presentation: element.optionalValue(.presentation, PresentationStyle.self),
            transition: element.optionalValue(.transition, TransitionStyle.self),
            animates: element.bool(.animated, default: true),
            trigger: trigger, location: node.location, contract: contract
        )
    }

    /// Reads the segue's `<pass>` and `<receive>` children, reporting any other child.
    private func readContract(_ node: XMLNode, element: ElementReader<SegueAttribute>) -> SegueContract? {
        guard !node.children.isEmpty else { return nil }
        let reader = ContractReader(sink: sink)
        var contract = SegueContract()
        for child in node.children {
            if child.name.isSameName(as: "pass") {
                if let pass = reader.readPass(child) { contract.passes.append(pass) }
            } else if child.name.isSameName(as: "receive") {
                if let receipt = reader.readReceipt(child) { contract.receipts.append(receipt) }
            } else {
                element.reportUnknownChild(child, allowed: ["pass", "receive"])
            }
        }
        return contract
    }

    /// Reads the one `<segue>` child an element may have (a bar button, button, container view or alert
    /// action), reporting any other child and any second segue.
    func readSingle<Attribute>(in node: XMLNode, element: ElementReader<Attribute>, trigger: SegueTrigger) -> Segue? {
        var result: Segue?
        for child in node.children {
            guard child.name.isSameName(as: "segue") else {
                element.reportUnknownChild(child, allowed: ["segue"])
                continue
            }
            let segue = read(child, trigger: trigger)
            if result == nil {
                result = segue
            } else {
                sink.report(
                    .duplicateTrigger, at: child.location,
                    """
                    <\(node.name)> triggers at most one segue; this one is ignored (use a manual segue and `performSegue(withIdentifier:sender:)` for the \
                    others)
                    """
                )
            }
        }
        return result
    }
}

extension SegueTrigger {
    /// Whether the trigger is a cell's (where `trigger="selection|accessory"` applies).
    var isCellTrigger: Bool {
        switch self {
        case .staticCellSelection, .staticCellAccessory, .prototypeSelection, .prototypeAccessory: true
        default: false
        }
    }
}

/// What fires a segue declared in a cell: selecting the row, or tapping its accessory button.
enum CellSegueTrigger: String, CaseIterable, FlowValue {
    case selection
    case accessory

    static let valueTable = makeValueTable()
}
