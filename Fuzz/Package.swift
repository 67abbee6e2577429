// swift-tools-version: 6.1
// The fuzz targets of Storyflow: libFuzzer runs one surface (`FuzzTarget`: the reader, checks, reporters and
// stepper; `check --swift`; the graph writers; the language server; coverage and baseline files; the full-screen
// keys; the walk generator; export, import and generated Swift) on generated inputs
// (`bash scripts/fuzz.sh --target NAME`). A package of its own, so that the main package's build and tests never
// need the fuzzer's instrumentation.
import PackageDescription

let package = Package(
    name: "StoryflowFuzz",
    dependencies: [
        .package(name: "Storyflow", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "FuzzStoryflow",
            dependencies: [
                .product(name: "StoryflowModel", package: "Storyflow"),
                .product(name: "StoryflowReader", package: "Storyflow"),
                .product(name: "StoryflowChecks", package: "Storyflow"),
                .product(name: "StoryflowLint", package: "Storyflow"),
                .product(name: "StoryflowSwiftCheck", package: "Storyflow"),
                .product(name: "StoryflowSwiftParsing", package: "Storyflow"),
                .product(name: "StoryflowGraph", package: "Storyflow"),
                .product(name: "StoryflowLanguageServer", package: "Storyflow"),
                .product(name: "StoryflowCoverage", package: "Storyflow"),
                .product(name: "StoryflowBaseline", package: "Storyflow"),
                .product(name: "StoryflowReporting", package: "Storyflow"),
                .product(name: "StoryflowRuntime", package: "Storyflow"),
                .product(name: "StoryflowSession", package: "Storyflow"),
                .product(name: "StoryflowConsole", package: "Storyflow"),
                .product(name: "StoryflowSemantics", package: "Storyflow"),
                .product(name: "StoryflowWalks", package: "Storyflow"),
                .product(name: "StoryflowExport", package: "Storyflow"),
                .product(name: "StoryflowCodegen", package: "Storyflow"),
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        )
    ]
)
