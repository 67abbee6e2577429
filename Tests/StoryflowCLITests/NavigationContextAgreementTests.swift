import Foundation
import StoryflowTestSupport
import Testing

/// `show-without-navigation-controller` and `storyflow run` agree on which scenes have a navigation controller:
/// for each shape of containers, the rule reports a show segue exactly when running it does not push. `check`
/// judges containers as the flow lays them out, as they run on an iPad, so the walks run there.
struct NavigationContextAgreementTests {
    /// Flows whose scene `first` has a show segue on its Open button, in different containers.
    static let shapes: [(name: String, containers: String, initial: String)] = [
        (
            "nav → tab bar → scene",
            #"""
            <navigationController id="nav"><root scene="tabs"/></navigationController><tabBarController id="tabs"><tab scene="first" \#
            title="First"/></tabBarController>
            """#,
            "nav"
        ),
        ("tab bar → scene", #"<tabBarController id="tabs"><tab scene="first" title="First"/></tabBarController>"#, "tabs"),
        (
            "tab bar → nav → scene",
            #"""
            <tabBarController id="tabs"><tab scene="nav" title="First"/></tabBarController><navigationController id="nav"><root \#
            scene="first"/></navigationController>
            """#,
            "tabs"
        ),
        (
            "nav → tab bar → tab bar → scene",
            #"""
            <navigationController id="nav"><root scene="outer"/></navigationController><tabBarController id="outer"><tab scene="inner" \#
            title="Outer"/></tabBarController><tabBarController id="inner"><tab scene="first" title="First"/></tabBarController>
            """#,
            "nav"
        ),
        (
            "split → tab bar → scene",
            #"""
            <splitViewController id="split"><master scene="side"/><detail scene="tabs"/></splitViewController><viewController id="side"/><tabBarController \#
            id="tabs"><tab scene="first" title="First"/></tabBarController>
            """#,
            "split"
        ),
        ("scene alone", "", "first"),
        (
            "nav → scene presenting the scene",
            #"""
            <navigationController id="nav"><root scene="home"/></navigationController><viewController id="home" title="Home"><button title="Go"><segue \#
            kind="present" destination="first"/></button></viewController>
            """#,
            "nav"
        ),
    ]

    @Test(arguments: shapes.map(\.name))
    func theRuleReportsAShowSegueExactlyWhenRunningItDoesNotPush(shape: String) throws {
        let (_, containers, initial) = try #require(Self.shapes.first { $0.name == shape })
        let scratch = try Scratch()
        let flow = try scratch.write(
            """
            <flow version="1" name="Shape" initial="\(initial)">
              \(containers)
              <viewController id="first" title="First"><button title="Open"><segue kind="show" destination="detail"/></button></viewController>
              <viewController id="detail" title="Detail"/>
            </flow>
            """, to: "shape.flow.xml")
        let check = try runStoryflow(["check", "--format", "json", flow])
        let reported = check.output.contains("show-without-navigation-controller")
        let walk = (initial == "nav" && containers.contains("home") ? "tap Go\n" : "") + "tap Open\nstack\n"
        let run = try runStoryflow(["run", flow, "--device", "ipad", "--script", try scratch.write(walk, to: "open.walk")])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let pushed = run.output.contains("[detail] (pushed)")
        #expect(
            reported != pushed,
            "check \(reported ? "reports" : "does not report") the show segue, and run \(pushed ? "pushes" : "does not push") it:\n\(run.output)")
    }
}
