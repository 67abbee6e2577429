import Foundation
import StoryflowReader
import StoryflowRuntime
import StoryflowTerminal

/// In-process runtime figures: steps through a large flow, and screens of tables of 1,000 and 1,000,000 rows. Each
/// gesture is followed by building the screen and drawing it, as `storyflow run` does after every command.
@MainActor
enum RuntimeBenchmarks {
    /// One measured figure: the median seconds per step, and the median of its baseline.
    struct Figure {
        var baseline: Double
        var measured: Double
        var steps: Int
    }

    private static let renderer = ScreenRenderer(width: 80)

    /// The lines drawn, summed so the drawing cannot be optimized away.
    private static var drawnLines = 0

    /// Steps through the generated flow at `path`, starting at the first list: a row tap pushes a detail scene and
    /// `back` pops it, twice, then a row tap and `More` push the detail and the next list; `rounds` times, so the
    /// stack grows two levels a round. Measured: each gesture with the new screen built and drawn. Baseline:
    /// building and drawing the same screen again, without the gesture.
    static func steps(flow path: String, rounds: Int = 40) throws -> Figure {
        let app = Application(storyboard: try Storyboard(contentsOf: path))
        app.launch()
        draw(app)
        var stepTimes: [Double] = []
        var drawTimes: [Double] = []
        func step(_ gesture: () throws -> Void) throws {
            var start = now()
            try gesture()
            draw(app)
            stepTimes.append(now() - start)
            start = now()
            draw(app)
            drawTimes.append(now() - start)
        }
        for _ in 0..<rounds {
            for _ in 0..<2 {
                try step { try app.tapRow(StoryflowRuntime.IndexPath(row: 0, section: 0)) }
                try step { try app.back() }
            }
            try step { try app.tapRow(StoryflowRuntime.IndexPath(row: 0, section: 0)) }
            try step { try app.tapButton("More") }
        }
        return Figure(baseline: median(drawTimes), measured: median(stepTimes), steps: stepTimes.count)
    }

    /// Time per screen of a table of `rows` rows in a 12-row viewport: scrolling by a page, then building and
    /// drawing the screen; `pages` pages down and back up, `rounds` times.
    static func tableScreen(rows: Int, pages: Int = 40, rounds: Int = 10) throws -> Double {
        GeneratedRowsController.rowCount = rows
        let registry = ClassRegistry()
        registry.register(GeneratedRowsController.self)
        let flow = """
            <flow version="1" initial="rows">
              <tableViewController id="rows" class="GeneratedRowsController" title="Rows">
                <tableView><prototype reuseIdentifier="Row" style="subtitle"/></tableView>
              </tableViewController>
            </flow>
            """
        let app = Application(storyboard: try Storyboard(string: flow, registry: registry), visibleRowCount: 12)
        app.launch()
        draw(app)
        var times: [Double] = []
        for _ in 0..<rounds {
            for direction in [12, -12] {
                for _ in 0..<pages {
                    let start = now()
                    try app.scroll(by: direction)
                    draw(app)
                    times.append(now() - start)
                }
            }
        }
        return median(times)
    }

    /// Live controllers after launching the flow at `path` (instances created and not released, from the event
    /// log), and how many scenes the initial scene's containers hold, itself included.
    static func liveControllersAfterLaunch(flow path: String) throws -> (live: Int, held: Int, scenes: Int) {
        let storyboard = try Storyboard(contentsOf: path)
        let app = Application(storyboard: storyboard)
        app.launch()
        var live = Set<String>()
        for event in app.log.events {
            guard let instance = event.instance else { continue }
            if event.event == .`init` { live.insert(instance) }
            if event.event == .deinit { live.remove(instance) }
        }
        let document = storyboard.document
        var held = 0
        var pending = document.initialSceneID.map { [$0] } ?? []
        while let id = pending.popLast() {
            guard let scene = document.scene(withID: id) else { continue }
            held += 1
            pending += scene.relationships.map(\.destination)
        }
        return (live.count, held, document.scenes.count)
    }

    private static func draw(_ app: Application) {
        drawnLines &+= renderer.render(app.screen).lines.count
    }

    /// Monotonic seconds.
    private static func now() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}

/// A table controller whose data source has `rowCount` rows, each made on request.
final class GeneratedRowsController: TableViewController {
    static var rowCount = 1_000

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { Self.rowCount }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: StoryflowRuntime.IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.detailTextLabel?.text = "of \(Self.rowCount)"
        return cell
    }
}
