import StoryflowIO
import StoryflowModel

/// Writes one walk's script as it is generated: a heading that says which scenes it shows, the commands of its
/// start (none for the launch; `open ID` for a scene code makes), then each step followed by the expectations of
/// where it arrives (`expect scene`, `expect title`, or `expect alert`). A walk planned for a device other than the
/// default starts with a `device` line, which launches the app afresh on it.
struct WalkBuilder {
    let planner: WalkPlanner
    private var lines: [String]
    /// How many commands the walk holds.
    private(set) var stepCount = 0
    /// Whether its start's commands start the app afresh (`device`, `open`).
    private let startsAfresh: Bool
    /// The scenes it shows on top, in the order first shown.
    private(set) var scenes: [Int] = []

    /// A walk that has launched the app and taken `start`'s commands, whose screen `launchExpectations` describe.
    init(planner: WalkPlanner, start: WalkPlanner.Start, launchExpectations: [String]) {
        self.planner = planner
        let device = planner.scenes.device
        let startCommands = (device == .default ? [] : ["device " + device.rawValue]) + start.commands
        lines = (start.comment.map { [$0] } ?? []) + startCommands + launchExpectations
        // The device line sets up the walk; it is no step of it.
        stepCount = start.commands.count
        startsAfresh = !startCommands.isEmpty
        lastForwardStep = (lines.count, stepCount)
        scenes.append(planner.nodes[start.node].topScene)
    }

    /// Where the walk's last step that was not a way back ends: its line count and step count.
    private var lastForwardStep = (lines: 0, steps: 0)

    /// Adds `commands`, then `expectations` of where they arrive: `scene` on top, which `isFirstShown` says the
    /// walk has not shown before. `isWayBack` marks the steps that only return to a screen shown before.
    mutating func add(_ commands: [String], fromCode: Bool, expectations: [String], scene top: Int, isFirstShown: Bool, isWayBack: Bool) {
        if fromCode { lines.append("# Fired from code, as performSegue(withIdentifier:sender:) does:") }
        lines += commands
        lines += expectations
        stepCount += commands.count
        if isFirstShown { scenes.append(top) }
        if !isWayBack { lastForwardStep = (lines.count, stepCount) }
    }

    /// Drops the ways back after the last step that went somewhere: at the end of the last walk they show
    /// nothing new.
    mutating func dropTrailingWaysBack() {
        lines.removeSubrange(lastForwardStep.lines...)
        stepCount = lastForwardStep.steps
    }

    /// The finished walk, numbered `number` and named after the scene `named`.
    func walk(number: Int, named scene: Int) -> Walk {
        let ids = scenes.map { planner.scenes.label($0) }
        let listed = ids.prefix(8).joined(separator: ", ") + (ids.count > 8 ? ", … (\(ids.count) scenes)" : "")
        let heading = TerminalText.visible("# Walk \(number): shows \(listed)")
        let digits = String(number)
        let padded = String(repeating: "0", count: max(0, 2 - digits.count)) + digits
        return Walk(
            name: padded + "-" + Self.fileName(planner.scenes.fileWord(scene)), lines: [heading] + lines, stepCount: stepCount, startsAfresh: startsAfresh)
    }

    /// What a walk asserts about `state`.
    static func expectations(of state: WalkState, planner: WalkPlanner) -> [String] {
        let scenes = planner.scenes
        if case .content(let alert) = state.layers[state.layers.count - 1], scenes.isAlert(alert) {
            let title = scenes[alert].alert?.title
            return ["expect alert" + (title.map { $0.isEmpty || !Self.isExpressible($0) ? "" : " " + ScreenGestures.quoted($0) } ?? "")]
        }
        let top = planner.topContent(of: state)
        let scene = scenes[state.node(at: top).scene]
        var lines = Self.isExpressible(scene.id) ? ["expect scene " + ScreenGestures.quoted(scene.id)] : []
        if ScreenContents.showsOwnNavigationBar(top, in: state, scenes: scenes), let title = scene.displayTitle, !title.isEmpty, Self.isExpressible(title) {
            lines.append("expect title " + ScreenGestures.quoted(title))
        }
        return lines
    }

    /// Whether a script line can say `text` (`ScreenGestures.isExpressible`).
    static func isExpressible(_ text: String) -> Bool { ScreenGestures.isExpressible(text) }

    /// A scene id made safe for a file name: letters, digits, `-` and `_` kept, anything else `_`, at most 60.
    static func fileName(_ id: String) -> String {
        let safe = String(
            id.unicodeScalars.prefix(60).map { scalar in
                (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")) ? Character(scalar) : "_"
            })
        return safe.isEmpty ? "scene" : safe
    }
}
