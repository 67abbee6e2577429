import StoryflowModel

/// The planner's view of a flow: scenes by id, and the controllers `storyflow run` makes from them.
struct FlowScenes {
    /// How deep containers may nest, as in the runtime (`Storyboard.maximumNestingDepth`).
    static let maximumNestingDepth = 64

    let document: FlowDocument
    private let indexByID: [String: Int]

    init(_ document: FlowDocument) {
        self.document = document
        var indexByID: [String: Int] = [:]
        for (index, scene) in document.scenes.enumerated() where indexByID[scene.id] == nil { indexByID[scene.id] = index }
        self.indexByID = indexByID
    }

    /// The index of the scene with this id.
    func index(of id: String) -> Int? { indexByID[id] }

    /// The scene at `index`.
    subscript(index: Int) -> Scene { document.scenes[index] }

    /// Whether the scene is an alert or action sheet.
    func isAlert(_ index: Int) -> Bool { document.scenes[index].kind == .alertController }

    /// Whether the scene stands for a scene of another storyboard, which the planner does not follow.
    func isReference(_ index: Int) -> Bool {
        document.scenes[index].reference != nil || document.scenes[index].kind == .storyboardReference
    }

    /// The controller the runtime makes for the scene: containers with the controllers of their relationships
    /// (a relationship that would hold a scene inside itself, or nest deeper than the runtime allows, is left out,
    /// as the runtime leaves it out). A storyboard reference held by a container stands as a content node the
    /// planner does not enter; nil for a storyboard reference itself.
    func instantiate(_ index: Int, inside ancestors: [Int] = []) -> ControllerNode? {
        let scene = document.scenes[index]
        guard !isReference(index) else { return nil }
        let nesting = ancestors + [index]
        let children: [ControllerNode] = scene.relationships.compactMap { relationship in
            guard let child = self.index(of: relationship.destination), !nesting.contains(child),
                  nesting.count < Self.maximumNestingDepth else { return nil }
            return isReference(child) ? .content(scene: child) : instantiate(child, inside: nesting)
        }
        switch scene.kind {
        case .navigationController: return .navigation(scene: index, stack: Array(children.prefix(1)))
        case .tabBarController: return .tabs(scene: index, children: children, selected: 0)
        case .splitViewController: return .split(scene: index, columns: children)
        default: return .content(scene: index)
        }
    }

    /// The title of the tab holding `child` in the tab bar scene `tabs`, as the tab bar shows it, if the flow
    /// gives one.
    func tabTitle(of tabs: Int, at position: Int) -> String? {
        let tabRelationships = document.scenes[tabs].relationships.filter { $0.kind == .tab }
        guard tabRelationships.indices.contains(position), let item = tabRelationships[position].tabItem else { return nil }
        return item.systemItem?.displayTitle ?? item.title
    }

    /// The scenes the scene embeds through container views, in document order (skipping itself, as the runtime
    /// refuses an embed cycle).
    func embeddedScenes(of index: Int) -> [Int] {
        document.scenes[index].controls.flatMap(\.selfAndDescendants).compactMap { control in
            guard control.kind == .containerView, let segue = control.segue, segue.kind == .embed,
                  let id = segue.destination, let child = self.index(of: id), child != index else { return nil }
            return child
        }
    }
}
