/// Swift source being written line by line, indented by four spaces per level.
struct SwiftSource {
    private(set) var lines: [String] = []
    private var depth = 0

    /// Appends `line` at the current indentation (an empty line stays empty, and is left out right after a `{`).
    mutating func line(_ line: String = "") {
        if line.isEmpty, lines.last?.hasSuffix("{") ?? true { return }
        lines.append(line.isEmpty ? "" : String(repeating: "    ", count: depth) + line)
    }

    /// Appends a `///` comment of `text`.
    mutating func doc(_ text: String) {
        line("/// " + SwiftNames.commentText(text))
    }

    /// Appends `header {`, the lines `body` writes one level deeper, and `}`.
    mutating func block(_ header: String, _ body: (inout SwiftSource) -> Void) {
        line(header + " {")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }

    /// Appends the lines `body` writes one level deeper (a `case`'s statements).
    mutating func indented(_ body: (inout SwiftSource) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// The text, ending with a line break.
    var text: String { lines.joined(separator: "\n") + "\n" }
}
