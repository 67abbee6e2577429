import Foundation
import StoryflowTestSupport
import Testing

/// `storyflow export`: a storyboard on standard output or in the `-o` file, a note on standard error for each part
/// of the flow a storyboard leaves out, and storyboards that `storyflow run` steps through as it does the flows.
@Suite struct ExportCommandTests {
    @Test func theStoryboardGoesToStandardOutputAndTheNotesToStandardError() throws {
        let run = try BuiltProducts.run("storyflow", ["export", "Flows/Homepwner.flow.xml"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.output.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB""#)
        )
        #expect(
            run.errors.contains(
                """
                Flows/Homepwner.flow.xml:30:3: note: alert `deleteConfirmation` is left out: alerts and action sheets are made in code in iOS \
                (UIAlertController), not in a storyboard [not-exported]
                """
            ))
        #expect(run.errors.contains("Flows/Homepwner.flow.xml:27:5: note: segue `confirmDelete` is left out with the alert it presents"))
        let quiet = try BuiltProducts.run("storyflow", ["export", "Flows/Ratings.flow.xml"])
        #expect(quiet.status == 0)
        #expect(quiet.errors.isEmpty, "the Ratings flow exports whole: \(quiet.errors)")
    }

    @Test func theOutputFileIsWrittenAndTheModuleNamed() throws {
        let scratch = try Scratch()
        let output = try scratch.write("old", to: "Main.storyboard")
        chmod(output, 0o640)
        let run = try BuiltProducts.run("storyflow", ["export", "Flows/Ratings.flow.xml", "-o", output, "--module", "Ratings"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.isEmpty)
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.contains(#"customClass="PlayersViewController" customModule="Ratings" sceneMemberID="viewController""#))
        #expect(!text.contains("customModuleProvider"))
        var status = stat()
        stat(output, &status)
        #expect(status.st_mode & 0o777 == 0o640, "the file replaced keeps its permissions")
    }

    @Test(arguments: [
        (["--tools-version", "24.x"], "--tools-version takes a version of digits and dots"),
        (["--tools-version", ""], "--tools-version takes a version of digits and dots"),
        (["--tools-version", "..."], "--tools-version takes a version of digits and dots"),
        (["--tools-version", "24765."], "--tools-version takes a version of digits and dots"),
        (["--module", "My App"], "--module takes a Swift module name"),
        (["--module", "9Lives"], "--module takes a Swift module name"),
    ])
    func optionsAreChecked(arguments: [String], message: String) throws {
        let run = try BuiltProducts.run("storyflow", ["export", "Flows/Ratings.flow.xml"] + arguments)
        #expect(run.status == 2)
        #expect(run.errors.contains(message), "\(run.errors)")
        #expect(run.output.isEmpty)
    }

    @Test func aFileThatIsNoFlowIsExitStatus1AndWritesNothing() throws {
        let scratch = try Scratch()
        let source = try scratch.write("<flow version=\"1\"><viewController id=\"a\">", to: "cut.flow.xml")
        let output = scratch.file("out.storyboard")
        let run = try BuiltProducts.run("storyflow", ["export", source, "-o", output])
        #expect(run.status == 1)
        #expect(run.errors.contains("cut.flow.xml:1:"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// The example flows' walks step through their exported storyboards as through the flows, generic controllers
    /// and all; Homepwner's alert is left out (iOS makes alerts in code), so its walk shows one scene fewer.
    @Test(arguments: ["Ratings", "Todo", "TableStyles", "ChildControllers"])
    func anExportedExampleWalksAsItsFlowDoes(name: String) throws {
        let scratch = try Scratch()
        let storyboard = scratch.file("\(name).storyboard")
        #expect(try BuiltProducts.run("storyflow", ["export", "Flows/\(name).flow.xml", "-o", storyboard]).status == 0)
        let flow = try BuiltProducts.run("storyflow", ["run", "Flows/\(name).flow.xml", "--script", "Flows/\(name).walk", "--plain"])
        let exported = try BuiltProducts.run("storyflow", ["run", storyboard, "--script", "Flows/\(name).walk", "--plain"])
        #expect(flow.status == 0)
        #expect(exported.status == 0, "\(exported.errors)")
        #expect(exported.output == flow.output)
    }

    @Test func theCheckedInRatingsStoryboardRunsItsWalk() throws {
        let run = try BuiltProducts.run("storyflow", ["run", "Examples/Ratings/Ratings.storyboard", "--script", "Flows/Ratings.walk", "--plain"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("ok: title \"Players\""))
    }
}
