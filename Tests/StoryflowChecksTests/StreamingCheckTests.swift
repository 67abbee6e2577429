import Foundation
import StoryflowChecks
import StoryflowModel
import StoryflowReader
import StoryflowTestSupport
import Testing

/// Checking while reading (`ScenePass`, the way `storyflow check` runs) finds exactly what checking the whole
/// document finds, and the outline it keeps of each scene holds what the other rules read.
@Suite struct StreamingCheckTests {
    /// Every example of every rule, triggering or not, as one text each.
    static let examples: [String] = RuleRegistry.documentedRuleDescriptions.flatMap { description in
        description.triggeringExamples.map { MarkedExample($0).text } + description.nonTriggeringExamples
    }

    /// The flows in `Flows/` and `Flows/broken/`, the fixture storyboards, and the corpus storyboards when they are there.
    static let files: [String] = {
        let folders = ["Flows", "Flows/broken"].map { Repository.url($0) }
        let flows = folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".flow.xml") }.sorted().map { folder.appendingPathComponent($0).path }
        }
        return flows + Fixtures.allStoryboards + StoryboardCorpus.entries.map(\.path)
    }()

    @Test func everyRuleExampleFindsTheSameBothWays() {
        #expect(Self.examples.count > 50)
        for example in Self.examples {
            let whole = FlowLoader.load(string: example, file: "example.flow.xml")
            let checker = FlowChecker()
            let pass = checker.scenePass()
            let streamed = FlowLoader.load(string: example, file: "example.flow.xml", visitingScenes: pass.visit)
            guard let document = whole.document, let outlined = streamed.document else {
                Issue.record("the example does not read: \(example)")
                continue
            }
            #expect(checker.check(outlined, after: pass) == checker.check(document), "in:\n\(example)")
        }
    }

    @Test func everyFlowAndCorpusStoryboardFindsTheSameBothWays() throws {
        #expect(Self.files.count > (StoryboardCorpus.isAvailable ? 90 : 40))
        for file in Self.files {
            let whole = try FlowLoader.load(contentsOf: file)
            let checker = FlowChecker()
            let pass = checker.scenePass()
            let streamed = try FlowLoader.load(contentsOf: file, visitingScenes: pass.visit)
            #expect(streamed.diagnostics == whole.diagnostics, "\(file)")
            guard let document = whole.document, let outlined = streamed.document else {
                #expect(whole.document == nil && streamed.document == nil, "\(file)")
                continue
            }
            #expect(checker.check(outlined, after: pass) == checker.check(document), "\(file)")
        }
    }

    @Test func aLargeGeneratedFlowFindsTheSameBothWaysOnAllCores() throws {
        var text = "<flow version=\"1\" initial=\"s0\">\n"
        for index in 0..<(FlowChecker.concurrentSceneCount + 10) {
            text += """
                <viewController id="s\(index)"><label text="L"/><button title="Next"><segue kind="show" destination="s\(index + 1)"/></button></viewController>
                <tableViewController id="t\(index)"><tableView content="prototypes"><prototype style="basic"/></tableView></tableViewController>

                """
        }
        text += "</flow>\n"
        let checker = FlowChecker()
        let pass = checker.scenePass()
        let streamed = try #require(FlowLoader.load(string: text, file: "large.flow.xml", visitingScenes: pass.visit).document)
        let whole = try #require(FlowLoader.load(string: text, file: "large.flow.xml").document)
        let found = checker.check(streamed, after: pass)
        #expect(found == checker.check(whole))
        #expect(found.contains { $0.rule == "prototype-cell-missing-reuse-identifier" })
        #expect(found.contains { $0.rule == "unknown-destination" })
    }

    @Test func theOutlineKeepsSeguesButtonsAndActionsAndDropsTheRest() throws {
        let text = """
            <flow version="1" initial="form">
              <tableViewController id="form" title="Form">
                <label text="Heading"/>
                <view>
                  <image image="logo"/>
                  <button title="Help"/>
                </view>
                <textField placeholder="Name"/>
                <switch title="On" action="toggled"/>
                <containerView><segue kind="embed" destination="child"/></containerView>
                <tableView content="static">
                  <section header="Plain"><cell text="A"/><cell text="B"><label text="x"/></cell></section>
                  <section header="Live">
                    <cell text="Go"><segue id="go" kind="show" destination="child"/></cell>
                    <cell style="custom"><textField placeholder="Notes" action="edited"/></cell>
                  </section>
                </tableView>
              </tableViewController>
              <viewController id="child"/>
            </flow>
            """
        let pass = FlowChecker().scenePass()
        let outlined = try #require(FlowLoader.load(string: text, file: "o.flow.xml", visitingScenes: pass.visit).document)
        let whole = try #require(FlowLoader.load(string: text, file: "o.flow.xml").document)
        let scene = outlined.scenes[0]
        #expect(scene.title == "Form")
        #expect(scene.controls.map(\.kind) == [.view, .switch, .containerView])
        #expect(scene.controls[0].children.map(\.kind) == [.button])
        let table = try #require(scene.tableView)
        #expect(table.sections.map(\.header) == ["Live"])
        #expect(table.sections[0].cells.map(\.text) == ["Go", nil])
        #expect(table.sections[0].cells[1].controls.map(\.action) == ["edited"])
        #expect(scene.segues.map(\.location) == whole.scenes[0].segues.map(\.location))
        #expect(outlined.scenes[1].controls.isEmpty && outlined.scenes[1].tableView == nil)
    }

    @Test func theOutlineKeepsBarButtonsAndAlertActionsWithSegues() throws {
        let text = """
            <flow version="1" initial="home">
              <viewController id="home">
                <navigationItem title="Home"><barButton placement="left" system="edit" effect="toggleEditing"/></navigationItem>
              </viewController>
              <viewController id="about"><navigationItem title="About"/></viewController>
              <alertController id="ask" title="Sure?">
                <action title="Yes" action="confirm"/>
                <action title="Show"><segue kind="present" destination="about"/></action>
              </alertController>
              <alertController id="note" title="Saved"><action title="OK" style="cancel"/></alertController>
            </flow>
            """
        let pass = FlowChecker().scenePass()
        let outlined = try #require(FlowLoader.load(string: text, file: "b.flow.xml", visitingScenes: pass.visit).document)
        #expect(outlined.scenes[0].navigationItem?.leftButtons.count == 1)
        #expect(outlined.scenes[1].navigationItem == nil)
        #expect(outlined.scenes[2].alert?.actions.map(\.title) == ["Show"])
        #expect(outlined.scenes[3].alert == nil)
    }

    @Test func aTableWithNothingActiveLeavesNoTableInTheOutline() throws {
        let text = """
            <flow version="1" initial="list">
              <tableViewController id="list">
                <tableView content="prototypes">
                  <prototype reuseIdentifier="Cell"><label outlet="name"/></prototype>
                  <samples><row prototype="Cell" text="One"/></samples>
                </tableView>
              </tableViewController>
            </flow>
            """
        let checker = FlowChecker()
        let pass = checker.scenePass()
        let outlined = try #require(FlowLoader.load(string: text, file: "t.flow.xml", visitingScenes: pass.visit).document)
        #expect(outlined.scenes[0].tableView == nil)
        #expect(checker.check(outlined, after: pass).map(\.rule) == ["outlet-in-repeating-content"])
    }
}
