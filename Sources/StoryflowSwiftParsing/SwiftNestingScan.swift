import StoryflowSwiftCheck

/// A cheap look over Swift source, before it is parsed, for the shapes swift-syntax's parser cannot take in
/// bounded time or memory: `[` opened right inside another opening bracket (`[[[`, `[([(`, with nothing but
/// space or comments between: its lookahead tries each as a type and as an expression, so the time doubles with
/// every `[`; `[1, [` is linear), deep generic argument lists (each level scanned again), string interpolations
/// nested in each other (memory grows with the square of the depth) and any nesting deeper than the parser's own
/// limit. One pass over the bytes, with comments, string literals and regex literals told apart from code; a
/// file past a limit is reported where it passes it, and is not parsed.
///
/// It errs towards counting: a shape it cannot tell (a `/` that may be division or a regex) is read the way that
/// finds more nesting, and a closer with no opener of its kind above it is passed over, while one whose opener is
/// further down closes what was left open above it, so an unrecognised literal cannot pile up frames for the rest
/// of the file.
struct SwiftNestingScan {
    /// Where a limit was passed and which.
    typealias Excess = SwiftFileOutcome.Remark

    /// The deepest nesting of brackets, braces, parentheses and interpolations taken (swift-syntax's default).
    static let maximumDepth = 256
    /// The most the `[` of a file may cost: a `[` that is the n-th `[` of a run of opening brackets with nothing
    /// else between costs 2^(n-1), so one run may hold 19, or many may hold fewer. In a release build Swift's
    /// parser takes some 0.05 s for this much (a debug build, some 50 times as long).
    static let maximumSquareBracketCost = 1 << 19
    /// The deepest generic argument list (`A<B<C>>` nests 2).
    static let maximumGenericDepth = 64
    /// The most the generic argument lists of a file may cost: a `<` inside d others costs d.
    static let maximumGenericCost = 1 << 19
    /// The deepest string interpolation (`"\("\(x)")"` nests 2).
    static let maximumInterpolationDepth = 16

    private enum Frame {
        case parenthesis, square, brace, angle
        /// Code inside `\(` … `)` of the string frame below it.
        case interpolation
        /// A string literal: its `#` count, and whether it is multi-line (`"""`).
        case string(hashes: Int, multiline: Bool)
    }

    /// The first limit `source` passes, or nil when it can be parsed.
    static func excess(in source: String) -> Excess? {
        var source = source
        return source.withUTF8 { bytes in
            var scan = SwiftNestingScan(bytes: bytes)
            return scan.run()
        }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var stack: [Frame] = []
    private var squareCost = 0
    /// How many `[` were opened one right after the other up to the last one (nothing but space between).
    private var squareRun = 0
    /// The last byte of code that was not white space.
    private var previousSignificant: UInt8 = 0
    private var genericCost = 0
    private var interpolationDepth = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private mutating func run() -> Excess? {
        while index < bytes.count {
            if case .string(let hashes, let multiline)? = stack.last {
                if let excess = scanString(hashes: hashes, multiline: multiline) { return excess }
            } else if let excess = scanCode() {
                return excess
            }
        }
        return nil
    }

    // MARK: Code

    private mutating func scanCode() -> Excess? {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\n"):
            newLine()
            return nil
        case 0x20, 0x09, 0x0D:
            index += 1
            return nil
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            return nil
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            skipBlockComment()
            return nil
        case UInt8(ascii: "/") where Self.mayStartRegex(after: previousSignificant) && skipBareRegex():
            previousSignificant = UInt8(ascii: "/")
            return nil
        case UInt8(ascii: "#"), UInt8(ascii: "\""):
            let excess = openLiteral()
            previousSignificant = UInt8(ascii: "\"")
            return excess
        case UInt8(ascii: "'"), UInt8(ascii: "`"):
            // A quoted name (`` `a"b` ``), or a single-quoted literal Swift's lexer reads as a string: up to the
            // same quote on the line.
            index += 1
            while index < bytes.count, bytes[index] != byte, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            if index < bytes.count, bytes[index] == byte { index += 1 }
            previousSignificant = UInt8(ascii: "a")
            return nil
        default:
            break
        }
        defer { previousSignificant = byte }
        switch byte {
        case UInt8(ascii: "("):
            if !Self.isOpener(previousSignificant) { squareRun = 0 }
            return open(.parenthesis)
        case UInt8(ascii: "{"):
            closeGenerics()
            return open(.brace)
        case UInt8(ascii: "["):
            squareRun = Self.isOpener(previousSignificant) ? squareRun + 1 : 1
            squareCost += squareRun > 30 ? Self.maximumSquareBracketCost + 1 : 1 << (squareRun - 1)
            if squareCost > Self.maximumSquareBracketCost {
                return excess(
                    """
                    too many `[` open right inside each other here (`[[[` or `[([(`: Swift's parser takes twice as long for each; a file may open 19 at once, \
                    or more of fewer): split the literal into constants
                    """
                )
            }
            return open(.square)
        case UInt8(ascii: ")"):
            close(.parenthesis)
        case UInt8(ascii: "]"):
            close(.square)
        case UInt8(ascii: "}"):
            close(.brace)
        case UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"):
            closeGenerics()
        case UInt8(ascii: "&") where peek(1) == UInt8(ascii: "&"):
            closeGenerics()
        case UInt8(ascii: "|") where peek(1) == UInt8(ascii: "|"):
            closeGenerics()
        case UInt8(ascii: "<") where index > 0 && Self.endsOperand(bytes[index - 1]) && nextSignificant(after: index).map(Self.startsType) == true:
            let depth = stack.reversed().prefix { if case .angle = $0 { true } else { false } }.count + 1
            genericCost += depth
            if depth > Self.maximumGenericDepth || genericCost > Self.maximumGenericCost {
                return excess(
                    """
                    generic arguments nest too deeply here (at most \(Self.maximumGenericDepth) levels, and Swift's parser reads each level again): name the \
                    inner types with typealiases
                    """
                )
            }
            return open(.angle)
        case UInt8(ascii: ">") where !(index > 0 && bytes[index - 1] == UInt8(ascii: "-")):
            if case .angle? = stack.last { stack.removeLast() }
        default:
            break
        }
        index += 1
        return nil
    }

    /// Opens `frame` at the current byte, whose opening takes `width` bytes; the limit when it nests too deep.
    private mutating func open(_ frame: Frame, width: Int = 1) -> Excess? {
        if stack.count >= Self.maximumDepth {
            return excess(
                "brackets, braces, parentheses and interpolations nest more than \(Self.maximumDepth) levels deep here, past Swift's parser's own limit")
        }
        stack.append(frame)
        index += width
        return nil
    }

    /// Closes the innermost frame of `kind`'s kind in the current code (not past an interpolation's start), with
    /// every frame left open above it; a `)` closes an interpolation. A closer with no such opener (code that
    /// does not compile, or a literal not recognised) is passed over.
    private mutating func close(_ kind: Frame) {
        for position in stack.indices.reversed() {
            switch (stack[position], kind) {
            case (.angle, _):
                continue
            case (.parenthesis, .parenthesis), (.square, .square), (.brace, .brace):
                stack.removeSubrange(position...)
                return
            case (.interpolation, .parenthesis):
                stack.removeSubrange(position...)
                interpolationDepth -= 1
                return
            case (.interpolation, _), (.string, _):
                return
            default:
                continue
            }
        }
    }

    /// Ends the generic argument lists open at the top: a `<` that was a comparison is never closed.
    private mutating func closeGenerics() {
        while case .angle? = stack.last { stack.removeLast() }
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if bytes[index] == UInt8(ascii: "\n") { newLine() } else { index += 1 }
            }
        }
    }

    // MARK: Strings

    /// At `#` or `"`: opens a string literal (raw with as many `#`), passes over an extended regex literal
    /// (`#/…/#`), or passes over a `#` that starts neither (`#if`, `#selector`).
    private mutating func openLiteral() -> Excess? {
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        if hashes > 0, peek(hashes) == UInt8(ascii: "/") {
            skipExtendedRegex(hashes: hashes)
            return nil
        }
        guard peek(hashes) == UInt8(ascii: "\"") else {
            index += max(hashes, 1)
            return nil
        }
        let multiline = peek(hashes + 1) == UInt8(ascii: "\"") && peek(hashes + 2) == UInt8(ascii: "\"")
        closeGenerics()
        return open(.string(hashes: hashes, multiline: multiline), width: hashes + (multiline ? 3 : 1))
    }

    /// At `#…#/`: passes over the regex up to `/` and as many `#`: on the same line, or, when `#/` ends its line
    /// (a multi-line regex), on a later one. Not closed so, it is no regex to Swift's lexer either: only the
    /// `#…#/` is passed over, and what follows is scanned as code.
    private mutating func skipExtendedRegex(hashes: Int) {
        let opening = index + hashes + 1
        let multiline = opening < bytes.count && bytes[opening] == UInt8(ascii: "\n")
        var position = opening
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "\\") {
                position += 2
            } else if bytes[position] == UInt8(ascii: "/"),
                (1...hashes).allSatisfy({ position + $0 < bytes.count && bytes[position + $0] == UInt8(ascii: "#") })
            {
                while index < position + 1 + hashes {
                    if bytes[index] == UInt8(ascii: "\n") { newLine() } else { index += 1 }
                }
                return
            } else if bytes[position] == UInt8(ascii: "\n"), !multiline {
                break
            } else {
                position += 1
            }
        }
        index = opening
    }

    /// At a `/` where an expression may start: passes over a regex literal `/…/` closed on the same line (escapes
    /// and character classes honoured, its parentheses balanced, as Swift's lexer requires) and says so; false
    /// when this `/` starts none (an operator).
    private mutating func skipBareRegex() -> Bool {
        guard let next = peek(1), ![0x20, 0x09, 0x0A, 0x0D].contains(next) else { return false }
        var position = index + 1
        var inClass = false
        var groups = 0
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") {
            switch bytes[position] {
            case UInt8(ascii: "\\"):
                guard position + 1 < bytes.count, bytes[position + 1] != UInt8(ascii: "\n") else { return false }
                position += 1
            case UInt8(ascii: "["): inClass = true
            case UInt8(ascii: "]"): inClass = false
            case UInt8(ascii: "(") where !inClass: groups += 1
            case UInt8(ascii: ")") where !inClass:
                groups -= 1
                if groups < 0 { return false }
            case UInt8(ascii: "/") where !inClass:
                guard bytes[position - 1] != 0x20, groups == 0 else { return false }
                index = position + 1
                return true
            default: break
            }
            position += 1
        }
        return false
    }

    private mutating func scanString(hashes: Int, multiline: Bool) -> Excess? {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\n") {
            newLine()
            // A single-line string cannot go on past its line: the code does not compile, so close it.
            if !multiline { stack.removeLast() }
            return nil
        }
        if byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
            let next = index + 1 + hashes
            guard next < bytes.count else {
                index = bytes.count
                return nil
            }
            if bytes[next] == UInt8(ascii: "(") {
                interpolationDepth += 1
                if interpolationDepth > Self.maximumInterpolationDepth {
                    return excess(
                        """
                        string interpolations nest more than \(Self.maximumInterpolationDepth) levels deep here (Swift's parser needs memory that grows with \
                        the square of the depth): build the inner strings first
                        """
                    )
                }
                index = next
                return open(.interpolation)
            }
            index = next + (bytes[next] == UInt8(ascii: "\n") ? 0 : 1)
            return nil
        }
        let quotes = multiline ? 3 : 1
        if byte == UInt8(ascii: "\""), (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") }),
            (0..<hashes).allSatisfy({ peek(quotes + $0) == UInt8(ascii: "#") })
        {
            stack.removeLast()
            index += quotes + hashes
            return nil
        }
        index += 1
        return nil
    }

    // MARK: Positions

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func newLine() {
        index += 1
        line += 1
        lineStart = index
    }

    /// The limit passed at the current byte.
    private func excess(_ reason: String) -> Excess {
        // Columns count Unicode scalars: every byte but UTF-8's continuation bytes starts one.
        let column = bytes[lineStart..<index].count { $0 & 0xC0 != 0x80 } + 1
        return Excess(line: line, column: column, text: reason)
    }

    /// Whether a `<` after `byte` can open generic arguments: it follows a name, or a type's closing bracket.
    private static func endsOperand(_ byte: UInt8) -> Bool {
        isNameByte(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "]")
    }

    /// Whether `byte`, the first after a `<` (space skipped), starts a generic argument rather than the right
    /// side of a comparison: a type's name (capitalised, as Swift's are), `[`, `_` or `@`. `a<b` and `c<0x0A` are
    /// read as comparisons, which pile up nothing.
    private static func startsType(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "@")
    }

    /// The first byte after `position` that is not white space, if any.
    private func nextSignificant(after position: Int) -> UInt8? {
        var next = position + 1
        while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
        return next < bytes.count ? bytes[next] : nil
    }

    /// Whether `byte` opens a bracket that keeps a run of `[` going (`[[`, `[(`).
    private static func isOpener(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "[") || byte == UInt8(ascii: "(")
    }

    /// Whether a `/` after the code byte `byte` can start a regex literal: after an opening bracket, a separator,
    /// an operator or nothing, where an operand is expected (after a name, a number or a closer it divides).
    private static func mayStartRegex(after byte: UInt8) -> Bool {
        byte == 0 || Array("([{,=:;!&|?^~+-*%<>".utf8).contains(byte)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
