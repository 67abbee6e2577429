// swift-tools-version: 6.1
import PackageDescription

/// Storyflow's benchmarks, a package of their own so the main build and CI never compile them.
/// Run from the repository root: `swift run -c release --package-path Benchmarks storyflow-bench`.
let package = Package(
    name: "StoryflowBenchmarks",
    dependencies: [
        .package(name: "Storyflow", path: ".."),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(name: "CLibXML2Baseline", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .executableTarget(name: "measure-child"),
        .executableTarget(name: "argument-parser-floor", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .executableTarget(
            name: "storyflow-bench",
            dependencies: [
                "CLibXML2Baseline",
                .product(name: "StoryflowModel", package: "Storyflow"),
                .product(name: "StoryflowReader", package: "Storyflow"),
                .product(name: "StoryflowChecks", package: "Storyflow"),
                .product(name: "StoryflowRuntime", package: "Storyflow"),
                .product(name: "StoryflowTerminal", package: "Storyflow"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
    ]
)
