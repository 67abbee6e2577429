import Foundation
import StoryflowRuntime
import StoryflowSession
import StoryflowTestSupport
import Testing

/// `clear`, and notes that wrap on a terminal: reading a session without scrolling back.
@MainActor
struct TerminalSessionTests {
    func terminalSession() throws -> (StepperSession, () -> String) {
        var text = ""
        let storyboard = try Storyboard(contentsOf: Repository.path("Flows/Ratings.flow.xml"))
        let session = StepperSession(application: Application(storyboard: storyboard), width: 60) { text += $0 }
        session.isTerminal = true
        session.launch()
        text = ""
        return (
            session,
            {
                defer { text = "" }
                return text
            }
        )
    }

    @Test func onATerminalHintsWrapAtWordBoundaries() throws {
        let (session, output) = try terminalSession()
        session.execute("tap Nowhere", echo: false)
        let lines = output().split(separator: "\n")
        #expect(lines.count > 1)
        for line in lines { #expect(line.count <= 60, "\(line)") }
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("    ") })
    }

    @Test func clearClearsTheTerminalAndDrawsTheScreenAgain() throws {
        let (session, output) = try terminalSession()
        session.execute("clear", echo: false)
        let text = output()
        #expect(text.hasPrefix("\u{1B}[H\u{1B}[2J┌─ TableViewController#1"), "generic controllers: no classes registered")
    }
}
