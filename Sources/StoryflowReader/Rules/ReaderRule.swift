/// The rule ids of problems the readers find before any check runs: XML that is not well formed, hostile or
/// oversized input, and flows that do not follow the format.
public enum ReaderRule: String, Sendable, CaseIterable {
    /// The file is not well-formed XML (libxml2's own error, with its line and column).
    case xmlSyntax = "xml-syntax"
    /// The file declares a DOCTYPE; DTDs and entity declarations are refused, so no entity can expand and no
    /// external file or URL is ever loaded.
    case xmlDoctype = "xml-doctype"
    /// The file exceeds a safety limit (nesting depth, length of a text or attribute value, file size).
    case xmlLimit = "xml-limit"
    /// The file could not be read.
    case ioError = "io-error"
    /// An element the format does not know in this place.
    case unknownElement = "unknown-element"
    /// An attribute the element does not have.
    case unknownAttribute = "unknown-attribute"
    /// An attribute value outside the allowed values (an unknown segue kind, a tag that is not a number, ...).
    case invalidValue = "invalid-value"
    /// A required attribute is missing (a scene without `id`, a segue without `kind`, ...).
    case missingAttribute = "missing-attribute"
    /// An element that triggers one segue declares a second one.
    case duplicateTrigger = "duplicate-trigger"
    /// Two scenes (or two controls) share an id.
    case duplicateID = "duplicate-id"
    /// The document is not a flow or storyboard this reader can read (wrong root element, unsupported version).
    case unsupportedDocument = "unsupported-document"
    /// A `.storyboard` file that is not an iOS storyboard (macOS, watchOS, or the legacy archive format).
    case unsupportedStoryboard = "unsupported-storyboard"
    /// A storyboard outlet, action, constraint or cell label names an object id that is not in the file.
    case danglingReference = "dangling-reference"
    /// A storyboard outlet or action whose destination is an object of another scene: each scene compiles to its
    /// own nib, so the connection is never made.
    case connectionToAnotherScene = "connection-to-another-scene"
    /// A storyboard `<exit>` placeholder outside its scene's `<objects>`, where Xcode ignores it.
    case exitPlaceholderOutsideObjects = "exit-placeholder-outside-objects"
    /// A storyboard scene without a view controller, which ibtool leaves out of the compiled storyboard.
    case sceneDroppedByIbtool = "scene-dropped-by-ibtool"
    /// A storyboard reference whose target storyboard or scene is not in the folder (found when checking, by
    /// `StoryboardReferenceResolver`, since it needs the other files).
    case unresolvedStoryboardReference = "unresolved-storyboard-reference"
    /// A storyboard collection view cell without a reuse identifier, which dequeuing cannot reach.
    case collectionCellMissingReuseIdentifier = "collection-cell-missing-reuse-identifier"
    /// Two cells of one storyboard collection view with the same reuse identifier.
    case duplicateCollectionReuseIdentifier = "duplicate-collection-reuse-identifier"
}
