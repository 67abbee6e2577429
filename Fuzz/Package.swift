// swift-tools-version: 6.1
// The fuzz target of Storyflow: libFuzzer runs the reader, the checks, the reporters and the stepper on generated
// inputs (`bash scripts/fuzz.sh`). A package of its own, so that the main package's build and tests never need
// the fuzzer's instrumentation.
import PackageDescription

let package = Package(
    name: "StoryflowFuzz",
    dependencies: [
        .package(name: "Storyflow", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "FuzzStoryflow",
            dependencies: [
                .product(name: "StoryflowModel", package: "Storyflow"),
                .product(name: "StoryflowReader", package: "Storyflow"),
                .product(name: "StoryflowLint", package: "Storyflow"),
                .product(name: "StoryflowReporting", package: "Storyflow"),
                .product(name: "StoryflowRuntime", package: "Storyflow"),
                .product(name: "StoryflowStepper", package: "Storyflow"),
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ]
)
