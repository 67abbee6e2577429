import StoryflowRuntime
import StoryflowSession
import Testing

/// A walk (a script or piped input) fails on a step that cannot be done and on UIKit's error, unless a line
/// before the step says it is meant to fail; the session goes on to the end either way. Interactive sessions only
/// report.
@MainActor
struct StrictWalkTests {
    static let flow = """
        <flow version="1" name="Strict" initial="nav">
          <navigationController id="nav"><root scene="home"/></navigationController>
          <viewController id="home" title="Home">
            <navigationItem title="Home"/>
            <button title="Next"><segue id="next" kind="show" destination="next"/></button>
          </viewController>
          <viewController id="next" title="Next"><navigationItem title="Next"/></viewController>
        </flow>
        """

    func walk(_ script: String, strict: Bool = true) throws -> (session: StepperSession, text: String) {
        var text = ""
        let session = StepperSession(application: Application(storyboard: try Storyboard(string: Self.flow)), width: 60) { text += $0 }
        session.isStrict = strict
        session.launch()
        text = ""
        session.run(script: script, named: "walk")
        return (session, text)
    }

    @Test func aStepThatCannotBeDoneFailsTheWalkAndTheWalkGoesOn() throws {
        let (session, text) = try walk("tap Nope\ntap Next\nexpect title Next")
        #expect(session.failures == ["walk:1"])
        #expect(text.contains("> tap Nope\n  FAILED at walk:1: Nothing called 'Nope' to tap. You can tap: 1 Next"))
        #expect(text.contains("ok: title \"Next\""), "the session goes on after a failure")
    }

    @Test func uikitsErrorFailsTheWalk() throws {
        let (session, text) = try walk("perform Nope\nexpect title Home")
        #expect(session.failures == ["walk:1"])
        #expect(text.contains("  error: Receiver (<ViewController#1>) has no segue with identifier 'Nope'\n"))
        #expect(
            text.contains(
                """
                FAILED at walk:1: the step raised an error: Receiver (<ViewController#1>) has no segue with identifier 'Nope' (write 'expect error' before it \
                if it is meant to)
                """
            ))
    }

    @Test func anInteractiveSessionOnlyReports() throws {
        let (session, text) = try walk("tap Nope\nperform Nope", strict: false)
        #expect(session.exitStatus == 0)
        #expect(!text.contains("FAILED"))
        #expect(text.contains("  Nothing called 'Nope' to tap."))
    }

    /// (script, failures): what `expect error` and `expect failure` accept and what they turn into failures.
    nonisolated static let declaredFailures: [(String, [String])] = [
        ("expect error\nperform Nope", []),
        ("expect error has no segue\nperform Nope", []),
        ("expect failure\nperform Nope", []),
        ("expect failure Nothing called\ntap Nope", []),
        ("expect failure\nstack\nexpect title Home\ntap Nope", []),
        ("expect error\ntap Nope", ["walk:2"]),
        ("expect error Could not find\nperform Nope", ["walk:2"]),
        ("expect failure Nothing is numbered\ntap Nope", ["walk:2"]),
        ("expect failure\ntap Next", ["walk:2"]),
        ("expect error\nexpect failure\ntap Nope", ["walk:1"]),
        ("tap Next\nexpect error", ["walk:2"]),
    ]

    @Test(arguments: declaredFailures)
    func aLineBeforeAStepSaysItIsMeantToFail(script: String, failures: [String]) throws {
        let (session, _) = try walk(script)
        #expect(session.failures == failures)
    }

    /// (script, failures) on a flow whose launch raises UIKit's error (a tab names a scene that is not there):
    /// the walk's first line may say so with `expect error` or `expect failure`; otherwise the launch fails it.
    nonisolated static let launchCases: [(String, [String])] = [
        ("expect error \"no scene with id\"\nexpect scene home", []),
        ("# a comment first\nexpect failure\nexpect scene home", []),
        ("expect scene home", ["launch"]),
        ("expect error Nope", ["walk:1"]),
        ("", ["launch"]),
        ("expect error\nrelaunch", ["walk:2"]),
        ("expect error\nexpect error\nrelaunch", []),
    ]

    @Test(arguments: launchCases)
    func aLaunchErrorIsDeclaredByTheWalksFirstLine(script: String, failures: [String]) throws {
        let flow = """
            <flow version="1" name="Launch" initial="tabs">
              <tabBarController id="tabs"><tab scene="home" title="Home"/><tab scene="gone" title="Gone"/></tabBarController>
              <viewController id="home" title="Home"/>
            </flow>
            """
        let session = StepperSession(application: Application(storyboard: try Storyboard(string: flow)), width: 60) { _ in }
        session.isStrict = true
        session.launch()
        session.run(script: script, named: "walk")
        #expect(session.failures == failures)
    }

    @Test func aNumberTapsThatButtonAndATabOfAPresentedTabBarIsSelected() throws {
        let flow = """
            <flow version="1" name="Exact" initial="home">
              <viewController id="home" title="Home">
                <button title="Open"><segue kind="present" destination="a"/></button>
                <button title="Open"><segue kind="present" destination="tabs" presentation="fullScreen"/></button>
              </viewController>
              <viewController id="a" title="A"/>
              <tabBarController id="tabs"><tab scene="one" title="One"/><tab scene="two" title="Two"/></tabBarController>
              <viewController id="one" title="One"/>
              <viewController id="two" title="Two"/>
            </flow>
            """
        let session = StepperSession(application: Application(storyboard: try Storyboard(string: flow)), width: 60) { _ in }
        session.isStrict = true
        session.launch()
        session.run(script: "tap 2\nexpect scene one\ntab Two\nexpect scene two\nexpect tab Two", named: "walk")
        #expect(session.failures.isEmpty, "\(session.failureReports)")
    }

    @Test func theMessagesSayWhatWasMeantAndWhatHappened() throws {
        let (_, succeeded) = try walk("expect failure\ntap Next")
        #expect(succeeded.contains("FAILED at walk:2: expected this step to fail (as walk:1 says), but it succeeded"))
        let (_, wrongText) = try walk("expect error Could not find\nperform Nope")
        #expect(
            wrongText.contains(
                """
                FAILED at walk:2: expected this step to raise an error mentioning \"Could not find\" (as walk:1 says), but it raised: Receiver \
                (<ViewController#1>) has no segue with identifier 'Nope'
                """
            ))
        let (_, dangling) = try walk("expect error")
        #expect(dangling.contains("FAILED at walk:1: 'expect error' is not followed by a step it could be about"))
        let (_, held) = try walk("expect error\nperform Nope")
        #expect(held.contains("ok: the step raised the error it was meant to: Receiver (<ViewController#1>) has no segue with identifier 'Nope'"))
    }
}
