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

    /// Saves the walk as the file `path` in the current folder (atomically); a file already there is kept unless
    /// the walk was saved there. The name comes from keys, which a keys file (`--keys-file`) from a pull request
    /// may hold, so it must name a file of the current folder: no `/`, not `.` or `..`, no controls.
    func saveWalk(to path: String) {
        guard !path.isEmpty else { return note("Not saved: no file name.") }
        if let problem = Self.problem(withSaveName: path) { return report("Not saved: \(problem)") }
        var status = stat()
        // `lstat`: a link, even one to nothing, is something there.
        if path != savedWalkPath, lstat(path, &status) == 0 {
            return report("Not saved: \(path) exists; give another name (w saves over a walk only where this session saved it).")
        }
        do {
            try OutputFile.write(walkText, to: path, followingLinks: false)
            savedWalkPath = path
            savedStepCount = steps.count
            note("Saved \(steps.count) step\(steps.count == 1 ? "" : "s") as \(path); \(replayCommand) \(path) replays \(steps.count == 1 ? "it" : "them").")
        } catch {
            report("Not saved: \(error)")
        }
    }

    /// Why `name` cannot be where `w` saves a walk, or nil when it can: saves stay in the current folder.
    static func problem(withSaveName name: String) -> String? {
        if name.contains("/") { return "\(TerminalText.visible(name)) is a path; walks are saved in the current folder, so give a file name (no /)." }
        if name == "." || name == ".." { return "\(name) is a folder; give a file name." }
        if name.unicodeScalars.contains(where: { TerminalText.needsEscaping($0) }) { return "\(TerminalText.visible(name)) holds control characters; give a plain file name." }
        return nil
    }

    /// The name `w` offers for a walk of the flow named `flowName`: a file name in the current folder.
    static func defaultSaveName(flowName: String) -> String {
        let safe = String(String.UnicodeScalarView(flowName.unicodeScalars.filter { $0 != "/" && !TerminalText.needsEscaping($0) }))
        return (safe.isEmpty || safe == "." || safe == ".." ? "recorded" : safe) + "-recorded.walk"
    }
}
