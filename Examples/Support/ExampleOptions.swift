import ArgumentParser

/// The options every example accepts, the same as `storyflow run`'s: a script, an events file, the width and
/// plain output; plus `--flow` to run the app's classes against another copy of its flow.
public struct ExampleOptions: ParsableArguments {
    /// Commands to run instead of reading them from standard input.
    @Option(name: .long, help: "A file of stepper commands to run (default: read commands from standard input).")
    public var script: String?

    /// Where to write the event stream as JSON lines.
    @Option(name: .long, help: "Write every event as one JSON object per line to this file.")
    public var events: String?

    /// The frame width in columns.
    @Option(name: .long, help: "The width of the drawn screens, in columns.")
    public var width: Int = 60

    /// No colour.
    @Flag(name: .long, help: "Plain text: no colour.")
    public var plain = false

    /// The flow file (default: the example's own, in `Flows/`).
    @Option(name: .long, help: "The flow file (default: Flows/<App>.flow.xml).")
    public var flow: String?

    /// Creates the options with their defaults.
    public init() {}
}
