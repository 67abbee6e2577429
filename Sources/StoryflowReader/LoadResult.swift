import StoryflowModel

/// What reading one file produced: the document (when the file was readable as a flow at all) and every
/// problem found on the way.
public struct LoadResult: Sendable {
    /// The document, or `nil` when the file is not well formed or not a flow.
    public var document: FlowDocument?
    /// Problems found while reading, in document order.
    public var diagnostics: [Diagnostic]
}
