import StoryflowRuntime
import StoryflowSession
import Testing

/// Events print one per line, in words close to UIKit's method names; runs of table calls share a line.
struct EventFormatterTests {
    @Test func segueStepsNameTheSegueAndBothEnds() {
        let prepare = Event(.prepare, segue: "AddPlayer", kind: "present", source: "PlayersViewController#1", destination: "NavigationController#2")
        #expect(EventFormatter.line(for: prepare) == "prepare(for: AddPlayer) PlayersViewController#1 → NavigationController#2")
        #expect(EventFormatter.line(for: Event(.`init`, instance: "PlayerDetailsViewController#1")) == "init PlayerDetailsViewController#1")
        #expect(
            EventFormatter.line(for: Event(.error, message: "Receiver (<A#1>) has no segue with identifier 'X'"))
                == "error: Receiver (<A#1>) has no segue with identifier 'X'")
    }

    @Test func consecutiveTableCallsOfOneMethodShareALine() {
        let events = [
            Event(.dataSource, instance: "T#1", method: "tableView(_:cellForRowAt:)", message: "[0, 0]"),
            Event(.dataSource, instance: "T#1", method: "tableView(_:cellForRowAt:)", message: "[0, 1]"),
            Event(.dataSource, instance: "T#2", method: "tableView(_:cellForRowAt:)", message: "[0, 0]"),
            Event(.viewDidAppear, instance: "T#2"),
        ]
        #expect(
            EventFormatter.lines(for: events) == [
                "T#1 tableView(_:cellForRowAt:) [0, 0] [0, 1]",
                "T#2 tableView(_:cellForRowAt:) [0, 0]",
                "viewDidAppear T#2",
            ])
    }
}
