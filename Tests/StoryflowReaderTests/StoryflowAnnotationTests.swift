import StoryflowModel
import StoryflowTestSupport
import Testing

@testable import StoryflowReader

/// Flow XML kept in `<!--storyflow …-->` comments before storyboard elements: read back onto the element that
/// follows, problems reported at their lines in the storyboard, and comments that precede nothing they describe
/// reported rather than silently dropped.
@Suite struct StoryflowAnnotationTests {
    static let annotated = storyboard(
        initial: "A1b-2c-3d4",
        scenes: """
            <!--storyflow
                <deepLink url="app://items/{item}" scene="B1b-2c-3d4"/>
            -->
            <scene sceneID="s1"><objects>
            <!--storyflow
                <scene id="list"/>
                <result name="picked" type="String" by="row"/>
            -->
            <viewController id="A1b-2c-3d4" sceneMemberID="viewController">
              <view key="view" id="v1"><subviews>
                <!--storyflow
                    <effect value="dismiss"/>
                -->
                <button id="b1"><state key="normal" title="Close"/><connections>
                  <!--storyflow
                      <pass input="item" value="$$5"/>
                      <receive result="saved"/>
                  -->
                  <segue destination="B1b-2c-3d4" kind="show" identifier="Open" id="g1"/>
                </connections></button>
              </subviews></view>
            </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
            <!--storyflow
                <scene id="detail"/>
                <input name="item" type="Int"/>
                <result name="saved"/>
            -->
            <viewController id="B1b-2c-3d4" sceneMemberID="viewController"/>
            </objects></scene>
            """)

    @Test func theCommentsGiveBackWhatOnlyAFlowHolds() throws {
        let result = FlowLoader.load(string: Self.annotated, file: "Main.storyboard")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let document = try #require(result.document)
        #expect(document.scenes.map(\.id) == ["list", "detail"], "the flow's ids come back")
        #expect(document.initialSceneID == "list")
        #expect(document.deepLinks.map(\.sceneID) == ["detail"])
        let list = try #require(document.scene(withID: "list"))
        #expect(list.contract?.results.map(\.name) == ["picked"])
        let button = try #require(list.controls.first)
        #expect(button.effect == .dismiss)
        #expect(button.segue?.destination == "detail")
        #expect(button.segue?.passes.map(\.value?.flowValue) == ["$$5"])
        #expect(button.segue?.contract?.receipts.map(\.result) == ["saved"])
        let detail = try #require(document.scene(withID: "detail"))
        #expect(detail.contract?.inputs.map(\.typeName) == ["Int"])
        #expect(detail.contract?.inputs.first?.location.line == 30, "locations are the storyboard's lines")
    }

    @Test func problemsInACommentAreReportedAtTheirLines() throws {
        let text = storyboard(
            initial: "a",
            scenes: """
                <scene sceneID="s1"><objects>
                <!--storyflow
                    <input nam="x"/>
                    <bogus/>
                -->
                <viewController id="a" sceneMemberID="viewController"/>
                </objects></scene>
                """)
        let diagnostics = FlowLoader.load(string: text, file: "Main.storyboard").diagnostics
        #expect(diagnostics.map(\.rule) == ["missing-attribute", "unknown-attribute", "unknown-element"])
        #expect(diagnostics.map(\.location.line) == [6, 6, 7])
    }

    @Test func aCommentBeforeNothingItDescribesIsReported() throws {
        let text = storyboard(
            initial: "a",
            scenes: """
                <scene sceneID="s1"><objects>
                <viewController id="a" sceneMemberID="viewController">
                <!--storyflow
                    <effect value="pop"/>
                -->
                <view key="view" id="v"/></viewController>
                </objects></scene>
                <!--storyflow
                    <input name="late"/>
                -->
                """)
        let result = FlowLoader.load(string: text, file: "Main.storyboard")
        #expect(result.diagnostics.map(\.rule) == ["unknown-element", "unknown-element"])
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning && $0.message.contains("not right before an element it describes") })
        #expect(result.document?.scenes.first?.contract == nil)
    }

    @Test func twoCommentsBeforeOneElementAddUp() throws {
        let text = storyboard(
            initial: "a",
            scenes: """
                <scene sceneID="s1"><objects>
                <!--storyflow <input name="first"/> -->
                <!--storyflow <input name="second"/> -->
                <viewController id="a" sceneMemberID="viewController"/>
                </objects></scene>
                """)
        let result = FlowLoader.load(string: text, file: "Main.storyboard")
        #expect(result.diagnostics.isEmpty)
        #expect(result.document?.scenes.first?.contract?.inputs.map(\.name) == ["first", "second"])
    }

    @Test func twoScenesCannotTakeOneFlowID() throws {
        let text = storyboard(
            initial: "a",
            scenes: """
                <scene sceneID="s1"><objects>
                <!--storyflow <scene id="same"/> -->
                <viewController id="a" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="s2"><objects>
                <!--storyflow <scene id="same"/> -->
                <viewController id="b" sceneMemberID="viewController"/>
                </objects></scene>
                """)
        let result = FlowLoader.load(string: text, file: "Main.storyboard")
        #expect(result.document?.scenes.map(\.id) == ["same", "b"])
        #expect(result.diagnostics.map(\.rule) == ["duplicate-id"])
    }

    /// A flow id that is already another scene's id, or any other object's id, is refused with what it names.
    @Test(
        arguments: [
            ("b", "another scene's id"),
            ("v1", "already named in this storyboard (an object's id"),
            ("a", nil),
        ] as [(String, String?)])
    func aFlowIDTakenByAnotherObjectIsRefused(flowID: String, refusal: String?) throws {
        let text = storyboard(
            initial: "a",
            scenes: """
                <scene sceneID="s1"><objects>
                <!--storyflow <scene id="\(flowID)"/> -->
                <viewController id="a" sceneMemberID="viewController"><view key="view" id="v1"/></viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                <viewController id="b" sceneMemberID="viewController"/>
                </objects></scene>
                """)
        let result = FlowLoader.load(string: text, file: "Main.storyboard")
        #expect(result.document?.scenes.map(\.id) == ["a", "b"])
        if let refusal {
            #expect(result.diagnostics.map(\.rule) == ["duplicate-id"])
            let message = try #require(result.diagnostics.first?.message)
            #expect(message.contains("the scene id `\(flowID)` this storyflow comment gives is \(refusal)"))
            #expect(message.hasSuffix("the scene keeps the id `a`"))
        } else {
            #expect(result.diagnostics.isEmpty)
        }
    }

    @Test(arguments: ["storyflow:disable unreachable-scene", "storyflowing", "Players", "storyflow", "  storyflowing <scene id=\"x\"/>"])
    func otherCommentsAreNotAnnotations(comment: String) {
        #expect(!StoryflowAnnotation.isAnnotation(comment))
    }
}
