import Foundation
import StoryflowChecks
import StoryflowIO
import StoryflowModel
import Yams

/// A configuration file could not be used: it is unreadable, not YAML, or not shaped as documented.
public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
    /// Where the problem is.
    public var location: SourceLocation
    /// What is wrong and what to do.
    public var message: String

    public var description: String { "\(location): \(message)" }
}

/// The settings of a `.storyflow.yml`: which rules run, at what severity, on which files.
///
/// ```yaml
/// disabled_rules: [too-many-tabs]        # never report these
/// only_rules: [unknown-destination]      # run only these checks (reader problems are still reported)
/// severity:                              # change a rule's severity: error, warning or note
///   unreachable-scene: error
/// included: [Flows]                      # check only files matching one of these (relative to this file)
/// excluded: [Flows/broken, "**/Generated*"]
/// ```
public struct Configuration: Sendable {
    /// The keys a configuration file may have.
    public static let keys = ["disabled_rules", "only_rules", "severity", "included", "excluded", "identified_scenes_embedded"]

    /// The configuration file, or `nil` for the defaults.
    public var file: String?
    /// Rules never reported.
    public var disabledRules: Set<String> = []
    /// When set, the only check rules that run.
    public var onlyRules: Set<String>?
    /// Severities replacing rules' defaults.
    public var severities: [String: Severity] = [:]
    /// When not empty, files must match one of these to be checked.
    public var included: [PathPattern] = []
    /// Files matching one of these are not checked.
    public var excluded: [PathPattern] = []
    /// Whether the app's code embeds every scene it instantiates by storyboard identifier in a navigation
    /// controller, so `show-without-navigation-controller` leaves out its notes on such scenes.
    public var identifiedScenesEmbedded = false
    /// Problems found in the file that do not stop it from being used (unknown rule ids).
    public var diagnostics: [Diagnostic] = []

    /// The defaults: every rule at its own severity, on every file.
    public init() {}

    /// Reads the configuration file at `path` (a regular file; `/dev/null` stands for an empty configuration, the
    /// defaults); rule ids not in `knownRules` are reported in `diagnostics`.
    public init(contentsOf path: String, knownRules: Set<String>) throws(ConfigurationError) {
        let text: String
        do {
            if path == "/dev/null" {
                text = ""
            } else {
                text = try InputFile.readText(path, maximumSize: 1 << 20)
            }
        } catch {
            throw ConfigurationError(location: SourceLocation(file: path, line: 1, column: 1), message: "cannot read the configuration file: \(error.reason)")
        }
        try self.init(yaml: text, file: path, knownRules: knownRules)
    }

    /// Reads configuration text that came from `file`; relative patterns are relative to `file`'s folder.
    public init(yaml: String, file: String, knownRules: Set<String>) throws(ConfigurationError) {
        self.file = file
        let folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().path
        var reader = YAMLReader(file: file)
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw reader.syntaxError(error)
        } catch {
            throw reader.error(at: nil, "cannot parse the configuration file: \(error)")
        }
        guard let root else { return }
        guard let mapping = root.mapping else {
            throw reader.error(at: root, "a configuration file is a mapping with the keys \(Self.keys.joined(separator: ", "))")
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "disabled_rules":
                disabledRules = Set(try reader.ruleIDs(value, key: key, knownRules: knownRules))
            case "only_rules":
                onlyRules = Set(try reader.ruleIDs(value, key: key, knownRules: knownRules))
            case "severity":
                severities = try reader.severities(value, knownRules: knownRules)
            case "included":
                included = try reader.strings(value, key: key).map { PathPattern($0.value, relativeTo: folder) }
            case "excluded":
                excluded = try reader.strings(value, key: key).map { PathPattern($0.value, relativeTo: folder) }
            case "identified_scenes_embedded":
                identifiedScenesEmbedded = try reader.boolean(value, key: key)
            default:
                throw reader.error(at: keyNode, "unknown key `\(key)`; a configuration file has the keys \(Self.keys.joined(separator: ", "))")
            }
        }
        diagnostics = reader.diagnostics
    }

    /// Whether the absolute path `path` is to be checked under this configuration.
    public func includes(_ path: String) -> Bool {
        if !included.isEmpty, !included.contains(where: { $0.matches(path) }) { return false }
        return !excluded.contains { $0.matches(path) }
    }

    /// Whether the rule `description` runs (or, for reader and configuration rules, is reported).
    public func isEnabled(_ description: RuleDescription) -> Bool {
        if disabledRules.contains(description.id) { return false }
        if let onlyRules, description.kind == .check || description.kind == .swift { return onlyRules.contains(description.id) }
        return true
    }

    /// `diagnostics` without disabled rules (and, with `identifiedScenesEmbedded`, without the notes on scenes
    /// code may embed), with severities replaced as configured.
    public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            guard !disabledRules.contains(diagnostic.rule) else { return nil }
            // The rule's only notes are those on scenes with a storyboard identifier.
            if identifiedScenesEmbedded, diagnostic.rule == "show-without-navigation-controller", diagnostic.severity == .note { return nil }
            var result = diagnostic
            if let severity = severities[diagnostic.rule] { result.severity = severity }
            return result
        }
    }
}

/// Reads the values of a configuration file's YAML nodes, with their positions for messages.
private struct YAMLReader {
    let file: String
    var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    func location(of node: Node?) -> SourceLocation {
        SourceLocation(file: file, line: node?.mark?.line ?? 1, column: node?.mark?.column ?? 1)
    }

    func error(at node: Node?, _ message: String) -> ConfigurationError {
        ConfigurationError(location: location(of: node), message: message)
    }

    func syntaxError(_ error: YamlError) -> ConfigurationError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _):
            ConfigurationError(location: SourceLocation(file: file, line: mark.line, column: mark.column), message: "not valid YAML: \(problem)")
        default:
            ConfigurationError(location: location(of: nil), message: "not valid YAML: \(error)")
        }
    }

    /// A list of strings, or a single string as a list of one.
    func strings(_ node: Node, key: String) throws(ConfigurationError) -> [(value: String, node: Node)] {
        if let value = node.scalar?.string { return value.isEmpty ? [] : [(value, node)] }
        guard let sequence = node.sequence else { throw error(at: node, "`\(key)` takes a list of strings") }
        var result: [(String, Node)] = []
        for item in sequence {
            guard let value = item.scalar?.string else { throw error(at: item, "`\(key)` takes a list of strings") }
            result.append((value, item))
        }
        return result
    }

    /// `true` or `false`.
    func boolean(_ node: Node, key: String) throws(ConfigurationError) -> Bool {
        switch node.scalar?.string {
        case "true": true
        case "false": false
        default: throw error(at: node, "`\(key)` is true or false")
        }
    }

    mutating func ruleIDs(_ node: Node, key: String, knownRules: Set<String>) throws(ConfigurationError) -> [String] {
        let entries = try strings(node, key: key)
        for entry in entries { checkRule(entry.value, at: entry.node, knownRules: knownRules) }
        return entries.map(\.value)
    }

    mutating func severities(_ node: Node, knownRules: Set<String>) throws(ConfigurationError) -> [String: Severity] {
        guard let mapping = node.mapping else { throw error(at: node, "`severity` maps rule ids to error, warning or note") }
        var result: [String: Severity] = [:]
        for (key, value) in mapping {
            let rule = key.string ?? ""
            guard let name = value.string, let severity = Severity(rawValue: name) else {
                throw error(at: value, "the severity of `\(rule)` must be error, warning or note")
            }
            checkRule(rule, at: key, knownRules: knownRules)
            result[rule] = severity
        }
        return result
    }

    private mutating func checkRule(_ id: String, at node: Node, knownRules: Set<String>) {
        guard !knownRules.contains(id) else { return }
        let suggestion = Suggestion.hint(for: id, in: knownRules.sorted())
        diagnostics.append(
            ConfigurationRules.unknownRuleInConfig.diagnostic(
                at: location(of: node),
                "there is no rule `\(id)`\(suggestion); `storyflow rules` lists every rule id"
            ))
    }
}
