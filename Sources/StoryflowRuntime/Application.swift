import StoryflowScreen
import StoryflowSemantics

/// A running app: the window's root controller and the user's gestures, each returning the events it caused.
/// This is what the terminal stepper drives; it needs nothing else from the runtime.
@MainActor
public final class Application {
    /// The storyboard the app runs.
    public let storyboard: Storyboard
    /// The window's root controller, after `launch()`.
    public private(set) var rootViewController: ViewController?
    /// How many table rows fit on screen; changing it lays the tables out again (the events are in the log).
    /// Tables made during a gesture take it when they are made.
    public var visibleRowCount: Int {
        didSet { perform { if let root = rootViewController { applyRowCount(root) } } }
    }

    /// The main run loop: animations end and queued work runs in the turns after a gesture.
    public let runLoop = MainRunLoop()
    /// Whether each gesture (and `launch`) runs the run loop until it is idle before returning, so its events
    /// include the ends of its animations, as a person sees once the screen settles (the default). Turn it off
    /// to run turns one at a time with `runTurn()`.
    public var settlesAfterEachGesture = true

    /// The device the app runs on: how presentations, split views and tab bars adapt. Controllers take it when
    /// they are made, so a change shows from the next launch on.
    public var device: Device

    /// Creates an app for a storyboard, running on `device`.
    public init(storyboard: Storyboard, visibleRowCount: Int = 12, device: Device = .default) {
        self.storyboard = storyboard
        self.visibleRowCount = visibleRowCount
        self.device = device
    }

    /// The event log.
    public var log: EventLog { storyboard.log }

    /// Instantiates the initial scene and shows it (views load, then appearance callbacks). `configure` runs
    /// between instantiation and showing, as an app delegate's `application(_:didFinishLaunchingWithOptions:)`
    /// does (the seeds inject their model there).
    @discardableResult
    public func launch(configure: ((ViewController) -> Void)? = nil) -> [Event] {
        perform {
            guard let root = storyboard.instantiateInitialViewController() else { return }
            show(root, configure: configure)
        }
    }

    /// Makes `root` the window's root and shows it: `configure`, then views load, then appearance callbacks.
    /// A required input `configure` left unset is an error event naming `way`, how the root came to be shown.
    func show(_ root: ViewController, configure: ((ViewController) -> Void)?, way: String = "the app's launch") {
        rootViewController = root
        configure?(root)
        root.contentController.reportMissingInputs(
            shownBy: way,
            remedy: "nothing passes inputs to the first scene: give them defaults, or open the scene through a deep link or segue that passes them"
        )
        root.loadViewTree()
        applyRowCount(root)
        root.beginAppearance(true, animated: false)
        root.endAppearance(true, animated: false)
    }

    /// What is on screen now.
    public var screen: Screen {
        ScreenBuilder.screen(root: rootViewController)
    }

    /// The alert on screen, if any.
    public var alert: AlertController? {
        var host = rootViewController
        while let presented = host?.presentedAboveLayer {
            if let alert = presented as? AlertController { return alert }
            host = presented
        }
        return nil
    }

    /// The controller the user interacts with: the content of the topmost layer (under any alert).
    public var topViewController: ViewController? {
        var host = rootViewController
        while let presented = host?.presentedAboveLayer, !(presented is AlertController) { host = presented }
        return host.map(Self.content)
    }

    /// Every controller whose content is on the top layer: split view columns and embedded children included.
    var controllersOnTopLayer: [ViewController] {
        var host = rootViewController
        while let presented = host?.presentedAboveLayer, !(presented is AlertController) { host = presented }
        guard let host else { return [] }
        return Self.contents(of: host)
    }

    private static func contents(of controller: ViewController) -> [ViewController] {
        switch controller {
        case let navigation as NavigationController: navigation.topViewController.map(contents) ?? []
        case let tabs as TabBarController: tabs.shownViewController.map(contents) ?? []
        case let split as SplitViewController: split.children.flatMap(contents)
        default: [controller] + controller.children.flatMap(contents)
        }
    }

    private static func content(of controller: ViewController) -> ViewController {
        switch controller {
        case let navigation as NavigationController: navigation.topViewController.map(content) ?? navigation
        case let tabs as TabBarController: tabs.shownViewController.map(content) ?? tabs
        case let split as SplitViewController: split.children.last.map(content) ?? split
        default: controller
        }
    }

    /// Runs `body` as one turn of the run loop, with the log current, then (when `settlesAfterEachGesture`) the
    /// turns after it until the run loop is idle; returns the events it caused.
    @discardableResult
    public func perform(_ body: () throws -> Void) rethrows -> [Event] {
        try inTurns {
            defer { if settlesAfterEachGesture { runLoop.runUntilIdle() } }
            try body()
        }
    }

    /// Runs the next turn of the run loop (the work queued before it) and returns its events, none when idle.
    @discardableResult
    public func runTurn() -> [Event] {
        inTurns { _ = runLoop.runTurn() }
    }

    /// Runs turns until the run loop is idle and returns their events.
    @discardableResult
    public func runUntilIdle() -> [Event] {
        inTurns { _ = runLoop.runUntilIdle() }
    }

    private func inTurns(_ body: () throws -> Void) rethrows -> [Event] {
        let start = log.lastSeq
        try EventLog.$current.withValue(log) {
            try MainRunLoop.$current.withValue(runLoop) {
                try TableView.$applicationRowCount.withValue(visibleRowCount) {
                    try TraitCollection.$current.withValue(TraitCollection(device: device)) { try body() }
                }
            }
        }
        return log.events(after: start)
    }

    /// Gives every table shown from `root` the row count: for tables made outside a gesture, and when the count
    /// changes.
    private func applyRowCount(_ root: ViewController) {
        var pending = [root]
        while let controller = pending.popLast() {
            if let table = controller.firstTableView, table.visibleRowCount != visibleRowCount { table.visibleRowCount = visibleRowCount }
            pending += controller.children
            if let presented = controller.presentedStorage { pending.append(presented) }
        }
    }

    // MARK: Gestures
    //
    // Each gesture looks its controls up inside `perform`, so nothing the gesture found keeps a dismissed or popped
    // controller alive past the gesture: its `deinit` is among the gesture's events, as UIKit frees it at the end
    // of the run loop turn.

    /// Taps the bar button titled `title` (`+`, `Cancel`, `Done`, `Edit`, ...) in the top navigation bar, or,
    /// with `instance`, in the bar of that controller on the top layer (a split view's column).
    @discardableResult
    public func tapBarButton(_ title: String, in instance: String? = nil) throws -> [Event] {
        try perform {
            let target = try gestureTarget(instance)
            let bar = drawnBar(above: target)
            if let bar, bar.navigation.isNavigationBarHidden {
                throw ApplicationError("the navigation bar is hidden (isNavigationBarHidden), so its bar buttons cannot be tapped")
            }
            let controller = bar?.child ?? target
            let items = controller.navigationItem.leftBarButtonItems + controller.navigationItem.rightBarButtonItems
            guard let item = items.first(where: { $0.title == title }) else {
                throw ApplicationError("no bar button titled '\(title)'; the bar has: \(items.compactMap(\.title).joined(separator: ", "))")
            }
            guard item.isEnabled else { throw ApplicationError("the bar button '\(title)' is disabled (isEnabled is false), so a tap does nothing") }
            controller.tap(item)
        }
    }

    /// The navigation bar the screen draws above `controller` (the interactive controller, or one on the top layer
    /// such as a split view's column): that of the outermost navigation controller it sits in, up to a split view or
    /// a container view, that does not hide its bar; else, when all hide theirs, the outermost (its bar hidden).
    /// `child` is the controller on that stack, whose navigation item the bar shows: for a controller inside a
    /// container on the stack (a tab bar controller pushed, or as the root) the container, as in UIKit.
    private func drawnBar(above controller: ViewController) -> (navigation: NavigationController, child: ViewController)? {
        var child = controller
        var outermost: (navigation: NavigationController, child: ViewController)?
        var outermostShown: (navigation: NavigationController, child: ViewController)?
        while let parent = child.parent, parent is NavigationController || parent is TabBarController {
            if let navigation = parent as? NavigationController {
                outermost = (navigation, child)
                if !navigation.isNavigationBarHidden { outermostShown = (navigation, child) }
            }
            child = parent
        }
        return outermostShown ?? outermost
    }

    /// The interactive controller, or the one named `instance` among those on the top layer.
    private func gestureTarget(_ instance: String?) throws -> ViewController {
        let interactive = try interactiveController()
        guard let instance, instance != interactive.instanceName else { return interactive }
        guard let controller = controllersOnTopLayer.first(where: { $0.instanceName == instance }) else {
            throw ApplicationError("\(instance) is not on screen")
        }
        return controller
    }

    /// Taps the button whose outlet or title is `name`.
    @discardableResult
    public func tapButton(_ name: String) throws -> [Event] {
        try perform {
            _ = try interactiveController()
            for controller in controllersOnTopLayer {
                let buttons = controller.viewIfLoaded?.selfAndDescendants.compactMap { $0 as? Button } ?? []
                let named = buttons.filter { $0.outletName == name || $0.title == name }
                if let button = named.first(where: { !$0.isHiddenOnScreen }) ?? named.first {
                    try Self.requireTouchable(button, named: "the button '\(name)'")
                    controller.tap(button)
                    return
                }
            }
            throw ApplicationError("no button with outlet or title '\(name)'")
        }
    }

    /// Taps the back button of the top navigation bar, or, with `instance`, of that controller's bar on the top
    /// layer (a split view's column): it pops the navigation controller nearest the controller.
    @discardableResult
    public func back(in instance: String? = nil) throws -> [Event] {
        try perform {
            let controller = try gestureTarget(instance)
            if let bar = drawnBar(above: controller), bar.navigation.isNavigationBarHidden {
                throw ApplicationError("the navigation bar is hidden (isNavigationBarHidden), so there is no back button")
            }
            guard let navigation = controller.navigationController, navigation.showsBackButton else {
                throw ApplicationError("there is no back button here")
            }
            navigation.popViewController(animated: true)
        }
    }

    /// Taps the tab at `index` of the tab bar on the top layer: the root's, or a presented tab bar controller's
    /// (directly, or as the top of a navigation controller), as the screen draws it. The tab bar controller's
    /// delegate may refuse the tap; a tap on the selected tab pops its navigation controller to the root.
    @discardableResult
    public func selectTab(_ index: Int) throws -> [Event] {
        try perform {
            if alert != nil { throw ApplicationError("an alert is showing; choose one of its actions first") }
            guard let tabs = tabBarControllerOnTop else { throw ApplicationError("there is no tab bar on screen") }
            let items = tabs.tabsOnBar.count + (tabs.moreItemIndex == nil ? 0 : 1)
            guard (0..<items).contains(index) else {
                throw ApplicationError("there is no tab \(index); the tab bar has \(items)")
            }
            tabs.userSelectItem(at: index)
        }
    }

    /// Types `text` into the text field with outlet (or, with none, placeholder) `outlet` as a keyboard does:
    /// the field becomes first responder and `text` goes after what it holds.
    @discardableResult
    public func type(_ text: String, into outlet: String) throws -> [Event] {
        try perform {
            guard let field = try control(outlet, as: TextField.self, named: \.placeholder) else {
                throw ApplicationError("no text field with outlet or placeholder '\(outlet)'")
            }
            try Self.requireTouchable(field, named: "the text field '\(outlet)'")
            field.type(text)
        }
    }

    /// Empties the text field with outlet (or placeholder) `outlet`, as its clear button does (it becomes first
    /// responder).
    @discardableResult
    public func clearText(in outlet: String) throws -> [Event] {
        try perform {
            guard let field = try control(outlet, as: TextField.self, named: \.placeholder) else {
                throw ApplicationError("no text field with outlet or placeholder '\(outlet)'")
            }
            try Self.requireTouchable(field, named: "the text field '\(outlet)'")
            field.clear()
        }
    }

    /// Flips the switch with outlet (or, with none, caption) `outlet`, then calls its action.
    @discardableResult
    public func toggleSwitch(_ outlet: String) throws -> [Event] {
        try perform {
            let controller = try interactiveController()
            guard let control = try self.control(outlet, as: Switch.self, named: \.caption) else {
                throw ApplicationError("no switch with outlet or caption '\(outlet)'")
            }
            try Self.requireTouchable(control, named: "the switch '\(outlet)'")
            controller.toggle(control)
        }
    }

    /// The text of the text field with outlet (or placeholder) `name`, found as `type(_:into:)` finds it (in the
    /// view or a table cell); nil when there is none.
    public func text(ofField name: String) -> String? {
        guard let field = try? control(name, as: TextField.self, named: \.placeholder) else { return nil }
        return field.text ?? ""
    }

    /// Whether the switch with outlet (or caption) `name`, found as `toggleSwitch(_:)` finds it, is on; nil when
    /// there is none.
    public func isSwitchOn(_ name: String) -> Bool? {
        guard let control = try? control(name, as: Switch.self, named: \.caption) else { return nil }
        return control.isOn
    }

    /// Turns editing mode on or off on the top controller (`setEditing(_:animated:)`).
    @discardableResult
    public func setEditing(_ editing: Bool) throws -> [Event] {
        try perform { try interactiveController().setEditing(editing, animated: true) }
    }

    /// Chooses the alert action titled `title`.
    @discardableResult
    public func chooseAlertAction(_ title: String) throws -> [Event] {
        try perform {
            guard let alert else { throw ApplicationError("no alert is showing") }
            if alert.isBeingDismissed { throw ApplicationError("the alert is being dismissed; run the run loop until it is gone") }
            guard let action = alert.shownActions.first(where: { $0.title == title }) else {
                if alert.actions.contains(where: { $0.title == title }) {
                    throw ApplicationError(
                        "the action sheet is a popover on an iPad, which leaves out its cancel action '\(title)'; tap outside it instead (dismiss)")
                }
                throw ApplicationError("the alert has no action '\(title)'; it has: \(alert.shownActions.compactMap(\.title).joined(separator: ", "))")
            }
            alert.choose(action)
        }
    }

    /// The control of type `T` on the interactive controller whose outlet is `name`, else the first whose
    /// `label` (a text field's placeholder, a switch's caption) is: controls the flow gives no outlet are reached
    /// by what the screen shows.
    private func control<T: View>(_ name: String, as type: T.Type, named label: (T) -> String?) throws -> T? {
        let controller = try interactiveController()
        if let found = controller.outlet(name, as: T.self) { return found }
        return controller.viewIfLoaded?.selfAndDescendants.lazy.compactMap { $0 as? T }.first { label($0) == name }
    }

    /// Refuses a gesture on `view` when the screen does not draw it (it or a view it is inside is hidden) or it is
    /// disabled, as a device does.
    static func requireTouchable(_ view: View, named name: String) throws {
        if view.isHiddenOnScreen { throw ApplicationError("\(name) is hidden (isHidden), so it cannot be touched") }
        if !view.isEnabled { throw ApplicationError("\(name) is disabled (isEnabled is false), so a touch does nothing") }
    }

    /// The tab bar controller whose tab bar the top layer shows, if any: the layer's own, or for a layer
    /// presented in the context of a tab's controller, the tab bar holding that context.
    private var tabBarControllerOnTop: TabBarController? {
        var host = rootViewController
        while let presented = host?.presentedAboveLayer, !(presented is AlertController) { host = presented }
        var current = host
        while let controller = current {
            if let tabs = controller as? TabBarController { return tabs.isTabBarHidden ? nil : tabs }
            current = (controller as? NavigationController)?.topViewController
        }
        guard let host, ViewController.isContextStyle(host.presentationStyleInEffect), let context = host.presentingStorage,
            let tabs = context.enclosingTabBarController, !tabs.isTabBarHidden
        else { return nil }
        return tabs
    }

    func interactiveController() throws -> ViewController {
        if alert != nil { throw ApplicationError("an alert is showing; choose one of its actions first") }
        guard let controller = topViewController else { throw ApplicationError("the app is not launched") }
        return controller
    }
}

/// A gesture that cannot be made on the current screen (no such button, row out of view, ...).
public struct ApplicationError: Error, CustomStringConvertible, Equatable {
    /// What is wrong, in words a user can act on.
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
