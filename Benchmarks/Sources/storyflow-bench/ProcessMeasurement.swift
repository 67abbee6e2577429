import Foundation

/// Wall time and peak memory of one child process.
struct ProcessSample {
    var seconds: Double
    var peakBytes: Int
    var exitStatus: Int32
}

/// Runs commands as child processes and measures them the same way, so a figure and its baseline are comparable.
enum ProcessMeasurement {
    /// Runs `arguments` (the first is the executable's path) with stdout and stderr sent to /dev/null.
    static func run(_ arguments: [String]) throws -> ProcessSample {
        var fileActions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&fileActions)
        defer { posix_spawn_file_actions_destroy(&fileActions) }
        posix_spawn_file_actions_addopen(&fileActions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&fileActions, 2, "/dev/null", O_WRONLY, 0)
        var cArguments = arguments.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        var pid: pid_t = 0
        let started = DispatchTime.now()
        let status = posix_spawn(&pid, arguments[0], &fileActions, nil, &cArguments, environ)
        guard status == 0 else { throw BenchError("cannot start \(arguments[0]): \(String(cString: strerror(status)))") }
        var waitStatus: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &waitStatus, 0, &usage)
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        return ProcessSample(seconds: elapsed, peakBytes: Int(usage.ru_maxrss) * 1024, exitStatus: (waitStatus >> 8) & 0xFF)
    }

    /// The median wall time and the largest peak memory over `repetitions` runs.
    static func median(_ arguments: [String], repetitions: Int) throws -> ProcessSample {
        var samples: [ProcessSample] = []
        for _ in 0..<repetitions { samples.append(try run(arguments)) }
        let sorted = samples.map(\.seconds).sorted()
        return ProcessSample(
            seconds: sorted[sorted.count / 2],
            peakBytes: samples.map(\.peakBytes).max() ?? 0,
            exitStatus: samples.map(\.exitStatus).max() ?? 0
        )
    }
}
