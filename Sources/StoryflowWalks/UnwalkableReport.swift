import StoryflowIO
import StoryflowModel

/// Says what no walk reaches or fires, and why: each scene no walk reaches (no way in, or each way in blocked),
/// then each segue on a reached screen that a walk cannot fire. One line each, with the line in the file.
struct UnwalkableReport {
    /// The lines, scenes first, in document order.
    let lines: [String]

    init(planner: WalkPlanner) {
        let scenes = planner.scenes
        let document = scenes.document
        // The ways into each scene: segues (with their reference) and relationships.
        var waysIn: [Int: [(source: Int, segue: SegueReference?)]] = [:]
        for source in document.scenes.indices {
            var ordinal = 0
            document.scenes.withElementInPlace(at: source) { scene in
                scene.forEachSegue { segue, _ in
                    if let id = segue.destination, let destination = scenes.index(of: id) {
                        waysIn[destination, default: []].append((source, SegueReference(scene: source, ordinal: ordinal)))
                    }
                    ordinal += 1
                }
            }
            for relationship in document.scenes[source].relationships {
                if let destination = scenes.index(of: relationship.destination) { waysIn[destination, default: []].append((source, nil)) }
            }
        }
        var lines: [String] = []
        // A scene whose every way in starts on a scene no walk reaches follows from those: it is counted, not listed.
        var behindOthers = 0
        for index in document.scenes.indices where planner.reached[index] == nil {
            let ways = waysIn[index] ?? []
            if !ways.isEmpty, ways.allSatisfy({ planner.reached[$0.source] == nil }) {
                behindOthers += 1
                continue
            }
            let scene = document.scenes[index]
            lines.append(
                "scene `\(scenes.label(index))` (line \(scene.location.line)): " + Self.reason(for: index, scene: scene, waysIn: ways, planner: planner))
        }
        if behindOthers > 0 {
            lines.append("\(behindOthers) more scene\(behindOthers == 1 ? "" : "s") can be reached only through the scenes above")
        }
        for (segue, problem) in planner.unwalkable.sorted(by: { $0.key < $1.key }) {
            let scene = document.scenes[segue.scene]
            let declared = scene.segues.indices.contains(segue.ordinal) ? scene.segues[segue.ordinal] : nil
            let kind = declared?.kind.rawValue ?? "", article = kind.first.map { "aeiou".contains($0) } == true ? "an" : "a"
            let name = declared?.identifier.map { "segue `\($0)`" } ?? "\(article) \(kind) segue"
            lines.append("\(name) of scene `\(scenes.label(segue.scene))` (line \(declared?.location.line ?? scene.location.line)): \(problem.reason)")
        }
        self.lines = lines.map { TerminalText.visible($0) }
    }

    private static func reason(for index: Int, scene: Scene, waysIn: [(source: Int, segue: SegueReference?)], planner: WalkPlanner) -> String {
        if let problem = planner.startProblems.first(where: { $0.scene == index }) {
            return "no walk can start there: " + problem.reason
        }
        if waysIn.isEmpty {
            switch planner.start {
            case .scene(let name): return "walks start at `\(name)` (--start), and no segue or relationship leads to it"
            case .deepLink(let url): return "walks start at `\(url)` (--open), and no segue or relationship leads to it"
            case .codeEntryPoints where planner.scenes.document.initialSceneID == scene.id:
                return "launching the app raises an error, so no walk starts at the launch"
            case .launch, .codeEntryPoints: break
            }
            if let identifier = scene.storyboardIdentifier, !identifier.isEmpty {
                return
                    """
                    no segue or relationship leads to it, and a walk cannot start there by its storyboard identifier `\(identifier)` (another scene \
                    has it, or `open` cannot name it): `storyflow run --start \(scene.id)` starts there
                    """
            }
            return "no segue or relationship leads to it"
        }
        var reasons: [String] = []
        var seen: Set<String> = []
        func add(_ reason: String) { if seen.insert(reason).inserted { reasons.append(reason) } }
        for way in waysIn where reasons.count <= 3 {
            let source = planner.scenes.label(way.source)
            if planner.depthLimited.contains(way.source) {
                add(
                    "its way in from `\(source)` is more than \(planner.maximumDepth) step\(planner.maximumDepth == 1 ? "" : "s") from the launch (--max-depth)"
                )
            } else if planner.reached[way.source] == nil {
                add("its way in from `\(source)` starts on a scene no walk reaches")
            } else if let segue = way.segue, let problem = planner.unwalkable[segue] {
                add("the segue from `\(source)` cannot be walked: \(problem.reason)")
            } else if way.segue == nil, planner.scenes.device.collapsesSplitViews, planner.scenes[way.source].kind == .splitViewController,
                planner.scenes.isHiddenByCollapse(index, in: way.source)
            {
                add(
                    """
                    `\(source)` is a split view, collapsed on an \(planner.scenes.device.displayName): its primary column is no navigation controller, so \
                    its secondary is not shown (--device ipad shows both)
                    """)
            } else if way.segue == nil, planner.scenes[way.source].kind == .tabBarController,
                case let tabCount = planner.scenes[way.source].relationships.count, case let onBar = planner.scenes.tabsOnBar(count: tabCount),
                let position = planner.scenes[way.source].relationships.firstIndex(where: { planner.scenes.index(of: $0.destination) == index }),
                position >= onBar
            {
                add(
                    """
                    its tab is under More on an \(planner.scenes.device.displayName) (the bar shows \(onBar) of `\(source)`'s \(tabCount) tabs, then \
                    More), which walks do not enter (--device ipad shows every tab)
                    """)
            } else if way.segue == nil {
                add("`\(source)` holds it, but does not show it where a walk can get to")
            } else {
                add("the segue from `\(source)` is on a screen no walk shows")
            }
        }
        return reasons.prefix(3).joined(separator: "; ") + (reasons.count > 3 ? "; and more" : "")
    }
}
