import ExampleSupport
import Foundation
import StoryflowIO
import StoryflowRuntime

/// The to-do app delegate: registers the classes, hands the list its jobs file, and saves when the session ends
/// (the seed's `sceneDidDisconnect`).
final class AppDelegate: ApplicationDelegate {
    let flowName = "Todo"
    let jobFile: JobFile
    /// Held strongly, as the seed's scene delegate outlives its window: the list is saved after the session ends.
    private var list: T0DoTableViewController?

    /// The jobs file as the app found it (`nil`: there was none), put back before a replay.
    private let launchJobs: [UInt8]?

    /// An app keeping its jobs in the JSON file at `jobsPath`.
    init(jobsPath: String) {
        jobFile = JobFile(path: jobsPath)
        launchJobs = try? InputFile.read(jobsPath)
    }

    func registerClasses(in registry: ClassRegistry) {
        registry.register(T0DoTableViewController.self)
        registry.register(JobViewController.self)
        registry.registerCell(T0DoTableViewCell.self)
    }

    func didFinishLaunching(with rootViewController: ViewController) {
        // Launched at another scene (`--start`), there is no list to give the jobs file to.
        guard let navigationController = rootViewController as? NavigationController,
              let list = navigationController.viewControllers.first as? T0DoTableViewController else { return }
        list.jobFile = jobFile
        self.list = list
    }

    func applicationWillTerminate() {
        list?.saveAll()
    }

    /// Puts the jobs file back as the app found it, so a replayed session saves what it saved the first time
    /// once, not twice.
    func restoreLaunchState() {
        list = nil
        guard let launchJobs else {
            unlink(jobFile.path)
            return
        }
        do {
            let file = try OutputFile(path: jobFile.path)
            try launchJobs.withUnsafeBufferPointer { bytes throws(OutputError) in try file.write(bytes) }
            try file.commit()
        } catch {
            StandardStreams.writeError("Todo: could not put the jobs file back before the replay: \(error)\n")
        }
    }
}
