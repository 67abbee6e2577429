import Foundation
import StoryflowIO

/// The JSON form of a coverage report.
enum CoverageJSON {
    private struct Document: Encodable {
        var file: String
        var runs: Int
        var summary: [String: Tally]
        var scenes: [Item]
        var segues: [Item]
    }

    private struct Tally: Encodable {
        var covered: Int
        var total: Int
        var percent: Double
    }

    private struct Item: Encodable {
        var scene: String
        var name: String
        var line: Int
        var column: Int
        var hits: Int
        var unwalkable: String?
        var walk: [String]?
    }

    static func render(_ report: CoverageReport) -> String {
        func tally(_ value: CoverageReport.Tally) -> Tally { Tally(covered: value.covered, total: value.total, percent: value.percent) }
        func item(_ value: CoverageReport.Item) -> Item {
            Item(
                scene: value.sceneID, name: value.name, line: value.line, column: value.column, hits: value.hits, unwalkable: value.unwalkable, walk: value.walk
            )
        }
        let document = Document(
            file: report.file, runs: report.runs,
            summary: [
                "walkableSegues": tally(report.walkableSegueTally), "walkableScenes": tally(report.walkableSceneTally),
                "segues": tally(report.segueTally), "scenes": tally(report.sceneTally),
                "tabs": tally(report.tabTally), "rows": tally(report.rowTally),
            ],
            scenes: report.scenes.map(item), segues: report.segues.map(item)
        )
        return (JSONText.encoded(document, formatting: [.sortedKeys, .prettyPrinted]) ?? "") + "\n"
    }
}
