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
        var inputBytes: Int
        var target: String
        var met: Bool
    }

    /// Runs every case: small inputs when `quick`, and 200 MB files besides the 50 MB ones when `huge`.
    func run(quick: Bool, huge: Bool) throws {
        let scenes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]
        let megabytes: [Int] = (quick ? [5] : [50]) + (huge ? [200] : [])
        let storyboardMegabytes = megabytes
        let smallFileCount = quick ? 200 : 2_000
        try inputs.prepare(scenes: scenes, megabytes: megabytes, storyboardMegabytes: storyboardMegabytes, smallFileCount: smallFileCount)
        var rows: [Row] = []
        for count in scenes {
            rows.append(try checkRow("check flow, \(count) scenes", path: inputs.flow(scenes: count), ratio: 2))
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
    }

    private func checkRow(_ name: String, path: String, ratio: Double?, memoryFactor: Double? = nil) throws -> Row {
        let bytes = size(of: path)
        let baseline = try ProcessMeasurement.median([bench, "baseline", path], repetitions: repetitions)
        let measured = try ProcessMeasurement.median([storyflow, "check", "--format", "json", path], repetitions: repetitions)
        var targets: [String] = []
        var met = true
        if let ratio {
            targets.append("≤ \(ratio)× time")
            met = met && measured.seconds <= ratio * baseline.seconds
        }
        if let memoryFactor {
            targets.append("≤ \(memoryFactor)× size in memory")
            met = met && Double(measured.peakBytes) <= memoryFactor * Double(bytes)
        }
        return Row(name: name, baseline: baseline, measured: measured, inputBytes: bytes, target: targets.joined(separator: ", "), met: met)
    }

    private func size(of path: String) -> Int {
        files(at: path).reduce(0) { total, file in
            total + ((try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0)
        }
    }

    private func render(_ rows: [Row]) -> String {
        var out = "| case | input | libxml2 baseline | storyflow | ratio | peak memory | memory / input | exit | target | met |\n"
        out += "|---|---|---|---|---|---|---|---|---|---|\n"
        for row in rows {
            let ratio = row.measured.seconds / max(row.baseline.seconds, 1e-9)
            let memoryRatio = Double(row.measured.peakBytes) / Double(max(row.inputBytes, 1))
            out += "| \(row.name) | \(megabytes(row.inputBytes)) | \(milliseconds(row.baseline.seconds)) | "
            out += "\(milliseconds(row.measured.seconds)) | \(format(ratio))× | \(megabytes(row.measured.peakBytes)) | "
            out += "\(format(memoryRatio))× | \(row.measured.exitStatus) | \(row.target) | \(row.met ? "yes" : "**no**") |\n"
        }
        return out
    }

    private func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
    private func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }
    private func format(_ value: Double) -> String { String(format: "%.2f", value) }
}
