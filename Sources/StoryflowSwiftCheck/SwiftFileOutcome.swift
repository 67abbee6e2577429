/// How reading one Swift file for `check --swift` ended: what the file references, or why it was not checked.
/// Outcomes cross from `storyflow-swift-scan`, the process that parses Swift, to `storyflow` as `SwiftScanMessage`s.
public enum SwiftFileOutcome: Equatable, Sendable {
    /// The file was parsed: what it references, where it passes a limit of the parser (then nothing else is
    /// found), and where it first does not parse.
    case scanned(references: [Reference], excess: Remark?, syntaxError: Remark?)
    /// The file could not be read or parsed, and why, as a sentence ending after its path.
    case failed(reason: String)
    /// Swift's parser did not finish the file in `SwiftParsingLimits.parseTimeLimit` seconds.
    case timedOut
    /// Given up on while the parsing process held more than `SwiftParsingLimits.maximumMemory`.
    case tooLarge
    /// Not started: too many files timed out, or memory or the total time ran out, before it.
    case skipped

    /// One place in a file that names something a flow declares; `SwiftReference` with the file left out.
    public struct Reference: Equatable, Sendable {
        /// What the code names, and how.
        public var kind: SwiftReference.Kind
        /// The identifier, or the method's base name.
        public var name: String
        /// 1-based line.
        public var line: Int
        /// 1-based column, in Unicode scalars.
        public var column: Int

        /// Creates a reference.
        public init(kind: SwiftReference.Kind, name: String, line: Int, column: Int) {
            self.kind = kind
            self.name = name
            self.line = line
            self.column = column
        }
    }

    /// A place in a file and what is said of it: where it passes a limit of the parser and which (`excess`, the
    /// text a sentence ending), or where it first does not parse and the parser's message (`syntaxError`).
    public struct Remark: Equatable, Sendable {
        /// 1-based line.
        public var line: Int
        /// 1-based column, in Unicode scalars.
        public var column: Int
        /// What is said of the place.
        public var text: String

        /// Creates a remark.
        public init(line: Int, column: Int, text: String) {
            self.line = line
            self.column = column
            self.text = text
        }
    }
}
