import StoryflowModel

/// One attribute of an element, with where its name starts.
struct XMLAttribute: Sendable {
    var name: String
    var value: String
    var location: SourceLocation
}

/// A small materialized XML element: the readers stream the file and build one of these per scene, so memory
/// beyond the model stays bounded by the largest scene, not the file.
///
/// A node is a view into an `XMLArena` (the arena and the element's number in it): building and dropping a
/// scene's elements allocates nothing once the arena has grown to the largest scene.
struct XMLNode: Sendable {
    /// The arrays holding this element and its subtree.
    let arena: XMLArena
    /// This element's number in `arena.elements`.
    let index: Int

    init(arena: XMLArena, index: Int) {
        self.arena = arena
        self.index = index
    }

    /// A standalone element, in an arena of its own (for tests and synthesized elements).
    init(name: String, attributes: [XMLAttribute], children: [XMLNode], text: String, location: SourceLocation, endLine: Int) {
        var builder = XMLArenaBuilder()
        let childIndices = children.map { builder.copy($0) }
        let index = builder.startElement(name: name, location: location)
        builder.attributes.append(contentsOf: attributes)
        builder.elements[index].attributeEnd = builder.attributes.count
        builder.finish(index, children: childIndices, endLine: endLine)
        builder.elements[index].text = text
        self.init(arena: builder.arena, index: index)
    }

    private var element: XMLArena.Element {
        @inline(__always) _read { yield arena.elements[index] }
    }

    var name: String { element.name }
    /// Character data directly inside the element, concatenated.
    var text: String { element.text }
    /// Where the start tag's `<` is.
    var location: SourceLocation { element.location }
    /// The line of the end tag (or of the start tag for an empty element).
    var endLine: Int { element.endLine }

    /// The element's attributes, in document order.
    var attributes: ArraySlice<XMLAttribute> {
        let element = element
        return arena.attributes[element.attributeStart..<element.attributeEnd]
    }

    /// The child elements, in document order.
    var children: XMLNodeList { XMLNodeList(arena: arena, links: element.children) }

    /// The value of the attribute `name`, if present.
    func attribute(_ name: String) -> String? {
        attributePosition(name).map { arena.attributes[$0].value }
    }

    /// The attribute `name` with its location, if present.
    func attributeEntry(_ name: String) -> XMLAttribute? {
        attributePosition(name).map { arena.attributes[$0] }
    }

    /// Where the attribute `name` is in the arena's attributes. Reads the arena's arrays in place: no element or
    /// attribute is copied (and no string retained) while looking.
    @inline(__always)
    private func attributePosition(_ name: String) -> Int? {
        let range = arena.elements.withUnsafeBufferPointer { $0[index].attributeStart..<$0[index].attributeEnd }
        let nameCount = name.utf8.count
        return arena.attributes.withUnsafeBufferPointer { attributes in
            for position in range {
                let candidate = attributes[position].name
                if candidate.utf8.count == nameCount, candidate == name { return position }
            }
            return nil
        }
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

/// The child elements of an `XMLNode`, without copying them out of the arena.
struct XMLNodeList: RandomAccessCollection {
    let arena: XMLArena
    /// Where the children's numbers are in `arena.childLinks`.
    let links: Range<Int>

    var startIndex: Int { 0 }
    var endIndex: Int { links.count }

    subscript(position: Int) -> XMLNode {
        XMLNode(arena: arena, index: arena.childLinks[links.lowerBound + position])
    }
}

/// The elements of a materialized subtree, in flat arrays: elements in document order, the attributes of all
/// elements in one array, and each element's children as a range of `childLinks`.
final class XMLArena: Sendable {
    /// One element: its own fields, and ranges into the arena's `attributes` and `childLinks`.
    struct Element: Sendable {
        var name: String
        var location: SourceLocation
        var endLine: Int
        var text = ""
        var attributeStart: Int
        var attributeEnd: Int
        var children: Range<Int> = 0..<0
    }

    let elements: [Element]
    let attributes: [XMLAttribute]
    let childLinks: [Int]

    init(elements: [Element], attributes: [XMLAttribute], childLinks: [Int]) {
        self.elements = elements
        self.attributes = attributes
        self.childLinks = childLinks
    }
}

/// Builds an `XMLArena`'s arrays; `reset()` empties them and keeps their capacity, so the next subtree reuses
/// it (unless a node of the last arena is still alive, which then keeps the old storage to itself).
struct XMLArenaBuilder {
    var elements: [XMLArena.Element] = []
    var attributes: [XMLAttribute] = []
    /// Children of the finished elements, each element's children together.
    var childLinks: [Int] = []

    /// The arena holding what was built so far (sharing the arrays' storage until the builder changes them).
    var arena: XMLArena { XMLArena(elements: elements, attributes: attributes, childLinks: childLinks) }

    /// Adds an element whose attributes are appended next (set `attributeEnd` after them). Returns its number.
    mutating func startElement(name: String, location: SourceLocation) -> Int {
        elements.append(
            XMLArena.Element(
                name: name, location: location, endLine: location.line,
                attributeStart: attributes.count, attributeEnd: attributes.count
            ))
        return elements.count - 1
    }

    /// Records the element's children and end line.
    mutating func finish(_ index: Int, children: some Collection<Int>, endLine: Int) {
        let linksStart = childLinks.count
        childLinks.append(contentsOf: children)
        elements[index].children = linksStart..<childLinks.count
        elements[index].endLine = endLine
    }

    /// Empties the arrays, keeping their capacity.
    mutating func reset() {
        elements.removeAll(keepingCapacity: true)
        attributes.removeAll(keepingCapacity: true)
        childLinks.removeAll(keepingCapacity: true)
    }

    /// Copies `node` and its descendants; returns its number here.
    mutating func copy(_ node: XMLNode) -> Int {
        let childIndices = node.children.map { copy($0) }
        let index = startElement(name: node.name, location: node.location)
        attributes.append(contentsOf: node.attributes)
        elements[index].attributeEnd = attributes.count
        finish(index, children: childIndices, endLine: node.endLine)
        elements[index].text = node.text
        return index
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
