import StoryflowIO
import StoryflowModel
import StoryflowSemantics

/// A segue of the flow: its scene and its place among the scene's segues (the order `forEachSegue` visits them,
/// as the flow graph numbers them).
public struct SegueReference: Hashable, Sendable, Comparable {
    /// A segue by its scene and place.
    public init(scene: Int, ordinal: Int) {
        self.scene = scene
        self.ordinal = ordinal
    }

    /// The index of the scene that declares it.
    public var scene: Int
    /// Its place among the scene's segues.
    public var ordinal: Int

    public static func < (left: SegueReference, right: SegueReference) -> Bool {
        (left.scene, left.ordinal) < (right.scene, right.ordinal)
    }
}

/// One step of a walk: the stepper command a person would type, what it fires, and where it leads.
struct Gesture {
    /// The commands, usually one (`tap +`, `choose Delete`, `tab Settings`, `perform ShowDetail`); a row
    /// below the first screenful is scrolled to first.
    var commands: [String]
    /// Whether the segue fires only from code (`perform`).
    var isFromCode: Bool
    /// The segue it fires, if any.
    var segue: SegueReference?
    /// The state after it.
    var result: WalkState
    /// The commands that bring the screen back to the state before it, when a person has them: `back` after a
    /// push, `dismiss` after a sheet, the alert's action without a segue, the previous tab. Nil also when the
    /// search was told not to find ways back (`WalkPlanner.findsWaysBack`).
    var undo: [String]?
    /// A navigation controller scene the gesture shows whose stack a collapsed split view took over, so the
    /// state holds its controllers but not it.
    var showsTakenOverNavigation: Int?
}

/// The gestures a person has on the screen of a state, and the segues on that screen a walk cannot fire, with
/// the reason.
struct ScreenGestures {
    let scenes: FlowScenes
    let effect: SegueEffect
    /// Whether gestures carry their `undo`.
    let findsWaysBack: Bool

    init(scenes: FlowScenes, findsWaysBack: Bool) {
        self.scenes = scenes
        self.findsWaysBack = findsWaysBack
        effect = SegueEffect(scenes: scenes)
    }

    /// The gestures of `state` that fire segues, and why the others cannot be fired.
    func segueGestures(in state: WalkState, screen: ScreenContents) -> (gestures: [Gesture], unwalkable: [(SegueReference, Unwalkable)]) {
        var gestures: [Gesture] = []
        var unwalkable: [(SegueReference, Unwalkable)] = []
        func add(
            _ reference: SegueReference, _ segue: Segue, command: Result<[String], Unwalkable>, from source: WalkState.Position, embeddedScene: Int? = nil,
            in base: WalkState, fromCode: Bool = false
        ) {
            if let sheet = segue.destination.flatMap(scenes.index(of:)), scenes.alert(of: sheet)?.style == .actionSheet,
                ActionSheetPresentation.isPopover(on: scenes.device), !ActionSheetPresentation.anchors(segue.trigger)
            {
                let reason = """
                    on an \(scenes.device.displayName) the action sheet `\(scenes[sheet].id)` is a popover, which needs a source view or bar button \
                    item to point at, and \(segue.trigger == .manual ? "a manual segue" : "an alert's action") gives it none (UIKit raises)
                    """
                unwalkable.append((reference, Unwalkable(reason)))
                return
            }
            switch command.flatMap({ command in effect.apply(segue, from: source, embeddedScene: embeddedScene, in: base).map { (command, $0) } }) {
            case .success(let (command, result)):
                var back = findsWaysBack ? undo(of: segue, from: state, to: result) : nil
                // A row scrolled into view is scrolled back on the way back, so the screen is as it was.
                if let scroll = command.first, scroll.hasPrefix("scroll down ") {
                    back = back.map { $0 + ["scroll up " + scroll.dropFirst("scroll down ".count)] }
                }
                var gesture = Gesture(commands: command, isFromCode: fromCode, segue: reference, result: result, undo: back)
                if segue.kind == .showDetail || segue.kind == .replace, scenes.device.collapsesSplitViews,
                    let destination = segue.destination.flatMap(scenes.index(of:)), scenes.kind(of: destination) == .navigationController
                {
                    gesture.showsTakenOverNavigation = destination
                }
                gestures.append(gesture)
            case .failure(let reason): unwalkable.append((reference, reason))
            }
        }
        if case .content(let alert) = state.layers[state.layers.count - 1], scenes.isAlert(alert), state.layers.count > 1 {
            var dismissed = state
            dismissed.layers.removeLast()
            // The runtime runs the action's segue from the controller that presented the alert: the content below it.
            let presenter = dismissed.shownContent(from: WalkState.Position(layer: dismissed.layers.count - 1, path: []))
            let content = scenes.alert(of: alert)
            let actions = content?.actions ?? []
            let isPopoverSheet = content?.style == .actionSheet && ActionSheetPresentation.isPopover(on: scenes.device)
            // Titles are counted as the screen shows them: a popover sheet's cancel action is not among them.
            var titleCounts: [String: Int] = [:]
            for action in actions where !isPopoverSheet || ActionSheetPresentation.showsAction(isCancel: action.style == .cancel, on: scenes.device) {
                titleCounts[action.title, default: 0] += 1
            }
            var ordinal = 0
            scenes.document.scenes.withElementInPlace(at: alert) { scene in
                scene.forEachSegue { segue, origin in
                    defer { ordinal += 1 }
                    guard origin == .alertAction, case .alertAction(let index) = segue.trigger, actions.indices.contains(index) else { return }
                    let title = actions[index].title
                    let unique = titleCounts[title] == 1
                    var command: Result<[String], Unwalkable> =
                        unique && !title.isEmpty && Self.isExpressible(title)
                        ? .success(["choose " + Self.quoted(title)]) : .failure(.init("two actions of the alert are called \"\(title)\""))
                    // A popover action sheet leaves its cancel action out; a tap outside it chooses that action.
                    if isPopoverSheet, !ActionSheetPresentation.showsAction(isCancel: actions[index].style == .cancel, on: scenes.device) {
                        command = .success(["dismiss"])
                    }
                    add(SegueReference(scene: alert, ordinal: ordinal), segue, command: command, from: presenter, in: dismissed)
                }
            }
            return (gestures, unwalkable)
        }
        let topScene = state.node(at: state.shownContent(from: WalkState.Position(layer: state.layers.count - 1, path: []))).scene
        for content in screen.contents {
            var ordinal = 0
            scenes.document.scenes.withElementInPlace(at: content.scene) { inPlace in
                inPlace.forEachSegue { segue, origin in
                    defer { ordinal += 1 }
                    let reference = SegueReference(scene: content.scene, ordinal: ordinal)
                    guard segue.kind != .embed else { return }
                    if let embedded = screen.unmodelledEmbed {
                        unwalkable.append(
                            (reference, Unwalkable("its screen embeds `\(embedded)` in a container view, a container whose drawing paths do not model")))
                        return
                    }
                    let command: Result<[String], Unwalkable>
                    switch origin {
                    case .alertAction: return
                    case .manual:
                        guard let identifier = segue.identifier, !identifier.isEmpty else {
                            command = .failure(.init("it has no identifier, so no code can perform it"))
                            break
                        }
                        guard Self.isExpressible(identifier) else {
                            command = .failure(.init("its identifier holds control characters a walk cannot write"))
                            break
                        }
                        guard content.scene == topScene, !content.isEmbedded else {
                            command = .failure(.init("`perform` fires segues of the scene on top only"))
                            break
                        }
                        // performSegue(withIdentifier:sender:) fires the scene's first segue with the identifier.
                        guard scenes[content.scene].segues.firstIndex(where: { $0.identifier == identifier }) == ordinal else {
                            command = .failure(.init("an earlier segue of the scene has the identifier `\(identifier)`, and `perform` fires that one"))
                            break
                        }
                        add(reference, segue, command: .success(["perform " + Self.quoted(identifier)]), from: content.position, in: state, fromCode: true)
                        return
                    case .barButton: command = barButtonCommand(segue, item: inPlace.navigationItem, content: content, screen: screen)
                    case .cell:
                        command = cellCommand(
                            segue, content: content, screen: screen, isTop: content.scene == topScene && !content.isEmbedded && screen.contents.count == 1)
                    case .control(let kind): command = controlCommand(segue, kind: kind, screen: screen)
                    }
                    add(reference, segue, command: command, from: content.position, embeddedScene: content.isEmbedded ? content.scene : nil, in: state)
                }
            }
        }
        // A container on top of a navigation stack (a tab bar pushed, or as the root) shows its own bar buttons.
        if let container = screen.barContainer {
            var ordinal = 0
            scenes.document.scenes.withElementInPlace(at: container.scene) { inPlace in
                inPlace.forEachSegue { segue, origin in
                    defer { ordinal += 1 }
                    guard case .barButton = origin else { return }
                    let command = barButtonCommand(segue, item: inPlace.navigationItem, screen: screen)
                    add(SegueReference(scene: container.scene, ordinal: ordinal), segue, command: command, from: container.position, in: state)
                }
            }
        }
        return (gestures, unwalkable)
    }

    /// The gestures that select each other tab of the tab bar on screen.
    func tabGestures(in state: WalkState, screen: ScreenContents) -> [Gesture] {
        guard let tabs = screen.tabBar(in: state) else { return [] }
        // Tabs under More (on a device whose bar has no room for them all) are not walked; a tab showing another
        // storyboard's scene is not followed.
        let onBar = scenes.tabsOnBar(count: tabs.children.count)
        let shown = tabs.children.indices.filter { index in
            let content = state.shownContent(from: WalkState.Position(layer: tabs.position.layer, path: tabs.position.path + [index]))
            return index != tabs.selected && index < onBar && !scenes.isReference(state.node(at: content).scene)
        }
        // A tab whose screen raises as it shows (a sample row that fails to dequeue) is not offered.
        return shown.compactMap { index in
            var result = state
            result.update(at: tabs.position) { node in
                guard case .tabs(let scene, let children, _) = node else { return node }
                return .tabs(scene: scene, children: children, selected: index)
            }
            guard scenes.failedDequeue(showing: result) == nil else { return nil }
            let command = "tab " + scenes.tabReference(of: tabs.scene, at: index)
            // A tab under More (where a deep link may have selected one) has no `tab` command back to it.
            let undo = findsWaysBack && tabs.selected < onBar ? ["tab " + scenes.tabReference(of: tabs.scene, at: tabs.selected)] : nil
            return Gesture(commands: [command], isFromCode: false, segue: nil, result: result, undo: undo)
        }
    }

    /// The `back` gesture of a screen whose top scene was pushed: it pops to the scene below, as the back button
    /// does. A walk reaches the scenes under a stack it starts with this way (a collapsed split view's master,
    /// under the detail pushed onto it). It has no way back of its own.
    func backGesture(in state: WalkState) -> Gesture? {
        let layer = state.layers.count - 1
        if case .content(let scene) = state.layers[layer], scenes.isAlert(scene) { return nil }
        let top = state.shownContent(from: WalkState.Position(layer: layer, path: []))
        guard let last = top.path.last, case .content(let pushed) = state.node(at: top), case let parent = top.parent,
            case .navigation(let scene, let stack) = state.node(at: parent),
            NavigationBarContents.showsBackButton(
                stackDepth: last + 1,
                isBarHidden: scenes.hidesNavigationBar(scene) || ScreenContents.isNavigationBarHidden(above: top, in: state, scenes: scenes),
                item: scenes.navigationItem(of: pushed))
        else { return nil }
        var popped = state
        popped.update(at: parent) { _ in .navigation(scene: scene, stack: Array(stack[..<(stack.count - 1)])) }
        // The scene below shows for the first time when a collapsed split view pushed the detail over it.
        guard scenes.failedDequeue(showing: popped) == nil else { return nil }
        return Gesture(commands: ["back"], isFromCode: false, segue: nil, result: popped, undo: nil)
    }

    // MARK: Commands

    /// How a person gets from `result` back to `base` after `segue`, if they can: a presented sheet swiped down,
    /// an alert's action that only dismisses it, or the back button of a pushed scene.
    private func undo(of segue: Segue, from base: WalkState, to result: WalkState) -> [String]? {
        if result.layers.count == base.layers.count + 1, result.layers[..<base.layers.count].elementsEqual(base.layers) {
            let presented = result.layers[result.layers.count - 1]
            if case .content(let scene) = presented, scenes.isAlert(scene) {
                let content = scenes.alert(of: scene)
                let actions = content?.actions ?? []
                // A popover action sheet is dismissed by a tap outside it, which chooses its cancel action, if any;
                // its other actions are chosen by title.
                let isPopoverSheet = content?.style == .actionSheet && ActionSheetPresentation.isPopover(on: scenes.device)
                if isPopoverSheet {
                    let cancel = actions.first { $0.style == .cancel }
                    if cancel.map({ $0.segue == nil && $0.effect == .none }) ?? true { return ["dismiss"] }
                }
                let choosable = isPopoverSheet ? actions.filter { $0.style != .cancel } : actions
                guard
                    let action = choosable.first(where: { $0.segue == nil && $0.effect == .none && $0.style == .cancel })
                        ?? choosable.first(where: { $0.segue == nil && $0.effect == .none }),
                    !action.title.isEmpty, Self.isExpressible(action.title), choosable.count(where: { $0.title == action.title }) == 1
                else { return nil }
                return ["choose " + Self.quoted(action.title)]
            }
            let style = ModalPresentation.style(of: segue, destination: scenes[presented.scene])
            return [.automatic, .pageSheet, .formSheet, .popover].contains(style) ? ["dismiss"] : nil
        }
        guard result.layers.count == base.layers.count, let back = backGesture(in: result) else { return nil }
        return back.result == base ? back.commands : nil
    }

    private func barButtonCommand(_ segue: Segue, item: NavigationItemContent?, content: ScreenContents.Content, screen: ScreenContents) -> Result<
        [String], Unwalkable
    > {
        guard !content.isEmbedded, content.hasNavigationBar else {
            if content.isEmbedded { return .failure(.init("its scene is embedded in a container view, and no bar shows an embedded scene's item")) }
            if content.isNavigationBarHidden {
                let hidden = scenes.document.format == .storyboard ? "Shows Navigation Bar unchecked" : "navigationBarHidden=\"true\""
                return .failure(.init("its navigation controller hides its navigation bar (\(hidden)), so no bar button shows"))
            }
            if content.isInNavigation {
                return .failure(.init("the navigation bar shows the item of the container on top of its stack, which holds this scene, not this scene's"))
            }
            return .failure(.init("its bar button shows only when the scene is in a navigation controller"))
        }
        return barButtonCommand(segue, item: item, screen: screen)
    }

    /// The `tap` of the bar button in `item` that fires `segue`, when the screen shows that bar.
    private func barButtonCommand(_ segue: Segue, item: NavigationItemContent?, screen: ScreenContents) -> Result<[String], Unwalkable> {
        guard case .barButton(let index) = segue.trigger, let item else { return .failure(.init("its bar button is not found")) }
        let buttons = item.leftButtons + item.rightButtons
        guard buttons.indices.contains(index) else { return .failure(.init("its bar button is not found")) }
        guard buttons[index].isEnabled else {
            return .failure(.init("its bar button is disabled (\(disabledName)), so it can be tapped only once the app's code enables it"))
        }
        let title = buttons[index].displayTitle
        guard screen.isUnique(title) else { return .failure(.init("more than one thing on the screen is called \"\(title)\"")) }
        return .success(["tap " + Self.quoted(title)])
    }

    private func cellCommand(_ segue: Segue, content: ScreenContents.Content, screen: ScreenContents, isTop: Bool) -> Result<[String], Unwalkable> {
        let rowIndex: Int?
        let isAccessory: Bool
        switch segue.trigger {
        case .staticCellSelection(let section, let row), .staticCellAccessory(let section, let row):
            let sections = scenes.withScene(content.scene) { scene in scene.withTableView { $0.sections } } ?? []
            rowIndex =
                sections.indices.contains(section) && sections[section].cells.indices.contains(row)
                ? sections[..<section].reduce(0) { $0 + $1.cells.count } + row : nil
            isAccessory = if case .staticCellAccessory = segue.trigger { true } else { false }
        case .prototypeSelection(let identifier), .prototypeAccessory(let identifier):
            rowIndex = content.rows.firstIndex { $0.sample != nil && $0.cell?.reuseIdentifier == identifier }
            isAccessory = if case .prototypeAccessory = segue.trigger { true } else { false }
            guard let rowIndex else {
                return .failure(.init("no sample row is made from its prototype `\(identifier ?? "")`, so `storyflow run` shows no such row"))
            }
            // Dequeuing gives the first prototype of an identifier: a later one's segues never fire.
            let dequeued = content.rows[rowIndex].cell
            guard (isAccessory ? dequeued?.accessorySegue : dequeued?.selectionSegue)?.location == segue.location else {
                return .failure(.init("an earlier prototype has the reuse identifier `\(identifier ?? "")`, and dequeuing always gives that one"))
            }
        default:
            return .failure(.init("its cell is not found"))
        }
        guard let rowIndex else { return .failure(.init("its cell is not found")) }
        let number = content.firstRowNumber + rowIndex
        if rowIndex >= ScreenContents.visibleRows {
            // `scroll` moves the top scene's table, dequeuing the rows it brings into view; the row keeps its number.
            guard isTop else { return .failure(.init("its row is out of view in a table `scroll` does not move")) }
            if let failed = scenes.failedDequeue(in: content.scene, rows: ScreenContents.visibleRows...rowIndex) {
                return .failure(.init("scrolling to its row: " + failed.reason(scene: scenes[content.scene].id)))
            }
            let scroll = "scroll down \(rowIndex - ScreenContents.visibleRows + 1)"
            return .success([scroll, isAccessory ? "tap accessory \(number)" : "tap \(number)"])
        }
        if isAccessory { return .success(["tap accessory \(number)"]) }
        let row = content.rows[rowIndex]
        let name = row.cell.flatMap { ScreenContents.firstName(of: $0, sample: row.sample) }
        return .success([screen.isUnique(name) ? "tap " + Self.quoted(name!) : "tap \(number)"])
    }

    private func controlCommand(_ segue: Segue, kind: Control.Kind, screen: ScreenContents) -> Result<[String], Unwalkable> {
        guard kind == .button else { return .failure(.init("it fires from a \(kind.rawValue), which cannot be tapped")) }
        if screen.hiddenSegues.contains(segue.location) {
            return .failure(.init("its button is hidden, or inside a hidden view (\(hiddenName)), so it shows only when the app's code shows it"))
        }
        guard let control = screen.controlsBySegue[segue.location] else {
            return .failure(.init("its button is inside a cell, which a walk does not tap"))
        }
        guard control.isEnabled else {
            return .failure(.init("its button is disabled (\(disabledName)), so it can be tapped only once the app's code enables it"))
        }
        if let name = ScreenContents.names(of: control).first, screen.isUnique(name) { return .success(["tap " + Self.quoted(name)]) }
        guard let number = screen.controlNumbers[control.location] else { return .failure(.init("its button is not on the screen")) }
        return .success(["tap \(number)"])
    }

    /// How a disabled control is described in the file's dialect.
    private var disabledName: String { scenes.document.format == .storyboard ? "Enabled unchecked" : "enabled=\"false\"" }
    /// How a hidden control is described in the file's dialect.
    private var hiddenName: String { scenes.document.format == .storyboard ? "Hidden checked" : "hidden=\"true\"" }

    /// Whether a walk can name `text`: it holds nothing a terminal would act on when the script is printed
    /// (controls, the C1 controls, bidirectional overrides; `TerminalText`), which the tokenizer cannot escape.
    static func isExpressible(_ text: String) -> Bool {
        !text.unicodeScalars.contains { TerminalText.needsEscaping($0) }
    }

    /// `name` as the stepper's tokenizer reads it back: in double quotes (with `"` and `\` escaped) when it is
    /// empty, all digits, a keyword, holds any whitespace, a `"` or a `\`, or starts with a quote that opens a
    /// group (`"`, `'`, `“`, `‘`) or with `#` (a comment).
    static func quoted(_ name: String) -> String {
        guard needsQuotesIfPrintableASCII(name) ?? needsQuotes(name) else { return name }
        guard name.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else {
            return "\"" + name.map { $0 == "\\" || $0 == "\"" ? "\\\($0)" : String($0) }.joined() + "\""
        }
        // Printable ASCII: each byte is a character.
        var bytes: [UInt8] = [UInt8(ascii: "\"")]
        for byte in name.utf8 {
            if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"") { bytes.append(UInt8(ascii: "\\")) }
            bytes.append(byte)
        }
        bytes.append(UInt8(ascii: "\""))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `quoted(_:)` quotes `name`, character by character.
    static func needsQuotes(_ name: String) -> Bool {
        name.isEmpty || name.allSatisfy(\.isNumber) || keywords.contains(name.lowercased())
            || name.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "\\" }) || name.first.map { "'“‘#".contains($0) } == true
    }

    /// Whether `quoted(_:)` quotes `name`, worked out from its bytes when it is printable ASCII (most names),
    /// where each byte is one character; nil for any other name. It agrees with `needsQuotes`.
    static func needsQuotesIfPrintableASCII(_ name: String) -> Bool? {
        let bytes = name.utf8
        guard let first = bytes.first, bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        if bytes.contains(UInt8(ascii: " ")) { return true }
        if bytes.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) { return true }
        if first == UInt8(ascii: "'") || first == UInt8(ascii: "#") { return true }
        if bytes.contains(UInt8(ascii: "\"")) || bytes.contains(UInt8(ascii: "\\")) { return true }
        return bytes.count <= 9 && keywords.contains(name.lowercased())
    }

    /// The words the stepper's commands give a meaning, which a name must be quoted to stand for.
    private static let keywords: Set<String> = ["accessory", "row", "of", "into"]
}
