/// A position in a source file: the file's path as given, a 1-based line and a 1-based column.
///
/// Columns count Unicode scalars from the start of the line, so a location points at the same character in any
/// editor whatever the encoding width of the text before it.
///
/// A location is 12 bytes with no reference counting: the path is stored once per process as a `SourcePath`
/// and the location keeps its number, so a model holding a location for every element stays small and cheap
/// to copy. Lines and columns are kept in 32 bits (readers refuse files over 2 GiB).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    private var path: SourcePath
    private var storedLine: Int32
    private var storedColumn: Int32

    /// The path of the file, as it was given to the reader.
    public var file: String {
        get { path.string }
        set { path = SourcePath(newValue) }
    }

    /// The 1-based line number.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    /// The 1-based column number, in Unicode scalars.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.init(path: SourcePath(file), line: line, column: column)
    }

    /// Creates a location in a file whose path is already interned; readers use this for every element.
    public init(path: SourcePath, line: Int, column: Int) {
        self.path = path
        self.storedLine = Int32(clamping: line)
        self.storedColumn = Int32(clamping: column)
    }

    /// `file:line:column`, the form compilers and editors understand.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.path != rhs.path { return lhs.file < rhs.file }
        return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }
}
