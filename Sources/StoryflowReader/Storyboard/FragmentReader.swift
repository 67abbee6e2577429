import StoryflowModel

/// Reads a small XML fragment found inside a file (the text of a comment), giving its top-level elements with
/// locations in the file that holds it.
enum FragmentReader {
    /// The child elements of `fragment`'s root element. Lines count from `firstLine`, and columns on the fragment's
    /// line `columnShift.line` move by `columnShift.by` (where the fragment's text starts on that line of the file);
    /// problems go to `sink`.
    static func nodes(of fragment: String, file: String, firstLine: Int, columnShift: (line: Int, by: Int), sink: DiagnosticCollector) -> [XMLNode] {
        let reader = XMLStreamReader(file: file)
        let handler = Handler()
        var bytes = Array(fragment.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            _ = reader.read(ByteSource(inMemory: UnsafeBufferPointer(buffer)), handler: handler)
        }
        let move = LocationMove(lines: firstLine - 1, columnsOfLine: columnShift.line, by: columnShift.by)
        sink.append(
            contentsOf: reader.diagnostics.map { diagnostic in
                var moved = diagnostic
                moved.location = move(diagnostic.location)
                return moved
            })
        return handler.nodes.map { $0.moved(move) }
    }

    private final class Handler: XMLStreamHandler {
        var nodes: [XMLNode] = []
        func shouldMaterialize(_ name: String, depth: Int) -> Bool { depth == 1 }
        func open(_ node: XMLNode, depth: Int) {}
        func close(_ name: String, depth: Int, line: Int) {}
        func subtree(_ node: XMLNode, depth: Int) { nodes.append(node) }
        func comment(_ text: String, location: SourceLocation, next: FollowingElement?) {}
    }
}

/// Moves a location in a fragment to its place in the file that holds the fragment.
struct LocationMove {
    /// How many lines down everything moves.
    var lines: Int
    /// The fragment's line whose columns move, and by how much.
    var columnsOfLine: Int
    var by: Int

    func callAsFunction(_ location: SourceLocation) -> SourceLocation {
        var copy = location
        if location.line == columnsOfLine { copy.column = max(1, location.column + by) }
        copy.line += lines
        return copy
    }
}

extension XMLNode {
    /// A copy of this element and its subtree with every location moved by `move`.
    func moved(_ move: LocationMove) -> XMLNode {
        let movedAttributes = attributes.map { XMLAttribute(name: $0.name, value: $0.value, location: move($0.location)) }
        return XMLNode(
            name: name, attributes: movedAttributes, children: children.map { $0.moved(move) }, text: text, location: move(location),
            endLine: endLine + move.lines)
    }
}
