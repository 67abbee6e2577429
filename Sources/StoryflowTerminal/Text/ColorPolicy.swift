/// Decides whether output gets colour and bold: only on a terminal, never under `NO_COLOR`, `TERM=dumb` or
/// `--plain`.
public enum ColorPolicy {
    /// The environment variables `usesColor` reads.
    public static let environmentVariables = ["NO_COLOR", "TERM"]

    /// Whether to style output.
    /// - Parameters:
    ///   - isTerminal: whether standard output is a TTY (`isatty(1)`).
    ///   - environment: the process environment; `NO_COLOR` set to anything non-empty turns colour off
    ///     (https://no-color.org), as does `TERM=dumb`.
    ///   - plain: whether the user asked for `--plain`.
    public static func usesColor(isTerminal: Bool, environment: [String: String], plain: Bool) -> Bool {
        guard isTerminal, !plain else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }
}
