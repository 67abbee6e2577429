import StoryflowModel
import StoryflowReader
import StoryflowRuntime
import Testing

/// Containers that hold themselves, or nest without end, are refused: `run` will not load a relationship cycle,
/// and the runtime itself never recurses without a bound, whatever document it is given.
@MainActor
struct NestingLimitTests {
    func errors(_ events: [Event]) -> [String] { events.filter { $0.event == .error }.compactMap(\.message) }

    /// A document read without the checks `Storyboard(string:)` runs, as a caller of `Storyboard(document:)` has.
    func document(_ text: String) throws -> FlowDocument {
        try #require(FlowLoader.load(string: text).document)
    }

    @Test(arguments: [
        #"<navigationController id="a"><root scene="a"/></navigationController>"#,
        #"<tabBarController id="a"><tab scene="a" title="A"/></tabBarController>"#,
        #"<splitViewController id="a"><master scene="a"/><detail scene="v"/></splitViewController><viewController id="v"/>"#,
        #"<navigationController id="a"><root scene="b"/></navigationController><tabBarController id="b"><tab scene="a" title="A"/></tabBarController>"#,
    ])
    func loadingACycleIsRefusedWithTheRulesDiagnostic(scenes: String) {
        let text = #"<flow version="1" initial="a">"# + scenes + "</flow>"
        let error = #expect(throws: StoryboardLoadError.self) { try Storyboard(string: text) }
        #expect(error?.diagnostics.map(\.rule).contains("relationship-cycle") == true)
    }

    @Test func aCycleGivenDirectlyIsCutWithAnError() throws {
        let storyboard = Storyboard(
            document: try document(
                #"""
                <flow version="1" initial="a"><tabBarController id="a"><tab scene="b" title="B"/></tabBarController><tabBarController id="b"><tab scene="a" \#
                title="A"/></tabBarController></flow>
                """#
            ))
        let controller = try #require(storyboard.instantiateInitialViewController())
        #expect(controller.children.count == 1)
        #expect(controller.children.first?.children.isEmpty == true)
        #expect(
            errors(storyboard.log.events) == [
                "`b` holds `a`, which already holds `b`: a container cannot contain itself, so this child is left out (relationship-cycle)"
            ])
    }

    @Test func aChainDeeperThanTheLimitStopsWithAnError() throws {
        let depth = Storyboard.maximumNestingDepth * 4
        var text = #"<flow version="1" initial="n0">"#
        // Tab bar controllers may hold one another (a navigation controller may not be another's root).
        for level in 0..<depth { text += #"<tabBarController id="n\#(level)"><tab scene="n\#(level + 1)" title="T"/></tabBarController>"# }
        text += #"<viewController id="n\#(depth)"/></flow>"#
        let storyboard = Storyboard(document: try document(text))
        var controller = try #require(storyboard.instantiateInitialViewController())
        var levels = 1
        while let child = controller.children.first {
            controller = child
            levels += 1
        }
        #expect(levels == Storyboard.maximumNestingDepth)
        #expect(errors(storyboard.log.events).count == 1)
        #expect(errors(storyboard.log.events).first?.contains("more than \(Storyboard.maximumNestingDepth) containers deep") == true)
    }

    @Test func embedsAndRelationshipsCountTogetherTowardsTheLimit() throws {
        let embeds = 40
        var text = #"<flow version="1" initial="e0">"#
        for level in 0..<embeds {
            text += #"<viewController id="e\#(level)"><containerView><segue kind="embed" destination="e\#(level + 1)"/></containerView></viewController>"#
        }
        text += #"<navigationController id="e\#(embeds)"><root scene="n0"/></navigationController>"#
        for level in 0..<100 { text += #"<tabBarController id="n\#(level)"><tab scene="n\#(level + 1)" title="T"/></tabBarController>"# }
        text += #"<viewController id="n100"/></flow>"#
        let app = Application(storyboard: Storyboard(document: try document(text)))
        let events = app.launch()
        var deepest = 0
        var pending = [(try #require(app.rootViewController), 1)]
        while let (controller, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            pending += controller.children.map { ($0, depth + 1) }
        }
        #expect(deepest <= Storyboard.maximumNestingDepth + 1)
        #expect(errors(events).contains { $0.contains("more than \(Storyboard.maximumNestingDepth) containers deep") })
    }

    @Test func anEmbedCycleIsNotPerformed() throws {
        let storyboard = try Storyboard(
            string:
                #"""
                <flow version="1" initial="a"><viewController id="a"><containerView><segue kind="embed" \#
                destination="b"/></containerView></viewController><viewController id="b"><containerView><segue kind="embed" \#
                destination="a"/></containerView></viewController></flow>
                """#
        )
        let app = Application(storyboard: storyboard)
        let events = app.launch()
        #expect(
            errors(events) == [
                "`b` embeds `a`, which already holds it: a container cannot contain itself, so the embed segue is not performed"
            ])
        #expect(app.screen.layers.count == 1)
    }
}
