/// An unwind action a scene's controller implements (in UIKit, an `@IBAction` taking a `UIStoryboardSegue`).
public struct UnwindAction: Hashable, Sendable {
    /// The action's name, e.g. `backToT0Do`: the method's base name, which unwind segues name it by.
    public var name: String
    /// The name as the file declares it, e.g. `backToT0Do(segue:)` or `backToT0Do:`.
    public var declaredName: String
    /// Where it is declared.
    public var location: SourceLocation

    /// Creates an unwind action declared as `declaredName` (a method name, a Swift method reference such as
    /// `backToT0Do(segue:)` or an Objective-C selector such as `backToT0Do:`); its `name` is the base name.
    public init(declaredName: String, location: SourceLocation) {
        self.name = Self.normalizedName(declaredName)
        self.declaredName = declaredName
        self.location = location
    }

    /// The Objective-C selector of the method, which Interface Builder names the action by, formed as Swift forms
    /// it: `backToT0Do(segue:)` is `backToT0DoWithSegue:`, but `unwind(from:)` is `unwindFrom:` and `backTo(segue:)`
    /// is `backToSegue:` (no "With" when the label starts, or the name ends, with a preposition), while
    /// `backToT0Do(_:)`, `backToT0Do:` and `backToT0Do` are `backToT0Do:`.
    public var selector: String {
        guard let open = declaredName.firstIndex(of: "("), declaredName.hasSuffix(")") else {
            return declaredName.hasSuffix(":") ? declaredName : declaredName + ":"
        }
        let labels = declaredName[declaredName.index(after: open)..<declaredName.index(before: declaredName.endIndex)]
            .split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard let first = labels.first else { return name + ":" }
        var selector = name
        if first != "_", let initial = first.first {
            if !Self.isPreposition(Self.firstWord(of: first)), !Self.isPreposition(Self.lastWord(of: name)) { selector += "With" }
            selector += initial.uppercased() + first.dropFirst()
        }
        selector += ":"
        for label in labels.dropFirst() { selector += (label == "_" ? "" : label) + ":" }
        return selector
    }

    /// Whether `name` is a method name an unwind action can be declared by: an identifier, alone, followed by `:`,
    /// or followed by Swift argument labels in parentheses (`(_:)`, `(segue:)`, `(from:animated:)`).
    public static func isValidDeclaration(_ name: String) -> Bool {
        // ASCII (most names) by its bytes, where each character is one byte.
        var name = name
        if let valid = name.withUTF8({ bytes in bytes.allSatisfy { $0 < 0x80 } ? isValidASCIIDeclaration(bytes) : nil }) {
            return valid
        }
        return isValidDeclarationByCharacters(name)
    }

    /// `isValidDeclaration` by Swift's characters, for any name.
    static func isValidDeclarationByCharacters(_ name: String) -> Bool {
        func isIdentifier(_ text: Substring) -> Bool {
            guard let first = text.first, first.isLetter || first == "_" else { return false }
            return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        guard let open = name.firstIndex(of: "(") else {
            return isIdentifier(name.hasSuffix(":") ? name.dropLast() : Substring(name))
        }
        guard isIdentifier(name[..<open]), name.hasSuffix(")") else { return false }
        let inside = name[name.index(after: open)..<name.index(before: name.endIndex)]
        guard inside.hasSuffix(":") else { return false }
        return inside.dropLast().split(separator: ":", omittingEmptySubsequences: false).allSatisfy(isIdentifier)
    }

    /// `isValidDeclaration` for a name in ASCII, by its bytes: there a letter is A to Z or a to z, a number 0 to 9.
    static func isValidASCIIDeclaration(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        func isIdentifier(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
            func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
            guard let first = text.first, isLetter(first) || first == UInt8(ascii: "_") else { return false }
            return text.allSatisfy { isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_") }
        }
        guard let open = name.firstIndex(of: UInt8(ascii: "(")) else {
            return isIdentifier(name.last == UInt8(ascii: ":") ? name.dropLast() : name[...])
        }
        guard isIdentifier(name[..<open]), name.last == UInt8(ascii: ")") else { return false }
        let inside = name[(open + 1)..<(name.count - 1)]
        guard inside.last == UInt8(ascii: ":") else { return false }
        return inside.dropLast().split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).allSatisfy(isIdentifier)
    }

    /// An action name without the Objective-C selector's trailing colon and argument labels (`backToT0Do:` and
    /// `backToT0Do(segue:)` both become `backToT0Do`).
    public static func normalizedName(_ name: String) -> String {
        // Read as one buffer when the string has one (a generic walk of `utf8` costs ten times as much a byte).
        func isPunctuation(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "(") || byte == UInt8(ascii: ":") }
        let hasPunctuation = name.utf8.withContiguousStorageIfAvailable { $0.contains(where: isPunctuation) } ?? name.utf8.contains(where: isPunctuation)
        guard hasPunctuation else { return name }
        var result = Substring(name)
        if let parenthesis = result.firstIndex(of: "(") { result = result[..<parenthesis] }
        if let colon = result.firstIndex(of: ":") { result = result[..<colon] }
        return String(result)
    }

    /// The prepositions before or after which Swift forms a selector without "With" (its `getPrepositionKind`).
    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from", "given", "in", "including",
        "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
    ]

    private static func isPreposition(_ word: Substring) -> Bool {
        prepositions.contains(word.lowercased())
    }

    /// The first camel-case word of `text` (`fromList` → `from`).
    private static func firstWord(of text: Substring) -> Substring {
        guard let end = text.dropFirst().firstIndex(where: \.isUppercase) else { return text }
        return text[..<end]
    }

    /// The last camel-case word of `text` (`backTo` → `To`).
    private static func lastWord(of text: String) -> Substring {
        guard let start = text.lastIndex(where: \.isUppercase) else { return Substring(text) }
        return text[start...]
    }
}
