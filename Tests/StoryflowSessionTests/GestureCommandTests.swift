import StoryflowRuntime
import StoryflowScreen
import StoryflowSemantics
import StoryflowSession
import StoryflowTestSupport
import Testing

/// The gestures a person has on a device and the commands code has: swiping a sheet down, firing a manual segue,
/// typing like a keyboard, emptying a field; bar buttons in every split view column; leading swipe actions on
/// the leading edge; row numbers that stay put when the table scrolls.
@MainActor
struct GestureCommandTests {
    final class Transcript {
        var text = ""
    }

    func session(_ flow: String, rows: Int = 12, width: Int = 60, device: Device = .default) throws -> (StepperSession, Transcript) {
        let transcript = Transcript()
        let application = Application(storyboard: try Storyboard(string: flow), visibleRowCount: rows, device: device)
        let session = StepperSession(application: application, width: width) {
            transcript.text += $0
        }
        session.launch()
        transcript.text = ""
        return (session, transcript)
    }

    static let sheets = """
        <flow version="1" initial="nav">
          <navigationController id="nav"><root scene="home"/></navigationController>
          <viewController id="home" title="Home">
            <button title="Sheet"><segue id="sheet" kind="present" presentation="pageSheet" destination="form"/></button>
            <button title="Full"><segue id="full" kind="present" presentation="fullScreen" destination="form"/></button>
            <segue id="Manual" kind="show" destination="next"/>
          </viewController>
          <viewController id="form" title="Form">
            <textField outlet="name" placeholder="Name"/>
            <button title="Done" effect="dismiss"/>
          </viewController>
          <viewController id="next" title="Next"/>
        </flow>
        """

    @Test func aPageSheetCanBeSwipedDownAndAFullScreenOneCannot() throws {
        let (session, transcript) = try session(Self.sheets)
        session.execute("tap Sheet")
        transcript.text = ""
        session.execute("dismiss")
        #expect(transcript.text.contains("note: swiped down: interactive dismissal of the pageSheet presentation"))
        #expect(session.application.screen.layers.count == 1)
        session.execute("tap Full")
        transcript.text = ""
        session.execute("dismiss")
        #expect(transcript.text.contains("a fullScreen presentation cannot be swiped down (only sheets and popovers can); use its own Cancel or Done button"))
        #expect(session.application.screen.layers.count == 2, "the session goes on with the presentation still up")
    }

    @Test func isModalInPresentationRefusesTheSwipe() throws {
        let (session, transcript) = try session(Self.sheets)
        session.execute("tap Sheet")
        session.application.topViewController?.isModalInPresentation = true
        transcript.text = ""
        session.execute("dismiss")
        #expect(transcript.text.contains("has isModalInPresentation set, so UIKit does not let the sheet be swiped down"))
        #expect(session.application.screen.layers.count == 2)
    }

    @Test func anActionWithNoCodeOnASheetPointsToDismiss() throws {
        let transcript = Transcript()
        let storyboard = try Storyboard(contentsOf: Repository.path("Tests/Fixtures/Storyboards/Ratings.storyboard"))
        let session = StepperSession(application: Application(storyboard: storyboard), width: 60) { transcript.text += $0 }
        session.launch()
        session.execute("tap +")
        transcript.text = ""
        session.execute("tap Done")
        #expect(
            transcript.text.contains(
                "note: `done` is an action in the app's code, which is not here, so nothing happens; swipe the sheet down with `dismiss`\n"))
        session.execute("dismiss")
        #expect(session.application.screen.layers.count == 1)
    }

    @Test func aSwipeWithNoActionsAndTypingWithNoFieldAreExplained() throws {
        let (session, transcript) = try session(Self.longList)
        session.execute("swipe right 1")
        #expect(transcript.text.contains("note: row [0, 0] has no leading swipe actions; it springs back"))
        transcript.text = ""
        session.execute("type abc")
        #expect(transcript.text.contains("There is no text field on screen. You can tap: "))
    }

    @Test func nothingPresentedIsSaid() throws {
        let (session, transcript) = try session(Self.sheets)
        session.execute("dismiss")
        #expect(transcript.text.contains("nothing is presented, so there is no sheet to swipe down"))
    }

    @Test func performFiresAManualSegueAndAnUnknownOneGetsUIKitsError() throws {
        let (session, transcript) = try session(Self.sheets)
        session.execute("perform Manual")
        #expect(transcript.text.contains("perform Manual (show)"))
        #expect(session.application.screen.topLayer?.navigationBar?.title == "Next")
        transcript.text = ""
        session.execute("perform Nope")
        #expect(transcript.text.contains("error: Receiver (<ViewController#2>) has no segue with identifier 'Nope'"))
    }

    @Test func typeAppendsAsAKeyboardDoesAndClearEmptiesTheField() throws {
        let (session, _) = try session(Self.sheets)
        session.execute("tap Sheet")
        session.execute("type Bill into name")
        session.execute("type \" Evans\" into name")
        #expect(session.application.topViewController?.outlet("name", as: TextField.self)?.text == "Bill Evans")
        session.execute("clear name")
        #expect(session.application.topViewController?.outlet("name", as: TextField.self)?.text == "")
    }

    static let split = """
        <flow version="1" initial="split">
          <splitViewController id="split"><master scene="masterNav"/><detail scene="detail"/></splitViewController>
          <navigationController id="masterNav"><root scene="master"/></navigationController>
          <viewController id="master" title="Master">
            <navigationItem title="Master">
              <barButton placement="left" title="Info"><segue kind="present" destination="info"/></barButton>
            </navigationItem>
          </viewController>
          <viewController id="detail" title="Detail"/>
          <viewController id="info" title="Info"><button title="Close" effect="dismiss"/></viewController>
        </flow>
        """

    @Test func aBarButtonOfThePrimaryColumnIsTappable() throws {
        let (session, transcript) = try session(Self.split, device: .ipad)
        session.execute("tap Info")
        #expect(!transcript.text.contains("no bar button"))
        #expect(session.application.screen.layers.count == 2)
    }

    @Test func aRowOfTheSecondColumnIsTappedInItsOwnTable() throws {
        let (session, transcript) = try session(TableSampleFlows.twoTables, width: 100, device: .ipad)
        func selected(column: Int) -> [Bool] {
            session.application.screen.layers[0].columns[column].body.table?.sections[0].rows.map(\.isSelected) ?? []
        }
        session.execute("tap 3")
        #expect(!transcript.text.contains("no row"), "\(transcript.text)")
        #expect(selected(column: 1) == [true, false] && selected(column: 0) == [false, false])
        session.execute("tap Lunch?")
        #expect(selected(column: 1) == [false, true] && selected(column: 0) == [false, false])
    }

    static let longList = """
        <flow version="1" initial="list">
          <tableViewController id="list" title="List">
            <tableView content="prototypes"><prototype reuseIdentifier="Row" style="basic"/>
              <samples>\((1...20).map { "<row text=\"Item \($0)\"/>" }.joined())</samples>
            </tableView>
          </tableViewController>
        </flow>
        """

    @Test func scrollingNeverRenumbersARowThatStaysOnScreen() throws {
        let (session, transcript) = try session(Self.longList, rows: 5)
        session.execute("tap 4")
        #expect(transcript.text.contains("│ ▸4 Item 4"))
        session.execute("scroll down 2")
        transcript.text = ""
        session.execute("expect row 4 \"Item 4\"")
        #expect(transcript.text.contains("ok: row 4"))
        session.execute("tap 7")
        #expect(transcript.text.contains("▸7 Item 7"))
        session.execute("scroll down 100")
        #expect(transcript.text.contains("20 Item 20"))
        #expect(session.exitStatus == 0)
    }

    @Test func eventDetailCanBeTurnedDownToASummaryOrOff() throws {
        let (session, transcript) = try session(Self.sheets)
        session.execute("events summary")
        transcript.text = ""
        session.execute("tap Sheet", echo: false)
        let summary = transcript.text.split(separator: "\n").filter { !$0.hasPrefix("┌") && !$0.hasPrefix("│") && !$0.hasPrefix("└") && !$0.hasPrefix("├") }
        #expect(summary == ["  perform sheet (present) ViewController#1 → ViewController#2 · present ViewController#1 → ViewController#2 (pageSheet)"])
        session.execute("events off")
        transcript.text = ""
        session.execute("perform Nope", echo: false)
        #expect(transcript.text.hasPrefix("  error: Receiver"), "errors show in every mode")
        transcript.text = ""
        session.execute("tap Done", echo: false)
        #expect(transcript.text.hasPrefix("┌"), "off: only the screen")
    }

    @Test func controlsWithoutAnOutletAreReachedByTheirCaptionOrPlaceholder() throws {
        let flow = """
            <flow version="1" initial="a">
              <viewController id="a" title="A">
                <switch title="Wifi" action="wifiChanged"/>
                <textField placeholder="Name" action="nameChanged"/>
                <textField placeholder="Other"/>
              </viewController>
            </flow>
            """
        let (session, transcript) = try session(flow)
        session.execute("toggle Wifi")
        #expect(transcript.text.contains("action ViewController#1 wifiChanged"))
        session.execute("type Ann into Name")
        session.execute("type x into Other")
        #expect(transcript.text.contains("action ViewController#1 nameChanged (editing ended)"))
        #expect(!transcript.text.contains("has no outlet"))
    }

    static let sharedNames = """
        <flow version="1" initial="host">
          <viewController id="host" title="Host">
            <textField outlet="note"/>
            <textField placeholder="note"/>
            <switch title="Alerts"/>
            <switch title="Alerts"/>
            <containerView><segue kind="embed" destination="child"/></containerView>
          </viewController>
          <viewController id="child" title="Child">
            <textField outlet="inner"/>
            <switch outlet="inner"/>
          </viewController>
        </flow>
        """

    @Test func aNumberReachesTheControlDrawnBesideItWhenOthersShareItsName() throws {
        let (session, transcript) = try session(Self.sharedNames)
        session.execute("type x into 2")
        session.execute("toggle 4")
        // The embedded scene's field and switch, which the host's own lookup by name does not reach.
        session.execute("type y into 5")
        session.execute("toggle 6")
        #expect(!transcript.text.contains("error"), "\(transcript.text)")
        let host = try #require(session.application.screen.topLayer?.body.controls)
        #expect(host.map(\.text) == ["", "x", "Alerts", "Alerts", nil])
        #expect(host.map(\.isOn) == [false, false, false, true, false])
        let child = try #require(host.last?.embedded.first?.body.controls)
        #expect(child.map(\.text) == ["y", nil])
        #expect(child.map(\.isOn) == [false, true])
        // A name still reaches the control it names: the outlet first.
        session.execute("clear 2")
        session.execute("type z into note")
        #expect(try #require(session.application.screen.topLayer?.body.controls).map(\.text).prefix(2) == ["z", ""])
    }

    @Test func aRowNumberReachesTheControlInThatRow() throws {
        let (session, transcript) = try session(TableSampleFlows.sameNamesInCells)
        session.execute("type a into 2")
        session.execute("toggle 4")
        // A name reaches the first control with it, in screen order.
        session.execute("type z into nm")
        #expect(!transcript.text.contains("FAILED") && !transcript.text.contains("error"), "\(transcript.text)")
        let rows = try #require(session.application.screen.topLayer?.body.table?.sections.first?.rows)
        #expect(rows.map { $0.subviews.first?.text } == ["z", "a", "On", "On"])
        #expect(rows.map { $0.subviews.first?.isOn } == [false, false, false, true])
    }
}
