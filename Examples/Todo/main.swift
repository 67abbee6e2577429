import ExampleSupport
import Foundation

/// The jobs file: `$TODO_FILE`, else `T0Do.json` in the current directory.
let jobsPath = ProcessInfo.processInfo.environment["TODO_FILE"] ?? "T0Do.json"
ExampleMain.run(AppDelegate(jobsPath: jobsPath))
