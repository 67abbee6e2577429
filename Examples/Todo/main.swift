import ExampleSupport
import Foundation

/// The jobs file: `$TODO_FILE`, else `T0Do.json` in the platform's data directory (see `JobsLocation`).
let jobsPath = JobsLocation.path(environment: ProcessInfo.processInfo.environment)
JobsLocation.makeFolder(of: jobsPath)
ExampleMain.run(AppDelegate(jobsPath: jobsPath))
