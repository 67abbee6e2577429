import StoryflowTestSupport

/// Random flows from fixed seeds for the agreement property: content scenes in navigation controllers, a tab
/// bar and a split view at times, segues of every kind a gesture fires (show, legacy push, present, popover,
/// showDetail, unwind) to content scenes and to containers (a second tab bar controller holding a navigation
/// controller among them, so one is pushed onto a stack at times), navigation controllers as other navigation
/// controllers' roots, scenes embedded in container views (with segues and unwinds of their own), and scenes
/// only code reaches through their storyboard identifier. Every segue has an identifier, so a test can perform
/// it from code.
struct RandomFlow {
    /// The flow's text.
    let text: String

    init(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let count = 4 + random.below(6)
        var containers: [String] = [#"<navigationController id="rootNav"><root scene="s0"/></navigationController>"#]
        var containerIDs = ["rootNav"]
        for index in 1..<count where random.chance(35) {
            containers.append(#"<navigationController id="n\#(index)"><root scene="s\#(index)"/></navigationController>"#)
            containerIDs.append("n\(index)")
        }
        if random.chance(10), containerIDs.count > 1 {
            containers.append(#"<navigationController id="wrapped"><root scene="\#(containerIDs[1])"/></navigationController>"#)
            containerIDs.append("wrapped")
        }
        let hasSplit = count > 3 && random.chance(30)
        if hasSplit {
            // The primary column holds a navigation controller at times, as master-detail apps do.
            let master = containerIDs.contains("n2") && random.chance(50) ? "n2" : "s2"
            containers.append(#"<splitViewController id="split"><master scene="\#(master)"/><detail scene="s3"/></splitViewController>"#)
            containerIDs.append("split")
        }
        if count > 4, random.chance(30) {
            let held = containerIDs.first { $0.hasPrefix("n") } ?? "s4"
            containers.append(#"<tabBarController id="moreTabs"><tab scene="\#(held)" title="Held"/><tab scene="s4" title="Four"/></tabBarController>"#)
            containerIDs.append("moreTabs")
        }
        var initial = "rootNav"
        if random.chance(40) {
            let second = hasSplit && random.chance(50) ? "split" : "s1"
            containers.append(#"<tabBarController id="tabs"><tab scene="rootNav" title="One"/><tab scene="\#(second)" title="Two"/></tabBarController>"#)
            initial = "tabs"
        } else if hasSplit, random.chance(30) {
            initial = "split"
        }
        var actions: [Int] = []
        for index in 0..<count where random.chance(40) { actions.append(index) }
        let kinds = ["show", "show", "show", "push", "present", "popover", "showDetail", "unwind"]
        var scenes: [String] = []
        var segueNumber = 0
        func segue(_ random: inout SplitMix64) -> String {
            segueNumber += 1
            let kind = random.element(of: kinds)
            let destination = random.chance(25) ? random.element(of: containerIDs) : "s\(random.below(count))"
            return kind == "unwind"
                ? #"<segue id="g\#(segueNumber)" kind="unwind" action="to\#(actions.isEmpty ? 0 : random.element(of: actions))"/>"#
                : #"<segue id="g\#(segueNumber)" kind="\#(kind)" destination="\#(destination)"/>"#
        }
        for index in 0..<count {
            var body = actions.contains(index) ? #"<unwindAction name="to\#(index)"/>"# : ""
            var manual = ""
            for _ in 0..<(1 + random.below(3)) {
                let made = segue(&random)
                if random.chance(20) { manual += made } else { body += #"<button title="B\#(segueNumber)">\#(made)</button>"# }
            }
            if random.chance(20) {
                // Child scenes in container views, each with a button of its own (an unwind at times), taking an
                // unwind action at times (so the host's other child, or the child's own child, may take it).
                for child in ["c", "d"] where child == "c" || random.chance(30) {
                    body += #"<containerView><segue kind="embed" destination="\#(child)\#(index)"/></containerView>"#
                    let made = segue(&random)
                    let taken = !actions.isEmpty && random.chance(40) ? #"<unwindAction name="to\#(random.element(of: actions))"/>"# : ""
                    let grandchild = random.chance(20) ? #"<containerView><segue kind="embed" destination="g\#(child)\#(index)"/></containerView>"# : ""
                    scenes.append(
                        #"<viewController id="\#(child)\#(index)">\#(taken)<button title="C\#(segueNumber)">\#(made)</button>\#(grandchild)</viewController>"#)
                    if !grandchild.isEmpty {
                        let held = actions.isEmpty ? "" : #"<unwindAction name="to\#(random.element(of: actions))"/>"#
                        scenes.append(#"<viewController id="g\#(child)\#(index)">\#(held)</viewController>"#)
                    }
                }
            }
            let identifier = random.chance(20) ? #" storyboardIdentifier="S\#(index)""# : ""
            scenes.append(#"<viewController id="s\#(index)" title="Scene \#(index)"\#(identifier)>\#(body)\#(manual)</viewController>"#)
        }
        text = #"<flow version="1" name="Random" initial="\#(initial)">"# + (containers + scenes).joined(separator: "\n") + "</flow>"
    }
}
