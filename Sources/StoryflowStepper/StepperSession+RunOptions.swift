import StoryflowConsole
import StoryflowRuntime
import StoryflowSession
import StoryflowTerminal

extension StepperSession {
    /// Creates a session for `storyboard` with the width, colour and row count that `options` and `terminal` give.
    public convenience init(storyboard: Storyboard, options: RunOptions, terminal: TerminalDevice = .standard, output: @escaping (String) -> Void) {
        let application = Application(storyboard: storyboard, visibleRowCount: options.rows, device: options.device)
        self.init(
            application: application,
            width: options.frameWidth(terminalColumns: terminal.columns),
            color: ColorPolicy.usesColor(isTerminal: terminal.outputIsTerminal, environment: terminal.environment, plain: options.plain),
            output: output
        )
        eventDetail = options.quiet ? .off : .all
        isTerminal = terminal.outputIsTerminal
    }

}
