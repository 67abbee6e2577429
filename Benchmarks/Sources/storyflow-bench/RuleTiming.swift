import Foundation
import StoryflowChecks
import StoryflowReader

/// The rules alone, in process: every registered rule on a document already read, graph included, as
/// `FlowChecker.check(_:)` runs them (the language server's check). Less noisy than a whole process for showing
/// that the rules' time grows with the flow's size.
enum RuleTiming {
    /// The median seconds per scene of checking the flow at `path`, over `repetitions` runs.
    static func secondsPerScene(flow path: String, repetitions: Int = 5) throws -> Double {
        guard let document = try FlowLoader.load(contentsOf: path).document else { throw BenchError("cannot read \(path)") }
        let checker = FlowChecker()
        var times: [Double] = []
        var findings = 0
        for _ in 0..<repetitions {
            let start = DispatchTime.now().uptimeNanoseconds
            findings &+= checker.check(document).count
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        guard findings >= 0 else { return 0 }
        return times.sorted()[times.count / 2] / Double(max(document.scenes.count, 1))
    }
}
