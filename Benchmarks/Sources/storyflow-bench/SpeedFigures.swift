import Foundation

/// The figures issue 39 sets targets for, each beside its reference measured in the same run: reading speed
/// against libxml2's SAX2 parse with empty callbacks (`storyflow-bench sax`), and start-up against
/// swift-argument-parser parsing the same command line, linked the same way (`argument-parser-floor`).
extension BenchmarkTable {
    /// Reading speed (MB of 10^6 bytes a second) of `check` on storyboards and flows, against the SAX floor.
    func readingSpeedFigures(storyboards: [(String, String, Double)], flows: [(String, String, Double)]) throws -> [Figure] {
        var figures: [Figure] = []
        for (kind, list) in [("storyboard", storyboards), ("flow", flows)] {
            for (label, path, minimum) in list {
                let megabytes = Double(size(of: path)) / 1e6
                let pairs = try ProcessMeasurement.paired(
                    baseline: [bench, "sax", path], measured: [storyflow, "check", "--format", "json", path], repetitions: 2 * repetitions + 1
                )
                let speed = megabytes / max(pairs.measured.seconds, 1e-9)
                figures.append(
                    Figure(
                        name: "check \(kind), \(label): \(String(format: "%.0f", speed)) MB/s, against libxml2's SAX2 parse with empty callbacks",
                        baseline: milliseconds(pairs.baseline.seconds), measured: milliseconds(pairs.measured.seconds), ratio: pairs.ratio,
                        target: String(format: "≥ %.0f MB/s", minimum) + (minimum >= 200 ? ", ≤ 2× SAX" : ""),
                        met: speed >= minimum && (minimum < 200 || pairs.ratio <= 2)
                    ))
            }
        }
        return figures
    }

    /// `storyflow --version` and `check` of a 1 KB flow against `argument-parser-floor` given the same arguments
    /// (its `check` declares `storyflow check`'s options).
    func startupFigures() throws -> [Figure] {
        let floor = (bench as NSString).deletingLastPathComponent + "/argument-parser-floor"
        var figures: [Figure] = []
        for (label, arguments) in [("storyflow --version", ["--version"]), ("check of a 1 KB flow", ["check", "--format", "json", inputs.smallFlow])] {
            let pairs = try ProcessMeasurement.paired(
                baseline: [floor] + arguments, measured: [storyflow] + arguments, repetitions: max(4 * repetitions + 1, 5)
            )
            figures.append(
                Figure(
                    name: "start-up: \(label), against swift-argument-parser parsing the same arguments and options, linked the same way",
                    baseline: milliseconds(pairs.baseline.seconds, digits: 2), measured: milliseconds(pairs.measured.seconds, digits: 2),
                    ratio: pairs.ratio, target: "≤ 5 ms", met: pairs.measured.seconds <= 0.005
                ))
        }
        return figures
    }
}
