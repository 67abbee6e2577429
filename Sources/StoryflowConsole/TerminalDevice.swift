import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the session needs to know about where it runs: whether input and output are terminals, the terminal's
/// width, and the environment (for `NO_COLOR`).
public struct TerminalDevice: Sendable {
    /// Whether standard input is a terminal (interactive mode).
    public var inputIsTerminal: Bool
    /// Whether standard output is a terminal (colour is allowed).
    public var outputIsTerminal: Bool
    /// The terminal's width in columns, when output is a terminal that reports one.
    public var columns: Int?
    /// The process environment.
    public var environment: [String: String]

    /// Describes a device.
    public init(inputIsTerminal: Bool, outputIsTerminal: Bool, columns: Int?, environment: [String: String]) {
        self.inputIsTerminal = inputIsTerminal
        self.outputIsTerminal = outputIsTerminal
        self.columns = columns
        self.environment = environment
    }

    /// This process's standard input and output (the width from `TIOCGWINSZ`).
    public static var standard: TerminalDevice {
        let output = isatty(STDOUT_FILENO) == 1
        return TerminalDevice(
            inputIsTerminal: isatty(STDIN_FILENO) == 1,
            outputIsTerminal: output,
            columns: output ? windowColumns(of: STDOUT_FILENO) : nil,
            environment: ProcessInfo.processInfo.environment
        )
    }

    /// The width of the terminal on `descriptor`, if it reports one.
    public static func windowColumns(of descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
