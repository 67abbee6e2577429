import Foundation

/// `storyflow-bench`: Storyflow's benchmarks. Every figure is a ratio to a baseline measured in the same run on
/// the same input. See docs/performance.md.
///
/// Usage:
///   storyflow-bench [--storyflow PATH] [--work DIR] [--corpus DIR] [--quick]   print the table
///   storyflow-bench baseline PATH...                                            libxml2 streaming baseline
func main() throws {
    var arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "baseline" {
        var failed = false
        for path in arguments.dropFirst() {
            for file in files(at: path) where Baseline.stream(path: file) < 0 { failed = true }
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
    let corpus = option("--corpus", default: "../shared/corpus/storyboards")
    let quick = arguments.contains("--quick")
    let table = BenchmarkTable(
        storyflow: absolute(storyflow), bench: selfPath(),
        inputs: Inputs(folder: work, corpus: corpus), repetitions: quick ? 1 : 5
    )
    try table.run(quick: quick)
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
