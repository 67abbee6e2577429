/// How a position's `character` counts, as the client and server agreed in `initialize` (LSP 3.17
/// `positionEncoding`): UTF-16 code units unless both take another.
public enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// The encoding to use with a client that offers `offered`: UTF-32 (Unicode scalars, as the reader counts
    /// columns), then UTF-8, then UTF-16, which every client takes.
    static func negotiated(offered: [String]) -> PositionEncoding {
        for preferred in [PositionEncoding.utf32, .utf8] where offered.contains(preferred.rawValue) { return preferred }
        return .utf16
    }

    /// How many code units `scalar` is.
    func width(of scalar: Unicode.Scalar) -> Int {
        switch self {
        case .utf8: UTF8.width(scalar)
        case .utf16: UTF16.width(scalar)
        case .utf32: 1
        }
    }
}

/// A position in a text document: a 0-based line and a 0-based character in the negotiated encoding.
struct Position: Equatable, Comparable, Codable {
    var line: Int
    var character: Int

    static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// A position as a request carries it: both numbers whole and 0 or more.
    init(from decoder: any Decoder) throws {
        let members = try decoder.container(keyedBy: CodingKeys.self)
        line = try members.decode(Int.self, forKey: .line)
        character = try members.decode(Int.self, forKey: .character)
        guard line >= 0, character >= 0 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a line and a character of 0 or more"))
        }
    }
}

/// A range in a text document, end exclusive.
struct TextRange: Equatable, Codable {
    var start: Position
    var end: Position
}
