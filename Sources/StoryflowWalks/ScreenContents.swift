import StoryflowModel
import StoryflowSemantics

/// What the planner expects the screen to offer in a state, mirroring what `storyflow run` draws and how the
/// stepper resolves names and numbers (`TouchTargets`, which both follow): the content scenes a person can touch,
/// their bar buttons, controls and rows, and the names of everything tappable.
struct ScreenContents {
    /// The rows a table shows before scrolling (`storyflow run`'s default `--rows`).
    static let visibleRows = 12

    /// A content scene on screen a person can touch.
    struct Content {
        /// The scene.
        var scene: Int
        /// Where its segues run from: its own position, or its host's for a scene embedded in a container view.
        var position: WalkState.Position
        /// Whether it is embedded in another scene's container view.
        var isEmbedded: Bool
        /// Whether its navigation bar shows (its parent is the navigation controller whose bar is drawn).
        var hasNavigationBar: Bool
        /// Whether a navigation controller holds it, whose bar shows another controller's item when it is not
        /// `hasNavigationBar` (a container on the stack holds it) or shows nothing (`isNavigationBarHidden`).
        var isInNavigation = false
        /// Whether the navigation controller whose bar would show its item hides its bar.
        var isNavigationBarHidden = false
        /// The number of the first row of its table.
        var firstRowNumber: Int
        /// The rows of its table, in order over all sections: each row's cell (nil where the runtime shows an empty
        /// stand-in, a sample naming no prototype the table has) and sample (nil for static cells).
        var rows: [(cell: TableCell?, sample: SampleRow?)]
    }

    let scenes: FlowScenes
    /// The contents, in the order the screen numbers them.
    private(set) var contents: [Content] = []
    /// How many times each name appears on screen.
    private(set) var nameCounts: [String: Int] = [:]
    /// The number drawn beside each button, text field and switch, by where the control is declared.
    private(set) var controlNumbers: [SourceLocation: Int] = [:]
    /// The controls of the scenes on screen (not those in cells) that hold a segue, by where the segue is declared.
    private(set) var controlsBySegue: [SourceLocation: Control] = [:]
    /// Where the segues of hidden controls on screen (and of controls inside them) are declared.
    private(set) var hiddenSegues: Set<SourceLocation> = []
    /// A container (navigation, tab bar, split view or reference) a container view on screen embeds: the planner
    /// does not model what it draws, so nothing on such a screen is numbered or named with confidence.
    private(set) var unmodelledEmbed: String?
    /// A container on top of the stack of the navigation controller whose bar shows (a tab bar controller pushed,
    /// or its root): the bar shows the container's own navigation item, whose bar buttons can be tapped.
    private(set) var barContainer: (scene: Int, position: WalkState.Position)?

    /// The screen for `state`'s top layer.
    init(scenes: FlowScenes, state: WalkState) {
        self.scenes = scenes
        var next = 1
        let top = WalkState.Position(layer: state.layers.count - 1, path: [])
        collect(shownFrom: top, in: state, next: &next)
        for content in contents { countNames(of: content) }
        // Tabs need no counting: `tap` matches them last, and `tab` only among tabs.
    }

    /// The tab bar on the top layer, if the shown path holds one.
    func tabBar(in state: WalkState) -> (scene: Int, children: [ControllerNode], selected: Int, position: WalkState.Position)? {
        var position = WalkState.Position(layer: state.layers.count - 1, path: [])
        while true {
            let node = state.node(at: position)
            if case .tabs(let scene, let children, let selected) = node {
                // A scene pushed above the root of the tab's stack with Hide Bottom Bar on Push hides the bar.
                if children.indices.contains(selected), case .navigation(_, let stack) = children[selected],
                    BottomBarVisibility.hidesTabBar(stackFlags: stack.map { scenes.hidesBottomBarWhenPushed($0.scene) })
                {
                    return nil
                }
                return (scene, children, selected, position)
            }
            // The screen shows a tab bar for the layer, not for one inside a split view's column.
            if case .split = node { return nil }
            guard let child = node.shownChild else { return nil }
            position.path.append(child)
        }
    }

    /// Whether `name` names one thing on screen, so the stepper finds it by name.
    func isUnique(_ name: String?) -> Bool {
        guard let name, !name.isEmpty, ScreenGestures.isExpressible(name) else { return false }
        return nameCounts[name] == 1
    }

    // MARK: Collecting

    private mutating func collect(shownFrom position: WalkState.Position, in state: WalkState, next: inout Int) {
        let node = state.node(at: position)
        if case .split(_, let columns) = node {
            for column in columns.indices {
                var child = position
                child.path.append(column)
                collect(shownFrom: child, in: state, next: &next)
            }
            return
        }
        let shown = state.shownContent(from: position)
        let scene = state.node(at: shown).scene
        guard case .content = state.node(at: shown) else { return }
        collectContent(
            scene, position: shown, isEmbedded: false, hasNavigationBar: Self.showsOwnNavigationBar(shown, in: state, scenes: scenes), nesting: [],
            next: &next)
        contents[contents.count - 1].isInNavigation = Self.navigation(from: position, to: shown, in: state, scenes: scenes, showingItsBar: false) != nil
        contents[contents.count - 1].isNavigationBarHidden = Self.isNavigationBarHidden(from: position, to: shown, in: state, scenes: scenes)
        countNavigationBars(from: position, to: shown, in: state)
    }

    /// Whether the content at `shown` has its own navigation bar on screen (its title, its bar buttons): the
    /// runtime draws one bar, that of the outermost navigation controller that does not hide it, so the
    /// content's parent must be that one.
    static func showsOwnNavigationBar(_ shown: WalkState.Position, in state: WalkState, scenes: FlowScenes) -> Bool {
        guard !shown.path.isEmpty else { return false }
        return navigation(from: WalkState.Position(layer: shown.layer, path: []), to: shown, in: state, scenes: scenes, showingItsBar: true) == shown.parent
    }

    /// Whether navigation controllers hold the content at `shown` and every one of them hides its bar, so the
    /// screen shows none (no Back button, no bar buttons).
    static func isNavigationBarHidden(above shown: WalkState.Position, in state: WalkState, scenes: FlowScenes) -> Bool {
        isNavigationBarHidden(from: WalkState.Position(layer: shown.layer, path: []), to: shown, in: state, scenes: scenes)
    }

    private static func isNavigationBarHidden(from start: WalkState.Position, to shown: WalkState.Position, in state: WalkState, scenes: FlowScenes) -> Bool {
        navigation(from: start, to: shown, in: state, scenes: scenes, showingItsBar: false) != nil
            && navigation(from: start, to: shown, in: state, scenes: scenes, showingItsBar: true) == nil
    }

    /// The outermost navigation controller on the way from `start` down to `shown`; with `showingItsBar`, the
    /// outermost that does not hide its bar, whose bar the runtime draws.
    private static func navigation(
        from start: WalkState.Position, to shown: WalkState.Position, in state: WalkState, scenes: FlowScenes, showingItsBar: Bool
    ) -> WalkState.Position? {
        var position = start
        while position.path.count < shown.path.count {
            if case .navigation(let scene, _) = state.node(at: position), !showingItsBar || !scenes.hidesNavigationBar(scene) { return position }
            position.path.append(shown.path[position.path.count])
        }
        return nil
    }

    /// Counts what the navigation bar on the way to the shown content (the one the runtime draws)
    /// answers to: the back button ("back" and its title: the previous item's back title, title, or "Back") and,
    /// for a container on top of a stack (a tab bar pushed), that container's bar buttons.
    private mutating func countNavigationBars(from start: WalkState.Position, to shown: WalkState.Position, in state: WalkState) {
        guard let position = Self.navigation(from: start, to: shown, in: state, scenes: scenes, showingItsBar: true),
            case .navigation(_, let stack) = state.node(at: position), let top = stack.last
        else { return }
        let item = scenes.navigationItem(of: top.scene)
        if NavigationBarContents.showsBackButton(stackDepth: stack.count, isBarHidden: false, item: item) {
            let before = stack[stack.count - 2].scene
            let beforeItem = scenes.navigationItem(of: before)
            count("back")
            count(beforeItem?.backButtonTitle ?? beforeItem?.title ?? scenes.withScene(before) { $0.title } ?? "Back")
        }
        if case .content = top {
        } else {
            barContainer = (top.scene, WalkState.Position(layer: position.layer, path: position.path + [stack.count - 1]))
            for button in (item?.leftButtons ?? []) + (item?.rightButtons ?? []) { count(button.displayTitle) }
        }
    }

    private mutating func collectContent(
        _ scene: Int, position: WalkState.Position, isEmbedded: Bool, hasNavigationBar: Bool, nesting: [Int], next: inout Int
    ) {
        let index = contents.count
        contents.append(
            Content(scene: scene, position: position, isEmbedded: isEmbedded, hasNavigationBar: hasNavigationBar, firstRowNumber: 0, rows: rows(of: scene)))
        // As the runtime draws them: the controls above the table, its rows, then the controls below it.
        let (controls, belowCount) = scenes.withScene(scene) { shown in (shown.controls, shown.withTableView(\.controlsBelow) ?? 0) }
        let below = Scene.controlIndicesBelowTable(controlCount: controls.count, controlsBelow: belowCount)
        numberControls(controls[..<below.lowerBound], host: scene, position: position, nesting: nesting + [scene], next: &next)
        contents[index].firstRowNumber = next
        next += contents[index].rows.count
        numberControls(controls[below], host: scene, position: position, nesting: nesting + [scene], next: &next)
    }

    /// Numbers buttons, text fields and switches depth first; a container view's embedded scene is numbered where
    /// the container is.
    private mutating func numberControls(_ controls: ArraySlice<Control>, host: Int, position: WalkState.Position, nesting: [Int], next: inout Int) {
        for control in controls {
            // A hidden control is not drawn, nor anything in it: its segues (and those inside it) wait for code.
            guard !control.isHidden else {
                for hidden in control.selfAndDescendants { if let segue = hidden.segue { hiddenSegues.insert(segue.location) } }
                continue
            }
            if TouchTargets.isNumbered(control.kind) {
                controlNumbers[control.location] = next
                next += 1
            }
            if let segue = control.segue { controlsBySegue[segue.location] = control }
            numberControls(control.children[...], host: host, position: position, nesting: nesting, next: &next)
            if control.kind == .containerView, let segue = control.segue, segue.kind == .embed, let id = segue.destination,
                let child = scenes.index(of: id), !nesting.contains(child), nesting.count < FlowScenes.maximumNestingDepth
            {
                if case .content = scenes.instantiate(child) {
                    collectContent(child, position: position, isEmbedded: true, hasNavigationBar: false, nesting: nesting, next: &next)
                } else if unmodelledEmbed == nil {
                    unmodelledEmbed = id
                }
            }
        }
    }

    /// The rows the runtime's generic table shows.
    private func rows(of scene: Int) -> [(cell: TableCell?, sample: SampleRow?)] {
        scenes.withScene(scene) { shown in shown.withTableView { TouchTargets.rows(of: $0, in: scenes.document.format) } } ?? []
    }

    // MARK: Names

    private mutating func countNames(of content: Content) {
        // The scene is read where the document keeps it: copying it out for every screen would retain all it holds.
        let (item, controls) = scenes.document.scenes.withElementInPlace(at: content.scene) { ($0.navigationItem, $0.controls) }
        if !content.isEmbedded, content.hasNavigationBar, let item {
            for button in item.leftButtons { count(button.displayTitle) }
            for button in item.rightButtons { count(button.displayTitle) }
        }
        // Each element counts once under each of its names.
        countShownControls(controls)
        for row in content.rows.prefix(Self.visibleRows) {
            guard let cell = row.cell else { continue }
            countOnce(Self.names(of: cell, sample: row.sample))
        }
    }

    /// Counts the names of the numbered controls among `controls` and those nested in them that the screen draws
    /// (none of a hidden control's), depth first, each read in place.
    private mutating func countShownControls(_ controls: [Control]) {
        controls.forEachInPlace { control in
            guard !control.isHidden else { return }
            if TouchTargets.isNumbered(control.kind) {
                countOnce(TouchTargets.names(text: control.text, outlet: control.outlet, placeholder: control.placeholder))
            }
            countShownControls(control.children)
        }
    }

    /// Counts each of one element's names once, however many of its names are the same.
    private mutating func countOnce(_ names: [String]) {
        for (index, name) in names.enumerated() where !names[..<index].contains(name) { count(name) }
    }

    private mutating func count(_ name: String?) {
        guard let name, !name.isEmpty else { return }
        nameCounts[name, default: 0] += 1
    }

    /// The names the stepper matches a control by.
    static func names(of control: Control) -> [String] {
        TouchTargets.names(text: control.text, outlet: control.outlet, placeholder: control.placeholder)
    }

    /// The first of the names the stepper matches a row by (`names(of:sample:)`), if it has one.
    static func firstName(of cell: TableCell, sample: SampleRow?) -> String? {
        TouchTargets.firstRowName(text: sample?.text ?? cell.text, detail: sample?.detail ?? cell.detail) {
            TouchTargets.subviews(of: cell.controls, filledWith: sample?.values ?? [])
        }
    }

    /// The names the stepper matches a row by: its text, its detail, all its texts joined, and each subview's text
    /// (a sample's values fill the prototype's subviews).
    static func names(of cell: TableCell, sample: SampleRow?) -> [String] {
        let subviews = TouchTargets.subviews(of: cell.controls, filledWith: sample?.values ?? [])
        return TouchTargets.rowNames(text: sample?.text ?? cell.text, detail: sample?.detail ?? cell.detail, subviews: subviews)
    }
}
