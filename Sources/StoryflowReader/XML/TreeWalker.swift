import StoryflowModel

/// Turns the reader's node-by-node walk into handler events: shallow elements as open/close, deep ones as
/// materialized subtrees, comments with the line range of the element that follows them.
struct TreeWalker<Handler: XMLStreamHandler> {
    var scanner: SourceScanner
    let handler: Handler
    /// Elements being materialized, innermost last.
    private var building: [XMLNode] = []
    /// The depth of the outermost element being materialized.
    private var buildingDepth: Int?
    /// Comments waiting for the next element to start.
    private var pendingComments: [(text: String, location: SourceLocation)] = []
    /// Comments waiting for the element they precede to end, with its depth and start line.
    private var openComments: [(text: String, location: SourceLocation, depth: Int, startLine: Int)] = []
    /// Names of the shallow elements currently open.
    private var shallowNames: [String] = []
    /// The line of the last start tag seen.
    private(set) var lastLine = 1

    init(scanner: SourceScanner, handler: Handler) {
        self.scanner = scanner
        self.handler = handler
    }

    mutating func start(name: String, attributes rawAttributes: [RawAttribute], depth: Int, isEmpty: Bool) {
        let found = scanner.nextStartTag()
        let location = found ?? scanner.endLocation
        let scannedCount = found == nil ? 0 : scanner.attributes.count
        lastLine = location.line
        var attributes: [XMLAttribute] = []
        if !rawAttributes.isEmpty { attributes.reserveCapacity(rawAttributes.count) }
        for position in rawAttributes.indices {
            let raw = rawAttributes[position]
            var attributeLocation = location
            if position < scannedCount, scanner.bytes(in: scanner.attributes[position].name, equal: raw.nameBytes) {
                attributeLocation = scanner.attributes[position].location
            } else if let match = scanner.attributes.prefix(scannedCount).first(where: { scanner.bytes(in: $0.name, equal: raw.nameBytes) }) {
                attributeLocation = match.location
            }
            attributes.append(XMLAttribute(name: raw.name, value: raw.value, location: attributeLocation))
        }
        for comment in pendingComments {
            openComments.append((comment.text, comment.location, depth, location.line))
        }
        pendingComments.removeAll()
        let node = XMLNode(name: name, attributes: attributes, children: [], text: "", location: location, endLine: location.line)
        if buildingDepth != nil || handler.shouldMaterialize(name, depth: depth) {
            if buildingDepth == nil { buildingDepth = depth }
            building.append(node)
        } else {
            shallowNames.append(name)
            handler.open(node, depth: depth)
        }
    }

    mutating func end(depth: Int, line: Int) {
        let endLine = line
        if let outer = buildingDepth, var node = building.popLast() {
            node.endLine = endLine
            if depth == outer {
                buildingDepth = nil
                handler.subtree(node, depth: depth)
            } else {
                building[building.count - 1].children.append(node)
            }
        } else if let name = shallowNames.popLast() {
            flushPendingComments()
            handler.close(name, depth: depth, line: endLine)
        }
        while let last = openComments.last, last.depth == depth {
            openComments.removeLast()
            handler.comment(last.text, location: last.location, nextElementLines: last.startLine...endLine)
        }
    }

    mutating func text(_ value: String) {
        guard !building.isEmpty else { return }
        building[building.count - 1].text += value
    }

    mutating func comment(_ text: String) {
        guard let location = scanner.nextComment() else { return }
        pendingComments.append((text, location))
    }

    /// The document ended: comments after the root element precede no element.
    mutating func finish() {
        flushPendingComments()
    }

    private mutating func flushPendingComments() {
        for comment in pendingComments {
            handler.comment(comment.text, location: comment.location, nextElementLines: nil)
        }
        pendingComments.removeAll()
    }
}
