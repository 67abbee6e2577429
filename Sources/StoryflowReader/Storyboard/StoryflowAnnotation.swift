import StoryflowModel

/// The parts of a flow Interface Builder has no place for, which `storyflow export` keeps as flow XML in a
/// `<!--storyflow …-->` comment just before the storyboard element they belong to: before a controller, its id
/// in the flow (`<scene id="players"/>`) and its `<input>`, `<result>` and `<unwindAction>` elements; before a segue, its `<pass>` and `<receive>`; before a
/// button or bar button item, `<effect value="dismiss"/>`; before a table view, its `<samples>`; before
/// `<scenes>`, the `<deepLink>` elements, naming scenes by their controllers' ids. Xcode drops comments when it
/// saves a storyboard, and these with them.
struct StoryflowAnnotation {
    /// The scene's id in the flow it was exported from (`<scene id="players"/>`).
    var sceneID: String?
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

    /// The word a Storyflow comment starts with, followed by a line break or a space.
    static let marker = "storyflow"

    /// Whether a comment's text is a Storyflow annotation.
    static func isAnnotation(_ text: String) -> Bool {
        guard text.hasPrefix(marker) else { return false }
        let next = text.utf8.dropFirst(marker.utf8.count).first
        return next == UInt8(ascii: "\n") || next == UInt8(ascii: " ") || next == UInt8(ascii: "\r") || next == UInt8(ascii: "\t")
    }

    /// Reads the flow XML of the comment at `location` whose text is `text` (it starts with the marker); problems
    /// are reported to `sink` at their places in the file.
    static func read(_ text: String, at location: SourceLocation, sink: DiagnosticCollector) -> StoryflowAnnotation {
        var annotation = StoryflowAnnotation(location: location)
        // The comment's text starts right after `<!--`: with the marker replaced, each line keeps its columns but the
        // first, and the lines count from the comment's.
        let fragment = "<storyflow>" + text.dropFirst(marker.count) + "</storyflow>"
        let nodes = FragmentReader.nodes(of: fragment, file: location.file, firstLine: location.line, sink: sink)
        let contracts = ContractReader(sink: sink)
        for node in nodes {
            switch node.name {
            case "scene":
                if let id = node.attribute("id"), !id.isEmpty {
                    annotation.sceneID = id
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
                    annotation.unwindActions.append(UnwindAction(name: UnwindAction.normalizedName(name), location: node.location))
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

    /// Adds what `other`, another comment before the same element, keeps, in the order the two are in the file (the
    /// later one's scene id and effect win).
    mutating func merge(_ other: StoryflowAnnotation) {
        guard !isEmpty else {
            self = other
            return
        }
        let (first, second) = other.location < location ? (other, self) : (self, other)
        location = first.location
        sceneID = second.sceneID ?? first.sceneID
        inputs = first.inputs + second.inputs
        results = first.results + second.results
        unwindActions = first.unwindActions + second.unwindActions
        passes = first.passes + second.passes
        receipts = first.receipts + second.receipts
        effect = second.effect ?? first.effect
        samples = first.samples + second.samples
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

    /// Gives each part of `scene` what the comment right before it keeps (`annotations` by that element's line),
    /// and reports the comments that precede no such part. Returns the scene's flow id, if the comment before its
    /// controller gives one (the document renames the scene once all are read).
    static func apply(_ annotations: [Int: StoryflowAnnotation], to scene: inout Scene, sink: DiagnosticCollector) -> SceneRenaming.Rename? {
        var used: Set<Int> = []
        func take(_ location: SourceLocation) -> StoryflowAnnotation? {
            guard let annotation = annotations[location.line] else { return nil }
            used.insert(location.line)
            return annotation
        }
        func annotate(_ segue: inout Segue?) {
            guard var annotated = segue, let annotation = take(annotated.location) else { return }
            annotated.contract = annotation.contract(of: annotated)
            segue = annotated
        }
        func annotate(_ control: inout Control) {
            if let effect = take(control.location)?.effect { control.effect = effect }
            annotate(&control.segue)
            for index in control.children.indices { annotate(&control.children[index]) }
        }
        func annotate(_ cell: inout TableCell) {
            annotate(&cell.selectionSegue)
            annotate(&cell.accessorySegue)
            for index in cell.controls.indices { annotate(&cell.controls[index]) }
        }
        func annotate(_ button: inout BarButton) {
            if let effect = take(button.location)?.effect { button.effect = effect }
            annotate(&button.segue)
        }
        var rename: SceneRenaming.Rename?
        if let annotation = take(scene.location) {
            scene.contract = annotation.contract
            scene.unwindActions += annotation.unwindActions
            rename = annotation.sceneID.map { SceneRenaming.Rename(controllerID: scene.id, flowID: $0, location: annotation.location) }
        }
        for index in scene.manualSegues.indices {
            var segue: Segue? = scene.manualSegues[index]
            annotate(&segue)
            if let segue { scene.manualSegues[index] = segue }
        }
        for index in scene.relationships.indices {
            if let passes = take(scene.relationships[index].location)?.passes { scene.relationships[index].passes = passes }
        }
        if var item = scene.navigationItem {
            for index in item.leftButtons.indices { annotate(&item.leftButtons[index]) }
            for index in item.rightButtons.indices { annotate(&item.rightButtons[index]) }
            scene.navigationItem = item
        }
        for index in scene.controls.indices { annotate(&scene.controls[index]) }
        if var table = scene.tableView {
            if let samples = take(table.location)?.samples, !samples.isEmpty { table.samples = samples }
            for index in table.prototypes.indices { annotate(&table.prototypes[index]) }
            for section in table.sections.indices {
                for row in table.sections[section].cells.indices { annotate(&table.sections[section].cells[row]) }
            }
            scene.tableView = table
        }
        for (line, annotation) in annotations.sorted(by: { $0.key < $1.key }) where !used.contains(line) {
            reportMisplaced(annotation, sink: sink)
        }
        return rename
    }
}
