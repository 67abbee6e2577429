import Glibc
import StoryflowIO
import StoryflowSemantics
import StoryflowTerminal

/// The steps taken, as a walk (`w`).
extension FullScreenSession {
    /// The steps as a walk: each step's command lines, and `expect scene` after a step that changed the scene
    /// on top, so the walk fails where the flow no longer goes where it went.
    public var walkText: String {
        var text = "# A walk recorded with storyflow run --tui on \(TerminalText.visible(flowName)).\n"
        if launchDevice != .default { text += "device \(launchDevice.rawValue)\n" }
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

    /// Saves the walk as the file `name` in `walkFolder` (the current folder when nil), atomically; a file
    /// already there is kept unless the walk was saved there. The name comes from keys, which a keys file
    /// (`--keys-file`) from a pull request may hold, so it must be a file name: no `/`, not `.` or `..`, no
    /// controls. A link there is replaced, never followed.
    func saveWalk(to name: String) {
        guard !name.isEmpty else { return note("Not saved: no file name.") }
        if let problem = Self.problem(withSaveName: name) { return report("Not saved: \(problem)") }
        let path = walkFolder.map { $0.hasSuffix("/") ? $0 + name : $0 + "/" + name } ?? name
        var status = stat()
        // `lstat`: a link, even one to nothing, is something there.
        if name != savedWalkPath, lstat(path, &status) == 0 {
            return report("Not saved: \(TerminalText.visible(path)) exists; give another name (w saves over a walk only where this session saved it).")
        }
        do {
            try OutputFile.write(walkText, to: path, followingLinks: false)
            savedWalkPath = name
            savedStepCount = steps.count
            note(
                """
                Saved \(steps.count) step\(steps.count == 1 ? "" : "s") as \(TerminalText.visible(path)); \(replayCommand) \(ShellWord.quoted(path)) replays \
                \(steps.count == 1 ? "it" : "them").
                """
            )
        } catch {
            report("Not saved: \(error)")
        }
    }

    /// Why `name` cannot be what `w` saves a walk as, or nil when it can: saves stay in their folder.
    static func problem(withSaveName name: String) -> String? {
        if name.contains("/") {
            return "\(TerminalText.visible(name)) is a path; w saves in the current folder (or --walk-folder), so give a file name (no /)."
        }
        if name == "." || name == ".." { return "\(name) is a folder; give a file name." }
        if name.unicodeScalars.contains(where: { TerminalText.needsEscaping($0) }) {
            return "\(TerminalText.visible(name)) holds control characters; give a plain file name."
        }
        return nil
    }

    /// The name `w` offers for a walk of the flow named `flowName`: a file name in the current folder.
    static func defaultSaveName(flowName: String) -> String {
        let safe = String(String.UnicodeScalarView(flowName.unicodeScalars.filter { $0 != "/" && !TerminalText.needsEscaping($0) }))
        return (safe.isEmpty || safe == "." || safe == ".." ? "recorded" : safe) + "-recorded.walk"
    }
}
