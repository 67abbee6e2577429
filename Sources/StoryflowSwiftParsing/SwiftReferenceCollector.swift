import StoryflowModel
import StoryflowSwiftCheck
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Finds the references to a flow in one Swift file's syntax tree: string literals passed to the UIKit calls
/// that take identifiers, compared with `segue.identifier` or `shouldPerformSegue`'s identifier, or matched by a
/// `switch` on them, and the methods unwind segues and segue actions name. Only plain string literals count
/// (an interpolated string or a constant cannot be checked without running the code).
final class SwiftReferenceCollector: SyntaxVisitor {
    private let lines: SourceLines
    /// What the file references, in source order.
    private(set) var references: [SwiftFileOutcome.Reference] = []
    /// The identifier parameter names of the `shouldPerformSegue(withIdentifier:sender:)` methods around.
    private var identifierParameters: [String] = []
    /// The names of the segue parameters of the functions around (`segue` in `prepare(for segue:sender:)`).
    private var segueParameters: [[String]] = []

    /// The deepest syntax tree walked. The parser bounds the nesting of brackets, but not of member-access or
    /// `else if` chains, and walking a tree recurses once per level: a deeper file is reported, not walked.
    static let maximumDepth = 1_000

    /// What `source` references, and where it first does not parse, if it does not; or, when it passes a limit of
    /// the parser (`SwiftNestingScan`, checked before parsing) or of walking its tree, where and which, and
    /// nothing else.
    static func outcome(of source: String) -> SwiftFileOutcome {
        if let excess = SwiftNestingScan.excess(in: source) { return .scanned(references: [], excess: excess, syntaxError: nil) }
        let tree = Parser.parse(source: source)
        let lines = SourceLines(source)
        var syntaxError: SwiftFileOutcome.Remark?
        // The parser's own nesting limit is not the code's mistake: `SwiftNestingScan` answers for depth.
        if tree.hasError, let first = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: { !$0.message.contains("maximum nesting level") }) {
            let (line, column) = lines.lineAndColumn(ofUTF8Offset: first.node.positionAfterSkippingLeadingTrivia.utf8Offset)
            syntaxError = SwiftFileOutcome.Remark(line: line, column: column, text: first.message)
        }
        if let deepest = firstNode(of: tree, deeperThan: maximumDepth) {
            let (line, column) = lines.lineAndColumn(ofUTF8Offset: deepest.positionAfterSkippingLeadingTrivia.utf8Offset)
            let excess = SwiftFileOutcome.Remark(
                line: line, column: column,
                text: "the code nests more than \(maximumDepth) levels deep here (a chain of member accesses or else-ifs): break the chain up")
            return .scanned(references: [], excess: excess, syntaxError: nil)
        }
        let collector = SwiftReferenceCollector(lines: lines)
        collector.walk(tree)
        return .scanned(references: collector.references, excess: nil, syntaxError: syntaxError)
    }

    /// The first node of `tree` deeper than `limit`, found without recursion.
    private static func firstNode(of tree: SourceFileSyntax, deeperThan limit: Int) -> Syntax? {
        var pending: [(Syntax, Int)] = [(Syntax(tree), 1)]
        while let (node, depth) = pending.popLast() {
            guard depth <= limit else { return node }
            for child in node.children(viewMode: .sourceAccurate).reversed() { pending.append((child, depth + 1)) }
        }
        return nil
    }

    private init(lines: SourceLines) {
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    /// The calls whose first argument, labelled so, is an identifier of this kind.
    private static let calls: [String: (label: String, kind: SwiftReference.Kind)] = [
        "performSegue": ("withIdentifier", .segueIdentifier(call: "performSegue(withIdentifier:sender:)")),
        "instantiateViewController": ("withIdentifier", .storyboardIdentifier),
        "dequeueReusableCell": ("withIdentifier", .reuseIdentifier),
        "dequeueReusableHeaderFooterView": ("withIdentifier", .reuseIdentifier),
    ]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = Self.calledName(node.calledExpression), let first = node.arguments.first else { return .visitChildren }
        let label = first.label?.text
        if let (expected, kind) = Self.calls[name], label == expected {
            record(kind, first.expression)
        } else if (name == "setInput" && node.arguments.count == 2) || (name == "input" && node.arguments.count == 1), label == nil {
            record(.inputName, first.expression)
        } else if name == "deliverResult", label == nil {
            record(.resultName, first.expression)
        } else if name == "dequeueReusableCell", label == "withReuseIdentifier" {
            record(.reuseIdentifier, first.expression)
        } else if name == "register" {
            for argument in node.arguments
            where ["forCellReuseIdentifier", "forCellWithReuseIdentifier", "forHeaderFooterViewReuseIdentifier"].contains(argument.label?.text) {
                record(.registeredReuseIdentifier, argument.expression)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = Array(node.signature.parameterClause.parameters)
        let name = node.name.text
        let selectors = Self.selectorBaseNames(of: node)
        if node.attributes.contains(where: { Self.attributeName($0) == "IBSegueAction" }) {
            for selector in selectors { references.append(reference(.segueActionMethod, selector, at: node.name)) }
        }
        if parameters.count == 1, name != "prepare", Self.isSegueType(parameters[0].type) {
            for selector in selectors { references.append(reference(.unwindActionMethod, selector, at: node.name)) }
        }
        if name == "shouldPerformSegue", let first = parameters.first, first.firstName.text == "withIdentifier" {
            identifierParameters.append((first.secondName ?? first.firstName).text)
        } else {
            identifierParameters.append("")
        }
        segueParameters.append(parameters.filter { Self.isSegueType($0.type) }.map { ($0.secondName ?? $0.firstName).text })
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        identifierParameters.removeLast()
        segueParameters.removeLast()
    }

    /// `a == "X"`, `"X" != a` in an unfolded sequence, where `a` is `….identifier` or `shouldPerformSegue`'s
    /// identifier parameter.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for index in elements.indices.dropFirst().dropLast() {
            guard let operation = elements[index].as(BinaryOperatorExprSyntax.self),
                ["==", "!=", "~="].contains(operation.operator.text)
            else { continue }
            let (left, right) = (elements[index - 1], elements[index + 1])
            if let subject = identifierSubject(left) { record(.segueIdentifier(call: "comparing \(subject)"), right) }
            if let subject = identifierSubject(right) { record(.segueIdentifier(call: "comparing \(subject)"), left) }
        }
        return .visitChildren
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        guard let subject = identifierSubject(node.subject) else { return .visitChildren }
        let call = "a case of a switch on \(subject)"
        for case .switchCase(let switchCase) in node.cases {
            guard case .case(let label) = switchCase.label else { continue }
            for item in label.caseItems {
                let literals = StringLiteralFinder(viewMode: .sourceAccurate)
                literals.walk(item.pattern)
                for literal in literals.found { record(.segueIdentifier(call: call), ExprSyntax(literal)) }
            }
        }
        return .visitChildren
    }

    /// How a message names the segue identifier `expression` stands for, if it stands for one:
    /// `segue.identifier`, or `shouldPerformSegue`'s identifier parameter.
    private func identifierSubject(_ expression: ExprSyntax) -> String? {
        var expression = expression
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
        // `x.identifier` is a segue's only when `x` is a segue parameter of a function around (`prepare(for
        // segue:sender:)`, an unwind action): notifications, locales and constraints have identifiers too.
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "identifier",
            let base = member.base?.as(DeclReferenceExprSyntax.self), segueParameters.last?.contains(base.baseName.text) == true
        {
            return "\(base.baseName.text).identifier"
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let parameter = identifierParameters.last, !parameter.isEmpty,
            reference.baseName.text == parameter
        {
            return "the identifier of shouldPerformSegue(withIdentifier:sender:)"
        }
        return nil
    }

    /// Records the plain string literal `expression` is, as a reference of `kind`.
    private func record(_ kind: SwiftReference.Kind, _ expression: ExprSyntax) {
        guard let literal = expression.as(StringLiteralExprSyntax.self), let value = literal.representedLiteralValue else { return }
        references.append(reference(kind, value, at: literal))
    }

    /// A reference of `kind` to `name`, placed where `node` starts.
    private func reference(_ kind: SwiftReference.Kind, _ name: String, at node: some SyntaxProtocol) -> SwiftFileOutcome.Reference {
        let (line, column) = lines.lineAndColumn(ofUTF8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        return SwiftFileOutcome.Reference(kind: kind, name: name, line: line, column: column)
    }

    /// The names a storyboard's selector for the method can have, before its first colon: the Swift base name
    /// (`backToList` for `backToList(_:)`), the Objective-C one Swift derives from a first argument label
    /// (`unwindToMealListWithSender` for `unwindToMealList(sender:)`), or the one `@objc(name:)` gives.
    private static func selectorBaseNames(of node: FunctionDeclSyntax) -> [String] {
        for element in node.attributes {
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "objc",
                let arguments = attribute.arguments?.trimmedDescription, !arguments.isEmpty
            else { continue }
            return [String(arguments.prefix { $0 != ":" && $0 != ")" })]
        }
        let name = node.name.text
        guard let label = node.signature.parameterClause.parameters.first?.firstName.text, label != "_", let initial = label.first else {
            return [name]
        }
        return [name, name + "With" + initial.uppercased() + label.dropFirst()]
    }

    /// The base name a call calls: `performSegue` in `performSegue(…)` and `self.performSegue(…)`.
    private static func calledName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    private static func attributeName(_ element: AttributeListSyntax.Element) -> String? {
        guard case .attribute(let attribute) = element else { return nil }
        return attribute.attributeName.trimmedDescription
    }

    /// Whether a parameter's type is a segue (`UIStoryboardSegue`, Storyflow's `StoryboardSegue`, optional or
    /// not, qualified or not).
    private static func isSegueType(_ type: TypeSyntax) -> Bool {
        let name = type.trimmedDescription.filter { $0 != "!" && $0 != "?" }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return last == "UIStoryboardSegue" || last == "StoryboardSegue"
    }
}

/// The string literals in a piece of syntax (a `case` pattern such as `"AddPlayer"?`).
private final class StringLiteralFinder: SyntaxVisitor {
    private(set) var found: [StringLiteralExprSyntax] = []

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .skipChildren
    }
}

/// Line and column (counted in Unicode scalars, as Storyflow's other locations are) of UTF-8 offsets in a source.
struct SourceLines {
    private let bytes: [UInt8]
    /// The UTF-8 offset each line starts at.
    private let starts: [Int]

    init(_ source: String) {
        bytes = Array(source.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        self.starts = starts
    }

    /// The 1-based line and column of the byte at `offset`.
    func lineAndColumn(ofUTF8Offset offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= min(offset, bytes.count) { low = middle } else { high = middle - 1 }
        }
        let start = starts[low]
        let end = max(start, min(offset, bytes.count))
        // Continuation bytes (10xxxxxx) do not start a scalar.
        let scalars = bytes[start..<end].count { $0 & 0xC0 != 0x80 }
        return (low + 1, scalars + 1)
    }
}
