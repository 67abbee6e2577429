import StoryflowModel

/// The examples of the check rules, kept as flow files in `Rules/RuleExamples.xml` (embedded in the module) and
/// read the first time descriptions with examples are asked for (`RuleRegistry.documentedRuleDescriptions`, for
/// `storyflow rules` and the rule reference): checking a flow never reads them.
enum RuleExamples {
    /// Each rule's triggering and non-triggering examples, by the rule's id.
    static let byRule: [String: (triggering: [String], nonTriggering: [String])] = parse(String(decoding: PackageResources.RuleExamples_xml, as: UTF8.self))

    /// `description` with its examples.
    static func adding(to description: RuleDescription) -> RuleDescription {
        var described = description
        described.triggeringExamples = byRule[description.id]?.triggering ?? []
        described.nonTriggeringExamples = byRule[description.id]?.nonTriggering ?? []
        return described
    }

    /// The examples in `text`: under each `<rule id="…">`, each `<triggering>` or `<nonTriggering>` element holds
    /// one example as character data, one line each, indented six spaces.
    static func parse(_ text: String) -> [String: (triggering: [String], nonTriggering: [String])] {
        var result: [String: (triggering: [String], nonTriggering: [String])] = [:]
        var rule: String?
        var example: [Substring]?
        var isTriggering = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if var lines = example {
                guard trimmed.hasPrefix("]]></") else {
                    lines.append(line.count >= 6 ? line.dropFirst(6) : "")
                    example = lines
                    continue
                }
                if let rule {
                    let joined = lines.joined(separator: "\n")
                    if isTriggering {
                        result[rule, default: ([], [])].triggering.append(joined)
                    } else {
                        result[rule, default: ([], [])].nonTriggering.append(joined)
                    }
                }
                example = nil
            } else if trimmed.hasPrefix("<rule id=\"") {
                rule = String(trimmed.dropFirst("<rule id=\"".count).prefix { $0 != "\"" })
            } else if trimmed.hasPrefix("<triggering><![CDATA[") || trimmed.hasPrefix("<nonTriggering><![CDATA[") {
                isTriggering = trimmed.hasPrefix("<triggering>")
                example = []
            }
        }
        return result
    }
}
