import StoryflowRuntime
import StoryflowSemantics
import StoryflowTestSupport

/// The path of a flow in `Flows/`.
func flowPath(_ name: String) -> String { Repository.path("Flows/" + name) }

/// `event instance` for each event whose name is in `names` (all when empty), to compare orders exactly.
func trace(_ events: [Event], _ names: Set<Event.Name> = []) -> [String] {
    events.filter { names.isEmpty || names.contains($0.event) }.map { event in
        [event.event.rawValue, event.instance, event.segue, event.message].compactMap { $0 }.joined(separator: " ")
    }
}

/// The lifecycle and segue events UIKit documents an order for.
let lifecycle: Set<Event.Name> = [
    .`init`, .prepare, .perform, .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .deinit,
]

/// A small app for the runtime's own tests, with no classes of its own (generic controllers): a tab bar whose
/// first tab is a navigation controller holding a list; `+` presents a form in its own navigation controller,
/// whose Cancel dismisses it and whose Pick row pushes a picker.
let sampleFlow = """
    <flow version="1" name="Sample" initial="tabs">
      <tabBarController id="tabs"><tab scene="nav" title="List"/><tab scene="about" title="About"/></tabBarController>
      <navigationController id="nav"><root scene="list"/></navigationController>
      <tableViewController id="list" title="List">
        <navigationItem><barButton placement="right" system="add"><segue id="Add" kind="present" destination="formNav"/></barButton></navigationItem>
        <tableView content="static"><section><cell text="One"/></section></tableView>
      </tableViewController>
      <navigationController id="formNav"><root scene="form"/></navigationController>
      <tableViewController id="form" title="Form">
        <navigationItem><barButton placement="left" system="cancel" effect="dismiss"/></navigationItem>
        <tableView content="static"><section><cell text="Pick"><segue id="Pick" kind="show" destination="picker"/></cell></section></tableView>
      </tableViewController>
      <viewController id="picker" title="Picker"/>
      <viewController id="about" title="About"/>
    </flow>
    """

/// The sample app, launched, and its launch events.
@MainActor
func launchSample() throws -> (Application, [Event]) {
    let app = Application(storyboard: try Storyboard(string: sampleFlow))
    let events = app.launch()
    return (app, events)
}

/// A flow whose initial scene is a navigation controller `nav` with `root` at the bottom of its stack, followed by
/// `scenes`.
func navigationFlow(root: String, _ scenes: String) -> String {
    """
    <flow version="1" initial="nav">
      <navigationController id="nav"><root scene="\(root)"/></navigationController>
    \(scenes)
    </flow>
    """
}

/// `flow` launched on `device`, its controllers' classes found in `registry`.
@MainActor
func launched(_ flow: String, registry: ClassRegistry = ClassRegistry(), device: Device = .default) throws -> Application {
    let app = Application(storyboard: try Storyboard(string: flow, registry: registry), device: device)
    app.launch()
    return app
}

/// A registry of the controller class `type`, under its own name.
@MainActor
func registry<Controller: ViewController>(of type: Controller.Type) -> ClassRegistry {
    let registry = ClassRegistry()
    registry.register(type)
    return registry
}
