import StoryflowModel

/// Reads a small XML fragment found inside a file (the text of a comment), giving its top-level elements with
/// locations in the file that holds it.
enum FragmentReader {
    /// The child elements of `fragment`'s root element. Lines count from `firstLine`; problems go to `sink`.
    static func nodes(of fragment: String, file: String, firstLine: Int, sink: DiagnosticCollector) -> [XMLNode] {
        let reader = XMLStreamReader(file: file)
        let handler = Handler()
        var bytes = Array(fragment.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            _ = reader.read(ByteSource(inMemory: UnsafeBufferPointer(buffer)), handler: handler)
        }
        let shift = firstLine - 1
        sink.append(
            contentsOf: reader.diagnostics.map { diagnostic in
                var moved = diagnostic
                moved.location.line += shift
                return moved
            })
        return handler.nodes.map { $0.shifted(byLines: shift) }
    }

    private final class Handler: XMLStreamHandler {
        var nodes: [XMLNode] = []
        func shouldMaterialize(_ name: String, depth: Int) -> Bool { depth == 1 }
        func open(_ node: XMLNode, depth: Int) {}
        func close(_ name: String, depth: Int, line: Int) {}
        func subtree(_ node: XMLNode, depth: Int) { nodes.append(node) }
        func comment(_ text: String, location: SourceLocation, nextElementLines: ClosedRange<Int>?) {}
    }
}

extension XMLNode {
    /// A copy of this element and its subtree with every line moved down by `lines`.
    func shifted(byLines lines: Int) -> XMLNode {
        func moved(_ location: SourceLocation) -> SourceLocation {
            var copy = location
            copy.line += lines
            return copy
        }
        let movedAttributes = attributes.map { XMLAttribute(name: $0.name, value: $0.value, location: moved($0.location)) }
        return XMLNode(
            name: name, attributes: movedAttributes, children: children.map { $0.shifted(byLines: lines) }, text: text, location: moved(location),
            endLine: endLine + lines)
    }
}
