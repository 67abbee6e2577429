/// Swift identifiers made from the names a flow gives things (segue identifiers, reuse identifiers, input names),
/// which may hold spaces, dashes or dots, start with a digit, or be Swift keywords.
enum SwiftNames {
    /// The words Swift reserves, which a generated name is written in backticks for.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal", "let", "open",
        "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break",
        "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type",
        "Protocol",
    ]

    /// The words of `name`: runs of ASCII letters and digits, split also where a lower-case letter meets a capital
    /// and before the last capital of an acronym followed by lower-case letters.
    private static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousIsLower = false
        for scalar in name.unicodeScalars {
            let isLetterOrDigit = scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            guard isLetterOrDigit else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousIsLower = false
                continue
            }
            let isUpper = scalar.properties.isUppercase
            if isUpper, previousIsLower, !current.isEmpty {
                words.append(current)
                current = ""
            } else if scalar.properties.isLowercase, current.count > 1, current.allSatisfy(\.isUppercase) {
                // The last capital of an acronym starts the next word: `UITable` is `UI` and `Table`.
                let last = current.removeLast()
                words.append(current)
                current = String(last)
            }
            current.unicodeScalars.append(scalar)
            previousIsLower = scalar.properties.isLowercase || scalar.properties.numericType != nil
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Names a type nested in generated code cannot have (Swift's own member names, and the generated types').
    static let reservedTypeNames: Set<String> = [
        "Type", "Protocol", "Self", "Any", "FlowSegue", "PreparedSegue", "FlowCell", "FlowInput", "FlowResult", "String", "Int", "Double",
        "Bool", "Optional", "Array", "Dictionary", "Set", "Character", "Error", "Never", "Void",
    ]

    /// Case names a generated enum cannot have: those of `Optional`, `CaseIterable` and `RawRepresentable`, and
    /// `other`, `PreparedSegue`'s case for the segues it does not name.
    static let reservedCaseNames: Set<String> = ["none", "some", "allCases", "rawValue", "init", "other", "self", "Type"]

    /// Property, label and local names generated code does not use: those that cannot be a bare argument label or
    /// would hide `self`.
    static let reservedValueNames: Set<String> = ["self", "Self", "let", "var", "inout", "init", "_"]

    /// `className` when it is one of the app's own classes: a type name, and not UIKit's (`UI` and a capital,
    /// which the app cannot extend for its own scene).
    static func appClassName(_ className: String) -> String? {
        guard isTypeName(className) else { return nil }
        let isUIKit = className.hasPrefix("UI") && className.dropFirst(2).first?.isUppercase == true
        return isUIKit ? nil : className
    }

    /// A lower camel case name for a case or property (`AddPlayer` → `addPlayer`, `show-detail` → `showDetail`);
    /// `fallback` when `name` has no letters or digits.
    static func lowerCamel(_ name: String, fallback: String = "unnamed") -> String {
        let parts = words(name)
        guard let first = parts.first else { return fallback }
        let head = first.allSatisfy { $0.isUppercase || $0.isNumber } && first.count > 1 ? first.lowercased() : lowerFirst(first)
        let joined = head + parts.dropFirst().map(upperFirst).joined()
        return joined.first?.isNumber == true ? "_" + joined : joined
    }

    /// An upper camel case name for a type (`players` → `Players`, `game-picker` → `GamePicker`).
    static func upperCamel(_ name: String, fallback: String = "Unnamed") -> String {
        let parts = words(name)
        guard !parts.isEmpty else { return fallback }
        let joined = parts.map(upperFirst).joined()
        return joined.first?.isNumber == true ? "_" + joined : joined
    }

    /// `name` as it is written where Swift expects an identifier: in backticks when it is a keyword.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// Whether `name` is a plain Swift type name (letters, digits and underscores, not starting with a digit, with
    /// dots between them).
    static func isTypeName(_ name: String) -> Bool {
        !name.isEmpty
            && name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
                guard let first = part.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
                return part.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" }
                    && !keywords.contains(String(part))
            }
    }

    /// A Swift string literal holding `text`, with quotes, backslashes and control characters escaped.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) || scalar.properties.generalCategory == .format {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Text for a `//` or `///` comment: on one line, with control characters and line or paragraph separators
    /// shown as spaces.
    static func commentText(_ text: String) -> String {
        let hidden: Set<Unicode.GeneralCategory> = [.control, .format, .lineSeparator, .paragraphSeparator]
        return String(String.UnicodeScalarView(text.unicodeScalars.map { hidden.contains($0.properties.generalCategory) ? " " : $0 }))
    }

    private static func lowerFirst(_ word: String) -> String { word.prefix(1).lowercased() + word.dropFirst() }
    private static func upperFirst(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
}
