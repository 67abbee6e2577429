import Foundation

/// Measures each case against its baseline and prints a Markdown table.
struct BenchmarkTable {
    let storyflow: String
    let bench: String
    let inputs: Inputs
    let repetitions: Int

    private struct Row {
        var name: String
        var baseline: ProcessSample
        var measured: ProcessSample
        /// The median of the time ratios of the pairs of runs.
        var ratio: Double
        var inputBytes: Int
        var target: String
        var met: Bool
    }

    /// A figure that is not a child process's time beside libxml2's: linearity, and the runtime.
    struct Figure {
        var name: String
        var baseline: String
        var measured: String
        var ratio: Double
        var target: String
        var met: Bool
    }

    /// Runs every case: small inputs when `quick`, and 200 MB files besides the 50 MB ones when `huge`.
    func run(quick: Bool, huge: Bool) throws {
        let scenes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]
        let chains = quick ? [2_000, 20_000] : [5_000, 50_000]
        let megabytes: [Int] = (quick ? [5] : [50]) + (huge ? [200] : [])
        let storyboardMegabytes = megabytes
        let smallFileCount = quick ? 200 : 2_000
        let swiftFileCount = quick ? 100 : 1_000
        let storyboardTreeCount = quick ? 500 : 5_000
        try inputs.prepare(
            scenes: scenes, chains: chains, megabytes: megabytes, storyboardMegabytes: [1] + storyboardMegabytes, smallFileCount: smallFileCount,
            swiftFileCount: swiftFileCount, storyboardTreeCount: storyboardTreeCount)
        var rows: [Row] = []
        var sceneRows: [Int: Row] = [:]
        for count in scenes {
            let row = try checkRow("check flow, \(count) scenes", path: inputs.flow(scenes: count), ratio: 2)
            sceneRows[count] = row
            rows.append(row)
        }
        var chainRows: [Int: Row] = [:]
        for count in chains {
            let row = try checkRow("check chain of \(count) pushes and unwinds", path: inputs.chain(scenes: count), ratio: 2)
            chainRows[count] = row
            rows.append(row)
        }
        for size in megabytes {
            rows.append(try checkRow("check flow, \(size) MB", path: inputs.flow(megabytes: size), ratio: 2, memoryFactor: 2))
        }
        for size in storyboardMegabytes {
            rows.append(try checkRow("check storyboard, \(size) MB", path: inputs.storyboard(megabytes: size), ratio: 2, memoryFactor: 2))
        }
        rows.append(try checkRow("check \(smallFileCount) files of 20 KB", path: inputs.manySmallFiles(count: smallFileCount), ratio: 2))
        var startup = try checkRow("check 1 KB flow (start-up)", path: inputs.smallFlow, ratio: nil)
        startup.target = "< 50 ms wall"
        startup.met = startup.measured.seconds < 0.050
        rows.append(startup)
        print(render(rows))

        var figures: [Figure] = []
        let startupSeconds = startup.measured.seconds
        let series: [(String, [Int], [Int: Row], (Int) -> String)] = [
            ("generated flow", scenes, sceneRows, inputs.flow(scenes:)),
            ("chain of pushes and unwinds", chains, chainRows, inputs.chain(scenes:)),
        ]
        for (label, counts, table, path) in series {
            guard let small = counts.dropLast().last, let large = counts.last, let smallRow = table[small], let largeRow = table[large] else { continue }
            let perSmall = (smallRow.measured.seconds - startupSeconds) / Double(small)
            let perLarge = (largeRow.measured.seconds - startupSeconds) / Double(large)
            let ratio = perLarge / max(perSmall, 1e-12)
            figures.append(
                Figure(
                    name: "check time per scene (start-up taken off), \(label): \(large) against \(small) scenes",
                    baseline: microseconds(perSmall), measured: microseconds(perLarge), ratio: ratio,
                    target: "≤ 1.5× (linear)", met: ratio <= 1.5
                ))
            let rulesSmall = try RuleTiming.secondsPerScene(flow: path(small))
            let rulesLarge = try RuleTiming.secondsPerScene(flow: path(large))
            figures.append(
                Figure(
                    name: "rules alone (in process, graph included) per scene, \(label): \(large) against \(small) scenes",
                    baseline: microseconds(rulesSmall), measured: microseconds(rulesLarge), ratio: rulesLarge / max(rulesSmall, 1e-12),
                    target: "≤ 1.5× (linear)", met: rulesLarge <= 1.5 * rulesSmall
                ))
        }
        figures += try readingSpeedFigures(
            storyboards: [("0.5 MiB", inputs.halfMegabyteStoryboard, 100)] + storyboardMegabytes.map { ("\($0) MB", inputs.storyboard(megabytes: $0), 200) },
            flows: [("0.5 MB", inputs.flow(scenes: 1_000), 100)] + megabytes.map { ("\($0) MB", inputs.flow(megabytes: $0), 200) }
        )
        figures += try startupFigures()
        figures += try runtimeFigures(scenes: 10_000)
        figures.append(try swiftCheckFigure(files: swiftFileCount))
        figures.append(try languageServerFigure())
        figures += try watchFigures(files: smallFileCount, storyboards: storyboardTreeCount)
        print(render(figures))
    }

    /// The editor figures alone (`storyflow-bench editor`): `lsp` on a 1 MB storyboard and `check --watch` on
    /// 2,000 small flows (200 when `quick`).
    func runEditor(quick: Bool) throws {
        let files = quick ? 200 : 2_000
        let storyboards = quick ? 500 : 5_000
        try inputs.prepare(
            scenes: [], chains: [], megabytes: [], storyboardMegabytes: [1], smallFileCount: files, swiftFileCount: 0, storyboardTreeCount: storyboards)
        print(render([try languageServerFigure()] + (try watchFigures(files: files, storyboards: storyboards))))
    }

    /// `check --swift` on the generated app, against parsing its Swift files with swift-syntax alone (on every
    /// core, as the check does) in this process.
    private func swiftCheckFigure(files: Int) throws -> Figure {
        let sources = inputs.swiftSources(count: files)
        let parse = try ProcessMeasurement.median([bench, "parse-swift", sources], repetitions: repetitions)
        let check = try ProcessMeasurement.median([storyflow, "check", inputs.swiftAppFlow, "--swift", sources, "--format", "json"], repetitions: repetitions)
        return Figure(
            name: "check --swift on \(files) Swift files of 300 lines, against parsing them with swift-syntax alone (target: at most 2 s)",
            baseline: milliseconds(parse.seconds), measured: milliseconds(check.seconds),
            ratio: check.seconds / max(parse.seconds, 1e-9), target: "≤ 2 s",
            met: check.exitStatus <= 1 && check.seconds <= 2
        )
    }

    /// `storyflow lsp`: from a `didChange` of a 1 MB storyboard to its diagnostics, against `check` of the file.
    private func languageServerFigure() throws -> Figure {
        let path = inputs.storyboard(megabytes: 1)
        let check = try ProcessMeasurement.median([storyflow, "check", path, "--format", "json"], repetitions: max(repetitions, 5))
        let latency = try EditorBenchmarks.languageServerLatency(storyflow: storyflow, path: path, changes: 25)
        return Figure(
            name: "lsp: didChange of a 1 MB storyboard to its publishDiagnostics (median of 25 edits), against `check` of the file",
            baseline: milliseconds(check.seconds), measured: milliseconds(latency),
            ratio: latency / max(check.seconds, 1e-9), target: "≤ 30 ms", met: latency <= 0.030
        )
    }

    /// `check --watch` on three projects: a 1 MB storyboard alone, a folder of small flows and a tree of small
    /// storyboards. For each, one file saved (read and checked again, and from the save to the report, against
    /// the 50 ms target), and the first pass against a plain `check` of the same folder.
    private func watchFigures(files: Int, storyboards: Int) throws -> [Figure] {
        let single = inputs.folder + "/watch-storyboard-1MB"
        if !FileManager.default.fileExists(atPath: single) {
            try FileManager.default.createDirectory(atPath: single, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: inputs.storyboard(megabytes: 1), toPath: single + "/Main.storyboard")
        }
        let projects = [
            (folder: single, saved: "Main.storyboard", what: "a 1 MB storyboard", every: "a 1 MB storyboard"),
            (folder: inputs.manySmallFiles(count: files), saved: "f0.flow.xml", what: "one of \(files) flows of 20 KB", every: "\(files) flows of 20 KB"),
            (
                folder: inputs.storyboardTree(count: storyboards), saved: "group0/Screen0.storyboard", what: "one of \(storyboards) storyboards of 6 KB",
                every: "\(storyboards) storyboards of 6 KB"
            ),
        ]
        var figures: [Figure] = []
        for project in projects {
            let whole = try ProcessMeasurement.median([storyflow, "check", project.folder, "--format", "json"], repetitions: repetitions)
            let watch = try EditorBenchmarks.watchLatency(storyflow: storyflow, folder: project.folder, saved: project.saved, saves: 15)
            let pairs = max(repetitions, 5)
            let firstPass = try EditorBenchmarks.firstPassRatio(storyflow: storyflow, folder: project.folder, pairs: pairs)
            figures += [
                Figure(
                    name: "check --watch: \(project.what) saved, read and checked again (median of 15 saves), against checking the folder",
                    baseline: milliseconds(whole.seconds), measured: milliseconds(watch.recheck),
                    ratio: watch.recheck / max(whole.seconds, 1e-9), target: "–", met: true
                ),
                Figure(
                    name: "check --watch: \(project.what) saved, from the save to the report (median of 15 saves), against checking the folder",
                    baseline: milliseconds(whole.seconds), measured: milliseconds(watch.endToEnd),
                    ratio: watch.endToEnd / max(whole.seconds, 1e-9), target: "≤ 50 ms", met: watch.endToEnd <= 0.050
                ),
                Figure(
                    name: "check --watch: the first pass over \(project.every), against checking the folder (\(pairs) pairs in turn)",
                    baseline: milliseconds(firstPass.check), measured: milliseconds(firstPass.firstPass),
                    ratio: firstPass.ratio, target: "≤ 1.2×", met: firstPass.ratio <= 1.2
                ),
            ]
        }
        return figures
    }

    private func runtimeFigures(scenes: Int) throws -> [Figure] {
        let flow = inputs.flow(scenes: scenes)
        var figures: [Figure] = []
        let read = try ProcessMeasurement.median([bench, "read", flow], repetitions: repetitions)
        let launch = try ProcessMeasurement.median(
            [storyflow, "run", "--script", inputs.emptyScript, "--width", "80", flow], repetitions: repetitions
        )
        figures.append(
            Figure(
                name: "run: launch a \(scenes)-scene flow and draw its first screen, against reading it",
                baseline: milliseconds(read.seconds), measured: milliseconds(launch.seconds),
                ratio: launch.seconds / max(read.seconds, 1e-9), target: "≤ 1.5×",
                met: launch.exitStatus == 0 && launch.seconds <= 1.5 * read.seconds
            ))
        let paths = try ProcessMeasurement.median([storyflow, "paths", "--strategy", "segues", flow], repetitions: repetitions)
        figures.append(
            Figure(
                name: "paths --strategy segues on a \(scenes)-scene flow (default limits), against reading it",
                baseline: milliseconds(read.seconds), measured: milliseconds(paths.seconds),
                ratio: paths.seconds / max(read.seconds, 1e-9), target: "≤ 3×",
                met: paths.exitStatus == 0 && paths.seconds <= 3 * read.seconds
            ))
        for format in ["json", "dot"] {
            // Reading and drawing run in turn, so both see the same moments of the shared machine.
            let graph = try ProcessMeasurement.paired(
                baseline: [bench, "read", flow], measured: [storyflow, "graph", "--format", format, flow],
                repetitions: 2 * repetitions + 1
            )
            figures.append(
                Figure(
                    name: "graph --format \(format) on a \(scenes)-scene flow, against reading it",
                    baseline: milliseconds(graph.baseline.seconds), measured: milliseconds(graph.measured.seconds),
                    ratio: graph.ratio, target: "≤ 2×",
                    met: graph.measured.exitStatus == 0 && graph.ratio <= 2
                ))
        }
        let walk = try generatedWalk(flow: flow, steps: 1_000)
        let coverageFile = inputs.folder + "/coverage.json"
        try? FileManager.default.removeItem(atPath: coverageFile)
        let recording = try ProcessMeasurement.paired(
            baseline: [storyflow, "run", "--script", walk, "--width", "80", flow],
            measured: [storyflow, "run", "--script", walk, "--width", "80", "--coverage", coverageFile, flow],
            repetitions: max(repetitions, 5)
        )
        figures.append(
            Figure(
                name: "run --coverage: a generated walk of 1,000 steps on the \(scenes)-scene flow, against the same walk without",
                baseline: milliseconds(recording.baseline.seconds), measured: milliseconds(recording.measured.seconds),
                ratio: recording.ratio, target: "≤ 1.1×",
                met: recording.baseline.exitStatus == 0 && recording.measured.exitStatus == 0 && recording.ratio <= 1.1
            ))
        try MainActor.assumeIsolated {
            let steps = try RuntimeBenchmarks.steps(flow: flow)
            figures.append(
                Figure(
                    name: "run: one step (tap → segue → screen built and drawn), \(scenes)-scene flow, median of \(steps.steps), against drawing only",
                    baseline: milliseconds(steps.baseline, digits: 3), measured: milliseconds(steps.measured, digits: 3),
                    ratio: steps.measured / max(steps.baseline, 1e-12), target: "≤ 1 ms median", met: steps.measured <= 0.001
                ))
            let memory = try RuntimeBenchmarks.liveControllersAfterLaunch(flow: flow)
            figures.append(
                Figure(
                    name: "run: live controllers after launch (of \(memory.scenes) scenes), against those the initial containers hold",
                    baseline: "\(memory.held)", measured: "\(memory.live)",
                    ratio: Double(memory.live) / Double(max(memory.held, 1)), target: "live ≤ held", met: memory.live <= memory.held
                ))
            let thousand = try RuntimeBenchmarks.tableScreen(rows: 1_000)
            let million = try RuntimeBenchmarks.tableScreen(rows: 1_000_000)
            figures.append(
                Figure(
                    name: "table: scroll a page and draw the screen, 1,000,000 rows against 1,000 rows",
                    baseline: milliseconds(thousand, digits: 3), measured: milliseconds(million, digits: 3),
                    ratio: million / max(thousand, 1e-12), target: "≤ 1.2×", met: million <= 1.2 * thousand
                ))
        }
        return figures
    }

    /// A script of walks `storyflow paths` generates for `flow`, `steps` steps in all, written beside the inputs.
    private func generatedWalk(flow: String, steps: Int) throws -> String {
        let path = inputs.folder + "/generated-\(steps).walk"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: storyflow)
        process.arguments = ["paths", "--max-steps", String(steps), flow]
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? file.close() }
        process.standardOutput = file
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchError("storyflow paths failed on \(flow)") }
        return path
    }

    private func checkRow(_ name: String, path: String, ratio: Double?, memoryFactor: Double? = nil) throws -> Row {
        let bytes = size(of: path)
        // Eleven pairs in a full run: with five separate medians, the ratios of the two 50 MB flows (nearly the
        // same file) came out 0.6× apart in one run.
        let pairs = try ProcessMeasurement.paired(
            baseline: [bench, "baseline", path], measured: [storyflow, "check", "--format", "json", path],
            repetitions: 2 * repetitions + 1
        )
        let (baseline, measured) = (pairs.baseline, pairs.measured)
        var targets: [String] = []
        var met = true
        if let ratio {
            targets.append("≤ \(ratio)× time")
            met = met && pairs.ratio <= ratio
        }
        if let memoryFactor {
            targets.append("≤ \(memoryFactor)× size in memory")
            met = met && Double(measured.peakBytes) <= memoryFactor * Double(bytes)
        }
        return Row(
            name: name, baseline: baseline, measured: measured, ratio: pairs.ratio, inputBytes: bytes,
            target: targets.joined(separator: ", "), met: met
        )
    }

    func size(of path: String) -> Int {
        files(at: path).reduce(0) { total, file in
            total + ((try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0)
        }
    }

    private func render(_ rows: [Row]) -> String {
        var out = "| case | input | libxml2 baseline | storyflow | ratio | peak memory | memory / input | exit | target | met |\n"
        out += "|---|---|---|---|---|---|---|---|---|---|\n"
        for row in rows {
            let memoryRatio = Double(row.measured.peakBytes) / Double(max(row.inputBytes, 1))
            out += "| \(row.name) | \(megabytes(row.inputBytes)) | \(milliseconds(row.baseline.seconds)) | "
            out += "\(milliseconds(row.measured.seconds)) | \(format(row.ratio))× | \(megabytes(row.measured.peakBytes)) | "
            out += "\(format(memoryRatio))× | \(row.measured.exitStatus) | \(row.target) | \(row.met ? "yes" : "**no**") |\n"
        }
        return out
    }

    func render(_ figures: [Figure]) -> String {
        var out = "| figure | baseline | measured | ratio | target | met |\n|---|---|---|---|---|---|\n"
        for figure in figures {
            out +=
                """
                | \(figure.name) | \(figure.baseline) | \(figure.measured) | \(format(figure.ratio))× | \(figure.target) | \(figure.met ? "yes" : "**no**") \
                |\n
                """
        }
        return out
    }

    func milliseconds(_ seconds: Double, digits: Int = 1) -> String { String(format: "%.\(digits)f ms", seconds * 1000) }
    private func microseconds(_ seconds: Double) -> String { String(format: "%.2f µs", seconds * 1_000_000) }
    private func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }
    private func format(_ value: Double) -> String { String(format: "%.2f", value) }
}
