import Glibc
import StoryflowIO
import StoryflowTerminal

/// The steps taken, as a walk (`w`).
extension FullScreenSession {
    /// The steps as a walk: each step's command lines, and `expect scene` after a step that changed the scene
    /// on top, so the walk fails where the flow no longer goes where it went.
    public var walkText: String {
        var text = "# A walk recorded with storyflow run --tui on \(TerminalText.visible(flowName)).\n"
        if let launchTarget, TerminalText.visible(launchTarget) == launchTarget {
            let bare = "open " + launchTarget
            text += ((try? StepperParser.parse(bare)) == .open(url: launchTarget) ? bare : "open " + ElementCommands.quoted(launchTarget)) + "\n"
        }
        for step in steps {
            if let error = step.error {
                text += "# This step raised UIKit's error: \(TerminalText.visible(error))\n"
            }
            text += step.commands.map { $0 + "\n" }.joined()
            // A scene made in code, not from the flow, has no id to expect; one with controls in its id is not
            // written where a terminal would run them.
            if let scene = step.sceneAfter, !scene.isEmpty, TerminalText.visible(scene) == scene {
                let bare = "expect scene " + scene
                let parsed = try? StepperParser.parse(bare)
                text += (parsed == .expect(.scene(scene)) ? bare : "expect scene " + ElementCommands.quoted(scene)) + "\n"
            }
        }
        return text
    }

    /// Saves the walk at `path` (atomically); a file already there is kept unless the walk was saved there.
    func saveWalk(to path: String) {
        guard !path.isEmpty else { return note("Not saved: no file name.") }
        var status = stat()
        // `lstat`: a link, even one to nothing, is something there.
        if path != savedWalkPath, lstat(path, &status) == 0 {
            return report("Not saved: \(path) exists; give another name (w saves over a walk only where this session saved it).")
        }
        do {
            try OutputFile.write(walkText, to: path)
            savedWalkPath = path
            savedStepCount = steps.count
            note("Saved \(steps.count) step\(steps.count == 1 ? "" : "s") as \(path); \(replayCommand) \(path) replays \(steps.count == 1 ? "it" : "them").")
        } catch {
            report("Not saved: \(error)")
        }
    }
}
