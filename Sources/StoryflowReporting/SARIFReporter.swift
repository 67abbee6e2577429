import Foundation
import StoryflowIO
import StoryflowModel

/// Writes a SARIF 2.1.0 log for code scanning: one run whose driver lists every rule of the report, and one
/// result per diagnostic with its rule, level, message, location and, when the report has them, the fingerprint
/// that identifies it across edits (`partialFingerprints`), so code scanning keeps an alert when lines move.
public struct SARIFReporter: Reporter {
    /// Creates the reporter.
    public init() {}

    /// The key of the fingerprint in each result's `partialFingerprints`.
    public static let fingerprintKey = "storyflowFingerprint/v1"

    private struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    private struct Run: Encodable {
        var tool: Tool
        var results: [Result]
    }

    private struct Tool: Encodable {
        var driver: Driver
    }

    private struct Driver: Encodable {
        var name = "storyflow"
        var rules: [Descriptor]
    }

    private struct Descriptor: Encodable {
        var id: String
        var shortDescription: Text
        var fullDescription: Text
        var defaultConfiguration: Configuration
    }

    private struct Configuration: Encodable {
        var level: String
    }

    private struct Text: Encodable {
        var text: String
    }

    private struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Text
        var locations: [Location]
        var partialFingerprints: [String: String]?
    }

    private struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    private struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    private struct ArtifactLocation: Encodable {
        var uri: String
    }

    private struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }

    public func render(_ report: CheckReport) -> String {
        var index: [String: Int] = [:]
        for (position, rule) in report.rules.enumerated() where index[rule.id] == nil { index[rule.id] = position }
        let rules = report.rules.map { rule in
            Descriptor(
                id: rule.id, shortDescription: Text(text: rule.summary), fullDescription: Text(text: rule.rationale),
                defaultConfiguration: Configuration(level: level(rule.severity))
            )
        }
        let results = report.diagnostics.map { diagnostic in
            Result(
                ruleId: diagnostic.rule, ruleIndex: index[diagnostic.rule], level: level(diagnostic.severity),
                message: Text(text: diagnostic.message),
                locations: [
                    Location(
                        physicalLocation: PhysicalLocation(
                            artifactLocation: ArtifactLocation(uri: uri(diagnostic.location.file)),
                            region: Region(startLine: max(1, diagnostic.location.line), startColumn: max(1, diagnostic.location.column))
                        ))
                ],
                partialFingerprints: report.fingerprints[diagnostic].map { [Self.fingerprintKey: $0] }
            )
        }
        let log = Log(runs: [Run(tool: Tool(driver: Driver(rules: rules)), results: results)])
        return (JSONText.encoded(log, formatting: [.prettyPrinted, .sortedKeys]) ?? "{}") + "\n"
    }

    private func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A relative reference for a relative path, a `file://` URI for an absolute one, percent-encoded.
    private func uri(_ path: String) -> String {
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
