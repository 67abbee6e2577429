import StoryflowModel

/// Sees each scene as soon as it is read, before the next one is read, and may change it: a check that runs
/// while the file is read keeps only what it needs of each scene. Called once for each scene the document will
/// hold, in document order, from one thread at a time (not always the caller's), with the dialect of the file.
public typealias SceneVisitor = @Sendable (inout Scene, FlowDocument.Format) -> Void
