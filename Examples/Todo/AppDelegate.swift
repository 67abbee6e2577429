import ExampleSupport
import StoryflowRuntime

/// The to-do app delegate: registers the classes, hands the list its jobs file, and saves when the session ends
/// (the seed's `sceneDidDisconnect`).
final class AppDelegate: ApplicationDelegate {
    let flowName = "Todo"
    let jobFile: JobFile
    /// Held strongly, as the seed's scene delegate outlives its window: the list is saved after the session ends.
    private var list: T0DoTableViewController?

    /// An app keeping its jobs in the JSON file at `jobsPath`.
    init(jobsPath: String) {
        jobFile = JobFile(path: jobsPath)
    }

    func registerClasses(in registry: ClassRegistry) {
        registry.register(T0DoTableViewController.self)
        registry.register(JobViewController.self)
        registry.registerCell(T0DoTableViewCell.self)
    }

    func didFinishLaunching(with rootViewController: ViewController) {
        let navigationController = rootViewController as! NavigationController
        let list = navigationController.viewControllers[0] as! T0DoTableViewController
        list.jobFile = jobFile
        self.list = list
    }

    func applicationWillTerminate() {
        list?.saveAll()
    }
}
