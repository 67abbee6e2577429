import Foundation
import PackagePlugin

/// Checks a target's flows and storyboards on every build that changed one of them: a build command (not a
/// prebuild command, which cannot use an executable built from source) whose inputs are the flows and whose
/// output is a stamp, so an unchanged target is not checked again (a changed `.storyflow.yml` in or above the
/// target's folder counts as a change). The stamp is a Swift file holding a comment:
/// SwiftPM compiles a Swift output, where it would copy any other file into the target's resources. Findings
/// print in Xcode's format, which Xcode and `swift build` show; an error fails the build.
@main
struct StoryflowBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let flows = FlowFiles.find(under: target.directoryURL.path)
        guard !flows.isEmpty else { return [] }
        // The configurations that apply: in the target's folder and the folders above it, up to the package's.
        var configurations: [URL] = []
        var folder = target.directoryURL.standardizedFileURL
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
