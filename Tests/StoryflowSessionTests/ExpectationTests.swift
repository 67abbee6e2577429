import StoryflowRuntime
import StoryflowSession
import Testing

/// Every `expect` a walk can write, holding on a flow built for them and failing with a message that shows what was
/// expected and what was there.
@MainActor
struct ExpectationTests {
    static let flow = """
        <flow version="1" name="Walks" initial="tabs">
          <tabBarController id="tabs">
            <tab scene="nav" title="Lists"/>
            <tab scene="settings" title="Settings"/>
          </tabBarController>
          <navigationController id="nav"><root scene="lists"/></navigationController>
          <tableViewController id="lists" title="Lists">
            <navigationItem title="Lists"/>
            <tableView style="grouped" content="static">
              <section header="Open">
                <cell style="basic" text="Groceries"><segue id="open" kind="show" destination="list"/></cell>
                <cell style="basic" text="Chores"/>
              </section>
              <section header="Archived">
                <cell style="basic" text="Taxes"/>
              </section>
            </tableView>
          </tableViewController>
          <viewController id="list" title="Groceries">
            <navigationItem title="Groceries"/>
            <button title="Remove"><segue kind="present" destination="confirm"/></button>
          </viewController>
          <alertController id="confirm" title="Remove?" style="alert">
            <action title="Cancel" style="cancel"/>
          </alertController>
          <viewController id="settings" title="Settings">
            <textField outlet="nameField" placeholder="Name"/>
            <switch outlet="syncSwitch" title="Sync"/>
          </viewController>
        </flow>
        """

    /// Runs `script` as `storyflow run --script walk` does and returns the session and its outcome lines (the
    /// transcript's `ok:` and `FAILED` notes).
    func walk(_ script: String) throws -> (session: StepperSession, outcomes: [String]) {
        var text = ""
        let session = StepperSession(application: Application(storyboard: try Storyboard(string: Self.flow)), width: 60) { text += $0 }
        session.isStrict = true
        session.launch()
        session.run(script: script, named: "walk")
        let outcomes = text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("  ok:") || $0.hasPrefix("  FAILED") }
        return (session, outcomes.map { String($0.dropFirst(2)) })
    }

    @Test func everyExpectationHoldsWhereTheScreenAgrees() throws {
        let (session, outcomes) = try walk(
            """
            expect tab Lists
            expect rows 3
            expect rows 2 in section 1
            expect rows 1 in section Archived
            expect stack lists
            tap Groceries
            expect events prepare viewDidAppear
            expect no error
            expect stack lists list
            tap Remove
            expect alert Remove?
            expect alert
            choose Cancel
            tab Settings
            expect tab Settings
            type Ann into nameField
            expect field nameField Ann
            expect field Name Ann
            expect switch syncSwitch off
            toggle syncSwitch
            expect switch Sync on
            """)
        #expect(session.exitStatus == 0)
        #expect(
            outcomes == [
                "ok: tab \"Lists\"", "ok: rows 3", "ok: rows 2 in section 1", "ok: rows 1 in section \"Archived\"", "ok: stack lists",
                "ok: events prepare viewDidAppear", "ok: no error", "ok: stack lists list", "ok: alert \"Remove?\"", "ok: alert",
                "ok: tab \"Settings\"", "ok: field \"nameField\" \"Ann\"", "ok: field \"Name\" \"Ann\"", "ok: switch \"syncSwitch\" off",
                "ok: switch \"Sync\" on",
            ])
    }

    @Test func eachFailureShowsWhatWasExpectedAndWhatWasThere() throws {
        let (session, outcomes) = try walk(
            """
            expect tab Settings
            expect rows 4
            expect rows 2 in section 3
            expect rows 1 in section Closed
            expect rows 5 in section Open
            expect stack lists list
            expect alert
            tap Groceries
            expect events viewDidAppear prepare
            expect events bogus
            tap Remove
            expect alert Delete?
            choose Cancel
            tab Settings
            expect field nameField Ann
            expect switch syncSwitch on
            expect switch nothing on
            expect stack settings
            """)
        #expect(session.exitStatus == 1)
        #expect(
            session.failures == [
                "walk:1", "walk:2", "walk:3", "walk:4", "walk:5", "walk:6", "walk:7", "walk:9", "walk:10", "walk:12", "walk:15", "walk:16", "walk:17",
                "walk:18",
            ])
        let expected = [
            "FAILED at walk:1: expected tab \"Settings\" to be selected, but the selected tab is 1, \"Lists\"",
            "FAILED at walk:2: expected 4 rows, but the table has 3",
            "FAILED at walk:3: expected 2 rows in section 3, but the table has 2 sections (numbered from 1)",
            "FAILED at walk:4: expected 1 row in section \"Closed\", but the headers on screen are \"Open\", \"Archived\"",
            "FAILED at walk:5: expected 5 rows in section \"Open\", but it has 2",
            "FAILED at walk:6: expected the navigation stack lists list, but it is lists",
            "FAILED at walk:7: expected alert, but no alert or action sheet is showing",
            """
            FAILED at walk:9: expected events viewDidAppear prepare in this order from the previous command (prepare is missing after the ones before it); \
            its events were: shouldPerformSegue init prepare perform push viewDidLoad viewWillDisappear viewWillAppear runLoopTurn viewDidDisappear \
            viewDidAppear
            """,
            "FAILED at walk:10: there is no event called \"bogus\"; events are:",
            "FAILED at walk:12: expected alert \"Delete?\", but the alert on screen has \"Remove?\"",
            "FAILED at walk:15: expected the field \"nameField\" to hold \"Ann\", but it holds \"\"",
            "FAILED at walk:16: expected the switch \"syncSwitch\" to be on, but it is off",
            "FAILED at walk:17: expected the switch \"nothing\" to be on. Nothing called 'nothing' as a switch.",
            "FAILED at walk:18: expected the navigation stack settings, but the top scene is in no navigation controller",
        ]
        #expect(outcomes.count == expected.count)
        for (outcome, start) in zip(outcomes, expected) { #expect(outcome.hasPrefix(start)) }
    }

    @Test func tabsByNumberAndAnAlertOverAFailedCheckAreSaid() throws {
        let (_, outcomes) = try walk("expect tab 1\nexpect tab 2\ntap Groceries\ntap Remove\nexpect scene confirm")
        #expect(
            outcomes == [
                "ok: tab 1",
                "FAILED at walk:2: expected tab 2 to be selected, but the selected tab is 1, \"Lists\"",
                "FAILED at walk:5: expected scene confirm, but the scene on top is list (an alert \"Remove?\" is showing: expect alert checks it)",
            ])
    }

    @Test func aFieldAndASwitchInATableCellAreFoundAsTypeAndToggleFindThem() throws {
        let flow = """
            <flow version="1" name="Cells" initial="form">
              <tableViewController id="form" title="Form">
                <tableView content="static"><section>
                  <cell style="custom"><textField outlet="nameField" placeholder="Name"/></cell>
                  <cell style="custom"><switch outlet="doneSwitch" title="Done"/></cell>
                </section></tableView>
              </tableViewController>
            </flow>
            """
        let session = StepperSession(application: Application(storyboard: try Storyboard(string: flow)), width: 60) { _ in }
        session.isStrict = true
        session.launch()
        session.run(script: "type Ann into nameField\nexpect field nameField Ann\ntoggle doneSwitch\nexpect switch doneSwitch on", named: "walk")
        #expect(session.failures.isEmpty, "\(session.failureReports)")
    }

    @Test func rowsWithoutATableAndAFieldOffScreenSaySo() throws {
        let (_, outcomes) = try walk("tab Settings\nexpect rows 1\ntab Lists\nexpect field nameField Ann")
        #expect(outcomes.count == 2)
        #expect(outcomes.first == "FAILED at walk:2: expected 1 row, but there is no table on screen")
        #expect(
            outcomes.last?.hasPrefix("FAILED at walk:4: expected the field \"nameField\" to hold \"Ann\". Nothing called 'nameField' as a text field.") == true)
    }
}
