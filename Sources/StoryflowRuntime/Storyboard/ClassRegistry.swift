/// Maps the flow's `class` names to the app's classes, as an app target's compiled classes back a storyboard:
/// view controllers, table view cells and custom segues. A scene whose class is not registered gets the generic
/// class for its kind.
@MainActor
public final class ClassRegistry {
    /// Makes a custom segue from its identifier, source and destination.
    public typealias SegueFactory = (String?, ViewController, ViewController) -> StoryboardSegue

    private var controllers: [String: () -> ViewController] = [:]
    private var cells: [String: () -> TableViewCell] = [:]
    private var segues: [String: SegueFactory] = [:]

    /// Creates an empty registry.
    public init() {}

    /// Registers a view controller class under `name` (default: the Swift class name).
    public func register<T: ViewController>(_ type: T.Type, as name: String? = nil) {
        controllers[name ?? String(describing: type)] = { T() }
    }

    /// Registers a factory for the view controller class `name`.
    public func register(_ name: String, factory: @escaping () -> ViewController) {
        controllers[name] = factory
    }

    /// Registers a table view cell class under `name` (default: the Swift class name).
    public func registerCell<T: TableViewCell>(_ type: T.Type, as name: String? = nil) {
        cells[name ?? String(describing: type)] = { T(style: .default, reuseIdentifier: nil) }
    }

    /// Registers a custom segue class under `name`.
    public func registerSegue(_ name: String, factory: @escaping SegueFactory) {
        segues[name] = factory
    }

    func controllerFactory(named name: String) -> (() -> ViewController)? { controllers[name] }
    func cellFactory(named name: String) -> (() -> TableViewCell)? { cells[name] }
    func segueFactory(named name: String) -> SegueFactory? { segues[name] }
}
