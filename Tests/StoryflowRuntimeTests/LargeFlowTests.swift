import StoryflowRuntime
import Testing

/// A running flow's memory grows with the scenes instantiated, not with the flow's size, and a gesture's events
/// are found as fast late in a long session as early.
@MainActor
struct LargeFlowTests {
    /// A tab bar of three navigation stacks over 10,000 scenes, each list pushing the next one.
    private static let flow: String = {
        var text = """
            <flow version="1" initial="tabs">
              <tabBarController id="tabs">
                <tab scene="nav0" title="A"/><tab scene="nav1" title="B"/><tab scene="nav2" title="C"/>
              </tabBarController>

            """
        for tab in 0..<3 {
            text += "<navigationController id=\"nav\(tab)\"><root scene=\"s\(tab)\"/></navigationController>\n"
        }
        for scene in 0..<10_000 {
            text += "<viewController id=\"s\(scene)\" title=\"Scene \(scene)\">"
            if scene + 3 < 10_000 { text += "<button title=\"Next\"><segue kind=\"show\" destination=\"s\(scene + 3)\"/></button>" }
            text += "</viewController>\n"
        }
        return text + "</flow>"
    }()

    /// Instances created and not yet released, from the event log.
    private func liveInstances(_ app: Application) -> Set<String> {
        var live = Set<String>()
        for event in app.log.events {
            guard let instance = event.instance else { continue }
            if event.event == .`init` { live.insert(instance) }
            if event.event == .deinit { live.remove(instance) }
        }
        return live
    }

    @Test func launchInstantiatesOnlyWhatTheInitialContainersHold() throws {
        let app = Application(storyboard: try Storyboard(string: Self.flow))
        app.launch()
        #expect(app.storyboard.document.scenes.count == 10_004)
        // The tab bar, its three navigation controllers and their three roots.
        #expect(liveInstances(app).count == 7)

        try app.tapButton("Next")
        #expect(liveInstances(app).count == 8)
        try app.back()
        #expect(liveInstances(app).count == 7)
    }

    @Test func aGesturesEventsAreThoseAfterItsStartLateInALongSession() throws {
        let app = Application(storyboard: try Storyboard(string: Self.flow))
        app.launch()
        for _ in 0..<200 {
            let before = app.log.lastSeq
            let push = try app.tapButton("Next")
            #expect(push.first?.seq == before + 1)
            #expect(push.last?.seq == app.log.lastSeq)
            #expect(push.contains { $0.event == .`init` })
            let pop = try app.back()
            #expect(pop.contains { $0.event == .deinit })
            #expect(pop.first?.seq == push.last.map { $0.seq + 1 })
        }
        #expect(app.log.events(after: app.log.lastSeq).isEmpty)
        #expect(app.log.events(after: 0).count == app.log.events.count)
    }
}
