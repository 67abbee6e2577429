import StoryflowRuntime

/// What an example app provides, as a UIKit app target does: its storyboard (a flow in `Flows/`), the classes
/// compiled into it, and the app delegate's launch and termination hooks.
@MainActor
public protocol ApplicationDelegate: AnyObject {
    /// The flow's file name without `.flow.xml`, e.g. `Ratings`.
    var flowName: String { get }
    /// Registers the app's controller and cell classes, as compiling them into an app target does.
    func registerClasses(in registry: ClassRegistry)
    /// `application(_:didFinishLaunchingWithOptions:)`: runs after the initial scene is instantiated and before
    /// it is shown (the seeds inject their model here).
    func application(_ application: Application, didFinishLaunchingWith rootViewController: ViewController)
    /// `applicationWillTerminate(_:)`: the session ends (Todo saves its jobs here).
    func applicationWillTerminate(_ application: Application)
}

extension ApplicationDelegate {
    /// The default: nothing to inject.
    public func application(_ application: Application, didFinishLaunchingWith rootViewController: ViewController) {}
    /// The default: nothing to save.
    public func applicationWillTerminate(_ application: Application) {}

    /// Loads the flow (from `flowPath`, or `Flows/<flowName>.flow.xml`), registers the classes and launches the
    /// app; the launch events are in the application's log.
    public func launch(flowPath: String? = nil, visibleRowCount: Int = 12) throws -> Application {
        let registry = ClassRegistry()
        registerClasses(in: registry)
        let path = try flowPath ?? FlowLocator.path(ofFlowNamed: flowName)
        let application = Application(storyboard: try Storyboard(contentsOf: path, registry: registry), visibleRowCount: visibleRowCount)
        application.launch { root in self.application(application, didFinishLaunchingWith: root) }
        return application
    }
}
