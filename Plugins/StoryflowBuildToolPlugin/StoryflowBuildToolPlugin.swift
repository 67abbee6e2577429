import Foundation
import PackagePlugin

/// Checks a target's flows and storyboards on every build that changed one of them: a build command (not a
/// prebuild command, which cannot use an executable built from source) whose inputs are the flows and whose
/// output is a stamp, so an unchanged target is not checked again. Every `.storyflow.yml` that can apply is an
/// input too (those above the target's folder, up to the package's, and those in it and its folders), so editing,
/// adding or removing one checks again: SwiftPM asks the plugin for its commands on every build. The stamp is a
/// Swift file holding a comment:
/// SwiftPM compiles a Swift output, where it would copy any other file into the target's resources. Findings
/// print in Xcode's format, which Xcode and `swift build` show; an error fails the build.
@main
struct StoryflowBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let flows = FlowFiles.find(under: target.directoryURL.path)
        guard !flows.isEmpty else { return [] }
        // The configurations that can apply: in the target's folder and those under it, and in the folders above
        // it up to the package's.
        var configurations = FlowFiles.configurations(under: target.directoryURL.path).map { URL(fileURLWithPath: $0) }
        var folder = target.directoryURL.standardizedFileURL.deletingLastPathComponent()
        let top = context.package.directoryURL.standardizedFileURL.path
        while folder.path.hasPrefix(top) {
            let configuration = folder.appendingPathComponent(".storyflow.yml")
            if FileManager.default.fileExists(atPath: configuration.path) { configurations.append(configuration) }
            guard folder.path != top else { break }
            folder = folder.deletingLastPathComponent()
        }
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("StoryflowCheck_\(target.name).swift")
        return [
            .buildCommand(
                displayName: "storyflow check \(target.name) (\(flows.count) flow\(flows.count == 1 ? "" : "s"))",
                executable: try context.tool(named: "storyflow").url,
                arguments: ["check", "--force-exclude"] + flows + ["--format", "xcode", "--build-stamp", stamp.path],
                inputFiles: flows.map { URL(fileURLWithPath: $0) } + configurations,
                outputFiles: [stamp]
            )
        ]
    }
}
