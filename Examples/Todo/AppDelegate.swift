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

    /// The jobs file as the app found it, put back before a replay.
    private let launchJobs: LaunchJobs

    /// What the jobs file held at launch.
    private enum LaunchJobs {
        /// There was none: a replay starts without one.
        case missing
        /// These bytes.
        case contents([UInt8])
        /// It could not be read: it is left as it is, never replaced or removed.
        case unreadable
    }

    /// An app keeping its jobs in the JSON file at `jobsPath`.
    init(jobsPath: String) {
        jobFile = JobFile(path: jobsPath)
        do {
            launchJobs = .contents(try InputFile.read(jobsPath))
        } catch let error where error.code == ENOENT {
            launchJobs = .missing
        } catch {
            launchJobs = .unreadable
        }
    }

    func registerClasses(in registry: ClassRegistry) {
        registry.register(T0DoTableViewController.self)
        registry.register(JobViewController.self)
        registry.registerCell(T0DoTableViewCell.self)
    }

    func didFinishLaunching(with rootViewController: ViewController) {
        // Launched at another scene (`--start`), there is no list to give the jobs file to.
        guard let navigationController = rootViewController as? NavigationController,
            let list = navigationController.viewControllers.first as? T0DoTableViewController
        else { return }
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
        let bytes: [UInt8]
        switch launchJobs {
        case .unreadable: return
        case .missing:
            unlink(jobFile.path)
            return
        case .contents(let saved): bytes = saved
        }
        do {
            let file = try OutputFile(path: jobFile.path)
            try bytes.withUnsafeBufferPointer { buffer throws(OutputError) in try file.write(buffer) }
            try file.commit()
        } catch {
            StandardStreams.writeError("Todo: could not put the jobs file back before the replay: \(error)\n")
        }
    }
}
