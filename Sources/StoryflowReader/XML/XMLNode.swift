import StoryflowModel

/// One attribute of an element, with where its name starts.
struct XMLAttribute: Sendable {
    var name: String
    var value: String
    var location: SourceLocation
}

/// A small materialized XML element: the readers stream the file and build one of these per scene, so memory
/// beyond the model stays bounded by the largest scene, not the file.
struct XMLNode: Sendable {
    var name: String
    var attributes: [XMLAttribute]
    var children: [XMLNode]
    /// Character data directly inside the element, concatenated.
    var text: String
    /// Where the start tag's `<` is.
    var location: SourceLocation
    /// The line of the end tag (or of the start tag for an empty element).
    var endLine: Int

    /// The value of the attribute `name`, if present.
    func attribute(_ name: String) -> String? {
        attributes.first { $0.name.isSameName(as: name) }?.value
    }

    /// The attribute `name` with its location, if present.
    func attributeEntry(_ name: String) -> XMLAttribute? {
        attributes.first { $0.name.isSameName(as: name) }
    }

    /// Child elements named `name`.
    func children(named name: String) -> [XMLNode] {
        children.filter { $0.name.isSameName(as: name) }
    }

    /// The first child element named `name`.
    func child(named name: String) -> XMLNode? {
        children.first { $0.name.isSameName(as: name) }
    }
}

extension String {
    /// `==` for XML names, faster when they differ: names of different UTF-8 lengths are told apart without
    /// the full comparison (XML names are compared as written, so equal names have equal lengths).
    @inline(__always)
    func isSameName(as other: String) -> Bool {
        utf8.count == other.utf8.count && self == other
    }
}
