import Foundation
import StoryflowLint
import StoryflowModel

/// `textDocument/publishDiagnostics`: what `storyflow check` finds in the document as the editor holds it, under
/// the `.storyflow.yml` found for its file, suppression comments honoured.
enum DiagnosticsFeature {
    /// The notification's parameters for `document`. `rulesDocumentation` is the address of the rules'
    /// reference (`docs/rules.md`, each rule a heading anchored by its id) that `codeDescription` links to; without
    /// one, diagnostics have no link.
    static func publish(_ document: OpenDocument, configurationPath: String?, rulesDocumentation: String?) -> JSON {
        var items: [JSON] = []
        do {
            let found = try Linter(configurationPath: configurationPath).check(contents: Data(document.lines.bytes), file: document.path)
            items = found.filter { $0.location.file == document.path }.map { item(for: $0, in: document, rulesDocumentation: rulesDocumentation) }
        } catch {
            items = [
                [
                    "range": TextRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0)).json,
                    "severity": 1, "source": "storyflow", "code": "configuration",
                    "message": .string("the configuration cannot be used: \(error)"),
                ]
            ]
        }
        return ["uri": .string(document.uri), "version": .number(Double(document.version)), "diagnostics": .array(items)]
    }

    private static func item(for diagnostic: Diagnostic, in document: OpenDocument, rulesDocumentation: String?) -> JSON {
        let lines = document.lines
        let start = lines.offset(line: diagnostic.location.line, column: diagnostic.location.column)
        var item: [String: JSON] = [
            "range": lines.range(lines.tokenRange(at: start)).json,
            "severity": .number(Double(severity(diagnostic.severity))),
            "source": "storyflow",
            "code": .string(diagnostic.rule),
            "message": .string(diagnostic.message),
        ]
        if let rulesDocumentation, RuleCatalog.description(for: diagnostic.rule) != nil {
            item["codeDescription"] = ["href": .string(rulesDocumentation + "#" + diagnostic.rule)]
        }
        if let line = earlierLine(in: diagnostic.message), line >= 1, line <= lines.lineCount {
            let offset = lines.firstNonBlank(line: line)
            item["relatedInformation"] = [
                [
                    "location": ["uri": .string(document.uri), "range": lines.range(lines.tokenRange(at: offset)).json],
                    "message": diagnostic.message.contains("already") ? "first declared here" : "the earlier one",
                ]
            ]
        }
        return .object(item)
    }

    /// The line a message names as the earlier place ("… at line 12 …").
    private static func earlierLine(in message: String) -> Int? {
        guard let match = message.firstMatch(of: #/at line (\d+)/#) else { return nil }
        return Int(match.1)
    }

    private static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}
