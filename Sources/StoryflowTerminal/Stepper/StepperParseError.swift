/// Why a command line could not be understood, worded for the person who typed it.
public struct StepperParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message, including the usage or a suggestion where one helps.
    public let message: String

    /// Creates an error with its message.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }

    static func unknownCommand(_ name: String, suggestion: String?) -> StepperParseError {
        let hint = suggestion.map { " Did you mean '\($0)'?" } ?? ""
        return StepperParseError("Unknown command '\(name)'.\(hint) Type 'help' to list the commands.")
    }

    static func usage(_ spec: StepperCommandSpec, _ problem: String) -> StepperParseError {
        StepperParseError("\(problem) Usage: " + spec.usage.joined(separator: " | "))
    }
}
