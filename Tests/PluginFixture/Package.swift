// swift-tools-version: 6.1
// A package that uses Storyflow's plugins as an app's package would: scripts/test-plugins.sh builds it (the
// build-tool plugin checks Sources/App/Flows on every build that changed them) and runs `swift package
// storyflow-check` on it.
import PackageDescription

let package = Package(
    name: "PluginFixture",
    dependencies: [
        .package(name: "Storyflow", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "App",
            exclude: ["Flows"],
            plugins: [.plugin(name: "StoryflowBuildToolPlugin", package: "Storyflow")]
        )
    ]
)
