import Foundation
import StoryflowModel
import StoryflowTestSupport

@testable import StoryflowCodegen

/// Type-checks generated Swift with the toolchain's `swiftc`, against the Storyflow runtime the build made or a
/// UIKit-shaped stub module (UIKit itself exists only on Apple platforms).
enum SwiftTypeChecker {
    /// `swiftc` on the `PATH`, if there is one.
    static let compiler: String? = {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = String(folder) + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }()

    /// The build's folder of Swift modules, found beside the test bundle.
    static let modules: String? = {
        var candidates = [Bundle.main.bundleURL.deletingLastPathComponent(), Bundle.main.bundleURL]
        candidates += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        return candidates.map { $0.appendingPathComponent("Modules").path }
            .first { FileManager.default.fileExists(atPath: $0 + "/StoryflowRuntime.swiftmodule") }
    }()

    /// Why the type-checking tests cannot run here, or `nil` when they can.
    static let unavailable: String? =
        compiler == nil ? "swiftc is not on the PATH" : modules == nil ? "the build's Modules folder with StoryflowRuntime is not beside the tests" : nil

    /// The compiler's errors for `files` (name and text) against the runtime, or against `UIKit` when `uikit` is
    /// set; empty when they type-check.
    static func errors(_ files: [(name: String, text: String)], uikit: Bool = false) throws -> String {
        guard let compiler, let modules else { return "type checking is unavailable: \(unavailable ?? "")" }
        let scratch = try Scratch()
        // Generated code must build without a warning in the app.
        var arguments = ["-typecheck", "-swift-version", "6", "-warnings-as-errors"]
        if uikit {
            let stub = try scratch.write(UIKitStub.source, to: "UIKit.swift")
            try run(
                compiler, ["-emit-module", "-module-name", "UIKit", "-parse-as-library", "-swift-version", "6", "-o", scratch.file("UIKit.swiftmodule"), stub])
            arguments += ["-I", scratch.path]
        } else {
            arguments += [
                "-I", modules, "-Xcc", "-fmodule-map-file=" + Repository.root.appendingPathComponent("Sources/CLibXML2/module.modulemap").path,
                "-Xcc", "-I/usr/include/libxml2",
            ]
        }
        for file in files { arguments.append(try scratch.write(file.text, to: file.name)) }
        return try run(compiler, arguments)
    }

    /// What the program made of `files` (one named `main.swift`, using nothing but the standard library) prints.
    static func runProgram(_ files: [(name: String, text: String)]) throws -> String {
        guard let compiler else { return "" }
        let scratch = try Scratch()
        let paths = try files.map { try scratch.write($0.text, to: $0.name) }
        let compiled = try run(compiler, ["-swift-version", "6", "-o", scratch.file("program")] + paths)
        guard compiled.isEmpty else { return "compile error: " + compiled }
        return try output(of: scratch.file("program"), [])
    }

    /// Runs `executable`: its standard output and error together when it fails, else nothing.
    @discardableResult
    private static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let (status, output) = try execute(executable, arguments, withErrors: true)
        return status == 0 ? "" : output
    }

    /// What `executable` prints to standard output.
    private static func output(of executable: String, _ arguments: [String]) throws -> String {
        try execute(executable, arguments, withErrors: false).output
    }

    private static func execute(_ executable: String, _ arguments: [String], withErrors: Bool) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        if withErrors { process.standardError = pipe }
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// Declarations of the app classes `documents` name, as subclasses of their scenes' kinds (cells of the
    /// table view cell class), so generated code has the classes it extends.
    static func stubClasses(for documents: [FlowDocument], uikit: Bool) -> String {
        let prefix = uikit ? "UIKit.UI" : "StoryflowRuntime."
        var lines = ["import \(uikit ? "UIKit" : "StoryflowRuntime")"]
        var declared: Set<String> = []
        for document in documents {
            for scene in document.scenes {
                if let className = scene.className.flatMap(SwiftNames.appClassName), declared.insert(className).inserted {
                    let base = (uikit ? SwiftTarget.uikit : .storyflow).baseClassName(of: scene.kind)
                    lines.append("class \(className): \(prefix)\(base) {}")
                }
                for table in [scene.tableView].compactMap({ $0 }) + (scene.additionalTables ?? []) {
                    for cell in table.prototypes {
                        if let className = cell.className.flatMap(SwiftNames.appClassName), declared.insert(className).inserted {
                            lines.append("class \(className): \(prefix)TableViewCell {}")
                        }
                    }
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
