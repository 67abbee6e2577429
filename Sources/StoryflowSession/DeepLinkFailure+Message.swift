import StoryflowIO
import StoryflowRuntime
import StoryflowTerminal

extension Application.DeepLinkFailure {
    /// What the stepper says when `url` could not be opened, with the control characters of the URL and the
    /// flow's patterns made visible.
    func message(for url: String) -> String {
        let shown = TerminalText.visible(url)
        switch self {
        case .noMatch(let patterns) where patterns.isEmpty:
            return
                """
                the flow declares no deep links, so nothing opens \(shown); add <deepLink url=\"...\" scene=\"...\"/> to it (a storyboard opens at a scene \
                with --start)
                """
        case .noMatch(let patterns):
            let listed = patterns.prefix(10).map { TerminalText.visible($0) }.joined(separator: ", ")
            return "no deep link of the flow matches \(shown); its patterns are: \(listed)" + (patterns.count > 10 ? " and \(patterns.count - 10) more" : "")
        case .noRoute(let pattern, let scene):
            return
                """
                deep link \(TerminalText.visible(pattern)) opens `\(TerminalText.visible(scene))`, but no chain of segues from the initial scene leads there \
                (see `storyflow check`, deep-link-unreachable)
                """
        case .noInitialScene:
            return "the flow has no initial scene to build the deep link's back stack from"
        }
    }
}
