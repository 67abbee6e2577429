import StoryflowRuntime

/// `event instance segue message` for each event whose name is in `names` (all when empty), to compare exactly.
func trace(_ events: [Event], _ names: Set<Event.Name> = []) -> [String] {
    events.filter { names.isEmpty || names.contains($0.event) }.map { event in
        [event.event.rawValue, event.instance, event.segue, event.method, event.message].compactMap { $0 }.joined(separator: " ")
    }
}

/// The events a seed's scenario is about: lifecycle, segues, transitions, actions, the app's delegate callbacks,
/// table selections and log lines (not the data source's row-by-row questions, nor editing-style queries).
let story: Set<Event.Name> = [
    .`init`, .prepare, .perform, .unwind, .present, .dismiss, .push, .pop, .viewDidLoad, .viewWillAppear, .viewDidAppear,
    .viewWillDisappear, .viewDidDisappear, .deinit, .action, .delegate, .log, .error, .didMoveToParent,
]

/// The lines an app logged itself.
func logLines(_ events: [Event]) -> [String] {
    events.filter { $0.event == .log }.compactMap(\.message)
}

/// The rows of the top layer's table as their texts (text, or the custom cell's subview texts joined by " | ").
@MainActor
func rowTexts(_ application: Application) -> [String] {
    let rows = application.screen.topLayer?.body.table?.sections.flatMap(\.rows) ?? []
    return rows.map { row in row.text ?? row.subviews.compactMap(\.text).joined(separator: " | ") }
}
