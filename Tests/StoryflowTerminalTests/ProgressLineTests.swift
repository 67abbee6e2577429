import Foundation
import StoryflowIO
import StoryflowTestSupport
import Testing

@testable import StoryflowTerminal

/// `ProgressLine`: when it shows, what it says in the columns it has, and that it is gone when the work ends.
@Suite struct ProgressLineTests {
    private let terminal = ["TERM": "xterm-256color"]

    @Test func itShowsOnATerminalAfterHalfASecondUnlessTurnedOff() {
        #expect(ProgressLine.delay(isTerminal: true, environment: terminal, quiet: false, plain: false) == .milliseconds(500))
        #expect(ProgressLine.delay(isTerminal: false, environment: terminal, quiet: false, plain: false) == nil)
        #expect(ProgressLine.delay(isTerminal: true, environment: terminal, quiet: true, plain: false) == nil)
        #expect(ProgressLine.delay(isTerminal: true, environment: terminal, quiet: false, plain: true) == nil)
        #expect(ProgressLine.delay(isTerminal: true, environment: ["TERM": "dumb"], quiet: false, plain: false) == nil)
        #expect(ProgressLine.delay(isTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": "1"], quiet: false, plain: false) == nil)
    }

    @Test func storyflowProgressSetsItButQuietWins() {
        let always = ["STORYFLOW_PROGRESS": "always"]
        let never = ["TERM": "xterm", "STORYFLOW_PROGRESS": "never"]
        #expect(ProgressLine.delay(isTerminal: false, environment: always, quiet: false, plain: false) == .zero)
        #expect(ProgressLine.delay(isTerminal: false, environment: always, quiet: true, plain: false) == nil)
        #expect(ProgressLine.delay(isTerminal: true, environment: never, quiet: false, plain: false) == nil)
        #expect(ProgressLine.delay(isTerminal: true, environment: ["TERM": "xterm", "STORYFLOW_PROGRESS": "OFF"], quiet: false, plain: false) == nil)
        #expect(ProgressLine.delay(isTerminal: false, environment: ["STORYFLOW_PROGRESS": "1"], quiet: false, plain: false) == .zero)
        // A value it does not know is the default.
        #expect(ProgressLine.delay(isTerminal: true, environment: ["TERM": "xterm", "STORYFLOW_PROGRESS": "yes"], quiet: false, plain: false) != nil)
    }

    @Test func aKnownTotalIsCountedInBracketsAsSwiftBuildDoes() {
        let snapshot = WorkProgress.Snapshot(activity: "Checking", done: 1_234, total: 20_000, unit: "files", item: "Flows/App.flow.xml")
        #expect(ProgressLine.text(of: snapshot, columns: 80) == "[1,234/20,000] Checking Flows/App.flow.xml")
    }

    @Test func anUnknownTotalIsCountedAfterTheItem() {
        let reading = WorkProgress.Snapshot(activity: "Reading", done: 45_000, unit: "scenes", item: "big.flow.xml")
        #expect(ProgressLine.text(of: reading, columns: 80) == "Reading big.flow.xml (45,000 scenes)")
        let starting = WorkProgress.Snapshot(activity: "Reading", unit: "scenes", item: "big.flow.xml")
        #expect(ProgressLine.text(of: starting, columns: 80) == "Reading big.flow.xml")
    }

    @Test func aLongItemLosesItsStartAndTheLineLeavesTheLastColumnFree() {
        let snapshot = WorkProgress.Snapshot(activity: "Checking", done: 1, total: 2, unit: "files", item: "Apps/Shop/Resources/Base.lproj/Main.storyboard")
        let text = ProgressLine.text(of: snapshot, columns: 40)
        #expect(text == "[1/2] Checking …e.lproj/Main.storyboard")
        #expect(TerminalWidth.columns(of: text) == 39)
    }

    @Test func wideCharactersAreMeasuredInColumns() {
        let snapshot = WorkProgress.Snapshot(activity: "Reading", done: 3, unit: "scenes", item: "评分/评分应用的故事板.storyboard")
        let text = ProgressLine.text(of: snapshot, columns: 44)
        // 24 columns are left for the path: `…`, its last six characters of two columns each, and `.storyboard`.
        #expect(text == "Reading …应用的故事板.storyboard (3 scenes)")
        #expect(TerminalWidth.columns(of: text) == 43)
    }

    @Test func controlCharactersInAPathAreShownNotObeyed() {
        let snapshot = WorkProgress.Snapshot(activity: "Checking", done: 0, total: 1, unit: "files", item: "evil\u{1B}]0;owned\u{07}.flow.xml")
        let text = ProgressLine.text(of: snapshot, columns: 80)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 })
        #expect(text == "[0/1] Checking evil␛]0;owned␇.flow.xml")
    }

    @Test func aNarrowTerminalGetsTheHeadCut() {
        let snapshot = WorkProgress.Snapshot(activity: "Checking", done: 10, total: 200, unit: "files", item: "Flows/App.flow.xml")
        let text = ProgressLine.text(of: snapshot, columns: 12)
        #expect(TerminalWidth.columns(of: text) == 11)
        #expect(text.hasPrefix("[10/200]"))
    }

    @Test func theLineIsDrawnWhileWorkRunsAndErasedWhenItStops() throws {
        let pipe = Pipe()
        let progress = WorkProgress()
        progress.begin("Checking", unit: "files", total: 2)
        progress.start("a.flow.xml")
        let line = ProgressLine(showing: progress, on: StatusLine(descriptor: pipe.fileHandleForWriting.fileDescriptor), after: .zero) { 80 }
        // The first drawing comes at once; wait for it (with a deadline) before stopping.
        let first = pipe.fileHandleForReading.availableData
        line.stop()
        try pipe.fileHandleForWriting.close()
        let text = String(decoding: first + pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(text.hasPrefix(ControlSequence.eraseLine + "[0/2] Checking a.flow.xml"))
        #expect(text.hasSuffix(ControlSequence.eraseLine))
    }

    @Test func workThatEndsBeforeTheDelayShowsNothing() throws {
        let pipe = Pipe()
        let progress = WorkProgress()
        progress.begin("Checking", unit: "files", total: 1)
        let line = ProgressLine(showing: progress, on: StatusLine(descriptor: pipe.fileHandleForWriting.fileDescriptor), after: .seconds(3_600)) { 80 }
        line.stop()
        try pipe.fileHandleForWriting.close()
        #expect(pipe.fileHandleForReading.readDataToEndOfFile().isEmpty)
    }

    /// The command line reads only the variables the policies name, so they must name every one they read.
    @Test func theDecisionsDependOnlyOnTheVariablesNamed() {
        let values = ["", "1", "dumb", "xterm-256color", "always", "never", "auto"]
        let names = ProgressLine.environmentVariables + ["OTHER", "COLUMNS"]
        var random = SplitMix64(seed: 39)
        for _ in 0..<500 {
            var environment: [String: String] = [:]
            for name in names where random.next() % 2 == 0 { environment[name] = values[Int(random.next() % UInt64(values.count))] }
            let named = environment.filter { ProgressLine.environmentVariables.contains($0.key) }
            let colorNamed = environment.filter { ColorPolicy.environmentVariables.contains($0.key) }
            for isTerminal in [false, true] {
                #expect(
                    ProgressLine.delay(isTerminal: isTerminal, environment: environment, quiet: false, plain: false)
                        == ProgressLine.delay(isTerminal: isTerminal, environment: named, quiet: false, plain: false))
                #expect(
                    ColorPolicy.usesColor(isTerminal: isTerminal, environment: environment, plain: false)
                        == ColorPolicy.usesColor(isTerminal: isTerminal, environment: colorNamed, plain: false))
            }
        }
    }
}
