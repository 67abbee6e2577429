import StoryflowRuntime
import StoryflowSession
import Testing

/// Commands a session answers without a script: laziness, the hierarchy, alerts, mistakes.
@MainActor
struct SessionTests {
    final class Transcript {
        var text = ""
    }

    func session(_ flow: String, rows: Int = 12) throws -> (StepperSession, Transcript) {
        let transcript = Transcript()
        let storyboard = try Storyboard(string: flow)
        let session = StepperSession(application: Application(storyboard: storyboard, visibleRowCount: rows), width: 60) { transcript.text += $0 }
        session.launch()
        transcript.text = ""
        return (session, transcript)
    }

    static let askFlow = """
        <flow version="1" name="Ask" initial="nav">
          <navigationController id="nav"><root scene="home"/></navigationController>
          <viewController id="home" title="Home">
            <navigationItem title="Home">
              <barButton placement="right" system="done" action="finish"/>
            </navigationItem>
            <button title="Ask"><segue id="ask" kind="present" destination="question"/></button>
          </viewController>
          <alertController id="question" title="Sure?" style="alert">
            <action title="No" style="cancel"/>
            <action title="Yes"/>
          </alertController>
          <viewController id="never" storyboardIdentifier="never"/>
        </flow>
        """

    @Test func scenesShowsOnlyWhatWasInstantiated() throws {
        let (session, transcript) = try session(Self.askFlow)
        session.execute("scenes", echo: false)
        #expect(
            transcript.text == """
                  nav       NavigationController#1
                  home      ViewController#1
                  question  — not instantiated
                  never     — not instantiated
                  2 live instances of 4 scenes

                """)
    }

    @Test func alertsAreChosenByNumberOrTitleAndTheSessionGoesOnAfterMistakes() throws {
        let (session, transcript) = try session(Self.askFlow)
        session.execute("choose Yes", echo: false)
        #expect(transcript.text.hasPrefix("  No alert or action sheet is showing. You can tap: 1 Ask"))
        session.execute("tap Ask", echo: false)
        #expect(transcript.text.contains("present ViewController#1 → AlertController#1"))
        session.execute("tap Ask", echo: false)
        #expect(transcript.text.contains("an alert is showing; choose one of its actions first"))
        transcript.text = ""
        session.execute("stack", echo: false)
        #expect(transcript.text.contains("AlertController#1 [question] (presented"))
        session.execute("choose 2", echo: false)
        #expect(transcript.text.contains("action AlertController#1 alertAction (Yes)"))
        #expect(transcript.text.contains("deinit AlertController#1"))
        #expect(session.exitStatus == 0)
    }

    @Test func doneOutsideEditingTapsTheDoneButton() throws {
        let (session, transcript) = try session(Self.askFlow)
        session.execute("done", echo: false)
        #expect(transcript.text.hasPrefix("  action ViewController#1 finish (effect: none)"))
    }

    @Test func eventsListsTheMostRecentWithTheirNumbers() throws {
        let (session, transcript) = try session(Self.askFlow)
        session.execute("events 2", echo: false)
        let seq = session.application.log.lastSeq
        #expect(transcript.text == "  \(seq - 1) viewDidAppear NavigationController#1\n  \(seq) viewDidAppear ViewController#1\n")
    }

    @Test func anUnparseableScriptLineFailsTheRunButATypedOneDoesNot() throws {
        let (session, transcript) = try session(Self.askFlow)
        session.execute("tapp Ask", echo: false)
        #expect(transcript.text.contains("Unknown command 'tapp'. Did you mean 'tap'?"))
        #expect(session.exitStatus == 0)
        session.run(script: "expect title Home\ntapp Ask\n", named: "walk")
        #expect(transcript.text.contains("walk:2: Unknown command 'tapp'"))
        #expect(session.exitStatus == 1)
    }
}
