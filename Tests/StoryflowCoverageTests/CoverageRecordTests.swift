import Foundation
import StoryflowCoverage
import Testing

/// The coverage record `run --coverage` accumulates: merging, reading, writing.
struct CoverageRecordTests {
    func record(_ file: String, runs: Int, scenes: [String: Int], segues: [String: Int] = [:]) -> CoverageRecord {
        var coverage = CoverageRecord.FileCoverage()
        coverage.runs = runs
        coverage.scenes = scenes
        coverage.segues = segues
        var record = CoverageRecord()
        record.files[file] = coverage
        return record
    }

    @Test func mergingAddsCountsFileByFile() {
        var total = record("a.flow.xml", runs: 1, scenes: ["home": 2], segues: ["3:5": 1])
        total.merge(record("a.flow.xml", runs: 2, scenes: ["home": 1, "detail": 4]))
        total.merge(record("b.flow.xml", runs: 1, scenes: ["x": 1]))
        #expect(total.files["a.flow.xml"]?.runs == 3)
        #expect(total.files["a.flow.xml"]?.scenes == ["home": 3, "detail": 4])
        #expect(total.files["a.flow.xml"]?.segues == ["3:5": 1])
        #expect(total.files["b.flow.xml"]?.scenes == ["x": 1])
    }

    @Test func aCountAtTheTopStaysThere() {
        var total = record("a.flow.xml", runs: Int.max, scenes: ["home": Int.max])
        total.merge(record("a.flow.xml", runs: 5, scenes: ["home": 1]))
        #expect(total.files["a.flow.xml"]?.runs == Int.max)
        #expect(total.files["a.flow.xml"]?.scenes["home"] == Int.max)
    }

    @Test func theJSONReadsBackAsTheSameRecordAndIsStable() throws {
        let original = record("Flows/Ratings.flow.xml", runs: 2, scenes: ["players": 2, "playerDetails": 1], segues: ["12:9": 1])
        let text = original.json
        #expect(text == original.json)
        #expect(text.hasSuffix("}\n"))
        #expect(try CoverageRecord.parse(text, path: "c.json") == original)
    }

    @Test(arguments: [
        (#"{"format":"other","version":1,"files":{}}"#, "is not a Storyflow coverage file (version 1)"),
        (#"{"format":"storyflow-coverage","version":2,"files":{}}"#, "is not a Storyflow coverage file (version 1)"),
        ("not json", "is not a Storyflow coverage file (version 1)"),
        (
            #"{"format":"storyflow-coverage","version":1,"files":{"a":{"runs":1,"scenes":{"s":-1},"segues":{},"tabs":{},"rows":{}}}}"#,
            #"scenes "s" of a has a negative count (-1)"#
        ),
    ])
    func whatIsNotARecordIsRefusedWithTheReason(text: String, reason: String) {
        let error = #expect(throws: CoverageRecord.FileError.self) { try CoverageRecord.parse(text, path: "cov.json") }
        #expect(error?.description.contains(reason) == true, "\(error?.description ?? "")")
        #expect(error?.description.contains("cov.json") == true)
    }

    @Test func aMissingFileIsAnEmptyRecordOnlyWhenAllowed() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-missing-\(UUID().uuidString).json").path
        #expect(try CoverageRecord.read(path, allowMissing: true) == CoverageRecord())
        #expect(throws: CoverageRecord.FileError.self) { try CoverageRecord.read(path, allowMissing: false) }
    }

    @Test func coverageIsFoundUnderAnotherSpellingOfTheSamePath() {
        let record = record("Flows/./Ratings.flow.xml", runs: 1, scenes: [:])
        #expect(record.coverage(of: "Flows/Ratings.flow.xml")?.runs == 1)
        #expect(record.coverage(of: "Flows/Todo.flow.xml") == nil)
    }
}
