import Foundation
import StoryflowModel
import StoryflowSwiftCheck
import Testing

/// What the collector finds in Swift code, and what it leaves alone.
@Suite struct SwiftReferenceCollectorTests {
    static func found(_ source: String) -> [String] {
        SwiftSources.references(in: source, file: "A.swift").references.map { reference in
            let kind = switch reference.kind {
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
        #expect(Self.found(source) == [
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
        #expect(Self.found(source) == [
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
        #expect(Self.found(source) == [
            "unwind backToList 1:16", "unwind unwindToT0Do 2:6", "unwind unwindToT0DoWithSegue 2:6", "unwind optionalOne 3:6",
            "segueAction makeDetail 6:21",
        ])
    }

    @Test func hostileSourceIsParsedWithoutTrapping() {
        // Nesting far beyond the parser's limit, an unterminated literal, bytes that are not UTF-8: no crash, no hang.
        let deep = String(repeating: "(", count: 100_000) + "performSegue(withIdentifier: \"x\", sender: nil)"
        _ = SwiftSources.references(in: deep, file: "Deep.swift")
        // Chains the parser does not bound are measured before they are walked.
        let chain = SwiftSources.references(in: "let x = a" + String(repeating: ".b", count: 50_000), file: "Chain.swift")
        #expect(chain.failure == "nests deeper than 1000 levels (a chain of member accesses or else-ifs); not checked")
        let elseIfs = "func f() {\n" + String(repeating: "if a {} else ", count: 20_000) + "{}\n}"
        #expect(SwiftSources.references(in: elseIfs, file: "ElseIf.swift").failure != nil)
        _ = SwiftSources.references(in: "performSegue(withIdentifier: \"never ends", file: "Open.swift")
        _ = SwiftSources.references(in: String(decoding: [0xFF, 0xFE, 0x22, 0x00], as: UTF8.self), file: "Bytes.swift")
    }

    @Test func unreadableAndOversizedFilesAreReportedNotParsed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-sources-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let large = folder.appendingPathComponent("Large.swift").path
        _ = FileManager.default.createFile(atPath: large, contents: Data(count: SwiftSources.maximumFileSize + 1))
        let good = folder.appendingPathComponent("Good.swift").path
        try "performSegue(withIdentifier: \"ok\", sender: nil)".write(toFile: good, atomically: true, encoding: .utf8)
        let result = SwiftSources.references(inFiles: [large, folder.appendingPathComponent("Missing.swift").path, good, "/dev/zero"])
        #expect(result.references.map(\.name) == ["ok"])
        #expect(result.failures.map(\.reason) == ["is larger than 1 MiB", "no such file", "is a character device, not a regular file"])
    }
}
