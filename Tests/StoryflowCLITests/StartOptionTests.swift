import Foundation
import StoryflowTestSupport
import Testing

/// `storyflow run --start` and `--quiet`, as a user runs them: starting a storyboard with no initial view
/// controller, and reading a session without scrolling back.
struct StartOptionTests {
    @Test func startAloneListsTheScenes() throws {
        let run = try runStoryflow(["run", "Tests/Fixtures/Storyboards/Catalog.storyboard", "--start"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("Scenes --start can begin at (a scene id or storyboard identifier):\n  tabs  tabBarController\n"))
        #expect(run.output.contains("  list  (storyboard identifier List)  \"List\"  tableViewController\n"))
    }

    @Test func aSceneWithPushingSeguesStartsInANavigationController() throws {
        let run = try runStoryflow(["run", "Tests/Fixtures/Storyboards/Catalog.storyboard", "--start", "List", "--width", "60"], input: "stack\n")
        #expect(run.status == 0)
        #expect(run.output.contains("> (launch at List)"))
        #expect(
            run.output.contains(
                #"note: `ListViewController` "List" (list) has segues that push, so it starts inside a navigation controller, as when it is pushed onto one"#))
        #expect(run.output.contains("NavigationController#1"))
    }

    @Test func aSceneWithoutSuchSeguesStartsOnItsOwn() throws {
        let run = try runStoryflow(["run", "Flows/Ratings.flow.xml", "--start", "gamePicker", "--width", "60"], input: "stack\n")
        // Started on its own, the picker has no presenter to pass its required `game`: the launch says so.
        #expect(run.status == 1)
        #expect(
            run.output.contains(
                """
                error: instantiateViewController(withIdentifier:) at the start showed `gamePicker` without its required input `game`; nothing passes inputs \
                to the first scene
                """
            ))
        #expect(!run.output.contains("navigation controller"))
        #expect(run.output.contains("│  1 Angry Birds"))
    }

    @Test func anUnknownStartIsAnErrorThatSaysHowToList() throws {
        let run = try runStoryflow(["run", "Flows/Ratings.flow.xml", "--start", "nope"])
        #expect(run.status == 2)
        #expect(run.errors == "storyflow: error: Flows/Ratings.flow.xml has no scene with the storyboard identifier or id `nope`; `--start` alone lists them\n")
    }

    @Test func quietPrintsScreensAndErrorsOnly() throws {
        let run = try runStoryflow(["run", "Flows/Ratings.flow.xml", "--quiet", "--width", "60"], input: "tap +\nexpect error\nperform Nope\n")
        #expect(run.status == 0)
        #expect(!run.output.contains("viewDidLoad"))
        #expect(!run.output.contains("prepare("))
        #expect(run.output.contains("error: Receiver"))
        #expect(run.output.contains("Add Player"))
    }
}
