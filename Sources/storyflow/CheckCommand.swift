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
        var diagnostics: [Diagnostic] = []
        var ioFailed = false
        for file in files {
            do {
                diagnostics += try FlowLoader.load(contentsOf: file).diagnostics
            } catch {
                FileHandle.standardError.write(Data("storyflow: error: \(error)\n".utf8))
                ioFailed = true
            }
        }
        let report = CheckReport(fileCount: files.count, diagnostics: diagnostics)
        FileHandle.standardOutput.write(Data(format.reporter.render(report).utf8))
        if ioFailed { throw ExitCode(2) }
        if report.count(of: .error) > 0 { throw ExitCode(1) }
    }
}

extension ReportFormat: ExpressibleByArgument {}
