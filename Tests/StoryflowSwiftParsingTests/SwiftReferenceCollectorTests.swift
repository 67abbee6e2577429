import Foundation
import StoryflowModel
import StoryflowSwiftCheck
import StoryflowSwiftParsing
import Testing

/// What the collector finds in Swift code, and what it leaves alone.
@Suite struct SwiftReferenceCollectorTests {
    static func found(_ source: String) -> [String] {
        SwiftSources.references(in: source, file: "A.swift").references.map { reference in
            let kind =
                switch reference.kind {
                case .segueIdentifier: "segue"
                case .storyboardIdentifier: "storyboard"
                case .reuseIdentifier: "reuse"
                case .registeredReuseIdentifier: "registered"
                case .unwindActionMethod: "unwind"
                case .segueActionMethod: "segueAction"
                case .inputName: "input"
                case .resultName: "result"
                }
            return "\(kind) \(reference.name) \(reference.location.line):\(reference.location.column)"
        }
    }

    @Test func callsComparisonsAndSwitchesNameIdentifiers() {
        let source = """
            class C: UITableViewController {
                func go() {
                    performSegue(withIdentifier: "a", sender: nil)
                    navigationController?.performSegue(withIdentifier: "b", sender: self)
                    let c = storyboard!.instantiateViewController(withIdentifier: "C")
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: path)
                    let item = collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: path)
                    tableView.register(Note.self, forCellReuseIdentifier: "Note")
                }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if "d" == segue.identifier || segue.identifier! != "e" {}
                    switch segue.identifier { case "f"?, "g": break; default: break }
                }
            }
            """
        #expect(
            Self.found(source) == [
                "segue a 3:38", "segue b 4:60", "storyboard C 5:71", "reuse Cell 6:66", "reuse Item 7:76", "registered Note 8:63",
                "segue d 11:12", "segue e 11:60", "segue f 12:40", "segue g 12:46",
            ])
    }

    @Test func onlyShouldPerformSeguesOwnParameterIsAnIdentifier() {
        let source = """
            func shouldPerformSegue(withIdentifier name: String, sender: Any?) -> Bool {
                let check = { name == "inClosure" }
                return name != "a" && check()
            }
            func other(identifier: String) -> Bool { identifier == "notASegue" }
            func yetAnother(name: String) -> Bool { name == "notASegueEither" }
            """
        #expect(Self.found(source) == ["segue inClosure 2:27", "segue a 3:20"])
    }

    @Test func onlyASegueParametersIdentifierIsASegueIdentifier() {
        let source = """
            func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) {
                if response.notification.request.identifier == "dailyReminder" {}
                if Locale.current.identifier == "en_US" {}
            }
            @IBAction func unwindToMealList(sender: UIStoryboardSegue) {
                if sender.identifier == "save" {}
            }
            @objc(backHome:) func goBack(_ segue: UIStoryboardSegue) {}
            """
        #expect(
            Self.found(source) == [
                "unwind unwindToMealList 5:16", "unwind unwindToMealListWithSender 5:16", "segue save 6:29", "unwind backHome 8:23",
            ])
    }

    @Test func columnsCountUnicodeScalars() {
        #expect(Self.found("let é = \"ü\"; performSegue(withIdentifier: \"x\", sender: nil)") == ["segue x 1:43"], "45 in UTF-8 bytes")
    }

    @Test func interpolatedAndComputedStringsAreLeftAlone() {
        let source = #"""
            let id = "x"
            performSegue(withIdentifier: "show\(id)", sender: nil)
            performSegue(withIdentifier: id, sender: nil)
            performSegue(withIdentifier: Segues.show.rawValue, sender: nil)
            performSegue(with: "notTheLabel", sender: nil)
            """#
        #expect(Self.found(source).isEmpty)
    }

    @Test func methodsTakingASegueAreUnwindActionsAndSegueActionsAreFound() {
        let source = """
            @IBAction func backToList(_ segue: UIStoryboardSegue) {}
            func unwindToT0Do(segue: StoryboardSegue) {}
            func optionalOne(_ segue: UIKit.UIStoryboardSegue!) {}
            override func prepare(for segue: UIStoryboardSegue) {}
            func twoParameters(_ segue: UIStoryboardSegue, _ other: Int) {}
            @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> UIViewController? { nil }
            """
        #expect(
            Self.found(source) == [
                "unwind backToList 1:16", "unwind unwindToT0Do 2:6", "unwind unwindToT0DoWithSegue 2:6", "unwind optionalOne 3:6",
                "segueAction makeDetail 6:21",
            ])
    }

    /// The finding `check --swift` gives for `source`, as `line:column message`, or nil when it is checked.
    private static func limit(_ source: String) -> String? {
        let findings = SwiftSources.references(in: source, file: "Hostile.swift").findings.filter { $0.rule == "swift-limit" }
        return findings.first.map { "\($0.location.line):\($0.location.column) \($0.rule)" }
    }

    @Test func hostileNestingIsAFindingBeforeParsing() {
        // Each shape of issue 42, reduced: exponential time in `[`, memory in interpolations, time in generics,
        // the stack in any bracket; each is found by the pre-scan at the place it passes the limit.
        let squares = "let x = " + String(repeating: "[", count: 30) + String(repeating: "]", count: 30)
        #expect(Self.limit(squares) == "1:28 swift-limit", "the 20th [ opened right after another")
        let spaced = "let x = a" + String(repeating: "[ \n", count: 30) + "1" + String(repeating: "]", count: 30)
        #expect(Self.limit(spaced) == "20:1 swift-limit", "a subscript, and space between, count the same")
        let mixed = "let x = " + String(repeating: "[/* c */(", count: 30) + "1" + String(repeating: ")]", count: 30)
        #expect(Self.limit(mixed) == "1:180 swift-limit", "parentheses and comments between do not break the run")
        let manySquares = String(repeating: "let x = " + String(repeating: "[", count: 16) + String(repeating: "]", count: 16) + "\n", count: 40)
        #expect(Self.limit(manySquares) == "9:12 swift-limit", "shallower literals add up to the same cost")
        let interpolations = "let x = " + String(repeating: "\"\\(", count: 10_000) + "1" + String(repeating: ")\"", count: 10_000)
        #expect(Self.limit(interpolations) == "1:58 swift-limit", "the 17th nested interpolation")
        let generics = "let x: " + String(repeating: "A<", count: 100_000) + "B" + String(repeating: ">", count: 100_000) + " = 1"
        #expect(Self.limit(generics) == "1:137 swift-limit", "the 65th nested generic argument list")
        let spacedGenerics = "let x: " + String(repeating: "A<\n ", count: 100) + "B" + String(repeating: ">", count: 100) + " = 1"
        #expect(Self.limit(spacedGenerics) == "65:3 swift-limit", "space after < does not hide it")
        // A regex literal is no comment and no string: what follows it is still scanned.
        let afterRegex = "let r = #/a/*/#\nlet x = " + String(repeating: "\"\\(", count: 100) + "1" + String(repeating: ")\"", count: 100) + "\n// */"
        #expect(Self.limit(afterRegex) == "2:58 swift-limit")
        // What Swift's lexer reads as code is scanned as code: after a quoted name or a single-quoted literal
        // holding `"`, an extended regex not closed on its line, a bare regex with an unbalanced `)`.
        let squareBomb = String(repeating: "[", count: 30) + String(repeating: "]", count: 30)
        for hiding in ["let `a\"b` = ", "let a = '\"', b = ", "let r = #/abc\nlet b = ", "let x = f(/a), y = "] {
            #expect(Self.limit(hiding + squareBomb + "\n// \" */ /#") != nil, "\(hiding)")
        }
        let parentheses = "let x = " + String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
        #expect(Self.limit(parentheses) == "1:265 swift-limit", "the 257th nested parenthesis")
        // Chains the parser does not bound are measured after parsing, before they are walked.
        #expect(Self.limit("let x = a" + String(repeating: ".b", count: 50_000)) != nil)
        let elseIfs = "func f() {\n" + String(repeating: "if a {} else ", count: 20_000) + "{}\n}"
        #expect(Self.limit(elseIfs) != nil)
        // Bracket characters in comments and strings do not count; an unterminated literal or bytes that are not
        // UTF-8 parse without trapping.
        let quoted =
            "// " + String(repeating: "[", count: 40) + "\n/* [[[[[[[[[[[[[[[[[[[[[[[[[[ /* [ */ */\nlet s = \"" + String(repeating: "[", count: 40)
            + "\"\nlet r = #\"\\(\"#"
        #expect(Self.limit(quoted) == nil)
        #expect(Self.limit("performSegue(withIdentifier: \"never ends") == nil)
        #expect(Self.limit(String(decoding: [0xFF, 0xFE, 0x22, 0x00], as: UTF8.self)) == nil)
        // Neither is Swift the parser can read, which is said where it first fails.
        let unterminated = SwiftSources.references(in: "performSegue(withIdentifier: \"never ends", file: "Hostile.swift").findings
        #expect(unterminated.map(\.rule) == ["swift-syntax-error"] && unterminated.first?.location.line == 1)
    }

    @Test func ordinaryNestingIsChecked() {
        let source = """
            let table: [String: [Int: Dictionary<String, Array<Set<Int>>>]] = [:]
            let grid = [[[1, 2], [3, 4]], [[5, 6], [7, 8]]]
            let text = "\\(a) and \\("\\(b) \\("\\(c)")")"
            let multi = \"""
                [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ \\(x)
                \"""
            if a < b, c > d, e<f { performSegue(withIdentifier: "Open", sender: nil) }
            let r = #/\\(/#
            let s = /"\\(/
            let q = a / b / c
            """
        // Comparisons without spaces and regex literals holding brackets or quotes pile nothing up.
        let comparisons =
            "func f(c: Int) -> Int {\n    switch c {\n" + String(repeating: "    case 1: return c<0x0A ? 1 : 0\n", count: 100)
            + "    default: return [a<b, c<d, e<f].count\n    }\n}\n"
            + String(repeating: "func g(_ t: String) -> Bool { t.contains(#/\\(/#) && t.contains(/\\(/) }\n", count: 300)
        #expect(SwiftSources.references(in: comparisons, file: "Comparisons.swift").findings.isEmpty)
        // `[` after other code is parsed in linear time, however deep.
        let deepButLinear = "let deep = " + String(repeating: "[1, ", count: 60) + "1" + String(repeating: "]", count: 60)
        #expect(SwiftSources.references(in: deepButLinear, file: "Deep.swift").findings.isEmpty)
        let scanned = SwiftSources.references(in: source, file: "Ordinary.swift")
        #expect(scanned.findings.isEmpty, "\(scanned.findings.map(\.message))")
        #expect(scanned.references.map(\.name) == ["Open"])
    }

    @Test func unreadableAndOversizedFilesAreReportedNotParsed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-sources-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let large = folder.appendingPathComponent("Large.swift").path
        _ = FileManager.default.createFile(atPath: large, contents: Data(count: SwiftParsingLimits.maximumFileSize + 1))
        let good = folder.appendingPathComponent("Good.swift").path
        try "performSegue(withIdentifier: \"ok\", sender: nil)".write(toFile: good, atomically: true, encoding: .utf8)
        let result = SwiftSources.references(inFiles: [large, folder.appendingPathComponent("Missing.swift").path, good, "/dev/zero"])
        #expect(result.references.map(\.name) == ["ok"])
        #expect(result.failures.map(\.reason) == ["is larger than 1 MiB", "no such file", "is a character device, not a regular file"])
    }
}
