/// A command that cannot act on the current screen (a disabled button, a text field tapped instead of typed
/// into), worded for the person who typed it.
struct StepperError: Error, CustomStringConvertible {
    /// What is wrong and what to do instead.
    let message: String

    init(_ message: String) { self.message = message }

    var description: String { message }
}
