import StoryflowRuntime
import Testing

@MainActor
struct EventLogTests {
    @Test func eventsAreNumberedAndWrittenAsJSONLines() {
        let log = EventLog()
        log.record(Event(.`init`, scene: "players", className: "PlayersViewController", instance: "PlayersViewController#1"))
        log.record(Event(.log, message: "say \"hi\"\n\\ ✅"))
        #expect(
            log.jsonLines == """
                {"seq":1,"event":"init","scene":"players","class":"PlayersViewController","instance":"PlayersViewController#1"}
                {"seq":2,"event":"log","message":"say \\"hi\\"\\n\\\\ ✅"}

                """)
    }

    @Test func observersSeeEveryEventInOrder() throws {
        let (app, _) = try launchSample()
        var seen: [Int] = []
        let token = app.log.addObserver { seen.append($0.seq) }
        let events = try app.tapBarButton("+")
        #expect(seen == events.map(\.seq))
        #expect(seen == Array(seen.first!...seen.last!))
        app.log.removeObserver(token)
        try app.tapBarButton("Cancel")
        #expect(seen.count == events.count)
    }

    @Test func everyInitHasAMatchingDeinitOnceReleased() throws {
        let (app, _) = try launchSample()
        try app.tapBarButton("+")
        try app.tapRow(IndexPath(row: 0, section: 0))
        try app.back()
        try app.tapBarButton("Cancel")
        let created = Set(app.log.events.filter { $0.event == .`init` }.compactMap(\.instance))
        let released = Set(app.log.events.filter { $0.event == .deinit }.compactMap(\.instance))
        #expect(created.subtracting(released) == ["TabBarController#1", "NavigationController#1", "TableViewController#1", "ViewController#1"])
        #expect(released == ["NavigationController#2", "TableViewController#2", "ViewController#2"])
    }
}

@MainActor
struct EventStreamTests {
    @Test func theStreamDeliversLaterEvents() async {
        let log = EventLog()
        let stream = log.stream()
        log.record(Event(.log, message: "one"))
        log.record(Event(.log, message: "two"))
        var received: [String?] = []
        for await event in stream {
            received.append(event.message)
            if received.count == 2 { break }
        }
        #expect(received == ["one", "two"])
    }
}
