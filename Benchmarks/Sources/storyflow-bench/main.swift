import Foundation
import StoryflowReader

/// `storyflow-bench`: Storyflow's benchmarks. Every figure is a ratio to a baseline measured in the same run on
/// the same input. See docs/performance.md.
///
/// Usage:
///   storyflow-bench [--storyflow PATH] [--work DIR] [--corpus DIR] [--quick] [--huge]   print the table
///     --quick   small inputs, one repetition
///     --huge    also 200 MB files (a flow and a storyboard), to show there is no size ceiling
///     --one-core-busy   a shell loop keeps one core busy throughout (the figures with one core loaded)
///   storyflow-bench baseline PATH...                                            libxml2 streaming baseline
///   storyflow-bench sax PATH...                                                 libxml2's SAX2 parse, callbacks empty
///   storyflow-bench read PATH...                                                Storyflow's reader only
///   storyflow-bench table ROWS                                                  time per screen of a table (profiling)
///   storyflow-bench rules FLOW...                                               the rules alone per scene, in process
///   storyflow-bench parse-swift DIR                                             swift-syntax parsing DIR's files alone
///   storyflow-bench editor [--storyflow PATH] [--work DIR] [--corpus DIR] [--quick]   the lsp and watch figures alone
func main() throws {
    var arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "baseline" {
        var failed = false
        for path in arguments.dropFirst() {
            for file in files(at: path) where Baseline.stream(path: file) < 0 { failed = true }
        }
        exit(failed ? 1 : 0)
    }
    if arguments.first == "sax" {
        var failed = false
        for path in arguments.dropFirst() {
            for file in files(at: path) where !SAXFloor.parse(path: file) { failed = true }
        }
        exit(failed ? 1 : 0)
    }
    if arguments.first == "table", arguments.count == 2, let rows = Int(arguments[1]) {
        let seconds = try MainActor.assumeIsolated { try RuntimeBenchmarks.tableScreen(rows: rows) }
        print(String(format: "%.3f ms per screen", seconds * 1000))
        exit(0)
    }
    if arguments.first == "rules" {
        for path in arguments.dropFirst() {
            let seconds = try RuleTiming.secondsPerScene(flow: path, repetitions: 11)
            print(String(format: "%.3f µs per scene  %@", seconds * 1e6, path))
        }
        exit(0)
    }
    if arguments.first == "parse-swift", arguments.count == 2 {
        exit(SwiftParsing.parseAll(in: arguments[1]) ? 0 : 1)
    }
    if arguments.first == "read" {
        var failed = false
        for path in arguments.dropFirst() {
            for file in files(at: path) where (try? FlowLoader.load(contentsOf: file))?.document == nil { failed = true }
        }
        exit(failed ? 1 : 0)
    }
    func option(_ name: String, default value: String) -> String {
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return value }
        defer { arguments.removeSubrange(index...index + 1) }
        return arguments[index + 1]
    }
    let storyflow = option("--storyflow", default: ".build/release/storyflow")
    let work = option("--work", default: NSTemporaryDirectory() + "storyflow-bench")
    let corpus = option("--corpus", default: defaultCorpus())
    let quick = arguments.contains("--quick")
    // One core kept busy by a shell loop for the whole run: the figures with one core loaded.
    let busy = arguments.contains("--one-core-busy") ? try OneCoreBusy() : nil
    defer { busy?.stop() }
    let huge = arguments.contains("--huge")
    let table = BenchmarkTable(
        storyflow: absolute(storyflow), bench: selfPath(),
        inputs: Inputs(folder: work, corpus: corpus), repetitions: quick ? 1 : 5
    )
    if arguments.first == "editor" {
        try table.runEditor(quick: quick)
    } else {
        try table.run(quick: quick, huge: huge)
    }
}

/// `shared/corpus/storyboards` in the nearest folder at or above the current one that has it beside the
/// repository (`/work/main` and `/work/wt/NAME` both find `/work/shared`).
func defaultCorpus() -> String {
    var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    while folder.path != "/" {
        let candidate = folder.appendingPathComponent("shared/corpus/storyboards").path
        if FileManager.default.fileExists(atPath: candidate) { return candidate }
        folder.deleteLastPathComponent()
    }
    return "../shared/corpus/storyboards"
}

func files(at path: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return [path] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.sorted().map { path + "/" + $0 }
}

func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
}

func selfPath() -> String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
}

do {
    try main()
} catch {
    FileHandle.standardError.write(Data("storyflow-bench: \(error)\n".utf8))
    exit(2)
}

/// A shell loop that keeps one core busy until stopped, or until the benchmark is gone (a benchmark killed
/// leaves no loop spinning behind to skew later runs).
final class OneCoreBusy {
    private let loop = Process()

    init() throws {
        loop.executableURL = URL(fileURLWithPath: "/bin/sh")
        loop.arguments = ["-c", "while kill -0 \(getpid()) 2>/dev/null; do :; done"]
        try loop.run()
    }

    func stop() {
        loop.terminate()
        loop.waitUntilExit()
    }
}
