import StoryflowModel

/// The parts of a flow Interface Builder has no place for, which `storyflow export` keeps as flow XML in a
/// `<!--storyflow …-->` comment just before the storyboard element they belong to: before a controller, its id
/// in the flow (`<scene id="players"/>`) and its `<input>`, `<result>` and `<unwindAction>` elements; before a
/// segue, its `<pass>` and `<receive>`; before a button or bar button item, `<effect value="dismiss"/>`; before a
/// table view, its `<samples>`; before
/// `<scenes>`, the `<deepLink>` elements, naming scenes by their controllers' ids. Xcode drops comments when it
/// saves a storyboard, and these with them.
struct StoryflowAnnotation {
    /// The scene's id in the flow it was exported from (`<scene id="players"/>`), and where that element is.
    var sceneID: String?
    var sceneIDLocation: SourceLocation?
    var inputs: [ContractInput] = []
    var results: [ContractResult] = []
    var unwindActions: [UnwindAction] = []
    var passes: [InputPass] = []
    var receipts: [ResultReceipt] = []
    var effect: ActionEffect?
    var samples: [SampleSection] = []
    var deepLinks: [DeepLink] = []
    /// Where the comment is.
    var location: SourceLocation
    /// The name and place of each element the comment holds but its deep links, to report those the element the
    /// comment precedes has no use for.
    var parts: [(name: String, location: SourceLocation)] = []

    /// The word a Storyflow comment starts with (after spaces or line breaks, if any), followed by a space or a
    /// line break.
    static let marker = "storyflow"

    /// Whether a comment's text is a Storyflow annotation: the marker, after spaces or line breaks if any, then a
    /// space or line break.
    static func isAnnotation(_ text: String) -> Bool {
        markerEnd(in: text) != nil
    }

    /// Where the marker of an annotation's text ends, or `nil` when the text is no annotation.
    private static func markerEnd(in text: String) -> String.Index? {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" || $0 == "\r\n" }
        let start = text.firstIndex { !isSpace($0) } ?? text.endIndex
        guard text[start...].hasPrefix(marker) else { return nil }
        let end = text.index(start, offsetBy: marker.count)
        guard end < text.endIndex, isSpace(text[end]) else { return nil }
        return end
    }

    /// Reads the flow XML of the comment at `location` whose text is `text` (an annotation, `isAnnotation`);
    /// problems are reported to `sink` at their places in the file.
    static func read(_ text: String, at location: SourceLocation, sink: DiagnosticCollector) -> StoryflowAnnotation {
        var annotation = StoryflowAnnotation(location: location)
        // The comment's text starts right after `<!--`. The marker becomes the fragment's root element, so each line
        // keeps its number (counted from the comment's) and its columns but the marker's, which move by how much
        // longer `<storyflow>` is and, on the comment's first line, by where the text starts.
        guard let markerEnd = markerEnd(in: text) else { return annotation }
        let prefix = text[..<text.index(markerEnd, offsetBy: -marker.count)]
        let markerLine = prefix.reduce(0) { $1 == "\n" || $1 == "\r\n" ? $0 + 1 : $0 }
        let columnShift = markerLine == 0 ? location.column + 1 : -2
        let fragment = prefix + "<storyflow>" + text[markerEnd...] + "</storyflow>"
        let nodes = FragmentReader.nodes(
            of: String(fragment), file: location.file, firstLine: location.line, columnShift: (line: markerLine + 1, by: columnShift), sink: sink)
        let contracts = ContractReader(sink: sink)
        for node in nodes {
            if node.name != "deepLink" { annotation.parts.append((node.name, node.location)) }
            switch node.name {
            case "scene":
                if let id = node.attribute("id"), !id.isEmpty {
                    annotation.sceneID = id
                    annotation.sceneIDLocation = node.location
                } else {
                    sink.report(.missingAttribute, at: node.location, "<scene> in a storyflow comment needs an `id`, the scene's id in the flow")
                }
            case "input": if let input = contracts.readInput(node) { annotation.inputs.append(input) }
            case "result": if let result = contracts.readResult(node) { annotation.results.append(result) }
            case "pass": if let pass = contracts.readPass(node) { annotation.passes.append(pass) }
            case "receive": if let receipt = contracts.readReceipt(node) { annotation.receipts.append(receipt) }
            case "deepLink": if let link = contracts.readDeepLink(node) { annotation.deepLinks.append(link) }
            case "samples": annotation.samples += FlowSampleReader(sink: sink).read(node)
            case "unwindAction":
                if let name = node.attribute("name"), !name.isEmpty {
                    if let action = UnwindActionDeclaration.read(name, at: node.location, sink: sink) { annotation.unwindActions.append(action) }
                } else {
                    sink.report(.missingAttribute, at: node.location, "<unwindAction> needs a `name`, the action's method")
                }
            case "effect":
                if let effect = node.attribute("value").flatMap(ActionEffect.init(rawValue:)) {
                    annotation.effect = effect
                } else {
                    let known = ActionEffect.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
                    sink.report(.invalidValue, at: node.location, "<effect> needs a `value`, one of \(known)")
                }
            default:
                sink.report(
                    .unknownElement, at: node.location,
                    """
                    <\(node.name)> is not something a storyflow comment keeps; it holds <scene>, <input>, <result>, <unwindAction>, <pass>, <receive>, \
                    <effect>, <samples> and <deepLink>
                    """)
            }
        }
        return annotation
    }

    /// The comments before one element taken together, in the order they are in the file (a later one's scene id
    /// and effect win).
    static func merged(_ comments: [StoryflowAnnotation]) -> StoryflowAnnotation {
        let ordered = comments.sorted { $0.location < $1.location }
        guard var result = ordered.first else { preconditionFailure("merged(_:) needs at least one comment") }
        for other in ordered.dropFirst() {
            if other.sceneID != nil {
                result.sceneID = other.sceneID
                result.sceneIDLocation = other.sceneIDLocation
            }
            result.inputs += other.inputs
            result.results += other.results
            result.unwindActions += other.unwindActions
            result.passes += other.passes
            result.receipts += other.receipts
            result.effect = other.effect ?? result.effect
            result.samples += other.samples
            result.parts += other.parts
        }
        return result
    }

    /// Whether it keeps nothing besides deep links.
    var isEmpty: Bool {
        sceneID == nil && inputs.isEmpty && results.isEmpty && unwindActions.isEmpty && passes.isEmpty && receipts.isEmpty && effect == nil && samples.isEmpty
    }

    /// The scene's contract, when the comment declares inputs or results.
    var contract: SceneContract? {
        inputs.isEmpty && results.isEmpty ? nil : SceneContract(inputs: inputs, results: results)
    }

    /// `segue`'s contract with what the comment passes and receives (keeping its creation method).
    func contract(of segue: Segue) -> SegueContract? {
        let contract = SegueContract(passes: passes, receipts: receipts, creationAction: segue.contract?.creationAction)
        return contract.isEmpty ? nil : contract
    }
}

extension StoryflowAnnotation {
    /// Reports a comment that precedes no element it can describe.
    static func reportMisplaced(_ annotation: StoryflowAnnotation, sink: DiagnosticCollector) {
        sink.report(
            .unknownElement, at: annotation.location,
            """
            this storyflow comment is not right before an element it describes (a view controller, segue, button, bar button item or table view), \
            so what it holds is ignored: move it to the line before that element
            """,
            severity: .warning)
    }

    /// What a comment can be right before, and the elements of a comment each uses.
    enum Target {
        case controller, segue, relationship, barButtonItem, tableView
        /// A control of this kind (only a button carries out an effect).
        case control(Control.Kind)

        /// The elements of a comment this target uses.
        var uses: Set<String> {
            switch self {
            case .controller: ["scene", "input", "result", "unwindAction"]
            case .segue: ["pass", "receive"]
            case .relationship: ["pass"]
            case .control(let kind): kind == .button ? ["effect"] : []
            case .barButtonItem: ["effect"]
            case .tableView: ["samples"]
            }
        }

        /// How a message names it.
        var name: String {
            switch self {
            case .controller: "a view controller"
            case .segue: "a segue"
            case .relationship: "a relationship segue"
            case .control(let kind):
                switch kind {
                case .label: "a label"
                case .button: "a button"
                case .textField: "a text field"
                case .switch: "a switch"
                case .image: "an image view"
                case .containerView: "a container view"
                case .view: "a view"
                }
            case .barButtonItem: "a bar button item"
            case .tableView: "a table view"
            }
        }
    }

    /// Reports each element of the comment that `target`, the element the comment precedes, has no use for.
    func reportUnused(before target: Target, sink: DiagnosticCollector) {
        for part in parts where !target.uses.contains(part.name) {
            let belongs: [String: String] = [
                "scene": "a view controller", "input": "a view controller", "result": "a view controller", "unwindAction": "a view controller",
                "pass": "a segue", "receive": "a segue", "effect": "a button or bar button item", "samples": "a table view",
            ]
            guard let owner = belongs[part.name] else { continue }
            sink.report(
                .unknownElement, at: part.location,
                """
                <\(part.name)> is ignored: this storyflow comment is right before \(target.name), and <\(part.name)> describes \(owner); move it to a \
                comment on the line before that element
                """,
                severity: .warning)
        }
    }

    /// Gives each part of `scene` what the comment right before it keeps (`annotations` by where that element
    /// starts), and reports the comments, and the parts of comments, that nothing uses. Returns the scene's flow
    /// id, if the comment before its controller gives one (the document renames the scene once all are read).
    static func apply(_ annotations: [SourceLocation: StoryflowAnnotation], to scene: inout Scene, sink: DiagnosticCollector) -> SceneRenaming.Rename? {
        var used: Set<SourceLocation> = []
        func take(_ location: SourceLocation, as target: Target) -> StoryflowAnnotation? {
            guard let annotation = annotations[location], used.insert(location).inserted else { return nil }
            annotation.reportUnused(before: target, sink: sink)
            return annotation
        }
        func annotate(_ segue: inout Segue?) {
            guard var annotated = segue, let annotation = take(annotated.location, as: .segue) else { return }
            annotated.contract = annotation.contract(of: annotated)
            segue = annotated
        }
        func annotate(_ control: inout Control) {
            if let effect = take(control.location, as: .control(control.kind))?.effect, control.kind == .button { control.effect = effect }
            annotate(&control.segue)
            for index in control.children.indices { annotate(&control.children[index]) }
        }
        func annotate(_ cell: inout TableCell) {
            annotate(&cell.selectionSegue)
            annotate(&cell.accessorySegue)
            for index in cell.controls.indices { annotate(&cell.controls[index]) }
        }
        func annotate(_ button: inout BarButton) {
            if let effect = take(button.location, as: .barButtonItem)?.effect { button.effect = effect }
            annotate(&button.segue)
        }
        var rename: SceneRenaming.Rename?
        if let annotation = take(scene.location, as: .controller) {
            scene.contract = annotation.contract
            scene.unwindActions += annotation.unwindActions
            rename = annotation.sceneID.map {
                SceneRenaming.Rename(controllerID: scene.id, flowID: $0, location: annotation.sceneIDLocation ?? annotation.location)
            }
        }
        for index in scene.manualSegues.indices {
            var segue: Segue? = scene.manualSegues[index]
            annotate(&segue)
            if let segue { scene.manualSegues[index] = segue }
        }
        for index in scene.relationships.indices {
            if let passes = take(scene.relationships[index].location, as: .relationship)?.passes, !passes.isEmpty {
                scene.relationships[index].passes = passes
            }
        }
        if var item = scene.navigationItem {
            for index in item.leftButtons.indices { annotate(&item.leftButtons[index]) }
            for index in item.rightButtons.indices { annotate(&item.rightButtons[index]) }
            scene.navigationItem = item
        }
        for index in scene.controls.indices { annotate(&scene.controls[index]) }
        if var table = scene.tableView {
            if let samples = take(table.location, as: .tableView)?.samples, !samples.isEmpty { table.samples = samples }
            for index in table.prototypes.indices { annotate(&table.prototypes[index]) }
            for section in table.sections.indices {
                for row in table.sections[section].cells.indices { annotate(&table.sections[section].cells[row]) }
            }
            scene.tableView = table
        }
        for (location, annotation) in annotations.sorted(by: { $0.key < $1.key }) where !used.contains(location) {
            reportMisplaced(annotation, sink: sink)
        }
        return rename
    }
}
