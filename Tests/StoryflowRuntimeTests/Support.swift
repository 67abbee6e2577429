import StoryflowRuntime
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
