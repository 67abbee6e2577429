import StoryflowModel
import StoryflowSemantics

/// The planner's view of a flow: scenes by id, and the controllers `storyflow run` makes from them, worked out
/// once per scene. A class: the planner's values keep it, and copying a reference retains one object where
/// copying the fields would retain each.
final class FlowScenes: Sendable {
    /// How deep containers may nest, as in the runtime (`ContainerRules.maximumNestingDepth`).
    static let maximumNestingDepth = ContainerRules.maximumNestingDepth
    /// How many controllers making one scene may take, as in the runtime (`ContainerRules`).
    static let maximumControllers = ContainerRules.maximumControllersPerInstantiation

    let document: FlowDocument
    /// The device the flow runs on.
    let device: Device
    /// Each scene's controller as the runtime makes it; nil when making it raises the runtime's error.
    private let controllers: [ControllerNode?]
    /// Each tab bar scene's tab titles, tab by tab.
    private let tabTitles: [Int: [String?]]
    /// How many tabs of each tab bar scene have each title.
    private let tabTitleCounts: [Int: [String: Int]]
    /// The scenes whose table holds a sample row that no prototype of it has a reuse identifier for
    /// (`FailedDequeue`), with the first such row.
    let failedDequeues: [Int: FailedDequeue]

    init(_ document: FlowDocument, device: Device = .default) {
        self.document = document
        self.device = device
        var builder = ControllerBuilder(document: document, device: device)
        controllers = document.scenes.indices.map { builder.controller($0) }
        var tabTitles: [Int: [String?]] = [:]
        // Scenes are read by index, not enumerated: enumerating copies each one out.
        for index in document.scenes.indices where document.scenes[index].kind == .tabBarController {
            tabTitles[index] = document.scenes[index].relationships.map { relationship in
                relationship.tabItem.flatMap { $0.systemItem?.displayTitle ?? $0.title }
                    ?? document.position(ofSceneWithID: relationship.destination).flatMap { document.scenes[$0].title }
            }
        }
        self.tabTitles = tabTitles
        failedDequeues = FailedDequeue.first(in: document)
        tabTitleCounts = tabTitles.mapValues { titles in
            var counts: [String: Int] = [:]
            for title in titles { if let title { counts[title, default: 0] += 1 } }
            return counts
        }
    }

    /// The index of the scene with this id.
    func index(of id: String) -> Int? { document.position(ofSceneWithID: id) }

    /// The scene at `index`; `genericNavigation` is a navigation controller scene with nothing declared.
    subscript(index: Int) -> Scene { index == genericNavigation ? Self.genericNavigationScene : document.scenes[index] }

    /// Calls `body` with the scene at `index` read where the document keeps it (for `genericNavigation`, a
    /// navigation controller scene with nothing declared): `self[index]` copies the scene out and retains all it
    /// holds, which the planner cannot afford on every screen.
    func withScene<Result>(_ index: Int, _ body: (borrowing InPlace<Scene>) -> Result) -> Result {
        index == genericNavigation ? InPlace.lending(Self.genericNavigationScene, body) : document.scenes.withElementInPlace(at: index, body)
    }

    /// Whether the navigation controller scene at `index` hides its bar (`isNavigationBarHidden`), read in place.
    func hidesNavigationBar(_ index: Int) -> Bool {
        index != genericNavigation && document.scenes[index].isNavigationBarHidden == true
    }

    /// A copy of the navigation item of the scene at `index`, taken from its box without copying the scene; nil
    /// for the generic navigation controller.
    func navigationItem(of index: Int) -> NavigationItemContent? {
        index == genericNavigation ? nil : withScene(index) { scene in scene.withNavigationItem { $0 } }
    }

    /// A copy of the alert content of the scene at `index`, taken from its box without copying the scene; nil for
    /// a scene that is no alert.
    func alert(of index: Int) -> AlertContent? {
        index == genericNavigation ? nil : withScene(index) { scene in scene.withAlert { $0 } }
    }

    /// Whether the scene at `index` hides the bottom bar when pushed (Hide Bottom Bar on Push), read in place: the
    /// planner asks it of every scene of a tab's stack on every screen.
    func hidesBottomBarWhenPushed(_ index: Int) -> Bool {
        index != genericNavigation && document.scenes[index].hidesBottomBarWhenPushed == true
    }

    /// The index that stands for the generic navigation controller a scene started on its own is shown in
    /// (`EntryPoints.startsInsideNavigation`), as the runtime's `launch(startingAt:)` makes one: one past the
    /// document's scenes, so no scene of the document has it.
    var genericNavigation: Int { document.scenes.count }

    private static let genericNavigationScene = Scene(
        id: "", kind: .navigationController, location: SourceLocation(file: "<generic navigation controller>", line: 1, column: 1))

    /// The controller shown when a walk starts at the scene at `index` as code would (`open ID`, as `storyflow run
    /// --start`): the scene, inside a generic navigation controller when its segues push. Nil when making it
    /// raises the runtime's error or it stands for a scene of another storyboard.
    func startController(_ index: Int) -> ControllerNode? {
        guard let node = instantiate(index) else { return nil }
        return EntryPoints.startsInsideNavigation(document.scenes[index], in: document) ? .navigation(scene: genericNavigation, stack: [node]) : node
    }

    /// How walks and reports name the scene: its id, and in a storyboard, whose ids Interface Builder made up,
    /// its class and title after it (`6uW-K2-cE6 (PlayersViewController "Players")`).
    func label(_ index: Int) -> String {
        let id = document.scenes[index].id
        guard document.format == .storyboard else { return id }
        let parts = [document.scenes[index].className, document.scenes[index].displayTitle.map { "\"\($0)\"" }].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? id : id + " (" + parts.joined(separator: " ") + ")"
    }

    /// A readable word for the scene in a file name: in a storyboard its class or title, else its id.
    func fileWord(_ index: Int) -> String {
        let id = document.scenes[index].id
        guard document.format == .storyboard else { return id }
        return [document.scenes[index].className, document.scenes[index].displayTitle].compactMap { $0 }.first { !$0.isEmpty } ?? id
    }

    /// The kind of the scene at `index`, read in place.
    func kind(of index: Int) -> SceneKind { index == genericNavigation ? .navigationController : document.scenes[index].kind }

    /// Whether the scene at `index` implements the unwind action `action`, read in place.
    func implementsUnwind(_ action: String, at index: Int) -> Bool {
        index != genericNavigation && document.scenes[index].unwindActions.contains { $0.name == action }
    }

    /// Whether the scene is an alert or action sheet.
    func isAlert(_ index: Int) -> Bool { document.scenes[index].kind == .alertController }

    /// Whether the scene stands for a scene of another storyboard, which the planner does not follow.
    func isReference(_ index: Int) -> Bool { document.sceneStandsForAnother(at: index) }

    /// The controller the runtime makes for the scene, containers with the controllers of their relationships (a
    /// storyboard reference they hold stands as a content node the planner does not enter), a split view collapsed
    /// as the runtime collapses it on the device (`CollapsedSplitView`). Nil when making it
    /// raises the runtime's error (a relationship to a missing scene, a cycle, nesting deeper than 64, more than
    /// 10,000 controllers), and for a storyboard reference itself.
    func instantiate(_ index: Int) -> ControllerNode? { controllers[index] }

    /// Whether the scene at `index` is the secondary column of the split view scene `split` that collapsing drops
    /// (its primary is no navigation controller, `CollapsedSplitView.Placement.notShown`).
    func isHiddenByCollapse(_ index: Int, in split: Int) -> Bool {
        let relationships = self[split].relationships
        guard relationships.count > 1, let primary = relationships.first.flatMap({ self.index(of: $0.destination) }),
            CollapsedSplitView.placementAtCollapse(primary: document.scenes[primary].kind) == .notShown
        else { return false }
        return relationships.dropFirst().contains { self.index(of: $0.destination) == index }
    }

    /// The navigation controller scenes whose stacks the split view scene `split`, collapsed on the device, pushed
    /// onto its primary navigation controller: its secondary column's, when it is one. None elsewhere.
    func navigationsTakenByCollapse(of split: Int) -> [Int] {
        guard device.collapsesSplitViews, kind(of: split) == .splitViewController else { return [] }
        let columns = document.scenes[split].relationships.compactMap { index(of: $0.destination) }
        guard columns.count > 1, let primary = columns.first, let secondary = columns.last,
            CollapsedSplitView.placementAtCollapse(primary: document.scenes[primary].kind) == .pushedOntoPrimary,
            document.scenes[secondary].kind == .navigationController
        else { return [] }
        return [secondary]
    }

    /// How many of a tab bar's `count` tabs its bar shows on the device: all, or those before More.
    func tabsOnBar(count: Int) -> Int {
        guard device.showsMoreTab(forTabCount: count), let visible = device.visibleTabCount else { return count }
        return visible - 1
    }

    /// The title of the tab at `position` of the tab bar scene `tabs`, as the tab bar shows it, if it has one.
    func tabTitle(of tabs: Int, at position: Int) -> String? {
        guard let titles = tabTitles[tabs], titles.indices.contains(position) else { return nil }
        return titles[position]
    }

    /// How `tab` names the tab at `position`: its title when no other tab of the bar has it, else its number.
    func tabReference(of tabs: Int, at position: Int) -> String {
        if let title = tabTitle(of: tabs, at: position), !title.isEmpty, tabTitleCounts[tabs]?[title] == 1, ScreenGestures.isExpressible(title) {
            return ScreenGestures.quoted(title)
        }
        return String(position + 1)
    }

    /// The scenes the scene embeds through container views, in document order (skipping itself, as the runtime
    /// refuses an embed cycle).
    func embeddedScenes(of index: Int) -> [Int] {
        var embedded: [Int] = []
        // Read in place: the planner asks it of every screen it reaches.
        document.scenes.withElementInPlace(at: index) { scene in
            scene.controls.forEachInPlace { topLevel in
                _ = topLevel.containsSelfOrDescendant { control in
                    if control.kind == .containerView, let segue = control.segue, segue.kind == .embed, let id = segue.destination,
                        let child = self.index(of: id), child != index
                    {
                        embedded.append(child)
                    }
                    return false
                }
            }
        }
        return embedded
    }
}

/// Works out each scene's controller once: a scene shared by several containers is one shared value.
private struct ControllerBuilder {
    let document: FlowDocument
    let device: Device
    /// Per scene (by index): made, or not yet.
    private var made: [(node: ControllerNode?, count: Int, height: Int)?]
    /// Per scene (by index): whether it is being made, so meeting it again is a cycle.
    private var making: [Bool]

    init(document: FlowDocument, device: Device) {
        self.document = document
        self.device = device
        made = Array(repeating: nil, count: document.scenes.count)
        making = Array(repeating: false, count: document.scenes.count)
    }

    mutating func controller(_ index: Int) -> ControllerNode? {
        guard !document.sceneStandsForAnother(at: index) else { return nil }
        return build(index).node
    }

    private mutating func build(_ index: Int) -> (node: ControllerNode?, count: Int, height: Int) {
        if let known = made[index] { return known }
        if document.sceneStandsForAnother(at: index) { return (.content(scene: index), 1, 1) }
        guard !making[index] else { return (nil, 0, 0) }
        making[index] = true
        defer { making[index] = false }
        var children: [ControllerNode] = []
        var count = 1, height = 1
        for relationship in document.scenes[index].relationships {
            guard let child = document.position(ofSceneWithID: relationship.destination) else { return remember(index, (nil, 0, 0)) }
            let built = build(child)
            guard let node = built.node, ContainerRules.refusal(of: document.scenes[child].kind, as: relationship.kind) == nil else {
                return remember(index, (nil, 0, 0))
            }
            children.append(node)
            count += built.count
            height = max(height, built.height + 1)
            guard count <= FlowScenes.maximumControllers, height <= FlowScenes.maximumNestingDepth else { return remember(index, (nil, 0, 0)) }
        }
        let node: ControllerNode =
            switch document.scenes[index].kind {
            case .navigationController: .navigation(scene: index, stack: Array(children.prefix(1)))
            case .tabBarController: .tabs(scene: index, children: children, selected: 0)
            case .splitViewController: .split(scene: index, columns: device.collapsesSplitViews ? Self.collapsed(children) : children)
            default: .content(scene: index)
            }
        return remember(index, (node, count, height))
    }

    /// A split view's columns once collapsed: the primary alone, the secondary pushed onto it when it is a
    /// navigation controller (a navigation controller's stack in its place).
    private static func collapsed(_ columns: [ControllerNode]) -> [ControllerNode] {
        guard let primary = columns.first else { return [] }
        guard columns.count > 1, case .navigation(let scene, let stack) = primary, let secondary = columns.last else { return [primary] }
        return [.navigation(scene: scene, stack: stack + secondary.pushedStack)]
    }

    private mutating func remember(_ index: Int, _ result: (node: ControllerNode?, count: Int, height: Int)) -> (node: ControllerNode?, count: Int, height: Int)
    {
        made[index] = result
        return result
    }
}

extension FlowDocument {
    /// Whether the scene at `index` stands for a scene of another storyboard (read by index: copying a scene out
    /// retains all it holds).
    fileprivate func sceneStandsForAnother(at index: Int) -> Bool {
        scenes[index].reference != nil || scenes[index].kind == .storyboardReference
    }
}
