/// A position in a source file: the file's path as given, a 1-based line and a 1-based column.
///
/// Columns count Unicode scalars from the start of the line, so a location points at the same character in any
/// editor whatever the encoding width of the text before it.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path of the file, as it was given to the reader.
    public var file: String
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column number, in Unicode scalars.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form compilers and editors understand.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
