import StoryflowModel
import StoryflowSemantics
import StoryflowWalks

/// What a flow's walks covered and what they missed: every scene and segue of the flow file with how often it was
/// shown or ran, whether a walk can reach it at all (and why not), and for each gap the shortest walk that would
/// cover it.
public struct CoverageReport: Sendable {
    /// A scene or a segue of the flow.
    public struct Item: Sendable {
        /// Which of the two.
        public enum Kind: String, Sendable { case scene, segue }

        public var kind: Kind
        /// The scene (the segue's source, for a segue).
        public var sceneID: String
        /// Its index among the flow's scenes (the lcov block of a segue).
        public var sceneIndex: Int
        /// The segue's identifier, or its kind when it has none.
        public var name: String
        /// Where it is declared.
        public var line: Int
        public var column: Int
        /// Times shown or run.
        public var hits: Int
        /// Why no walk can cover it, when none can.
        public var unwalkable: String?
        /// The commands of the shortest walk that covers it, when it is not covered and a walk can.
        public var walk: [String]?

        /// Whether it was shown or ran.
        public var isCovered: Bool { hits > 0 }
    }

    /// The flow file's path, as the report names it.
    public var file: String
    /// Every scene a person sees (`SceneKind.isShownContent`: no containers), in document order.
    public private(set) var scenes: [Item] = []
    /// Every segue, scene by scene.
    public private(set) var segues: [Item] = []
    /// How many runs the coverage adds up.
    public var runs: Int
    /// Tabs selected, of all tabs of the flow's tab bars (the first counts once its tab bar was shown).
    public private(set) var tabTally = Tally(covered: 0, total: 0)
    /// Rows selected, of all static cells and sample rows.
    public private(set) var rowTally = Tally(covered: 0, total: 0)

    /// The report on `document` (read from `file`) for `coverage`.
    public init(document: FlowDocument, file: String, coverage: CoverageRecord.FileCoverage?) {
        self.file = file
        let coverage = coverage ?? .init()
        runs = coverage.runs
        let walks = WalkIndex(document: document)
        for scene in document.scenes {
            if scene.kind == .tabBarController {
                for index in scene.relationships.indices {
                    tabTally.total += 1
                    let selected = (coverage.tabs["\(scene.id)#\(index)"] ?? 0) > 0
                    if selected || (index == 0 && (coverage.scenes[scene.id] ?? 0) > 0) { tabTally.covered += 1 }
                }
            }
            guard let table = scene.tableView else { continue }
            let sections =
                table.content == .static ? table.sections.map(\.cells.count) : ShownSamples.sections(of: table, in: document.format).map(\.rows.count)
            for (section, count) in sections.enumerated() {
                rowTally.total += count
                rowTally.covered += (0..<count).count { (coverage.rows["\(scene.id) \(section).\($0)"] ?? 0) > 0 }
            }
        }
        let noStart = "no walk can start: the flow has no initial scene a walk can start from"
        for (index, scene) in document.scenes.enumerated() where scene.reference == nil && scene.kind != .storyboardReference {
            let reached = walks?.isReached(index) ?? false
            // Scenes count as a person sees them (`SceneKind.isShownContent`): containers show what they hold.
            if scene.kind.isShownContent {
                let hits = Self.plausible(coverage.scenes[scene.id])
                scenes.append(
                    Item(
                        kind: .scene, sceneID: scene.id, sceneIndex: index, name: scene.id, line: scene.location.line, column: scene.location.column,
                        hits: hits, unwalkable: walks == nil ? noStart : reached ? nil : "no walk reaches it (`storyflow paths` says why)",
                        walk: hits == 0 ? walks?.commands(toScene: index) : nil
                    ))
            }
            for (ordinal, segue) in scene.segues.enumerated() {
                let hits = Self.plausible(coverage.segues["\(segue.location.line):\(segue.location.column)"])
                let reference = SegueReference(scene: index, ordinal: ordinal)
                // An embed segue runs whenever its scene is shown.
                let isEmbed = segue.kind == .embed
                let unwalkable: String?
                if let walks {
                    unwalkable = isEmbed ? (reached ? nil : "no walk shows its scene") : walks.reasonNoWalkFires(reference)
                } else {
                    unwalkable = noStart
                }
                segues.append(
                    Item(
                        kind: .segue, sceneID: scene.id, sceneIndex: index, name: segue.identifier ?? segue.kind.rawValue,
                        line: segue.location.line, column: segue.location.column, hits: hits, unwalkable: unwalkable,
                        walk: hits == 0 ? (isEmbed ? walks?.commands(toScene: index) : walks?.commands(toFire: reference)) : nil
                    ))
            }
        }
    }

    /// A count read from the file, kept between 0 and a billion so sums over a flow cannot overflow.
    private static func plausible(_ count: Int?) -> Int {
        min(max(count ?? 0, 0), 1_000_000_000)
    }

    /// Covered and total counts of `items`, and the percentage.
    public struct Tally: Sendable {
        public var covered: Int
        public var total: Int
        /// 100 when there is nothing to cover.
        public var percent: Double { total == 0 ? 100 : Double(covered) * 100 / Double(total) }
    }

    /// Scenes shown, of all scenes.
    public var sceneTally: Tally { Self.tally(scenes) }
    /// Scenes shown, of those a walk can reach.
    public var walkableSceneTally: Tally { Self.tally(scenes.filter { $0.unwalkable == nil }) }
    /// Segues run, of all segues.
    public var segueTally: Tally { Self.tally(segues) }
    /// Segues run, of those a walk can fire: what `--fail-under` measures.
    public var walkableSegueTally: Tally { Self.tally(segues.filter { $0.unwalkable == nil }) }

    private static func tally(_ items: [Item]) -> Tally {
        Tally(covered: items.count(where: \.isCovered), total: items.count)
    }
}
