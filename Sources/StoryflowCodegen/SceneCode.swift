import StoryflowModel

/// What the code generated for one controller class (or one scene without a class) holds: the segues that start
/// in its scenes, the reuse identifiers of their cells, and their contracts.
struct SceneCode {
    /// A segue with an identifier, and how its destination is reached and typed.
    struct SegueEntry {
        var identifier: String
        var caseName: String
        var kind: SegueKind
        /// The scene it shows, if the flow names one (an unwind segue names none).
        var destinationSceneID: String?
        /// How many navigation controllers lie between the segue's destination and the scene shown first.
        var navigationHops: Int
        /// The destination's class: the scene's own, or its kind's UIKit class (without the prefix) when `isCustom` is false.
        var destinationType: String
        var isCustom: Bool
    }

    /// A reuse identifier of a table or collection view cell, and the cell's class, if the flow names one.
    struct CellEntry {
        var reuseIdentifier: String
        var caseName: String
        var className: String?
        var isTableCell: Bool
    }

    /// The controller class, or `nil` for a scene without one.
    var className: String?
    /// The scenes it is generated from, in the flow's order.
    var sceneIDs: [String]
    private(set) var segues: [SegueEntry] = []
    private(set) var cells: [CellEntry] = []
    private(set) var inputs: [ContractInput] = []
    private(set) var results: [ContractResult] = []
    /// The case names given so far to the segues' and the cells' enums.
    private var segueCases = UniqueNames(reserving: SwiftNames.reservedCaseNames)
    private var cellCases = UniqueNames(reserving: SwiftNames.reservedCaseNames)
    /// Where each segue identifier and each reuse identifier is in `segues` and `cells`.
    private var segueIndex: [String: Int] = [:]
    private var cellIndex: [String: Int] = [:]
    /// The names of the inputs and results in `inputs` and `results`.
    private var inputNames: Set<String> = []
    private var resultNames: Set<String> = []

    init(className: String?, sceneIDs: [String]) {
        self.className = className
        self.sceneIDs = sceneIDs
    }

    /// Adds what `scene` of `document` declares, each identifier once (a second segue with the same identifier
    /// to another class types its destination as the common base class).
    mutating func add(_ scene: Scene, of document: FlowDocument, target: SwiftTarget) {
        for segue in scene.segues {
            guard let identifier = segue.identifier, !identifier.isEmpty else { continue }
            let destination = Self.destination(of: segue, in: document, target: target)
            if let index = segueIndex[identifier] {
                if segues[index].destinationType != destination.type || segues[index].navigationHops != destination.hops {
                    segues[index].destinationType = "ViewController"
                    segues[index].isCustom = false
                    segues[index].navigationHops = 0
                }
                continue
            }
            segueIndex[identifier] = segues.count
            segues.append(
                SegueEntry(
                    identifier: identifier, caseName: segueCases.claim(SwiftNames.lowerCamel(identifier)), kind: segue.kind,
                    destinationSceneID: segue.kind == .unwind ? nil : segue.destination, navigationHops: destination.hops,
                    destinationType: destination.type, isCustom: destination.isCustom))
        }
        func addCell(_ identifier: String?, className: String?, isTableCell: Bool) {
            guard let identifier, !identifier.isEmpty else { return }
            let validClass = className.flatMap(SwiftNames.appClassName)
            if let index = cellIndex[identifier] {
                // Two scenes of the class dequeue cells of two classes under one identifier: the base class it is.
                if cells[index].className != validClass { cells[index].className = nil }
                return
            }
            cellIndex[identifier] = cells.count
            cells.append(
                CellEntry(
                    reuseIdentifier: identifier, caseName: cellCases.claim(SwiftNames.lowerCamel(identifier)), className: validClass,
                    isTableCell: isTableCell))
        }
        for table in [scene.tableView].compactMap({ $0 }) + (scene.additionalTables ?? []) {
            for prototype in table.prototypes { addCell(prototype.reuseIdentifier, className: prototype.className, isTableCell: true) }
        }
        for item in scene.collectionCellIdentifiers ?? [] { addCell(item.reuseIdentifier, className: nil, isTableCell: false) }
        for input in scene.contract?.inputs ?? [] where inputNames.insert(input.name).inserted { inputs.append(input) }
        for result in scene.contract?.results ?? [] where resultNames.insert(result.name).inserted { results.append(result) }
    }

    /// The class `segue`'s prepare code sees: the scene shown first (the root of navigation controllers it goes
    /// through), typed by its class, else by its kind.
    private static func destination(of segue: Segue, in document: FlowDocument, target: SwiftTarget) -> (type: String, hops: Int, isCustom: Bool) {
        guard segue.kind != .unwind, var sceneID = segue.destination, var scene = document.scene(withID: sceneID) else {
            return ("ViewController", 0, false)
        }
        var hops = 0
        var visited: Set<String> = [sceneID]
        while scene.kind == .navigationController, let root = scene.relationships.first(where: { $0.kind == .root })?.destination,
            let next = document.scene(withID: root), visited.insert(root).inserted
        {
            hops += 1
            sceneID = root
            scene = next
        }
        if let className = scene.className.flatMap(SwiftNames.appClassName) { return (className, hops, true) }
        // A UIKit class the flow names (`UITableViewController`) is its kind's class.
        return (target.baseClassName(of: scene.kind), hops, false)
    }

    /// Whether there is anything to generate.
    var isEmpty: Bool { segues.isEmpty && cells.isEmpty && inputs.isEmpty && results.isEmpty }
}
