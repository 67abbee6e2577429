import Foundation

/// Wall time and peak memory of one child process.
struct ProcessSample {
    var seconds: Double
    var peakBytes: Int
    var exitStatus: Int32
}

/// Runs commands as child processes and measures them the same way, so a figure and its baseline are comparable.
///
/// Each command runs under `measure-child` (built beside `storyflow-bench`), which forks it from a small process
/// and reports its wall time and its own peak resident set size: Linux carries the peak over fork and exec, so
/// spawning straight from the benchmark would report the benchmark's memory instead.
enum ProcessMeasurement {
    /// Runs `arguments` (the first is the executable's path) with stdout and stderr sent to /dev/null.
    static func run(_ arguments: [String]) throws -> ProcessSample {
        let runner = (selfPath() as NSString).deletingLastPathComponent + "/measure-child"
        var fileActions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&fileActions)
        defer { posix_spawn_file_actions_destroy(&fileActions) }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw BenchError("cannot create a pipe") }
        posix_spawn_file_actions_adddup2(&fileActions, pipeEnds[1], 1)
        posix_spawn_file_actions_addclose(&fileActions, pipeEnds[0])
        var cArguments = ([runner] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, runner, &fileActions, nil, &cArguments, environ)
        close(pipeEnds[1])
        defer { close(pipeEnds[0]) }
        guard status == 0 else { throw BenchError("cannot start \(runner): \(String(cString: strerror(status)))") }
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = read(pipeEnds[0], &buffer, buffer.count)
            if count <= 0 { break }
            output.append(contentsOf: buffer[0..<count])
        }
        var waitStatus: Int32 = 0
        _ = waitpid(pid, &waitStatus, 0)
        let fields = String(decoding: output, as: UTF8.self).split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }
        guard fields.count == 3, let seconds = Double(fields[0]), let kilobytes = Int(fields[1]), let exitStatus = Int32(fields[2]) else {
            throw BenchError("measure-child failed on \(arguments.joined(separator: " "))")
        }
        return ProcessSample(seconds: seconds, peakBytes: kilobytes * 1024, exitStatus: exitStatus)
    }

    /// The median wall time and the largest peak memory over `repetitions` runs.
    static func median(_ arguments: [String], repetitions: Int) throws -> ProcessSample {
        var samples: [ProcessSample] = []
        for _ in 0..<repetitions { samples.append(try run(arguments)) }
        return summary(of: samples)
    }

    /// `baseline` and `measured` run in turn, `repetitions` times each, so both see the same moments of a shared
    /// machine: the median of each (with the largest peak memory), and the median of the pairs' time ratios.
    static func paired(baseline: [String], measured: [String], repetitions: Int) throws -> PairedSample {
        var baselines: [ProcessSample] = []
        var measurements: [ProcessSample] = []
        for _ in 0..<repetitions {
            baselines.append(try run(baseline))
            measurements.append(try run(measured))
        }
        let ratios = zip(measurements, baselines).map { $0.seconds / max($1.seconds, 1e-9) }.sorted()
        return PairedSample(
            baseline: summary(of: baselines), measured: summary(of: measurements), ratio: ratios[ratios.count / 2]
        )
    }

    private static func summary(of samples: [ProcessSample]) -> ProcessSample {
        let sorted = samples.map(\.seconds).sorted()
        return ProcessSample(
            seconds: sorted[sorted.count / 2],
            peakBytes: samples.map(\.peakBytes).max() ?? 0,
            exitStatus: samples.map(\.exitStatus).max() ?? 0
        )
    }
}

/// A baseline and a measurement taken in turn: each one's median, and the median of the pairs' time ratios.
struct PairedSample {
    var baseline: ProcessSample
    var measured: ProcessSample
    var ratio: Double
}
