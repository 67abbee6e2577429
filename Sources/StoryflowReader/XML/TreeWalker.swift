import StoryflowModel

/// Turns the reader's node-by-node walk into handler events: shallow elements as open/close, deep ones as
/// materialized subtrees, comments with the element that follows them. Locations come with
/// the events (the source scanner runs where libxml2 reports them).
struct TreeWalker<Handler: XMLStreamHandler> {
    let handler: Handler
    /// The elements of the subtree being materialized (or of the shallow element being opened).
    private var arena = XMLArenaBuilder()
    /// Elements being materialized, innermost last: their number in the arena, and where their children
    /// start in `finishedChildren`.
    private var building: [(index: Int, childrenStart: Int)] = []
    /// Finished elements whose parent is still being materialized, each parent's children together.
    private var finishedChildren: [Int] = []
    /// The depth of the outermost element being materialized.
    private var buildingDepth: Int?
    /// Comments waiting for the next element to start.
    private var pendingComments: [(text: String, location: SourceLocation)] = []
    /// Comments waiting for the element they precede to end, with its depth and start.
    private var openComments: [(text: String, location: SourceLocation, depth: Int, start: SourceLocation)] = []
    /// Names of the shallow elements currently open.
    private var shallowNames: [String] = []

    init(handler: Handler) {
        self.handler = handler
    }

    /// An element starts at `location`; its attributes are `rawAttributes[range]`, whose names and values are
    /// moved out (left empty).
    mutating func start(
        name: String, location: SourceLocation, attributes rawAttributes: inout [RawAttribute], in range: Range<Int>, depth: Int
    ) {
        let index = arena.startElement(name: name, location: location)
        for rawPosition in range {
            var attributeName = ""
            var value = ""
            swap(&attributeName, &rawAttributes[rawPosition].name)
            swap(&value, &rawAttributes[rawPosition].value)
            arena.attributes.append(XMLAttribute(name: attributeName, value: value, location: rawAttributes[rawPosition].location))
        }
        arena.elements[index].attributeEnd = arena.attributes.count
        for comment in pendingComments {
            openComments.append((comment.text, comment.location, depth, location))
        }
        pendingComments.removeAll()
        if buildingDepth != nil || handler.shouldMaterialize(name, depth: depth) {
            if buildingDepth == nil { buildingDepth = depth }
            building.append((index, finishedChildren.count))
        } else {
            shallowNames.append(name)
            handler.open(XMLNode(arena: arena.arena, index: index), depth: depth)
            arena.reset()
        }
    }

    mutating func end(depth: Int, line: Int) {
        let endLine = line
        if let outer = buildingDepth, let (index, childrenStart) = building.popLast() {
            arena.finish(index, children: finishedChildren[childrenStart...], endLine: endLine)
            finishedChildren.removeSubrange(childrenStart...)
            if depth == outer {
                buildingDepth = nil
                handler.subtree(XMLNode(arena: arena.arena, index: index), depth: depth)
                arena.reset()
            } else {
                finishedChildren.append(index)
            }
        } else if let name = shallowNames.popLast() {
            flushPendingComments()
            handler.close(name, depth: depth, line: endLine)
        }
        while let last = openComments.last, last.depth == depth {
            openComments.removeLast()
            handler.comment(last.text, location: last.location, next: FollowingElement(start: last.start, endLine: endLine))
        }
    }

    mutating func text(_ value: String) {
        guard !building.isEmpty else { return }
        arena.elements[building[building.count - 1].index].text += value
    }

    /// A comment starts at `location`.
    mutating func comment(_ text: String, location: SourceLocation) {
        pendingComments.append((text, location))
    }

    /// The document ended: comments after the root element precede no element.
    mutating func finish() {
        flushPendingComments()
    }

    private mutating func flushPendingComments() {
        for comment in pendingComments {
            handler.comment(comment.text, location: comment.location, next: nil)
        }
        pendingComments.removeAll()
    }
}
