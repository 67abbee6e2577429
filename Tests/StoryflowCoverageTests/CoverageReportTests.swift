import StoryflowCoverage
import StoryflowModel
import StoryflowReader
import Testing

/// The report `storyflow coverage` makes of a record, and its formats.
struct CoverageReportTests {
    static let flow = """
        <flow version="1" initial="nav">
          <navigationController id="nav"><root scene="home"/></navigationController>
          <viewController id="home" title="Home">
            <button title="Open"><segue id="open" kind="show" destination="detail"/></button>
            <button title="About"><segue kind="present" destination="about"/></button>
          </viewController>
          <viewController id="detail" title="Detail"/>
          <viewController id="about" title="About"/>
          <viewController id="orphan" title="Orphan"/>
        </flow>
        """

    /// The report when the scenes `scenes` were shown and the segues with the identifiers `segues` ran, once each.
    func report(scenes: [String], segues: [String] = []) throws -> CoverageReport {
        let document = try #require(FlowLoader.load(string: Self.flow).document)
        var coverage = CoverageRecord.FileCoverage()
        coverage.runs = 1
        for scene in scenes { coverage.scenes[scene] = 1 }
        for segue in document.scenes.flatMap(\.segues) where segues.contains(segue.identifier ?? "") {
            coverage.segues["\(segue.location.line):\(segue.location.column)"] = 1
        }
        return CoverageReport(document: document, file: "App.flow.xml", coverage: coverage)
    }

    @Test func everySceneAndSegueIsListedWithItsHits() throws {
        let report = try report(scenes: ["nav", "home", "detail"], segues: ["open"])
        #expect(report.scenes.map(\.sceneID) == ["home", "detail", "about", "orphan"], "scenes a person sees: the navigation controller is not one")
        #expect(report.scenes.map(\.hits) == [1, 1, 0, 0])
        #expect(report.segues.map(\.name) == ["open", "present"])
        #expect(report.segues.map(\.hits) == [1, 0])
        #expect(report.sceneTally.covered == 2 && report.sceneTally.total == 4)
    }

    @Test func eachGapSaysWhyNoWalkCoversItOrWhichWalkDoes() throws {
        let report = try report(scenes: ["nav", "home"])
        let about = try #require(report.scenes.first { $0.sceneID == "about" })
        #expect(about.unwalkable == nil)
        #expect(about.walk?.isEmpty == false, "the walk that shows it")
        let orphan = try #require(report.scenes.first { $0.sceneID == "orphan" })
        #expect(orphan.unwalkable != nil)
        #expect(report.walkableSceneTally.total == 3)
    }

    @Test func lcovNamesScenesAsFunctionsAndSeguesAsBranches() throws {
        let lcov = CoverageFormat.lcov.render(try report(scenes: ["nav", "home"], segues: ["open"]))
        #expect(lcov.hasPrefix("TN:storyflow\nSF:App.flow.xml\n"))
        #expect(lcov.contains("FNDA:1,home\n"))
        #expect(lcov.contains("FNF:4\nFNH:1\n"))
        #expect(lcov.contains("BRF:2\nBRH:1\n"))
        #expect(lcov.hasSuffix("end_of_record\n"))
    }

    @Test func everyFormatRendersTheSameReport() throws {
        let report = try report(scenes: ["nav", "home"])
        for format in [CoverageFormat.text, .json, .lcov] {
            #expect(format.render(report).contains("orphan"), "\(format) names the scene no walk reaches")
        }
        let markdown = CoverageFormat.markdown.render(report)
        #expect(markdown.contains("| all scenes | 1 | 4 | 25% |"))
        #expect(markdown.contains("- scene `about` (line 8): `tap About`"), "each gap with the walk that covers it")
        #expect(CoverageFormat.cobertura.render(report).hasPrefix("<?xml"))
    }

    @Test func aStoryboardsPrototypeTableCountsItsPlaceholderRows() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="list">
              <scenes><scene sceneID="s"><objects>
                <tableViewController id="list" sceneMemberID="viewController"><tableView key="view" dataMode="prototypes" id="t"><prototypes>
                  <tableViewCell reuseIdentifier="A" id="a"/><tableViewCell reuseIdentifier="B" id="b"/>
                </prototypes></tableView></tableViewController>
              </objects></scene></scenes>
            </document>
            """
        let document = try #require(FlowLoader.load(string: text, file: "Main.storyboard").document)
        var coverage = CoverageRecord.FileCoverage()
        coverage.runs = 1
        coverage.rows["list 1.0"] = 1
        let report = CoverageReport(document: document, file: "Main.storyboard", coverage: coverage)
        #expect((report.rowTally.covered, report.rowTally.total) == (1, 2), "one row per prototype, the second's selected")
    }
}
