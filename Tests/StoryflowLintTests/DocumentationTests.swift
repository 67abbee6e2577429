import Foundation
import StoryflowLint
import StoryflowTestSupport
import Testing

/// `docs/rules.md` is generated from the rules; this fails when it is out of date.
@Suite struct DocumentationTests {
    @Test func ruleReferenceIsUpToDate() throws {
        let page = try Repository.text("docs/rules.md")
        #expect(page == RuleReference.markdown(), "docs/rules.md is out of date: run `\(RuleReference.regenerationCommand)`")
        for rule in RuleCatalog.all { #expect(page.contains("### `\(rule.id)`")) }
    }
}
