import Foundation
import StoryflowRuntime
import Testing

@testable import Todo

/// The jobs file is the user's: fields another version wrote survive a save, its permissions and links stay as
/// they were, and what a crashed save left behind is cleaned up.
extension TodoTests {
    func savedObjects() throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: jobsPath))) as? [[String: Any]])
    }

    @Test func fieldsThisVersionDoesNotKnowSurviveEditsAndSaves() throws {
        try write(#"[{"title": "Plan", "isFinished": false, "due": "2026-12-01", "tags": ["home", {"p": 1}], "score": 2.5, "note": null}]"#, to: jobsPath)
        let (app, _) = try launch()
        try app.tapRow(IndexPath(row: 0, section: 0))
        try app.toggleSwitch("finishSwitch")
        try app.tapBarButton("保存")
        let saved = try savedObjects()
        #expect(saved.count == 1)
        #expect(saved[0]["title"] as? String == "Plan")
        #expect(saved[0]["isFinished"] as? Bool == true)
        #expect(saved[0]["due"] as? String == "2026-12-01")
        #expect(saved[0]["score"] as? Double == 2.5)
        #expect(saved[0]["note"] is NSNull)
        let tags = try #require(saved[0]["tags"] as? [Any])
        #expect(tags.first as? String == "home")
        #expect((tags.last as? [String: Any])?["p"] as? Int == 1)
    }

    @Test func numbersAreWrittenBackAsTheyWereWritten() throws {
        try write(
            #"[{"title": "Plan", "isFinished": false, "big": 12345678901234567890, "zero": -0.0, "exp": 1E+2, "frac": 1.50, "deep": [[[-0]]]}]"#, to: jobsPath)
        let (app, _) = try launch()
        try app.tapRow(IndexPath(row: 0, section: 0))
        try app.toggleSwitch("finishSwitch")
        try app.tapBarButton("保存")
        let text = try String(contentsOfFile: jobsPath, encoding: .utf8)
        for literal in ["\"big\" : 12345678901234567890", "\"zero\" : -0.0", "\"exp\" : 1E+2", "\"frac\" : 1.50", "-0"] {
            #expect(text.contains(literal), "\(literal) in \(text)")
        }
        #expect(
            try savedJobs()
                == [JobToDo(title: "Plan", isFinished: true)].map { job in
                    var kept = job
                    kept.unknownFields = [
                        "big": .number("12345678901234567890"), "zero": .number("-0.0"), "exp": .number("1E+2"), "frac": .number("1.50"),
                        "deep": .array([.array([.array([.number("-0")])])]),
                    ]
                    return kept
                })
    }

    @Test(arguments: [
        (#"[{"title": "A", "isFinished": false, "n": 01}]"#, "`,` or `}` should be here, at line 1, column 44"),
        (#"[{"title": "A", "isFinished": false, "n": 1.}]"#, "a digit should follow the decimal point, at line 1, column 45"),
        (#"[{"title": "A"}]"#, "a job has no `isFinished` true or false"),
        (String(repeating: "[", count: 600), "arrays and objects nest deeper than 512 levels, at line 1, column 513"),
        (#"[{"title": "A", "isFinished": false, "title": "B"}]"#, "the field `title` appears twice in one object, at line 1, column 38"),
        (#"[{"title": "A\ud800", "isFinished": false}]"#, "`\\u` escapes half of a surrogate pair, which no text can hold, at line 1, column 14"),
    ])
    func aFileThatIsNotJSONIsSaidWhereAndKept(text: String, reason: String) throws {
        try write(text, to: jobsPath)
        #expect(throws: JobFileError.self) { try JobFile(path: jobsPath).load() }
        do {
            _ = try JobFile(path: jobsPath).load()
        } catch {
            #expect("\(error)".contains("(\(reason))"), "\(error)")
        }
        #expect(try String(contentsOfFile: jobsPath, encoding: .utf8) == text)
    }

    @Test func bytesThatAreNotUTF8AreNeverReadAndSavedBack() throws {
        let bytes = Data(#"[{"title": "A", "isFinished": false, "raw": "\#u{FF}"}]"#.utf8.map { $0 == 0xC3 ? 0xFF : $0 }.filter { $0 != 0xBF })
        try bytes.write(to: URL(fileURLWithPath: jobsPath))
        do {
            _ = try JobFile(path: jobsPath).load()
            Issue.record("a file holding bytes that are not UTF-8 was read")
        } catch {
            #expect("\(error)".contains("a string holds bytes that are not UTF-8, at line 1, column 46"), "\(error)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: jobsPath)) == bytes)
    }

    @Test func aPrivateFileStaysPrivate() throws {
        try write("[]", to: jobsPath)
        chmod(jobsPath, 0o600)
        let (app, _) = try launch()
        try app.tapBarButton("+")
        try app.type("Secret", into: "titleInput")
        try app.tapBarButton("保存")
        var status = stat()
        stat(jobsPath, &status)
        #expect(status.st_mode & 0o777 == 0o600)
    }

    @Test func aLinkedFileIsWrittenThrough() throws {
        let real = directory.file("real.json")
        try write("[]", to: real)
        try FileManager.default.createSymbolicLink(atPath: jobsPath, withDestinationPath: "real.json")
        let (app, _) = try launch()
        try app.tapBarButton("+")
        try app.type("Through", into: "titleInput")
        try app.tapBarButton("保存")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: jobsPath) == "real.json")
        #expect(String(decoding: bytes(at: real) ?? [], as: UTF8.self).contains("Through"))
    }

    @Test func whatACrashedSaveLeftIsRemovedAtLaunch() throws {
        try write("[]", to: jobsPath)
        let leftover = directory.file(".T0Do.json.storyflow-crashed")
        try write("[{\"title\": \"half", to: leftover)
        var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
        utimensat(AT_FDCWD, leftover, &times, 0)
        _ = try launch()
        #expect(try directory.names() == ["T0Do.json"])
    }
}

/// The jobs file is where an app keeps its data, not the current directory.
struct JobsLocationTests {
    @Test func todoFileWinsThenXDGDataHomeThenTheHomeFolder() {
        #expect(JobsLocation.path(environment: ["TODO_FILE": "/tmp/mine.json", "XDG_DATA_HOME": "/data"]) == "/tmp/mine.json")
        #expect(JobsLocation.path(environment: ["XDG_DATA_HOME": "/data"]) == "/data/storyflow/Todo/T0Do.json")
        #expect(JobsLocation.path(environment: [:], home: "/home/ana") == "/home/ana/.local/share/storyflow/Todo/T0Do.json")
        #expect(
            JobsLocation.path(environment: ["XDG_DATA_HOME": "relative"], home: "/home/ana") == "/home/ana/.local/share/storyflow/Todo/T0Do.json",
            "the XDG specification ignores relative paths")
    }

    @Test func theFolderIsMadeForItsOwnerOnly() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("data/storyflow/Todo/T0Do.json")
        JobsLocation.makeFolder(of: path)
        var status = stat()
        #expect(stat(directory.file("data/storyflow/Todo"), &status) == 0)
        #expect(status.st_mode & 0o777 == 0o700)
    }
}
