import StoryflowIO
import StoryflowModel

/// Writes a walk's script: a heading that says which scenes it reaches, then each step followed by the
/// expectations of where it arrives (`expect scene`, `expect title`, or `expect alert`).
struct WalkWriter {
    let planner: WalkPlanner

    /// The walk taking `steps` from the launch, numbered `number`.
    func walk(number: Int, steps: [Gesture]) -> Walk {
        let launch = planner.nodes[0].state
        let states = [launch] + steps.map(\.result)
        let route = states.map { sceneID(planner.topScene(of: $0)) }
        let end = route.last ?? "launch"
        var lines = [TerminalText.visible("# Reaches \(end): " + route.joined(separator: " → "))]
        lines += expectations(of: launch)
        for step in steps {
            if step.isFromCode { lines.append("# Fired from code, as performSegue(withIdentifier:sender:) does:") }
            lines += step.commands
            lines += expectations(of: step.result)
        }
        let digits = max(2, String(number).count)
        let padded = String(repeating: "0", count: max(0, digits - String(number).count)) + String(number)
        return Walk(name: padded + "-" + Self.fileName(end), lines: lines, stepCount: steps.count)
    }

    /// What a walk asserts about `state`.
    func expectations(of state: WalkState) -> [String] {
        let scenes = planner.scenes
        if case .content(let alert) = state.layers[state.layers.count - 1], scenes.isAlert(alert) {
            let title = scenes[alert].alert?.title
            return ["expect alert" + (title.map { $0.isEmpty || !Self.isExpressible($0) ? "" : " " + ScreenGestures.quoted($0) } ?? "")]
        }
        let top = planner.topContent(of: state)
        let scene = scenes[state.node(at: top).scene]
        var lines = Self.isExpressible(scene.id) ? ["expect scene " + ScreenGestures.quoted(scene.id)] : []
        if let parentPath = top.path.indices.last.map({ Array(top.path[..<$0]) }),
           case .navigation = state.node(at: WalkState.Position(layer: top.layer, path: parentPath)),
           let title = scene.displayTitle, !title.isEmpty, Self.isExpressible(title) {
            lines.append("expect title " + ScreenGestures.quoted(title))
        }
        return lines
    }

    private func sceneID(_ index: Int) -> String { planner.scenes[index].id }

    /// Whether a script line can say `text`: it holds no control characters (a quoted word cannot escape them).
    static func isExpressible(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// A scene id made safe for a file name: letters, digits, `-` and `_` kept, anything else `_`, at most 60.
    static func fileName(_ id: String) -> String {
        let safe = String(id.unicodeScalars.prefix(60).map { scalar in
            (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")) ? Character(scalar) : "_"
        })
        return safe.isEmpty ? "scene" : safe
    }
}
