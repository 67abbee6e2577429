import Foundation

/// The process's environment variables, read by name. `ProcessInfo.environment` makes a dictionary of every
/// variable, over a million instructions at each start in an environment as large as a CI runner's, where a
/// command needs two or three of them.
public enum ProcessEnvironment {
    /// The values of those of `names` that are set, by name.
    public static func values(of names: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { values[name] = String(cString: value) }
        }
        return values
    }
}
