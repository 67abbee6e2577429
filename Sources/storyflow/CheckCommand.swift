import ArgumentParser
import Foundation
import StoryflowModel
import StoryflowReader
import StoryflowReporting

/// `storyflow check PATH...`: reads flow files and reports every problem found.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report problems in flow files and storyboards.",
        discussion: """
            Folders are searched recursively for *.flow.xml and *.storyboard files. Exit status: 0 when nothing is at error \
            level, 1 when errors were found, 2 for usage or I/O problems (a missing or unreadable path).
            """
    )

    @Argument(help: "Flow files, storyboards or folders to check.")
    var paths: [String]

    @Option(help: "Output format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ReportFormat = .xcode

    func run() throws {
        let files: [String]
        do {
            files = try FileCollector.flowFiles(in: paths)
        } catch {
            FileHandle.standardError.write(Data("storyflow: error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let results = Self.load(files)
        var diagnostics: [Diagnostic] = []
        var ioFailed = false
        for result in results {
            switch result {
            case .success(let found):
                diagnostics += found
            case .failure(let error):
                FileHandle.standardError.write(Data("storyflow: error: \(error)\n".utf8))
                ioFailed = true
            }
        }
        let report = CheckReport(fileCount: files.count, diagnostics: diagnostics)
        FileHandle.standardOutput.write(Data(format.reporter.render(report).utf8))
        if ioFailed { throw ExitCode(2) }
        if report.count(of: .error) > 0 { throw ExitCode(1) }
    }

    /// Reads `files` on every core, keeping each file's diagnostics; results come back in the order of `files`, so output does not depend on
    /// which file finished first.
    static func load(_ files: [String]) -> [Result<[Diagnostic], LoadError>] {
        let results = ResultSlots(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let result: Result<[Diagnostic], LoadError>
            do throws(LoadError) {
                result = .success(try FlowLoader.load(contentsOf: files[index]).diagnostics)
            } catch {
                result = .failure(error)
            }
            results.store(result, at: index)
        }
        return results.values
    }
}

/// One slot per file, each written by exactly one iteration of a concurrent loop.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [Result<[Diagnostic], LoadError>?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ result: Result<[Diagnostic], LoadError>, at index: Int) {
        lock.withLock { slots[index] = result }
    }

    var values: [Result<[Diagnostic], LoadError>] {
        lock.withLock { slots.compactMap { $0 } }
    }
}

extension ReportFormat: ExpressibleByArgument {}
