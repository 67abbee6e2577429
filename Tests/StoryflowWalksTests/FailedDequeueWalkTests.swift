import StoryflowReader
import StoryflowWalks
import Testing

/// A sample row dequeued by a reuse identifier no prototype of its table has makes UIKit raise "unable to dequeue
/// a cell with identifier …" as the row comes into view: walks neither show it nor scroll to it, say why, and the
/// walks they do take pass when run.
@MainActor
struct FailedDequeueWalkTests {
    /// A list whose rows lead to a detail, and a bar button to a table whose third sample row names no prototype.
    static let flow = """
        <flow version="1" initial="nav">
          <navigationController id="nav"><root scene="list"/></navigationController>
          <tableViewController id="list" title="List">
            <navigationItem title="List">
              <barButton placement="right" title="Broken"><segue id="toBroken" kind="show" destination="broken"/></barButton>
            </navigationItem>
            <tableView content="prototypes">
              <prototype reuseIdentifier="Cell" style="basic"><segue id="toDetail" kind="show" destination="detail"/></prototype>
              <samples><row text="Milk"/><row text="Bread"/></samples>
            </tableView>
          </tableViewController>
          <tableViewController id="broken" title="Broken">
            <tableView content="prototypes">
              <prototype reuseIdentifier="Cell" style="basic"/>
              <samples><row text="One"/><row text="Two"/><row prototype="Celll" text="Three"/></samples>
            </tableView>
          </tableViewController>
          <viewController id="detail" title="Detail"/>
        </flow>
        """

    @Test func aSegueToAScreenWhoseRowCannotBeDequeuedIsNotWalked() throws {
        let (plan, script) = try StrictReplay.plan(Self.flow)
        #expect(plan.unwalkableSegueCount == 1, "\(plan.unwalkable)")
        #expect(
            plan.unwalkable.contains {
                $0.contains("segue `toBroken`") && $0.contains("sample row at line 15 by a reuse identifier no prototype of its table has")
            })
        #expect(plan.unwalkable.contains { $0.contains("unable to dequeue a cell with identifier Celll - must register a nib or a class") })
        #expect(script.contains("expect scene detail") && !script.contains("expect scene broken"))
        #expect(try StrictReplay.failures(of: script, on: Self.flow).isEmpty)
    }

    /// Sixteen rows: the one whose segue a walk fires is below the first screenful, so the walk scrolls to it,
    /// which dequeues every row it brings into view.
    static func scrolling(failingRowFirst: Bool) -> String {
        let plain = (1...13).map { "<row prototype=\"Plain\" text=\"Row \($0)\"/>" }.joined()
        let failing = "<row prototype=\"Missing\" text=\"Lost\"/>"
        let target = "<row prototype=\"Next\" text=\"Go\"/>"
        return """
            <flow version="1" initial="nav">
              <navigationController id="nav"><root scene="list"/></navigationController>
              <tableViewController id="list" title="List">
                <tableView content="prototypes">
                  <prototype reuseIdentifier="Plain" style="basic"/>
                  <prototype reuseIdentifier="Next" style="basic"><segue id="next" kind="show" destination="detail"/></prototype>
                  <samples>\(plain)\(failingRowFirst ? failing + target : target + failing)<row prototype="Plain" text="End"/></samples>
                </tableView>
              </tableViewController>
              <viewController id="detail" title="Detail"/>
            </flow>
            """
    }

    @Test func aRowIsNotScrolledToPastARowThatCannotBeDequeued() throws {
        let flow = Self.scrolling(failingRowFirst: true)
        let (plan, script) = try StrictReplay.plan(flow)
        #expect(
            plan.unwalkable.contains {
                $0.contains("scrolling to its row: scene `list` dequeues its sample row") && $0.contains("identifier Missing - must register")
            })
        #expect(!script.contains("scroll down"))
        #expect(try StrictReplay.failures(of: script, on: flow).isEmpty)
    }

    @Test func aRowScrolledToBeforeARowThatCannotBeDequeuedIsWalked() throws {
        let flow = Self.scrolling(failingRowFirst: false)
        let (plan, script) = try StrictReplay.plan(flow)
        #expect(plan.unwalkableSegueCount == 0, "\(plan.unwalkable)")
        #expect(script.contains("scroll down 2") && script.contains("expect scene detail"))
        #expect(try StrictReplay.failures(of: script, on: flow).isEmpty)
    }

    @Test func aLaunchScreenThatRaisesStartsNoWalk() throws {
        // Without the check, a walk would launch and tap Next.
        let flow = """
            <flow version="1" initial="nav">
              <navigationController id="nav"><root scene="list"/></navigationController>
              <tableViewController id="list">
                <navigationItem title="List">
                  <barButton placement="right" title="Next"><segue id="next" kind="show" destination="detail"/></barButton>
                </navigationItem>
                <tableView content="prototypes"><samples><row text="Milk"/></samples></tableView>
              </tableViewController>
              <viewController id="detail" title="Detail"/>
            </flow>
            """
        let (plan, _) = try StrictReplay.plan(flow)
        #expect(plan.walks.isEmpty)
        #expect(
            plan.unwalkable.contains {
                $0.contains("showing the initial scene raises UIKit's error: scene `list` dequeues its sample row at line 7 by an empty reuse identifier")
            })
    }

    @Test func aDeepLinkWhoseRouteShowsATabThatRaisesStartsNoWalk() throws {
        let flow = """
            <flow version="1" initial="tabs">
              <tabBarController id="tabs"><tab scene="first"/><tab scene="second"/></tabBarController>
              <viewController id="first" title="First"/>
              <tableViewController id="second" title="Second">
                <navigationItem title="Second">
                  <barButton placement="right" title="Next"><segue id="next" kind="present" destination="detail"/></barButton>
                </navigationItem>
                <tableView content="prototypes">
                  <prototype reuseIdentifier="Cell" style="basic"/>
                  <samples><row prototype="Other" text="Milk"/></samples>
                </tableView>
              </tableViewController>
              <viewController id="detail" title="Detail"/>
              <deepLink url="app://detail" scene="detail"/>
            </flow>
            """
        let document = try #require(FlowLoader.load(string: flow, file: "Test.flow.xml").document)
        let plan = WalkPlan(document: document, strategy: .segues, start: .deepLink("app://detail"))
        #expect(plan.walks.isEmpty)
        #expect(plan.unwalkable.contains { $0.contains("the deep link's route shows a tab that raises UIKit's error: scene `second`") })
    }

    @Test func aTabWhoseScreenRaisesIsNotSelected() throws {
        let flow = """
            <flow version="1" initial="tabs">
              <tabBarController id="tabs"><tab scene="first"/><tab scene="second"/><tab scene="third"/></tabBarController>
              <viewController id="first" title="First"/>
              <tableViewController id="second" title="Second">
                <tableView content="prototypes">
                  <prototype reuseIdentifier="Cell" style="basic"/>
                  <samples><row prototype="Other" text="Milk"/></samples>
                </tableView>
              </tableViewController>
              <viewController id="third" title="Third"/>
            </flow>
            """
        let (_, script) = try StrictReplay.plan(flow)
        #expect(script.contains("tab Third") && !script.contains("tab Second"))
        #expect(try StrictReplay.failures(of: script, on: flow).isEmpty)
    }
}
