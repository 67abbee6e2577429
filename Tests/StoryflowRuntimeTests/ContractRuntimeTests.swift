import StoryflowModel
import StoryflowRuntime
import Testing

/// Inputs and results at run time: what generic controllers are passed and give back, what an app's controller
/// must pass itself, and the errors when a way in leaves a required input unset.
@MainActor
struct ContractRuntimeTests {
    static let flow = """
        <flow version="1" initial="nav">
          <navigationController id="nav"><root scene="list"/></navigationController>
          <tableViewController id="list" title="List">
            <input name="owner" default="Ann"/>
            <navigationItem>
              <barButton system="add">
                <segue id="add" kind="present" destination="editorNav">
                  <pass input="mode" value="add"/>
                  <receive result="saved"/><receive result="cancelled"/>
                </segue>
              </barButton>
              <barButton placement="left" title="Bare"><segue id="bare" kind="show" destination="detail"/></barButton>
            </navigationItem>
            <tableView content="prototypes">
              <prototype reuseIdentifier="Cell" style="subtitle">
                <segue id="open" kind="show" destination="detail">
                  <pass input="item" value="$row"/>
                  <pass input="note" value="$row.detail"/>
                  <pass input="owner" value="$input.owner"/>
                </segue>
              </prototype>
              <samples><row text="Milk" detail="2 l"/></samples>
            </tableView>
          </tableViewController>
          <viewController id="detail" title="Detail">
            <input name="item"/>
            <input name="note" required="false"/>
            <input name="owner" required="false"/>
            <result name="cancelled"/>
          </viewController>
          <navigationController id="editorNav"><root scene="editor"/></navigationController>
          <viewController id="editor" title="Editor">
            <input name="mode" type="enum(add,edit)"/>
            <result name="saved" by="save"/>
            <result name="cancelled"/>
            <navigationItem>
              <barButton placement="left" system="cancel" effect="dismiss"/>
              <barButton placement="right" system="save" action="save" effect="dismiss"/>
            </navigationItem>
          </viewController>
        </flow>
        """

    @Test func aGenericSourcePassesTextTheTappedRowAndItsOwnInput() throws {
        let app = try launched(Self.flow)
        let events = try app.tapRow(IndexPath(row: 0, section: 0))
        #expect(
            trace(events, [.input]) == [
                "input ViewController#1 \"Milk\"", "input ViewController#1 \"2 l\"", "input ViewController#1 \"Ann\"",
            ])
        #expect(events.filter { $0.event == .input }.compactMap(\.method) == ["item", "note", "owner"])
        let detail = try #require(app.topViewController)
        #expect(detail.input("item") == "Milk" && detail.input("note") == "2 l" && detail.input("owner") == "Ann")
        #expect(
            app.screen.topLayer?.body.controls.compactMap(\.text) == ["item: Milk", "note: 2 l", "owner: Ann"], "after the scene's own controls (it has none)")
    }

    @Test func aWayInWithoutARequiredInputIsAnErrorNamingTheSegue() throws {
        let app = try launched(Self.flow)
        let events = try app.tapBarButton("Bare")
        let errors = events.filter { $0.event == .error }.compactMap(\.message)
        #expect(
            errors == [
                """
                segue `bare` showed `detail` without its required input `item`; pass it in the presenter's prepare(for:sender:) with setInput(_:to:) (or, \
                from a scene with no class, with a <pass> that has a value)
                """
            ])
        #expect(app.topViewController?.scene?.id == "detail", "the session goes on: the scene is shown")
    }

    @Test func theProducerGivesBackItsResultAndLeavingWithoutOneIsCancelled() throws {
        let app = try launched(Self.flow)
        try app.tapBarButton("+")
        #expect(app.topViewController?.input("mode") == "add")
        let saved = try app.tapBarButton("Save")
        #expect(saved.filter { $0.event == .result }.compactMap(\.method) == ["saved"], "saved, and no cancelled on the dismissal after it")
        try app.tapBarButton("+")
        let cancelled = try app.tapBarButton("Cancel")
        #expect(cancelled.filter { $0.event == .result }.compactMap(\.method) == ["cancelled"])
        try app.tapRow(IndexPath(row: 0, section: 0))
        let popped = try app.back()
        #expect(popped.filter { $0.event == .result }.compactMap(\.method) == ["cancelled"], "the back button gives back cancelled too")
    }

    /// An app's controller that passes nothing: the flow's <pass> is a promise its code breaks.
    final class ForgetfulListController: TableViewController {}
    /// An app's controller that passes what the flow says, and one it does not declare.
    final class DutifulListController: TableViewController {
        override func prepare(for segue: StoryboardSegue, sender: Any?) {
            segue.destination.setInput("item", to: "Bread")
            segue.destination.setInput("colour", to: "red")
            segue.destination.deliverResult("nothing")
        }
    }

    @Test func anAppsControllerMustPassTheInputsItself() throws {
        let forgetful = Self.flow.replacingOccurrences(
            of: "<tableViewController id=\"list\" title=\"List\">", with: "<tableViewController id=\"list\" class=\"ForgetfulListController\" title=\"List\">")
        let app = try launched(forgetful, registry: registry(of: ForgetfulListController.self))
        let events = try app.tapRow(IndexPath(row: 0, section: 0))
        #expect(events.filter { $0.event == .input }.isEmpty, "the flow's <pass> values are the app's to pass")
        #expect(events.contains { $0.event == .error && $0.message?.hasPrefix("segue `open` showed `detail` without its required input `item`") == true })

        let dutiful = Self.flow.replacingOccurrences(
            of: "<tableViewController id=\"list\" title=\"List\">", with: "<tableViewController id=\"list\" class=\"DutifulListController\" title=\"List\">")
        let other = try launched(dutiful, registry: registry(of: DutifulListController.self))
        let passed = try other.tapRow(IndexPath(row: 0, section: 0))
        #expect(other.topViewController?.input("item") == "Bread")
        #expect(
            passed.filter { $0.event == .error }.compactMap(\.message) == [
                "scene `detail` declares no input `colour`; declare <input name=\"colour\"/> on it",
                "scene `detail` gives back no result `nothing` (it declares `cancelled`); declare <result name=\"nothing\"/> on it",
            ])
    }

    @Test func theInputLinesDoNotShiftWhatATapReaches() throws {
        let flow = navigationFlow(
            root: "list",
            """
            <viewController id="list">
              <button title="Go"><segue kind="show" destination="detail"><pass input="item" value="Milk"/></segue></button>
            </viewController>
            <viewController id="detail">
              <input name="item"/>
              <button title="One" action="one"/>
              <button title="Two" action="two"/>
            </viewController>
            """)
        let app = try launched(flow)
        try app.tapButton("Go")
        #expect(app.screen.topLayer?.body.controls.compactMap(\.text) == ["One", "Two", "item: Milk"])
        let events = try app.tapButton("Two")
        #expect(events.filter { $0.event == .action }.compactMap(\.method) == ["two"])
    }

    @Test func aSceneWithoutAContractTakesAnyInputAsStoryboardScenesDo() throws {
        let app = try launched(navigationFlow(root: "home", "<viewController id=\"home\"/>"))
        let home = try #require(app.topViewController)
        app.perform { home.setInput("anything", to: "x") }
        #expect(home.input("anything") == "x")
    }
}
