import StoryflowModel
import StoryflowReader
import Testing

@testable import StoryflowWalks

/// The planner's in-place reads of a scene answer as reading the scene copied out of the document does, for every
/// scene and for the generic navigation controller a scene started on its own is shown in (`genericNavigation`,
/// one past the document's scenes).
@Suite struct FlowScenesTests {
    static let flow = """
        <flow version="1" name="Reads" initial="nav">
          <navigationController id="nav" navigationBarHidden="true"><root scene="list"/></navigationController>
          <navigationController id="shown"><root scene="detail"/></navigationController>
          <tableViewController id="list" title="List">
            <navigationItem title="Items" backButtonTitle="All">
              <barButton placement="right" system="add"><segue kind="present" destination="sheet"/></barButton>
            </navigationItem>
            <tableView content="static"><section><cell text="One"/></section></tableView>
          </tableViewController>
          <viewController id="detail" title="Detail"/>
          <alertController id="sheet" title="Share" style="actionSheet">
            <action title="Share" style="default"/>
            <action title="Cancel" style="cancel"/>
          </alertController>
        </flow>
        """

    @Test func inPlaceReadsAnswerAsTheSceneCopiedOut() throws {
        let document = try #require(FlowLoader.load(string: Self.flow, file: "Reads.flow.xml").document)
        let scenes = FlowScenes(document)
        #expect(scenes.genericNavigation == document.scenes.count)
        for index in 0...scenes.genericNavigation {
            let copied = scenes[index]
            #expect(scenes.hidesNavigationBar(index) == (copied.isNavigationBarHidden == true), "scene \(index)")
            #expect(scenes.navigationItem(of: index) == copied.navigationItem, "scene \(index)")
            #expect(scenes.alert(of: index) == copied.alert, "scene \(index)")
            #expect(scenes.kind(of: index) == copied.kind, "scene \(index)")
            #expect(scenes.withScene(index) { $0.title } == copied.title, "scene \(index)")
            #expect(scenes.withScene(index) { $0.withTableView(\.sections) } == copied.tableView?.sections, "scene \(index)")
        }
        // The flow holds what each read is for, so the loop above compares something besides nils.
        #expect(scenes.hidesNavigationBar(try #require(scenes.index(of: "nav"))))
        #expect(!scenes.hidesNavigationBar(try #require(scenes.index(of: "shown"))))
        #expect(scenes.navigationItem(of: try #require(scenes.index(of: "list")))?.backButtonTitle == "All")
        #expect(scenes.alert(of: try #require(scenes.index(of: "sheet")))?.style == .actionSheet)
        #expect(scenes.kind(of: scenes.genericNavigation) == .navigationController)
    }
}
