import StoryflowModel
import SwiftParser
import SwiftSyntax

/// Finds the references to a flow in one Swift file's syntax tree: string literals passed to the UIKit calls
/// that take identifiers, compared with `segue.identifier` or `shouldPerformSegue`'s identifier, or matched by a
/// `switch` on them, and the methods unwind segues and segue actions name. Only plain string literals count
/// (an interpolated string or a constant cannot be checked without running the code).
final class SwiftReferenceCollector: SyntaxVisitor {
    private let file: String
    private let converter: SourceLocationConverter
    /// What the file references, in source order.
    private(set) var references: [SwiftReference] = []
    /// The identifier parameter names of the `shouldPerformSegue(withIdentifier:sender:)` methods around.
    private var identifierParameters: [String] = []

    /// Parses `source` (the text of `file`) and collects its references.
    static func references(in source: String, file: String) -> [SwiftReference] {
        let tree = Parser.parse(source: source)
        let collector = SwiftReferenceCollector(file: file, tree: tree)
        collector.walk(tree)
        return collector.references
    }

    private init(file: String, tree: SourceFileSyntax) {
        self.file = file
        converter = SourceLocationConverter(fileName: file, tree: tree)
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
            for argument in node.arguments where ["forCellReuseIdentifier", "forCellWithReuseIdentifier", "forHeaderFooterViewReuseIdentifier"].contains(argument.label?.text) {
                record(.registeredReuseIdentifier, argument.expression)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = Array(node.signature.parameterClause.parameters)
        let name = node.name.text
        if node.attributes.contains(where: { Self.attributeName($0) == "IBSegueAction" }) {
            references.append(SwiftReference(kind: .segueActionMethod, name: name, location: location(of: node.name)))
        }
        if parameters.count == 1, name != "prepare", Self.isSegueType(parameters[0].type) {
            references.append(SwiftReference(kind: .unwindActionMethod, name: name, location: location(of: node.name)))
        }
        if name == "shouldPerformSegue", let first = parameters.first, first.firstName.text == "withIdentifier" {
            identifierParameters.append((first.secondName ?? first.firstName).text)
        } else {
            identifierParameters.append("")
        }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        identifierParameters.removeLast()
    }

    /// `a == "X"`, `"X" != a` in an unfolded sequence, where `a` is `….identifier` or `shouldPerformSegue`'s
    /// identifier parameter.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for index in elements.indices.dropFirst().dropLast() {
            guard let operation = elements[index].as(BinaryOperatorExprSyntax.self),
                  ["==", "!=", "~="].contains(operation.operator.text) else { continue }
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
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "identifier", member.base != nil {
            return "segue.identifier"
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let parameter = identifierParameters.last, !parameter.isEmpty,
           reference.baseName.text == parameter {
            return "the identifier of shouldPerformSegue(withIdentifier:sender:)"
        }
        return nil
    }

    /// Records the plain string literal `expression` is, as a reference of `kind`.
    private func record(_ kind: SwiftReference.Kind, _ expression: ExprSyntax) {
        guard let literal = expression.as(StringLiteralExprSyntax.self), let value = literal.representedLiteralValue else { return }
        references.append(SwiftReference(kind: kind, name: value, location: location(of: literal)))
    }

    private func location(of node: some SyntaxProtocol) -> StoryflowModel.SourceLocation {
        let start = node.startLocation(converter: converter)
        return StoryflowModel.SourceLocation(file: file, line: start.line, column: start.column)
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
