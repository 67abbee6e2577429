import StoryflowModel

/// A view controller (`UIViewController`): the scene it was made from, its view and outlets, its place among
/// containers and presentations, and the lifecycle methods subclasses override, called in UIKit's order.
@MainActor
open class ViewController {
    /// The instance's stable name in events, e.g. `PlayerDetailsViewController#2`.
    public nonisolated let instanceName: String
    /// The class name reported in events.
    public let className: String
    /// The flow scene the controller was made from (`nil` for controllers made in code).
    public let scene: Scene?
    /// The storyboard that made it.
    public internal(set) var storyboard: Storyboard?
    /// Whether the storyboard used this generic class because the scene's class is not registered.
    public internal(set) var isGenericStandIn = false
    let eventLog: EventLog?

    /// The title (shown by navigation bars when the navigation item has none).
    open var title: String?
    /// What a navigation bar shows while this controller is on top.
    public let navigationItem: NavigationItem
    /// The item a tab bar shows for this controller.
    public var tabBarItem: TabBarItem
    /// How `present(_:animated:completion:)` shows this controller: its scene's style, else `automatic`.
    public var modalPresentationStyle: PresentationStyle = .automatic
    /// The animation `present(_:animated:completion:)` shows this controller with: its scene's, else
    /// `coverVertical`.
    public var modalTransitionStyle: TransitionStyle = .coverVertical
    /// The style the controller is presented in on its device, while it is presented: `modalPresentationStyle`,
    /// adapted to a compact width (`Device.adaptedPresentationStyle`).
    public internal(set) var presentationStyleInEffect: PresentationStyle?
    /// Whether a `currentContext` or `overCurrentContext` presentation from this controller or one it holds covers
    /// this controller's view (Interface Builder's Defines Context): false by default, true for navigation
    /// controllers, as in UIKit.
    public var definesPresentationContext = false
    /// Whether the tab bar hides while this controller is on a navigation stack above its root (Interface
    /// Builder's Hide Bottom Bar on Push), until it is popped, even under controllers pushed after it.
    public var hidesBottomBarWhenPushed = false
    /// Whether a sheet showing this controller refuses to be swiped down (UIKit's `isModalInPresentation`).
    public var isModalInPresentation = false
    private var presentationStorage: PresentationController?
    /// The presentation controller that manages this controller's presentation: a contained controller's is that
    /// of the container presented ("the nearest presentation controller that is managing the current view
    /// controller", `UIViewController.presentationController`). Made when first asked, so a delegate can be set
    /// before the controller is presented.
    public var presentationController: PresentationController? {
        if let parent { return parent.presentationController }
        if modalPresentationStyle == .popover { return popoverPresentationController }
        if let presentationStorage { return presentationStorage }
        let made = PresentationController(presenting: self)
        presentationStorage = made
        return made
    }

    /// Where the controller points when it is presented as a popover: present while `modalPresentationStyle` is
    /// `popover` (an action sheet's is on an iPad), else `nil`, as UIKit's is. It is the controller's presentation
    /// controller, and keeps the delegate set on the one made before.
    public var popoverPresentationController: PopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let popover = presentationStorage as? PopoverPresentationController { return popover }
        let made = PopoverPresentationController(presenting: self)
        made.delegate = presentationStorage?.delegate
        presentationStorage = made
        return made
    }
    /// The traits the controller adapts to: those of the application's device when a gesture, `launch` or
    /// `perform` made it, else the default device's.
    public let traitCollection = TraitCollection.current ?? TraitCollection(device: .default)

    /// The container this controller is a child of.
    public internal(set) weak var parent: ViewController?
    /// Whether a navigation controller is pushing this controller: true from the push until its `didMove(toParent:)`,
    /// so its `viewWillAppear` and `viewDidAppear` can tell a push from a return (UIKit's `isMovingToParent`).
    public internal(set) var isMovingToParent = false
    /// Whether a navigation controller is popping this controller: true from the pop until its
    /// `didMove(toParent: nil)`, so its `viewWillDisappear` and `viewDidDisappear` can tell a pop (the Back button)
    /// from something covering it (UIKit's `isMovingFromParent`).
    public internal(set) var isMovingFromParent = false
    /// The child controllers (navigation stack, tabs, columns, embedded children).
    public internal(set) var children: [ViewController] = []
    var presentedStorage: ViewController?
    weak var presentingStorage: ViewController?
    /// The controller whose `present` call showed this one: the presenting container or a controller inside it.
    weak var presentationSource: ViewController?
    var isCoveredByPresentation = false
    /// Whether the controller is being presented: from `present` until the presentation's animation ends.
    public internal(set) var isBeingPresented = false
    /// Whether the controller is being dismissed: from `dismiss` until the dismissal's animation ends.
    public internal(set) var isBeingDismissed = false
    /// Whether the animation presenting or dismissing this controller is running (cleared before the
    /// did-calls, so `viewDidAppear` may present again, as in UIKit).
    var isInPresentationTransition = false

    private var loadedView: View?
    var appearance = AppearanceState.disappeared
    /// Whether the controller is in editing mode.
    public private(set) var isEditing = false
    var editButton: BarButtonItem?
    var flowTableSource: TableViewDataSource?
    /// The values set on the scene's inputs, by name.
    var inputValues: [String: String] = [:]
    /// Whether the controller gave back a result since it was shown (so leaving gives back no `cancelled`).
    var hasDeliveredResult = false

    /// Creates a controller. Made by a storyboard, it takes its title and navigation item from its scene.
    public required init() {
        let context = InstantiationContext.current
        let className = String(describing: type(of: self))
        let log = EventLog.current
        self.className = className
        self.scene = context?.scene
        self.storyboard = context?.storyboard
        self.eventLog = log
        self.instanceName = log?.nextInstanceName(for: className) ?? "\(className)#0"
        self.title = context?.scene.title
        self.navigationItem = context?.scene.navigationItem.map(NavigationItem.init) ?? NavigationItem()
        self.tabBarItem = TabBarItem(title: context?.scene.title)
        if let style = context?.scene.modalPresentationStyle { modalPresentationStyle = style }
        if let style = context?.scene.modalTransitionStyle { modalTransitionStyle = style }
        if let defines = context?.scene.definesPresentationContext { definesPresentationContext = defines }
        if let hides = context?.scene.hidesBottomBarWhenPushed { hidesBottomBarWhenPushed = hides }
        record(.`init`)
    }

    isolated deinit {
        eventLog?.record(Event(.deinit, scene: scene?.id, className: className, instance: instanceName))
    }

    // MARK: View

    /// The view, loaded (and `viewDidLoad` called) on first access, as in UIKit.
    public var view: View {
        loadViewIfNeeded()
        return loadedView ?? View()
    }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Whether the view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view if it is not loaded yet: builds it, runs embed segues, then calls `viewDidLoad()`.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadedView = loadView()
        for case let field as TextField in loadedView?.selfAndDescendants ?? [] { field.actionTarget = self }
        performEmbedSegues()
        record(.viewDidLoad)
        viewDidLoad()
    }

    /// Builds the view from the scene's controls, with the table between those above its rows and those below
    /// them. Table view controllers return their table view.
    open func loadView() -> View {
        let root = View()
        guard let scene else { return root }
        for control in scene.controls[scene.controlIndicesAboveTable] { root.addSubview(View.make(from: control)) }
        if let table = scene.tableView { root.addSubview(makeTableView(table)) }
        for control in scene.controls[scene.controlIndicesBelowTable] { root.addSubview(View.make(from: control)) }
        return root
    }

    /// The view with outlet `name` (a control in the scene, a static cell, or a control in one), typed; `nil`
    /// before the view loads or when there is no such outlet (as an unconnected `@IBOutlet`).
    public func outlet<T: View>(_ name: String, as type: T.Type = T.self) -> T? {
        guard let root = loadedView else { return nil }
        for view in root.selfAndDescendants {
            if view.outletName == name { return view as? T }
            if let table = view as? TableView, let found = table.staticView(forOutlet: name) { return found as? T }
        }
        return nil
    }

    /// The table view in this controller's view, if there is one.
    public var firstTableView: TableView? {
        loadedView?.selfAndDescendants.lazy.compactMap { $0 as? TableView }.first
    }

    /// The visible views a screen draws as the controller's controls, in the order a control's path counts them
    /// (`ControlPlace.view`), and which of them are drawn below the table's rows: the view's subviews other than
    /// tables (those after a table, hidden or not, are below it), then the table's footer view (below): the
    /// controls a plain view holds, as a storyboard's footer view does, or the footer itself (a label, a button).
    var controlViews: (views: [View], belowTable: Range<Int>) {
        guard let root = loadedView else { return ([], 0..<0) }
        let footer = firstTableView?.tableFooterView
        var above: [View] = []
        var below: [View] = []
        var isAfterTable = false
        for view in root.subviews where view !== footer {
            if view is TableView {
                isAfterTable = true
            } else if view.isHidden {
                continue
            } else if isAfterTable {
                below.append(view)
            } else {
                above.append(view)
            }
        }
        if let footer, !footer.isHidden {
            if type(of: footer) == View.self { below += footer.subviews.filter { !$0.isHidden } } else { below.append(footer) }
        }
        return (above + below, above.count..<(above.count + below.count))
    }

    // MARK: Lifecycle (override points)

    /// Called once, after the view is loaded (and after `prepare(for:sender:)` when a segue made the controller).
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called on the source before a segue performs; `segue.destination` is instantiated but its view is not loaded.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    /// Called before a triggered segue (not one fired by `performSegue`); return `false` to veto it.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Whether this controller is the destination for the unwind action `action` (UIKit's default: it implements
    /// the action and is not the source).
    open func canPerformUnwindSegueAction(_ action: String, from fromViewController: ViewController, sender: Any?) -> Bool {
        fromViewController !== self && unwindAction(named: action) != nil
    }

    /// The unwind action method named `name` (UIKit's `@IBAction func name(_ segue: UIStoryboardSegue)`).
    /// Subclasses return their methods; by default a controller implements the flow's `unwindAction` declarations
    /// with an empty body.
    open func unwindAction(named name: String) -> ((StoryboardSegue) -> Void)? {
        guard scene?.unwindActions.contains(where: { $0.name == name }) == true else { return nil }
        return { _ in }
    }

    /// The action method named `name` (UIKit's `@IBAction func name(_ sender:)`), which the flow's buttons, bar
    /// buttons and switches call. Subclasses return their methods; the default has none.
    open func action(named name: String) -> ((Any?) -> Void)? { nil }

    /// Runs before `viewWillAppear` each time (table view controllers clear their selection here).
    func willAppearHook() {}

    /// Runs before the view tree loads for display: containers adapt to the device's traits here (a split view
    /// collapses in a compact width).
    func adaptToTraits() {}

    /// Called before the controller is added to a parent (by `addChild`, as UIKit's is) or, with `nil`, before
    /// a navigation controller pops it or drops it from its stack.
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the controller was added to (or, with `nil`, removed from) a parent.
    open func didMove(toParent parent: ViewController?) {}

    /// Turns editing mode on or off; `editButtonItem` follows. Table view controllers forward it to their table.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        record(.setEditing, message: editing ? "true" : "false")
        editButton?.title = editing ? BarButton.SystemItem.done.displayTitle : BarButton.SystemItem.edit.displayTitle
        editButton?.style = editing ? .done : .plain
    }

    /// A bar button that toggles editing mode, titled Edit or Done.
    public var editButtonItem: BarButtonItem {
        if let editButton { return editButton }
        let item = BarButtonItem(title: isEditing ? "Done" : "Edit") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        editButton = item
        return item
    }

    // MARK: Relationships

    /// The children whose views are on screen while this controller's view is (containers override).
    var childrenInView: [ViewController] { children }

    /// What kind of scene this controller is, as far as segues and containers go: what `SegueTransition` and
    /// `ContainerRules` ask of a destination or a child.
    public var sceneKind: SceneKind {
        switch self {
        case is NavigationController: .navigationController
        case is SplitViewController: .splitViewController
        case is TabBarController: .tabBarController
        case is AlertController: .alertController
        default: .viewController
        }
    }

    /// The nearest navigation controller above this one.
    public var navigationController: NavigationController? { ancestor(of: NavigationController.self) }
    /// The nearest tab bar controller above this one.
    public var tabBarController: TabBarController? { ancestor(of: TabBarController.self) }
    /// The nearest split view controller above this one.
    public var splitViewController: SplitViewController? { ancestor(of: SplitViewController.self) }

    private func ancestor<T: ViewController>(of type: T.Type) -> T? {
        var current = parent
        while let candidate = current {
            if let match = candidate as? T { return match }
            current = candidate.parent
        }
        return nil
    }

    /// Adds a child controller (call `didMove(toParent:)` on it afterwards, as in UIKit).
    public func addChild(_ child: ViewController) {
        if child.parent !== self { child.willMove(toParent: self) }
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Records and calls `didMove(toParent:)`, as a container does once a child's transition has ended.
    func notifyDidMove(toParent parent: ViewController?) {
        isMovingToParent = false
        isMovingFromParent = false
        record(.didMoveToParent, destination: parent?.instanceName ?? "nil")
        didMove(toParent: parent)
    }

    /// Removes this controller from its parent.
    public func removeFromParent() {
        guard let parent else { return }
        // A navigation stack pops from its end: found there at once, however deep the stack.
        if parent.children.last === self { parent.children.removeLast() } else { parent.children.removeAll { $0 === self } }
        self.parent = nil
    }

    // MARK: Events

    /// Records a line the app logs itself (the seeds' `print`/`NSLog`), as a `log` event.
    public func log(_ message: String) {
        record(.log, message: message)
    }

    /// How UIKit's messages show the instance: `<PlayersViewController#1>`.
    public var debugDescription: String { "<\(instanceName)>" }

    func record(
        _ name: Event.Name, segue: String? = nil, kind: String? = nil, source: String? = nil,
        destination: String? = nil, method: String? = nil, message: String? = nil
    ) {
        eventLog?.record(
            Event(
                name, scene: scene?.id, className: className, instance: instanceName, segue: segue, kind: kind,
                source: source, destination: destination, method: method, message: message
            ))
    }

    /// Runs `call`, a delegate or data source method, recorded as `name` `method` unless it is the protocol's
    /// default, which the app's object does not implement (see `EventLog.recordCall`).
    func recordCall<Result>(_ name: Event.Name, method: String, message: String? = nil, _ call: () -> Result) -> Result {
        guard let eventLog else { return call() }
        return eventLog.recordCall(Event(name, scene: scene?.id, className: className, instance: instanceName, method: method, message: message), call)
    }

    func recordError(_ message: String, method: String? = nil) {
        record(.error, method: method, message: message)
    }

    func recordWarning(_ message: String, method: String? = nil) {
        record(.warning, method: method, message: message)
    }
}

/// Where a controller is in its appearance cycle.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing

    var isInWindow: Bool { self == .appearing || self == .appeared }
}

/// The scene and storyboard a controller being instantiated belongs to, read by `ViewController.init()`.
struct InstantiationContext {
    @TaskLocal static var current: InstantiationContext?

    let scene: Scene
    let storyboard: Storyboard
}
