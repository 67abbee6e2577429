import Foundation
import PackagePlugin

/// `swift package storyflow-check [--target NAME]... [check options]`: checks the package's flows and
/// storyboards (all of them, or those of the targets named) with the package's own `storyflow`.
///
/// The plugin builds `storyflow` itself, as `swift build --product storyflow` would, instead of declaring it a
/// dependency: SwiftPM links a command plugin's dependencies again on every run
/// (swiftlang/swift-package-manager#7210), where this build is incremental, so a run with nothing changed takes
/// about a second.
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
        let build = try packageManager.build(.product("storyflow"), parameters: PackageManager.BuildParameters())
        let tool = build.builtArtifacts.first { $0.kind == .executable && $0.url.lastPathComponent == "storyflow" }
        guard build.succeeded, let tool else {
            Diagnostics.error("storyflow-check: building storyflow failed:\n\(build.logText)")
            return
        }
        // check --swift runs storyflow-swift-scan, found beside storyflow, to parse Swift.
        if options.contains(where: { $0 == "--swift" || $0.hasPrefix("--swift=") }) {
            let scanner = try packageManager.build(.product("storyflow-swift-scan"), parameters: PackageManager.BuildParameters())
            guard scanner.succeeded else {
                Diagnostics.error("storyflow-check: building storyflow-swift-scan failed:\n\(scanner.logText)")
                return
            }
        }
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
