import Foundation
import StoryflowLint
import StoryflowModel

/// `textDocument/publishDiagnostics`: what `storyflow check` finds in the document as the editor holds it, under
/// the `.storyflow.yml` found for its file, suppression comments honoured.
enum DiagnosticsFeature {
    /// The notification's parameters for `document`. `rulesDocumentation` is the address of the rules'
    /// reference (`docs/rules.md`, each rule a heading anchored by its id) that `codeDescription` links to; without
    /// one, diagnostics have no link.
    static func publish(_ document: OpenDocument, configurationPath: String?, rulesDocumentation: String?) -> PublishDiagnosticsParams {
        var items: [PublishedDiagnostic] = []
        do {
            let found = try Linter(configurationPath: configurationPath).check(contents: Data(document.lines.bytes), file: document.path)
            items = found.filter { $0.location.file == document.path }.map { item(for: $0, in: document, rulesDocumentation: rulesDocumentation) }
        } catch {
            let start = Position(line: 0, character: 0)
            items = [
                PublishedDiagnostic(
                    range: TextRange(start: start, end: start), severity: .error, code: "configuration", message: "the configuration cannot be used: \(error)")
            ]
        }
        return PublishDiagnosticsParams(uri: document.uri, version: document.version, diagnostics: items)
    }

    private static func item(for diagnostic: Diagnostic, in document: OpenDocument, rulesDocumentation: String?) -> PublishedDiagnostic {
        let lines = document.lines
        let start = lines.offset(line: diagnostic.location.line, column: diagnostic.location.column)
        var item = PublishedDiagnostic(
            range: lines.range(lines.tokenRange(at: start)), severity: severity(diagnostic.severity), code: diagnostic.rule, message: diagnostic.message)
        if let rulesDocumentation, RuleCatalog.description(for: diagnostic.rule) != nil {
            item.codeDescription = .init(href: rulesDocumentation + "#" + diagnostic.rule)
        }
        if let line = earlierLine(in: diagnostic.message), line >= 1, line <= lines.lineCount {
            let offset = lines.firstNonBlank(line: line)
            let location = Location(uri: document.uri, range: lines.range(lines.tokenRange(at: offset)))
            item.relatedInformation = [.init(location: location, message: diagnostic.message.contains("already") ? "first declared here" : "the earlier one")]
        }
        return item
    }

    /// The line a message names as the earlier place ("… at line 12 …"): the first "at line " with digits after
    /// it, in ASCII.
    static func earlierLine(in message: String) -> Int? {
        let bytes = Array(message.utf8)
        let phrase = Array("at line ".utf8)
        var start = 0
        while start + phrase.count < bytes.count {
            guard bytes[start..<(start + phrase.count)].elementsEqual(phrase) else {
                start += 1
                continue
            }
            let digits = bytes[(start + phrase.count)...].prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            if !digits.isEmpty { return Int(String(decoding: digits, as: UTF8.self)) }
            start += 1
        }
        return nil
    }

    private static func severity(_ severity: Severity) -> PublishedDiagnostic.Severity {
        switch severity {
        case .error: .error
        case .warning: .warning
        case .note: .information
        }
    }
}
