import Foundation
import Glibc
import StoryflowTestSupport
import Testing

/// `storyflow run FLOW --tui`: headless with `--keys`, and full screen on a pseudo-terminal, where the
/// terminal must come back as it was however the mode ends.
struct FullScreenCommandTests {
    @Test func keysRunHeadlessAndPrintTheWindow() throws {
        let run = try runStoryflow(["run", "Flows/Ratings.flow.xml", "--tui", "--size", "60x16", "--keys", "↑⏎⏎Chet Baker⏎"])
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 16)
        #expect(lines.allSatisfy { $0.count == 60 }, "every line fills the window")
        #expect(run.output.contains("Add Player"))
        #expect(run.output.contains("[Chet Baker▏"))
        #expect(!run.output.contains("\u{1B}"), "no escape codes off a terminal")
    }

    /// The README and docs/stepping.md show the window these keys print (without trailing spaces).
    @Test func theDocsShowWhatTheKeysPrint() throws {
        let run = try runStoryflow(["run", "Flows/Ratings.flow.xml", "--tui", "--size", "80x22", "--keys", "↑⏎⏎Chet Baker⏎↓"])
        let lines = run.output.split(separator: "\n").map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
        #expect(lines.count == 22)
        let readme = try Repository.text("README.md")
        #expect(readme.contains("```\n" + lines.joined(separator: "\n") + "\n```"), "copy the window into the README again")
        let stepping = try Repository.text("docs/stepping.md")
        #expect(stepping.contains("```\n" + lines.prefix(15).joined(separator: "\n") + "\n```"), "copy the frame into docs/stepping.md again")
    }

    @Test func aKeyThatMeetsAProblemFailsTheRunAndSaysWhichKey() throws {
        let run = try runStoryflow(["run", "Flows/Ratings.flow.xml", "--tui", "--keys", "j⎋"])
        #expect(run.status == 1)
        #expect(run.errors.contains("storyflow: error: key 2 (⎋): Nothing to go back to: this is the first screen."))
        #expect(run.output.contains("Oscar Peterson"), "the window is printed all the same")
    }

    @Test func aWalkOfASessionOpenedAtADeepLinkStartsThereAndReplays() throws {
        let scratch = try Scratch()
        let walk = scratch.file("link.walk")
        let run = try runStoryflow([
            "run", "Flows/Ratings.flow.xml", "--open", "ratings://games/Chess", "--tui", "--walk-folder", scratch.path, "--keys", "⎋w<c-u>link.walk⏎",
        ])
        #expect(run.status == 0, "\(run.errors)")
        let text = try String(contentsOfFile: walk, encoding: .utf8)
        #expect(text.hasSuffix("open ratings://games/Chess\nback\nexpect scene playerDetails\n"))
        #expect(try runStoryflow(["run", "Flows/Ratings.flow.xml", "--script", walk]).status == 0)
    }

    @Test func aHeadlessRunWhoseLaunchRaisesUIKitsErrorFails() throws {
        let run = try runStoryflow(["run", "Flows/Ratings.flow.xml", "--start", "gamePicker", "--tui", "--keys", ""])
        #expect(run.status == 1)
        #expect(run.errors.contains("storyflow: error: launch: launching raised UIKit's error"))
    }

    @Test func aDeepLinkThatFailsIsNoStep() throws {
        let scratch = try Scratch()
        let walk = scratch.file("open.walk")
        let run = try runStoryflow(["run", "Flows/Ratings.flow.xml", "--tui", "--walk-folder", scratch.path, "--keys", ":open nosuch⏎w<c-u>open.walk⏎"])
        #expect(run.status == 1)
        #expect(run.errors.contains("key 13 (⏎): no scene has the storyboard identifier or id `nosuch`"))
        #expect(!(try String(contentsOfFile: walk, encoding: .utf8)).contains("open"))
    }

    @Test func aFieldWhoseNameAnotherAnswersToIsTypedIntoByItsNumber() throws {
        let scratch = try Scratch()
        let path = try scratch.write(
            #"""
            <?xml version="1.0"?><flow version="1" initial="a"><viewController id="a" title="A"><textField outlet="first"/><textField \#
            placeholder="first"/></viewController></flow>
            """#,
            to: "two.flow.xml")
        let walk = scratch.file("two.walk")
        let run = try runStoryflow(["run", path, "--tui", "--size", "60x14", "--walk-folder", scratch.path, "--keys", "j⏎x⏎w<c-u>two.walk⏎"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("│ 1 [      ") && run.output.contains("│ 2 [x▏"), "\(run.output)")
        // 'first' names the other field (outlets are looked up first), so the walk names this one by its number.
        #expect(try String(contentsOfFile: walk, encoding: .utf8).contains("\ntype \"x\" into 2\n"))
        let replay = try runStoryflow(["run", path, "--script", walk, "--width", "50"])
        #expect(replay.status == 0, "\(replay.errors)")
        #expect(replay.output.contains("│ 1 [      ") && replay.output.contains("│ 2 [x▏"), "\(replay.output)")
        // The field whose outlet it is is named by it.
        let first = try runStoryflow(["run", path, "--tui", "--keys", "⏎x⏎"])
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output.contains("│ 1 [x▏"))
    }

    @Test func keysComeFromAFileToo() throws {
        let scratch = try Scratch()
        let keys = try scratch.write("# Add a player.\n↑⏎\n", to: "add.keys")
        let run = try runStoryflow(["run", "Flows/Ratings.flow.xml", "--tui", "--keys-file", keys])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("Add Player"))
    }

    @Test(arguments: [
        (["--tui", "--keys", "<nope>"], "cannot read the keys: no key is called <nope>"),
        (["--tui", "--keys-file", "/nonexistent/keys"], "cannot read the keys"),
        (["--tui"], "--tui needs a terminal"),
        (["--tui", "--keys", "j", "--size", "20x5"], "--size must be from 40x12 to 1000x1000, not 20x5"),
        (["--tui", "--keys", "j", "--size", "wide"], "--size is COLUMNSxLINES"),
        (["--tui", "--keys", "j", "--size", "-5x10"], "--size must be from 40x12 to 1000x1000, not -5x10"),
        (["--tui", "--size", "80x24"], "give --keys or --keys-file too"),
        (["--keys", "j"], "--keys is for the full-screen mode: add --tui"),
        (["--tui", "--script", "Flows/Ratings.walk"], "--tui cannot be used with --script"),
        (["--tui", "--watch"], "--tui cannot be used with --watch: watching replays a prompt session"),
        (["--tui", "--events", "e.jsonl"], "--tui cannot be used with --events: undo replays the session"),
        (["--tui", "--width", "60", "--keys", "j"], "--tui cannot be used with --width"),
        (["--tui", "--keys", "j", "--keys-file", "k"], "--keys and --keys-file both give the keys"),
    ])
    func unusableOptionsAreRefusedWithTheReason(arguments: [String], reason: String) throws {
        let run = try runStoryflow(["run", "Flows/Ratings.flow.xml"] + arguments)
        #expect(run.status == 2)
        #expect(run.errors.contains(reason), "\(run.errors)")
    }

    @Test func textFromTheFlowReachesTheWindowWithItsControlsMadeVisible() throws {
        let scratch = try Scratch()
        let path = try scratch.write(
            #"""
            <?xml version="1.0"?><flow version="1" initial="nav"><navigationController id="nav"><root scene="a"/></navigationController><viewController \#
            id="a" title="T&#x9D;0;x&#x9C;&#x202E;"><button title="B&#x9B;1m"><segue id="S&#x9B;5m" kind="show" \#
            destination="b"/></button></viewController><viewController id="b" title="Next&#x2066;"/></flow>
            """#,
            to: "evil.flow.xml")
        let run = try runStoryflow(["run", path, "--tui", "--keys", "⏎"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("Next"))
        #expect(
            !run.output.unicodeScalars.contains {
                ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E || $0.value == 0x2066
            })
    }

    // MARK: On a terminal

    /// `storyflow run ... --tui` in a shell on a pseudo-terminal; the shell prints the terminal's settings, the
    /// exit status and the settings again.
    final class FullScreenTerminal {
        let terminal: PseudoTerminal
        var screen: String { terminal.screen }

        init(arguments: [String], columns: UInt16 = 80, lines: UInt16 = 24, environment: [String: String] = [:]) throws {
            guard let executable = BuiltProducts.executable("storyflow") else { throw BuiltProducts.MissingExecutable(product: "storyflow") }
            let command = ([executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
            terminal = try PseudoTerminal(
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", "stty -a; echo STARTED; \(command); echo EXIT=$?; stty -a; echo SETTINGS-PRINTED"],
                columns: columns, lines: lines, environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin"].merging(environment) { $1 }
            )
        }

        func type(_ text: String) { terminal.type(text) }

        @discardableResult
        func waitFor(_ text: String, count: Int = 1) -> Bool { terminal.waitFor(text, count: count) }

        /// The `storyflow` process the shell started.
        var storyflowProcessID: Int32? {
            let shell = terminal.process.processIdentifier
            let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap(Int32.init) ?? []
            return names.first { pid in
                guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("PPid:") })
                else { return false }
                return Int32(line.dropFirst(5).trimmingCharacters(in: .whitespaces)) == shell
            }
        }

        /// The terminal's local modes (`icanon`, `-echo`, ...) as `stty -a` printed them, before and after.
        var localModes: (before: Set<String>, after: Set<String>) {
            func modes(_ text: Substring) -> Set<String> {
                Set(
                    text.split(whereSeparator: { $0 == " " || $0 == "\r" || $0 == "\n" || $0 == ";" }).map(String.init)
                        .filter {
                            ["icanon", "-icanon", "echo", "-echo", "isig", "-isig", "iexten", "-iexten", "ixon", "-ixon", "icrnl", "-icrnl"].contains($0)
                        })
            }
            let started = screen.range(of: "STARTED")
            let exited = screen.range(of: "EXIT=")
            return (modes(screen[..<(started?.lowerBound ?? screen.startIndex)]), modes(screen[(exited?.upperBound ?? screen.endIndex)...]))
        }
    }

    static let alternateScreen = "\u{1B}[?1049h"
    static let mainScreen = "\u{1B}[?1049l"

    @Test func theModeTakesTheScreenAndGivesTheTerminalBackOnQuit() throws {
        let terminal = try FullScreenTerminal(arguments: ["run", "Flows/Ratings.flow.xml", "--tui"])
        #expect(terminal.waitFor("Bill Evans"), "\(terminal.screen)")
        #expect(terminal.screen.contains(Self.alternateScreen))
        #expect(terminal.screen.contains("\u{1B}[?1006h"), "mouse reporting on")
        terminal.type("\u{1B}[A\r")
        #expect(terminal.waitFor("Add Player"))
        // A lone Esc (nothing follows it) goes back: the sheet is dismissed.
        terminal.type("\u{1B}")
        #expect(terminal.waitFor("step 2"))
        // Two steps are not saved: q asks, q again quits.
        terminal.type("q")
        #expect(terminal.waitFor("not saved: q again quits"))
        terminal.type("q")
        #expect(terminal.waitFor("EXIT=0"))
        #expect(terminal.waitFor("SETTINGS-PRINTED"), "stty printed the settings")
        let after = terminal.screen.components(separatedBy: "EXIT=0").first ?? ""
        #expect(after.contains(Self.mainScreen))
        let modes = terminal.localModes
        #expect(modes.after == modes.before, "raw mode is undone: \(terminal.screen.components(separatedBy: "EXIT=").last ?? "")")
        #expect(modes.after.contains("icanon") && modes.after.contains("echo"))
    }

    @Test func ctrlCQuitsAndSigtermEndsTheProcessWithTheTerminalRestored() throws {
        let quitting = try FullScreenTerminal(arguments: ["run", "Flows/Ratings.flow.xml", "--tui"])
        #expect(quitting.waitFor("Bill Evans"))
        quitting.type("\u{3}")
        #expect(quitting.waitFor("EXIT=0"))

        let ended = try FullScreenTerminal(arguments: ["run", "Flows/Ratings.flow.xml", "--tui"])
        #expect(ended.waitFor("Bill Evans"))
        let pid = try #require(ended.storyflowProcessID)
        kill(pid, SIGTERM)
        #expect(ended.waitFor("EXIT=143"), "ended by SIGTERM: \(ended.screen.suffix(200))")
        #expect(ended.waitFor("SETTINGS-PRINTED"))
        #expect(ended.screen.contains(Self.mainScreen))
        let modes = ended.localModes
        #expect(modes.after == modes.before)
    }

    @Test func ctrlZGivesTheTerminalBackAndContinuingTakesItAgain() throws {
        let terminal = try FullScreenTerminal(arguments: ["run", "Flows/Ratings.flow.xml", "--tui"])
        #expect(terminal.waitFor("Bill Evans"))
        terminal.type("\u{1A}")
        #expect(terminal.waitFor(Self.mainScreen), "the main screen is back while stopped")
        let pid = try #require(terminal.storyflowProcessID)
        #expect(waitUntil { processState(pid) == "T" }, "stopped")
        kill(pid, SIGCONT)
        #expect(terminal.waitFor(Self.alternateScreen, count: 2), "the mode takes the window again")
        #expect(terminal.waitFor("Bill Evans", count: 2), "and draws it whole")
        terminal.type("q")
        #expect(terminal.waitFor("EXIT=0"))
        #expect(terminal.waitFor("SETTINGS-PRINTED"))
        let modes = terminal.localModes
        #expect(modes.after == modes.before)
    }

    @Test func aCrashGivesTheTerminalBackBeforeTheProcessEnds() throws {
        let terminal = try FullScreenTerminal(arguments: ["run", "Flows/Ratings.flow.xml", "--tui"], environment: ["SWIFT_BACKTRACE": "enable=no"])
        #expect(terminal.waitFor("Bill Evans"))
        let pid = try #require(terminal.storyflowProcessID)
        kill(pid, SIGSEGV)
        #expect(terminal.waitFor("EXIT=139"), "ended by the signal")
        #expect(terminal.waitFor("SETTINGS-PRINTED"))
        #expect(terminal.screen.contains(Self.mainScreen))
        let modes = terminal.localModes
        #expect(modes.after == modes.before)
    }

    @Test func aResizedWindowIsDrawnAgainAtItsNewSize() throws {
        let terminal = try FullScreenTerminal(arguments: ["run", "Flows/Ratings.flow.xml", "--tui"])
        #expect(terminal.waitFor("Bill Evans"))
        // The kernel signals the terminal's foreground process group; the test's shell has no job control, so
        // the test signals the process itself.
        let pid = try #require(terminal.storyflowProcessID)
        terminal.terminal.resize(columns: 30, lines: 10)
        kill(pid, SIGWINCH)
        #expect(terminal.waitFor("Enlarge the window"))
        terminal.terminal.resize(columns: 100, lines: 30)
        kill(pid, SIGWINCH)
        #expect(terminal.waitFor(String(repeating: "─", count: 90)), "a frame as wide as the new window")
        terminal.type("q")
        #expect(terminal.waitFor("EXIT=0"))
    }

    @Test func aWindowTooSmallAsksToBeEnlarged() throws {
        let terminal = try FullScreenTerminal(arguments: ["run", "Flows/Ratings.flow.xml", "--tui"], columns: 30, lines: 10)
        #expect(terminal.waitFor("Enlarge the window"))
        terminal.type("q")
        #expect(terminal.waitFor("EXIT=0"))
    }

    /// The state letter of a process (`R`, `S`, `T` when stopped), from /proc.
    private func processState(_ pid: Int32) -> String? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("State:") })
        else { return nil }
        return line.dropFirst(6).trimmingCharacters(in: .whitespaces).first.map(String.init)
    }

    /// Whether `condition` holds within 10 seconds.
    private func waitUntil(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return false
    }
}
