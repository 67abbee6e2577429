import Foundation
import PackagePlugin

/// Generates typed Swift for a target's flows and storyboards on every build that changed one of them:
/// `storyflow generate swift` writes one file into the plugin's work folder, which the target compiles (nothing
/// is written among the sources, and nothing to commit). A storyboard beside a flow file of the same name
/// (`Ratings.storyboard` and `Ratings.flow.xml`) is that flow exported, and is left out. The code is for
/// Storyflow's runtime when the target depends on `StoryflowRuntime`, else for UIKit (an iOS app's target). A flow
/// that cannot be read fails the build.
@main
struct StoryflowGenerateSwiftPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let files = FlowFiles.find(under: target.directoryURL.path)
        let flowNames = Set(files.filter { $0.hasSuffix(".flow.xml") }.map { String($0.dropLast(".flow.xml".count)) })
        let inputs = files.filter { !($0.hasSuffix(".storyboard") && flowNames.contains(String($0.dropLast(".storyboard".count)))) }
        guard !inputs.isEmpty else { return [] }
        let usesRuntime = target.recursiveTargetDependencies.contains { $0.name == "StoryflowRuntime" }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Storyflow_\(target.name).generated.swift")
        return [
            .buildCommand(
                displayName: "storyflow generate swift \(target.name) (\(inputs.count) flow\(inputs.count == 1 ? "" : "s"))",
                executable: try context.tool(named: "storyflow").url,
                arguments: ["generate", "swift"] + inputs + ["-o", output.path, "--target", usesRuntime ? "storyflow" : "uikit"],
                inputFiles: inputs.map { URL(fileURLWithPath: $0) },
                outputFiles: [output]
            )
        ]
    }
}
