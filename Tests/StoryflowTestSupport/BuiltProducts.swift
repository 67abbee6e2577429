import Foundation

/// What a run of a built executable printed and how it ended.
public struct ProductRun: Sendable {
    /// The exit status.
    public var status: Int32
    /// Standard output.
    public var output: String
    /// Standard error.
    public var errors: String
}

/// The package's executables as the build left them, run the way a user or CI runs them.
public enum BuiltProducts {
    /// The executable is not built next to the tests (the test target must depend on it).
    public struct MissingExecutable: Error, CustomStringConvertible {
        /// The product's name.
        public var product: String

        /// Creates the error for `product`.
        public init(product: String) {
            self.product = product
        }
        public var description: String { "\(product) is not built next to the tests (looked beside \(Bundle.main.bundleURL.path))" }
    }

    /// The executable `product` in the build's products folder, beside the test bundle.
    public static func executable(_ product: String) -> URL? {
        var candidates: [URL] = [Bundle.main.bundleURL.appendingPathComponent(product)]
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent(product))
        }
        for bundle in Bundle.allBundles {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent(product))
        }
        candidates.append(Repository.root.appendingPathComponent(".build/debug/\(product)"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `product` with `arguments` in the repository root, `input` piped to its standard input, and the test's
    /// environment with `environment` laid over it.
    public static func run(
        _ product: String,
        _ arguments: [String],
        input: String = "",
        environment: [String: String] = [:]
    ) throws -> ProductRun {
        guard let executable = executable(product) else { throw MissingExecutable(product: product) }
        return try run(executable: executable, arguments, input: input, environment: environment)
    }

    /// Runs the program at `executable` as `run(_:_:input:environment:)` runs a product.
    public static func run(
        executable: URL,
        _ arguments: [String],
        input: String = "",
        environment: [String: String] = [:]
    ) throws -> ProductRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = Repository.root
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let stdin = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = stdin
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProductRun(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self)
        )
    }
}
