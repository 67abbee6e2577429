import Foundation
import StoryflowLint
import StoryflowModel
import StoryflowReader
import StoryflowTestSupport
import Testing

/// The rules only storyboards can trip: their documented examples, and storyboard references across the files
/// of a folder.
@Suite struct StoryboardRuleTests {
    static let storyboardRules: [ReaderRule] = [
        .exitPlaceholderOutsideObjects, .sceneDroppedByIbtool, .danglingReference, .unresolvedStoryboardReference, .unsupportedStoryboard,
        .collectionCellMissingReuseIdentifier, .duplicateCollectionReuseIdentifier,
    ]

    @Test(arguments: storyboardRules)
    func triggeringExamplesReportAtTheMarkers(_ rule: ReaderRule) throws {
        let description = rule.ruleDescription
        #expect(!description.triggeringExamples.isEmpty && !description.nonTriggeringExamples.isEmpty)
        for example in description.triggeringExamples {
            let marked = MarkedExample(example)
            #expect(!marked.positions.isEmpty)
            let found = check(marked.text).filter { $0.rule == rule.rawValue }
            #expect(found.map(\.position) == marked.positions, "\(rule.rawValue) in:\n\(marked.text)\nfound: \(found.map(\.message))")
        }
    }

    @Test(arguments: storyboardRules)
    func nonTriggeringExamplesReportNothingAtErrorLevel(_ rule: ReaderRule) {
        for example in rule.ruleDescription.nonTriggeringExamples {
            let found = check(example)
            #expect(!found.contains { $0.rule == rule.rawValue }, "\(found.map(\.message))")
            #expect(!found.contains { $0.severity == .error }, "\(found.map { "\($0.rule): \($0.message)" })")
        }
    }

    @Test func theRuleReferenceShowsTheStoryboardExamples() {
        let page = RuleReference.markdown()
        #expect(page.contains("### `unresolved-storyboard-reference`"))
        #expect(page.contains("<viewControllerPlaceholder referencedIdentifier=\"Settings\""))
        #expect(RuleCatalog.description(for: "exit-placeholder-outside-objects")?.triggeringExamples.count == 1)
    }

    @Test func referencesResolveAcrossTheStoryboardsAndFlowsOfAFolder() throws {
        let scratch = try Scratch()
        let main = try scratch.write(
            Self.storyboard(
                initial: "home",
                """
                        <scene sceneID="a"><objects><viewController id="home" sceneMemberID="viewController">
                            <connections>
                                <segue destination="good" kind="presentation" identifier="Good" id="g1"/>
                                <segue destination="badIdentifier" kind="presentation" identifier="Bad" id="g2"/>
                                <segue destination="missingFile" kind="presentation" identifier="Missing" id="g3"/>
                                <segue destination="flowInitial" kind="presentation" identifier="Flow" id="g4"/>
                                <segue destination="noInitial" kind="presentation" identifier="NoInitial" id="g5"/>
                            </connections>
                        </viewController></objects></scene>
                        <scene sceneID="b"><objects><viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="SettingsRoot" id="good" \
                sceneMemberID="viewController"/></objects></scene>
                        <scene sceneID="c"><objects><viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Typo" id="badIdentifier" \
                sceneMemberID="viewController"/></objects></scene>
                        <scene sceneID="d"><objects><viewControllerPlaceholder storyboardName="Elsewhere" id="missingFile" \
                sceneMemberID="viewController"/></objects></scene>
                        <scene sceneID="e"><objects><viewControllerPlaceholder storyboardName="Help" id="flowInitial" \
                sceneMemberID="viewController"/></objects></scene>
                        <scene sceneID="f"><objects><viewControllerPlaceholder storyboardName="Settings" id="noInitial" \
                sceneMemberID="viewController"/></objects></scene>
                """), to: "Main.storyboard")
        try scratch.write(
            Self.storyboard(
                initial: nil,
                """
                        <scene sceneID="a"><objects><viewController storyboardIdentifier="SettingsRoot" id="settings" \
                sceneMemberID="viewController"/></objects></scene>
                """), to: "Settings.storyboard")
        try scratch.write("<flow version=\"1\" initial=\"help\"><viewController id=\"help\"/></flow>", to: "Help.flow.xml")
        let result = try Linter().lint(files: [main])
        let found = result.diagnostics.filter { $0.rule == "unresolved-storyboard-reference" }
        #expect(found.map { "\($0.location.line) \($0.severity)" } == ["14 error", "15 note", "17 error"])
        #expect(found[0].message.contains("identifier `Typo` in storyboard `Settings`"))
        #expect(found[1].message.contains("storyboard reference (missingFile) names storyboard `Elsewhere`, but Elsewhere.storyboard is not in this folder"))
        #expect(found[2].message.contains("initial scene of storyboard `Settings`, which has none"))
        #expect(result.diagnostics.allSatisfy { $0.rule == "unresolved-storyboard-reference" }, "\(result.diagnostics.map(\.message))")
    }

    @Test func aReferenceWithinItsOwnFileNeedsAnIdentifierThatFileHas() throws {
        let text = Self.storyboard(
            initial: "home",
            """
                    <scene sceneID="a"><objects><viewController id="home" sceneMemberID="viewController">
                        <connections><segue destination="again" kind="presentation" identifier="Again" id="g1"/></connections>
                    </viewController></objects></scene>
                    <scene sceneID="b"><objects><viewControllerPlaceholder storyboardName="Main" referencedIdentifier="Nope" id="again" \
            sceneMemberID="viewController"/></objects></scene>
            """)
        let found = Linter.check(FlowLoader.load(string: text, file: "/nonexistent/Main.storyboard"))
        #expect(found.map(\.rule) == ["unresolved-storyboard-reference"])
        #expect(found.first?.message.contains("in this file") == true)
    }

    @Test func thePrototypeRulesSeeEveryTableOfAScene() throws {
        // A second table in a plain view controller: its prototype's outlet and container view are reported as
        // the first table's would be (`TableRule` gives each table of a scene in turn).
        let cell = """
            <tableViewCell contentMode="scaleToFill" reuseIdentifier="B" id="c2"><tableViewCellContentView key="contentView" \
            contentMode="center" id="cv2"><subviews><label opaque="NO" text="Name" id="l2"/><containerView opaque="NO" \
            contentMode="scaleToFill" id="box"/></subviews></tableViewCellContentView></tableViewCell>
            """
        let text = Self.storyboard(
            initial: "home",
            """
                    <scene sceneID="a"><objects><viewController id="home" customClass="TwoTables" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1"><subviews>
                            <tableView contentMode="scaleToFill" dataMode="prototypes" style="plain" id="t1"><prototypes><tableViewCell \
            contentMode="scaleToFill" reuseIdentifier="A" id="c1"/></prototypes></tableView>
                            <tableView contentMode="scaleToFill" dataMode="prototypes" style="plain" id="t2"><prototypes>\(cell)</prototypes></tableView>
                        </subviews></view>
                        <connections><outlet property="nameLabel" destination="l2" id="o1"/></connections>
                    </viewController></objects></scene>
            """)
        #expect(check(text).map(\.rule).sorted() == ["container-view-in-prototype-cell", "outlet-in-repeating-content"])
    }

    private func check(_ text: String) -> [Diagnostic] {
        Linter.check(FlowLoader.load(string: text, file: "example.storyboard"))
    }

    private static func storyboard(initial: String?, _ scenes: String) -> String {
        StoryflowTestSupport.storyboard(initial: initial, scenes: scenes)
    }
}

extension ReaderRule: CustomTestStringConvertible {
    public var testDescription: String { rawValue }
}
