/// The formats `storyflow coverage` writes.
public enum CoverageFormat: String, CaseIterable, Sendable {
    /// A summary and every gap with the walk that covers it, for people.
    case text
    /// The same as data.
    case json
    /// An lcov tracefile: scenes as functions, segues as branches, both as lines (genhtml, Codecov, Coveralls).
    case lcov
    /// Cobertura XML: scenes and segues as lines (GitLab's coverage visualisation, Jenkins).
    case cobertura
    /// A Markdown table and the gaps, for a pull request or `$GITHUB_STEP_SUMMARY`.
    case markdown

    /// The text of `report` in this format.
    public func render(_ report: CoverageReport) -> String {
        switch self {
        case .text: CoverageText.text(report)
        case .json: CoverageJSON.render(report)
        case .lcov: LcovWriter.render(report)
        case .cobertura: CoberturaWriter.render(report)
        case .markdown: CoverageText.markdown(report)
        }
    }
}
