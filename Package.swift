// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Storyflow",
    products: [
        .library(name: "StoryflowIO", targets: ["StoryflowIO"]),
        .library(name: "StoryflowModel", targets: ["StoryflowModel"]),
        .library(name: "StoryflowReader", targets: ["StoryflowReader"]),
        .library(name: "StoryflowSemantics", targets: ["StoryflowSemantics"]),
        .library(name: "StoryflowChecks", targets: ["StoryflowChecks"]),
        .library(name: "StoryflowLint", targets: ["StoryflowLint"]),
        .library(name: "StoryflowCheckRun", targets: ["StoryflowCheckRun"]),
        .library(name: "StoryflowReporting", targets: ["StoryflowReporting"]),
        .library(name: "StoryflowExport", targets: ["StoryflowExport"]),
        .library(name: "StoryflowCodegen", targets: ["StoryflowCodegen"]),
        .library(name: "StoryflowScreen", targets: ["StoryflowScreen"]),
        .library(name: "StoryflowTerminal", targets: ["StoryflowTerminal"]),
        .library(name: "StoryflowRuntime", targets: ["StoryflowRuntime"]),
        .library(name: "StoryflowSession", targets: ["StoryflowSession"]),
        .library(name: "StoryflowConsole", targets: ["StoryflowConsole"]),
        .library(name: "StoryflowStepper", targets: ["StoryflowStepper"]),
        .library(name: "StoryflowWalks", targets: ["StoryflowWalks"]),
        .library(name: "StoryflowCoverage", targets: ["StoryflowCoverage"]),
        .library(name: "StoryflowGraph", targets: ["StoryflowGraph"]),
        .library(name: "StoryflowSwiftCheck", targets: ["StoryflowSwiftCheck"]),
        .library(name: "StoryflowSwiftParsing", targets: ["StoryflowSwiftParsing"]),
        .library(name: "StoryflowBaseline", targets: ["StoryflowBaseline"]),
        .library(name: "StoryflowLanguageServer", targets: ["StoryflowLanguageServer"]),
        .library(name: "StoryflowWatch", targets: ["StoryflowWatch"]),
        .executable(name: "storyflow", targets: ["storyflow"]),
        .executable(name: "storyflow-swift-scan", targets: ["storyflow-swift-scan"]),
        .plugin(name: "StoryflowCommandPlugin", targets: ["StoryflowCommandPlugin"]),
        .plugin(name: "StoryflowBuildToolPlugin", targets: ["StoryflowBuildToolPlugin"]),
        .plugin(name: "StoryflowGenerateSwiftPlugin", targets: ["StoryflowGenerateSwiftPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .target(name: "StoryflowIO"),
        .target(name: "StoryflowModel"),
        .target(name: "StoryflowReader", dependencies: ["CLibXML2", "StoryflowIO", "StoryflowModel"]),
        .target(name: "StoryflowSemantics", dependencies: ["StoryflowModel"]),
        .target(
            name: "StoryflowChecks", dependencies: ["StoryflowModel", "StoryflowSemantics"], resources: [.embedInCode("Rules/RuleExamples.xml")]
        ),
        .target(
            name: "StoryflowLint",
            dependencies: ["StoryflowIO", "StoryflowModel", "StoryflowReader", "StoryflowChecks", .product(name: "Yams", package: "Yams")]
        ),
        .target(
            name: "StoryflowCheckRun",
            dependencies: ["StoryflowIO", "StoryflowModel", "StoryflowReader", "StoryflowLint", "StoryflowSwiftCheck", "StoryflowBaseline", "StoryflowWatch"]
        ),
        .target(name: "StoryflowReporting", dependencies: ["StoryflowIO", "StoryflowModel", "StoryflowExport"]),
        .target(name: "StoryflowExport", dependencies: ["StoryflowIO", "StoryflowModel", "StoryflowSemantics"]),
        .target(name: "StoryflowCodegen", dependencies: ["StoryflowModel"]),
        .target(name: "StoryflowScreen", dependencies: ["StoryflowModel"]),
        .target(name: "StoryflowTerminal", dependencies: ["StoryflowIO", "StoryflowModel", "StoryflowScreen", "StoryflowRuntime", "StoryflowSemantics"]),
        .target(
            name: "StoryflowRuntime",
            dependencies: ["StoryflowIO", "StoryflowModel", "StoryflowReader", "StoryflowChecks", "StoryflowScreen", "StoryflowSemantics"]),
        .target(
            name: "StoryflowSession",
            dependencies: ["StoryflowIO", "StoryflowModel", "StoryflowScreen", "StoryflowTerminal", "StoryflowRuntime", "StoryflowCoverage"]
        ),
        .target(
            name: "StoryflowConsole",
            dependencies: [
                "StoryflowIO", "StoryflowModel", "StoryflowScreen", "StoryflowSemantics", "StoryflowTerminal", "StoryflowRuntime", "StoryflowSession",
            ]
        ),
        .target(
            name: "StoryflowStepper",
            dependencies: [
                "StoryflowIO", "StoryflowModel", "StoryflowReader", "StoryflowSemantics", "StoryflowTerminal", "StoryflowRuntime", "StoryflowSession",
                "StoryflowConsole", "StoryflowWatch",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "StoryflowWalks", dependencies: ["StoryflowIO", "StoryflowModel", "StoryflowSemantics"]),
        .target(name: "StoryflowCoverage", dependencies: ["StoryflowIO", "StoryflowModel", "StoryflowExport", "StoryflowSemantics", "StoryflowWalks"]),
        .target(
            name: "StoryflowGraph",
            dependencies: ["StoryflowIO", "StoryflowModel", "StoryflowReader", "StoryflowSemantics", "StoryflowWalks", "StoryflowCoverage"]
        ),
        .target(name: "StoryflowSwiftCheck", dependencies: ["StoryflowIO", "StoryflowModel", "StoryflowChecks"]),
        .target(
            name: "StoryflowSwiftParsing",
            dependencies: [
                "StoryflowIO",
                "StoryflowModel",
                "StoryflowSwiftCheck",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]
        ),
        // check --swift's parser, which storyflow runs (SwiftScanner), so that swift-syntax stays out of storyflow's binary.
        // storyflow does not name it as a dependency: SwiftPM would link the libraries it depends on into storyflow.
        .executableTarget(name: "storyflow-swift-scan", dependencies: ["StoryflowSwiftCheck", "StoryflowSwiftParsing"]),
        .target(name: "StoryflowBaseline", dependencies: ["StoryflowIO", "StoryflowModel", "StoryflowReader"]),
        .target(name: "StoryflowWatch", dependencies: ["StoryflowIO", "StoryflowModel", "StoryflowReader", "StoryflowLint"]),
        .target(
            name: "StoryflowLanguageServer",
            dependencies: ["StoryflowIO", "StoryflowModel", "StoryflowReader", "StoryflowLint", "StoryflowTerminal"]
        ),
        .executableTarget(
            name: "storyflow",
            dependencies: [
                "StoryflowBaseline",
                "StoryflowCheckRun",
                "StoryflowLanguageServer",
                "StoryflowWatch",
                "StoryflowWalks",
                "StoryflowCoverage",
                "StoryflowGraph",
                "StoryflowSwiftCheck",
                "StoryflowIO",
                "StoryflowModel",
                "StoryflowReader",
                "StoryflowReporting",
                "StoryflowChecks",
                "StoryflowLint",
                "StoryflowExport",
                "StoryflowCodegen",
                "StoryflowStepper",
                "StoryflowConsole",
                "StoryflowTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "StoryflowCommandPlugin",
            capability: .command(
                intent: .custom(verb: "storyflow-check", description: "Check the package's flows and storyboards with storyflow check."),
                permissions: []
            )
        ),
        .plugin(name: "StoryflowBuildToolPlugin", capability: .buildTool(), dependencies: ["storyflow"]),
        .plugin(name: "StoryflowGenerateSwiftPlugin", capability: .buildTool(), dependencies: ["storyflow"]),
        .target(name: "StoryflowTestSupport", path: "Tests/StoryflowTestSupport"),
        .testTarget(name: "StoryflowIOTests", dependencies: ["StoryflowIO", "StoryflowTestSupport"]),
        .target(
            name: "StoryflowFuzzHarness",
            dependencies: [
                "StoryflowModel", "StoryflowReader", "StoryflowChecks", "StoryflowLint", "StoryflowReporting", "StoryflowRuntime", "StoryflowSession",
                "StoryflowConsole",
                "StoryflowSwiftCheck", "StoryflowSwiftParsing", "StoryflowGraph", "StoryflowLanguageServer", "StoryflowCoverage", "StoryflowBaseline",
                "StoryflowSemantics", "StoryflowWalks", "StoryflowExport", "StoryflowCodegen",
            ],
            path: "Tests/StoryflowFuzzTests/Harness"
        ),
        .testTarget(name: "StoryflowFuzzTests", dependencies: ["StoryflowFuzzHarness"], exclude: ["Harness"]),
        .testTarget(name: "StoryflowReaderTests", dependencies: ["StoryflowReader", "StoryflowModel", "StoryflowExport", "CLibXML2", "StoryflowTestSupport"]),
        .testTarget(
            name: "StoryflowChecksTests",
            dependencies: [
                "StoryflowChecks", "StoryflowReader", "StoryflowModel", "StoryflowLint", "StoryflowReporting", "StoryflowExport", "storyflow",
                "StoryflowSemantics", "StoryflowTestSupport",
            ]
        ),
        .testTarget(name: "StoryflowModelTests", dependencies: ["StoryflowModel"]),
        .testTarget(name: "StoryflowCoverageTests", dependencies: ["StoryflowCoverage", "StoryflowModel", "StoryflowReader"]),
        .testTarget(name: "StoryflowScreenTests", dependencies: ["StoryflowScreen", "StoryflowModel"]),
        .testTarget(name: "StoryflowCheckRunTests", dependencies: ["StoryflowCheckRun", "StoryflowLint", "StoryflowTestSupport"]),
        .testTarget(name: "StoryflowLanguageServerTests", dependencies: ["StoryflowLanguageServer", "StoryflowIO", "StoryflowTestSupport"]),
        .testTarget(name: "StoryflowWatchTests", dependencies: ["StoryflowWatch", "StoryflowLint", "StoryflowTestSupport"]),
        .testTarget(
            name: "StoryflowSemanticsTests",
            dependencies: [
                "StoryflowSemantics", "StoryflowModel", "StoryflowReader", "StoryflowChecks", "StoryflowRuntime", "StoryflowSession",
                "StoryflowGraph", "StoryflowWalks", "StoryflowTestSupport",
            ]
        ),
        .testTarget(name: "StoryflowGraphTests", dependencies: ["StoryflowGraph", "StoryflowReader", "StoryflowModel", "StoryflowIO"]),
        .testTarget(name: "StoryflowBaselineTests", dependencies: ["StoryflowBaseline", "StoryflowModel", "StoryflowTestSupport"]),
        .testTarget(
            name: "StoryflowSwiftCheckTests",
            dependencies: [
                "StoryflowSwiftCheck", "StoryflowSwiftParsing", "storyflow-swift-scan", "StoryflowIO", "StoryflowModel", "StoryflowReader",
                "StoryflowTestSupport",
            ]
        ),
        .testTarget(name: "StoryflowSwiftParsingTests", dependencies: ["StoryflowSwiftParsing", "StoryflowSwiftCheck", "StoryflowModel"]),
        .testTarget(
            name: "StoryflowWalksTests",
            dependencies: [
                "StoryflowWalks", "StoryflowModel", "StoryflowReader", "StoryflowRuntime", "StoryflowSemantics", "StoryflowSession", "StoryflowTerminal",
                "StoryflowTestSupport",
            ]
        ),
        .testTarget(
            name: "StoryflowLintTests",
            dependencies: ["StoryflowLint", "StoryflowModel", "StoryflowReader", "StoryflowTestSupport", .product(name: "Yams", package: "Yams")]
        ),
        .testTarget(
            name: "StoryflowReportingTests",
            dependencies: ["StoryflowReporting", "StoryflowLint", "StoryflowModel", "StoryflowTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "StoryflowExportTests", dependencies: ["StoryflowExport", "StoryflowReader", "StoryflowModel", "StoryflowTestSupport"]),
        .testTarget(
            name: "StoryflowCodegenTests",
            dependencies: ["StoryflowCodegen", "StoryflowReader", "StoryflowModel", "StoryflowRuntime", "ExampleSupport", "StoryflowTestSupport"]
        ),
        .testTarget(
            name: "StoryflowTerminalTests",
            dependencies: ["StoryflowTerminal", "StoryflowScreen", "StoryflowModel", "StoryflowTestSupport"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "StoryflowCLITests", dependencies: ["storyflow", "storyflow-swift-scan", "Ratings", "StoryflowTestSupport"], exclude: ["Transcripts"]),
        .testTarget(name: "StoryflowRuntimeTests", dependencies: ["StoryflowRuntime", "StoryflowScreen", "StoryflowSemantics", "StoryflowTestSupport"]),
        .testTarget(
            name: "StoryflowSessionTests",
            dependencies: ["StoryflowSession", "StoryflowRuntime", "StoryflowTerminal", "StoryflowTestSupport"],
            exclude: ["Transcripts"]
        ),
        .testTarget(
            name: "StoryflowConsoleTests",
            dependencies: ["StoryflowConsole", "StoryflowSession", "StoryflowRuntime", "StoryflowTerminal", "StoryflowTestSupport"]
        ),
        .testTarget(name: "StoryflowStepperTests", dependencies: ["StoryflowStepper", "StoryflowTestSupport"]),
        .target(
            name: "ExampleSupport",
            dependencies: ["StoryflowIO", "StoryflowRuntime", "StoryflowStepper", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Examples/Support"
        ),
        .executableTarget(
            name: "Ratings", dependencies: ["ExampleSupport", "StoryflowRuntime"], path: "Examples/Ratings",
            exclude: ["Ratings.flow.xml", "Ratings.storyboard"],
            plugins: [.plugin(name: "StoryflowGenerateSwiftPlugin")]),
        .executableTarget(
            name: "Homepwner", dependencies: ["ExampleSupport", "StoryflowRuntime"], path: "Examples/Homepwner", exclude: ["Homepwner.flow.xml"],
            plugins: [.plugin(name: "StoryflowGenerateSwiftPlugin")]),
        .executableTarget(
            name: "Todo", dependencies: ["ExampleSupport", "StoryflowIO", "StoryflowRuntime"], path: "Examples/Todo", exclude: ["Todo.flow.xml"],
            plugins: [.plugin(name: "StoryflowGenerateSwiftPlugin")]),
        .executableTarget(
            name: "TableStyles", dependencies: ["ExampleSupport", "StoryflowRuntime"], path: "Examples/TableStyles", exclude: ["TableStyles.flow.xml"],
            plugins: [.plugin(name: "StoryflowGenerateSwiftPlugin")]),
        .executableTarget(
            name: "ChildControllers", dependencies: ["ExampleSupport", "StoryflowRuntime"], path: "Examples/ChildControllers",
            exclude: ["ChildControllers.flow.xml"],
            plugins: [.plugin(name: "StoryflowGenerateSwiftPlugin")]),
        .testTarget(
            name: "ExamplesTests",
            dependencies: [
                "ExampleSupport", "StoryflowRuntime", "StoryflowScreen", "StoryflowSession", "StoryflowConsole", "StoryflowStepper", "StoryflowTestSupport",
                "StoryflowExport", "StoryflowReader", "Ratings", "Homepwner", "Todo", "TableStyles", "ChildControllers",
            ],
            exclude: ["Golden", "Keys"]
        ),
    ]
)

// In release builds, Storyflow's code reaches the metadata of concrete generic types (a dictionary keyed by an
// enum of its own) through accessor functions instead of mangled type names. Resolving a mangled name makes Swift's
// runtime find each protocol conformance the type's generic requirements need by scanning every conformance record
// in the binary, about 12,000 of them, once per type: that cost `storyflow check` of a small file a quarter of its
// instructions (docs/performance.md). SwiftPM takes a package with unsafe flags as a dependency by version only when
// its tools version is 6.2 or later, as this one's is (Storyflow needs Swift 6.2 to compile in any case).
for target in package.targets where target.type == .regular || target.type == .executable {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release))
        ]
}
