import Foundation
import PackagePlugin

/// `swift package storyflow-check [--target NAME]... [check options]`: checks the package's flows and
/// storyboards (all of them, or those of the targets named) with the package's own `storyflow`.
@main
struct StoryflowCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let options = extractor.remainingArguments
        let folders: [String]
        if targetNames.isEmpty {
            folders = [context.package.directoryURL.path]
        } else {
            folders = try context.package.targets(named: targetNames).map(\.directoryURL.path)
        }
        let flows = folders.flatMap(FlowFiles.find(under:))
        guard !flows.isEmpty else {
            Diagnostics.remark("storyflow-check: no *.flow.xml or *.storyboard in \(folders.joined(separator: ", "))")
            return
        }
        let tool = try context.tool(named: "storyflow")
        let process = Process()
        process.executableURL = tool.url
        // Every file is named, so the configuration's `excluded` needs --force-exclude to apply.
        process.arguments = ["check", "--force-exclude"] + flows + options
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("storyflow check found problems (exit status \(process.terminationStatus))")
        }
    }
}
