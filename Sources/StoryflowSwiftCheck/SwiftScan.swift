import StoryflowChecks
import StoryflowModel

/// What reading an app's Swift files gave: the references to check against the flows, the `swift-limit` and
/// `swift-syntax-error` findings, and the files that could not be read.
public struct SwiftScan: Sendable {
    /// What the files reference, in file order.
    public var references: [SwiftReference] = []
    /// `swift-limit` and `swift-syntax-error` findings: files past a limit of the parser, or not Swift it reads.
    public var findings: [Diagnostic] = []
    /// Files that could not be read or parsed, with the reason.
    public var failures: [(file: String, reason: String)] = []
    /// Whether parsing passed `SwiftParsingLimits.maximumMemory`, so the files being parsed then were given up on.
    public var exceededMemory = false

    /// The scan of `files` whose outcomes are `outcomes`, in the same order.
    public init(files: [String], outcomes: [SwiftFileOutcome]) {
        for (file, outcome) in zip(files, outcomes) { add(outcome, of: file) }
        exceededMemory = outcomes.contains(.tooLarge)
    }

    private mutating func add(_ outcome: SwiftFileOutcome, of file: String) {
        switch outcome {
        case .scanned(let found, let excess, let syntaxError):
            references += found.map { SwiftReference(kind: $0.kind, name: $0.name, location: SourceLocation(file: file, line: $0.line, column: $0.column)) }
            if let excess {
                findings.append(
                    SwiftCheckRules.swiftLimit.diagnostic(
                        at: SourceLocation(file: file, line: excess.line, column: excess.column), "this file is not checked: \(excess.text)"
                    ))
            }
            if let syntaxError {
                findings.append(
                    SwiftCheckRules.swiftSyntaxError.diagnostic(
                        at: SourceLocation(file: file, line: syntaxError.line, column: syntaxError.column),
                        "this is not Swift the parser can read (\(syntaxError.text)); what it skipped is not checked"
                    ))
            }
        case .failed(let reason):
            failures.append((file, reason))
        case .timedOut:
            findings.append(
                SwiftCheckRules.swiftLimit.diagnostic(
                    at: SourceLocation(file: file, line: 1, column: 1),
                    "this file is not checked: Swift's parser did not finish it in \(SwiftParsingLimits.parseTimeLimit) seconds"
                ))
        case .tooLarge:
            failures.append(
                (
                    file,
                    """
                    Swift's parser needed more than \(SwiftParsingLimits.maximumMemory >> 30) GiB for it (the process holds at most that while \
                    parsing); not checked, and the check stops
                    """
                ))
        case .skipped:
            findings.append(
                SwiftCheckRules.swiftLimit.diagnostic(
                    at: SourceLocation(file: file, line: 1, column: 1),
                    """
                    this file is not checked: parsing stopped before it (files that took Swift's parser over \(SwiftParsingLimits.parseTimeLimit) \
                    seconds each, more than \(SwiftParsingLimits.totalTimeLimit) seconds in all, or more than \
                    \(SwiftParsingLimits.maximumMemory >> 30) GiB)
                    """
                ))
        }
    }
}
