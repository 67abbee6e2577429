import Foundation
import StoryflowTestSupport
import Testing

/// `storyflow paths --start` and `--open`, a storyboard without an initial scene, and `storyflow run` telling
/// where a storyboard without one can start.
struct PathsStartTests {
    /// A storyboard code enters: a sign-in scene made by its Storyboard ID, which presents the home scene.
    static let codeEntered = storyboard(
        initial: nil,
        scenes: [
            storyboardScene(
                holding: """
                    <viewController storyboardIdentifier="SignIn" id="sign-in" title="Sign In" sceneMemberID="viewController">
                      <view key="view" id="v1"><subviews>
                        <button id="b1"><state key="normal" title="Go"/>
                          <connections><segue destination="home" kind="presentation" id="s1"/></connections>
                        </button>
                      </subviews></view>
                    </viewController>
                    """),
            storyboardScene(holding: #"<viewController id="home" title="Home" sceneMemberID="viewController"/>"#),
        ].joined(separator: "\n"))

    @Test func walksOfAStoryboardWithoutAnInitialSceneStartWhereCodeDoesAndPass() throws {
        let scratch = try Scratch()
        let path = try scratch.write(Self.codeEntered, to: "SignIn.storyboard")
        let run = try runStoryflow(["paths", path, "-o", scratch.file("walks")])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("they show 2 scenes"))
        let walk = try runStoryflow(["run", path, "--script", scratch.file("walks/01-Sign_In.walk")])
        #expect(walk.status == 0, "\(walk.output)")
        #expect(walk.output.contains("the walk starts at `SignIn` as code would, so the launch's error is not judged"))
    }

    @Test func startAndOpenChooseWhereEveryWalkStarts() throws {
        let scratch = try Scratch()
        let started = try runStoryflow(["paths", "Flows/Ratings.flow.xml", "--start", "playerDetails", "--strategy", "scenes"])
        #expect(started.status == 0)
        #expect(started.output.contains("\nopen playerDetails\n"))
        #expect(!started.output.contains("relaunch"))
        let walks = try scratch.write(started.output, to: "started.walk")
        #expect(try runStoryflow(["run", "Flows/Ratings.flow.xml", "--script", walks]).status == 0, "the walks pass")
        let needsInput = try runStoryflow(["paths", "Flows/Ratings.flow.xml", "--start", "gamePicker"])
        #expect(needsInput.status == 2)
        #expect(needsInput.errors.contains("started on its own it would have no value for its required input `game`"))
        let opened = try runStoryflow(["paths", "Flows/Ratings.flow.xml", "--open", "ratings://players/new"])
        #expect(opened.status == 0)
        #expect(opened.output.contains("\nopen ratings://players/new\nexpect scene playerDetails\n"))
        let openedWalks = try scratch.write(opened.output, to: "opened.walk")
        #expect(try runStoryflow(["run", "Flows/Ratings.flow.xml", "--script", openedWalks]).status == 0, "the walks pass")
        let both = try runStoryflow(["paths", "Flows/Ratings.flow.xml", "--start", "players", "--open", "ratings://players/new"])
        #expect(both.status == 2)
        #expect(both.errors.contains("--start and --open each say where walks start: give one of them."))
        let unknown = try runStoryflow(["paths", "Flows/Ratings.flow.xml", "--start", "nowhere"])
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("no walk can start at `nowhere`: no scene has the storyboard identifier or id `nowhere`"))
    }

    @Test func withNowhereToStartPathsAndRunSayWhichStartsExist() throws {
        let scratch = try Scratch()
        let path = try scratch.write(
            storyboard(initial: nil, scenes: storyboardScene(holding: #"<viewController id="lonely" sceneMemberID="viewController"/>"#)),
            to: "Lonely.storyboard")
        let paths = try runStoryflow(["paths", path])
        #expect(paths.status == 2)
        #expect(paths.errors.contains("name a scene to start at with `storyflow paths --start ID` (`lonely`;"))
        let run = try runStoryflow(["run", path, "--width", "60"], input: "")
        #expect(
            run.output.contains(
                """
                This storyboard has no initial view controller (Is Initial View Controller, in the Attributes inspector): start at a scene with \
                `open ID` here or `storyflow run --start ID` (`lonely`; `--start` alone lists them all)
                """))
    }

    @Test func aDeepLinkStartIsRefusedWhenTheLaunchRaises() throws {
        let scratch = try Scratch()
        let path = try scratch.write(
            """
            <flow version="1" initial="outer">
              <navigationController id="outer"><root scene="inner"/></navigationController>
              <navigationController id="inner"><root scene="home"/></navigationController>
              <viewController id="home"/>
              <deepLink url="app://home" scene="home"/>
            </flow>
            """, to: "Raising.flow.xml")
        let run = try runStoryflow(["paths", path, "--open", "app://home"])
        #expect(run.status == 2)
        #expect(run.errors.contains("launching it raises an error, and a deep link opens from the launch: Pushing a navigation controller is not supported"))
    }

    @Test func aFileWithErrorsThatDoNotStopItRunsAndSaysSo() throws {
        let scratch = try Scratch()
        let text = storyboard(
            initial: "a",
            scenes: storyboardScene(
                holding: """
                    <viewController id="a" title="Home" sceneMemberID="viewController">
                      <connections><outlet property="gone" destination="nowhere" id="o"/></connections>
                    </viewController>
                    """
            ))
        let path = try scratch.write(text, to: "Dangling.storyboard")
        let run = try runStoryflow(["run", path], input: "")
        #expect(run.status == 0)
        #expect(run.output.contains("the file has 1 error that does not stop it running: line "))
        #expect(run.output.contains("outlet `gone` refers to `nowhere`"))
        #expect(run.output.contains("viewDidAppear ViewController#1"), "the scene shows")
    }
}
