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
    func didFinishLaunching(with rootViewController: ViewController)
    /// `applicationWillTerminate(_:)`: the session has ended (Todo saves its jobs here).
    func applicationWillTerminate()
    /// The session is about to be replayed from a fresh launch (the full-screen mode's undo, `--watch` after a
    /// save): put what the app keeps outside the runtime back as the first launch found it, so the replay starts
    /// where the session did (Todo puts its jobs file back).
    func restoreLaunchState()
}

extension ApplicationDelegate {
    /// The default: nothing to inject.
    public func didFinishLaunching(with rootViewController: ViewController) {}
    /// The default: nothing to save.
    public func applicationWillTerminate() {}
    /// The default: nothing kept outside the runtime.
    public func restoreLaunchState() {}

    /// A registry holding the app's classes.
    public func makeRegistry() -> ClassRegistry {
        let registry = ClassRegistry()
        registerClasses(in: registry)
        return registry
    }

    /// The app, not launched yet: its flow (from `flowPath`, or `Flows/<flowName>.flow.xml`) with its classes.
    public func makeApplication(flowPath: String? = nil, visibleRowCount: Int = 12) throws -> Application {
        let path = try flowPath ?? FlowLocator.path(ofFlowNamed: flowName)
        return Application(storyboard: try Storyboard(contentsOf: path, registry: makeRegistry()), visibleRowCount: visibleRowCount)
    }

    /// The app, launched (the launch events are in its log).
    public func launch(flowPath: String? = nil, visibleRowCount: Int = 12) throws -> Application {
        let application = try makeApplication(flowPath: flowPath, visibleRowCount: visibleRowCount)
        application.launch { self.didFinishLaunching(with: $0) }
        return application
    }
}
