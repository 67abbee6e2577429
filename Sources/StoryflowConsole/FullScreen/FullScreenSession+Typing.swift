import StoryflowModel
import StoryflowScreen
import StoryflowSession
import StoryflowTerminal

/// The prompt line (`:` commands, search, saving the walk) and typing into a text field.
extension FullScreenSession {
    func openPrompt(_ prompt: Prompt) {
        mode = .prompt(prompt)
        promptLine.reset()
        if prompt == .saveWalk {
            let name = savedWalkPath ?? Self.defaultSaveName(flowName: flowName)
            for scalar in name.unicodeScalars { _ = promptLine.apply(.insert(scalar)) }
        }
    }

    func type(_ key: FullScreenKey, at prompt: Prompt) {
        if key == .escape || key == .control("c") { return mode = .browsing }
        if key == .tab, prompt == .command {
            let typed = promptLine.textBeforeCursor
            let candidates = CommandCompleter(application: session.application).candidates(for: typed)
            if let completed = CommandCompleter.completedLine(typed, candidates: candidates) { promptLine.replaceTextBeforeCursor(with: completed) }
            return
        }
        guard case .submitted(let line) = apply(key, to: &promptLine) else { return }
        mode = .browsing
        switch prompt {
        case .command: runCommandLine(line)
        case .search:
            searchText = line
            search(line, from: focus)
        case .saveWalk: saveWalk(to: line)
        }
    }

    func typeIntoField(_ key: FullScreenKey) {
        guard case .editing(var edit) = mode else { return }
        // The mode lets go of the text, so typing changes it in place rather than copying it at every key.
        mode = .browsing
        if key == .escape || key == .control("c") {
            mode = .browsing
            refresh()
            return note("Typing cancelled.")
        }
        let outcome = key == .tab ? .submitted(edit.buffer.text) : apply(key, to: &edit.buffer)
        guard case .submitted(let text) = outcome else {
            mode = .editing(edit)
            return refresh()
        }
        mode = .browsing
        let commands = ElementCommands(screen: session.application.screen).commit(field: edit.field, original: edit.original, edited: text)
        if commands.isEmpty { return refresh() }
        perform(commands, focusAfter: edit.element)
    }

    /// Applies a key to a line being typed; Enter submits it. Control and invisible formatting characters (a
    /// pasted `ESC`, C1 controls, bidirectional overrides) are not typed: the line may end up in a walk.
    private func apply(_ key: FullScreenKey, to buffer: inout LineBuffer) -> LineBuffer.Outcome {
        switch key {
        case .character(let character):
            guard ElementCommands.isPrintable(String(character)) else { return .editing }
            for scalar in character.unicodeScalars { _ = buffer.apply(.insert(scalar)) }
            return .editing
        case .enter: return buffer.apply(.enter)
        case .backspace: return buffer.apply(.backspace)
        case .delete: return buffer.apply(.deleteForward)
        case .left: return buffer.apply(.left)
        case .right: return buffer.apply(.right)
        case .up: return buffer.apply(.up)
        case .down: return buffer.apply(.down)
        case .home, .control("a"): return buffer.apply(.home)
        case .end, .control("e"): return buffer.apply(.end)
        case .control("u"): return buffer.apply(.killToStart)
        case .control("k"): return buffer.apply(.killToEnd)
        default: return .editing
        }
    }

}
