// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Storyflow",
    products: [
        .library(name: "StoryflowModel", targets: ["StoryflowModel"]),
        .library(name: "StoryflowReader", targets: ["StoryflowReader"]),
        .library(name: "StoryflowReporting", targets: ["StoryflowReporting"]),
        .library(name: "StoryflowScreen", targets: ["StoryflowScreen"]),
        .library(name: "StoryflowRuntime", targets: ["StoryflowRuntime"]),
        .executable(name: "storyflow", targets: ["storyflow"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .target(name: "StoryflowModel"),
        .target(name: "StoryflowReader", dependencies: ["CLibXML2", "StoryflowModel"]),
        .target(name: "StoryflowReporting", dependencies: ["StoryflowModel"]),
        .target(name: "StoryflowScreen", dependencies: ["StoryflowModel"]),
        .target(name: "StoryflowRuntime", dependencies: ["StoryflowModel", "StoryflowReader", "StoryflowScreen"]),
        .executableTarget(
            name: "storyflow",
            dependencies: [
                "StoryflowModel",
                "StoryflowReader",
                "StoryflowReporting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "StoryflowReaderTests", dependencies: ["StoryflowReader", "StoryflowModel", "CLibXML2"]),
        .testTarget(name: "StoryflowRuntimeTests", dependencies: ["StoryflowRuntime", "StoryflowScreen"]),
    ]
)
