import StoryflowRuntime
import StoryflowSession
import StoryflowTestSupport
import StoryflowWalks
import Testing

/// Property: on any flow, every walk `paths` generates passes when run strictly. Checked on flows made from fixed
/// seeds, with the containers, segue kinds, triggers, alerts and unwinds the planner models, mixed at random.
@MainActor
struct RandomFlowWalkTests {
    /// A flow of content scenes s0..., some in navigation controllers, a tab bar at the root sometimes, with
    /// segues of every kind the planner models between them.
    static func flow(seed: UInt64) -> String {
        var random = SplitMix64(seed: seed)
        let count = 4 + random.below(6)
        let kinds = ["show", "show", "present", "popover", "unwind", "manual"]
        let styles = ["", "", " presentation=\"fullScreen\"", " presentation=\"formSheet\""]
        var scenes: [String] = []
        var navigations: [String] = []
        var actions: Set<Int> = []
        for index in 0..<count where random.chance(40) { actions.insert(index) }
        for index in 0..<count {
            var body = ""
            if actions.contains(index) { body += #"<unwindAction name="to\#(index)"/>"# }
            var item = ""
            var controls = ""
            var footer = ""
            var cells = ""
            var manual = ""
            for number in 0..<(1 + random.below(3)) {
                let kind = kinds[random.below(kinds.count)]
                let target = random.below(count)
                let segue: String
                switch kind {
                case "unwind": segue = #"<segue kind="unwind" action="to\#(actions.randomElement(using: &random) ?? random.below(count))"/>"#
                case "manual":
                    manual += #"<segue id="m\#(index)x\#(number)" kind="show" destination="s\#(target)"/>"#
                    continue
                case "present": segue = #"<segue kind="present" destination="s\#(target)"\#(styles[random.below(styles.count)])/>"#
                default: segue = #"<segue kind="\#(kind)" destination="s\#(target)"/>"#
                }
                switch random.below(3) {
                case 0: item += #"<barButton placement="right" title="Go\#(number)">\#(segue)</barButton>"#
                case 1: cells += #"<cell style="basic" text="Row \#(number)">\#(segue)</cell>"#
                default:
                    let title = random.chance(30) ? "Same" : "Button \(number)"
                    // Written after the table, a button is drawn (and numbered) below its rows.
                    if random.chance(30) {
                        footer += #"<button title="\#(title)">\#(segue)</button>"#
                    } else {
                        controls += #"<button title="\#(title)">\#(segue)</button>"#
                    }
                }
            }
            if random.chance(25) { controls += #"<button title="Ask"><segue kind="present" destination="alert\#(index)"/></button>"# }
            if !item.isEmpty || random.chance(50) { body += #"<navigationItem title="Scene \#(index)">\#(item)</navigationItem>"# }
            body += controls
            let table = cells.isEmpty ? "" : #"<tableView content="static"><section>\#(cells)</section></tableView>"#
            // A table in a plain view controller at times: the buttons after it are then the view's, under the table.
            let element = table.isEmpty || random.chance(30) ? "viewController" : "tableViewController"
            scenes.append(#"<\#(element) id="s\#(index)" title="Scene \#(index)">\#(body)\#(table)\#(footer)\#(manual)</\#(element)>"#)
            if controls.contains("alert\(index)") {
                let target = random.below(count)
                scenes.append(
                    #"""
                    <alertController id="alert\#(index)" title="Alert \#(index)" style="\#(random.chance(50) ? "alert" : "actionSheet")"><action \#
                    title="Cancel" style="cancel"/><action title="Go"><segue kind="\#(random.chance(50) ? "show" : "present")" \#
                    destination="s\#(target)"/></action></alertController>
                    """#
                )
            }
            if random.chance(40) { navigations.append(#"<navigationController id="n\#(index)"><root scene="s\#(index)"/></navigationController>"#) }
        }
        let rootNavigation = #"<navigationController id="rootNav"><root scene="s0"/></navigationController>"#
        let initial: String
        var containers = [rootNavigation]
        if count > 2, random.chance(40) {
            containers.append(#"<tabBarController id="tabs"><tab scene="rootNav" title="One"/><tab scene="s1" title="Two"/></tabBarController>"#)
            initial = "tabs"
        } else {
            initial = "rootNav"
        }
        return #"<flow version="1" name="Random" initial="\#(initial)">"# + (containers + navigations + scenes).joined(separator: "\n") + "</flow>"
    }

    @Test func generatedWalksPassOnRandomFlows() throws {
        var ran = 0, steps = 0
        for seed in 0..<150 {
            let text = Self.flow(seed: UInt64(seed) &* 7919)
            // Flows `run` refuses, or whose launch raises an error, get no walks (`paths` refuses them too).
            guard let storyboard = try? Storyboard(string: text),
                !Application(storyboard: try Storyboard(string: text)).launch().contains(where: { $0.event == .error })
            else { continue }
            for strategy in WalkStrategy.allCases {
                let plan = WalkPlan(document: storyboard.document, strategy: strategy)
                let session = StepperSession(application: Application(storyboard: try Storyboard(string: text)), width: 80) { _ in }
                session.isStrict = true
                session.launch()
                session.run(script: WalkScripts.combined(plan, heading: []), named: "generated")
                #expect(session.failures.isEmpty, "seed \(seed), \(strategy): \(session.failureReports.prefix(2))\n\(text)")
                ran += 1
                steps += plan.walks.reduce(0) { $0 + $1.stepCount }
            }
        }
        #expect(ran > 200, "most random flows run")
        #expect(steps > 1_000, "the walks do something")
    }
}

extension Set where Element == Int {
    fileprivate func randomElement(using random: inout SplitMix64) -> Int? {
        guard !isEmpty else { return nil }
        return sorted()[random.below(count)]
    }
}
