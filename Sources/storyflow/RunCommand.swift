import ArgumentParser
import StoryflowStepper
import StoryflowTerminal

/// `storyflow run FLOW`: draws the flow's screens in the terminal and steps through them.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Step through a flow or storyboard in the terminal.",
        discussion: """
            Scenes run on generic controllers (static tables, sample rows, every segue, unwind and dismissal the \
            flow declares), so no Swift code is needed. On a terminal, commands are read with line editing and \
            history; with --script or piped input, each command is echoed into a transcript that is the same on \
            every run. Exit status: 0, 1 when an `expect` failed (or a script line could not be read), 2 when the \
            flow, script or events file cannot be used.

            \(StepperCommandSpec.helpText)
            """
    )

    @Argument(help: "A flow file (.flow.xml) or a storyboard (.storyboard).")
    var flow: String

    @OptionGroup var options: RunOptions

    func run() throws {
        try Stepper.run(flow: flow, options: options)
    }
}
