import Foundation
import PackagePlugin

/// Checks a target's flows and storyboards on every build that changed one of them: a build command (not a
/// prebuild command, which cannot use an executable built from source) whose inputs are the flows and whose
/// output is a stamp, so an unchanged target is not checked again. The stamp is a Swift file holding a comment:
/// SwiftPM compiles a Swift output, where it would copy any other file into the target's resources. Findings
/// print in Xcode's format, which Xcode and `swift build` show; an error fails the build.
@main
struct StoryflowBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let flows = FlowFiles.find(under: target.directoryURL.path)
        guard !flows.isEmpty else { return [] }
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("StoryflowCheck_\(target.name).swift")
        return [
            .buildCommand(
                displayName: "storyflow check \(target.name) (\(flows.count) flow\(flows.count == 1 ? "" : "s"))",
                executable: try context.tool(named: "storyflow").url,
                arguments: ["check"] + flows + ["--format", "xcode", "--build-stamp", stamp.path],
                inputFiles: flows.map { URL(fileURLWithPath: $0) },
                outputFiles: [stamp]
            ),
        ]
    }
}
