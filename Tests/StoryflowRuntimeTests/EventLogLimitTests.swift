import StoryflowRuntime
import Testing

/// A long session keeps its last events, not its whole history; what the app's live instances are never depends
/// on how many events are kept.
@MainActor
struct EventLogLimitTests {
    @Test func theLogKeepsAtMostTwiceItsLimitAndAtLeastTheLimit() {
        let log = EventLog()
        log.retainedEventLimit = 100
        var seen = 0
        log.addObserver { _ in seen += 1 }
        for index in 1...10_000 {
            log.record(Event(.log, message: "\(index)"))
            #expect(log.events.count <= 200)
            #expect(log.events.count >= min(index, 100))
        }
        #expect(seen == 10_000)
        #expect(log.events.last?.seq == 10_000)
        #expect(log.events(after: 9_990).map(\.seq) == Array(9_991...10_000))
    }

    @Test func controlCharactersInJSONLinesAreEscaped() {
        let log = EventLog()
        log.record(Event(.log, message: "\u{1B}]0;x\u{07}\u{9B}\u{202E}"))
        #expect(log.jsonLines == #"{"seq":1,"event":"log","message":"\u001b]0;x\u0007\u009b\u202e"}"# + "\n")
    }

    @Test func liveInstancesFollowInitAndDeinitWhateverIsKept() throws {
        let (app, _) = try launchSample()
        app.log.retainedEventLimit = 1
        for _ in 0..<20 {
            try app.tapBarButton("+")
            try app.tapBarButton("Cancel")
        }
        let live = app.log.liveInstances.map(\.name)
        #expect(live.contains("TableViewController#1"))
        #expect(live.filter { $0.hasPrefix("TableViewController") } == ["TableViewController#1"], "every form was released")
        #expect(app.log.liveInstances.first { $0.name == "TableViewController#1" }?.isViewLoaded == true)
        #expect(app.log.events.count <= 2)
    }
}
