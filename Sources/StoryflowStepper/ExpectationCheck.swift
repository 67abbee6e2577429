import StoryflowRuntime
import StoryflowScreen
import StoryflowTerminal

/// Checks a script's `expect` line against the screen and the last command's events.
@MainActor
struct ExpectationCheck {
    /// What a check found: a line for the transcript when it held, or what was expected and what was there.
    struct Outcome {
        /// The transcript line when the expectation held.
        var success: String
        /// What was expected and what the screen showed, when it failed.
        var failure: String?
    }

    let application: Application
    let lastEvents: [Event]

    /// Checks `expectation`.
    func check(_ expectation: StepperExpectation) -> Outcome {
        let screen = application.screen
        switch expectation {
        case .title(let title):
            let actual = Self.title(of: screen)
            return outcome(actual == title, "title \(quoted(title))",
                           "expected title \(quoted(title)), but the title is \(actual.map(quoted) ?? "not shown (no navigation bar)")")
        case .row(let number, let text):
            switch ScreenResolver(screen: screen).row(number) {
            case .success(let found):
                let actual = ScreenResolver.text(of: found.row)
                return outcome(actual.contains(text), "row \(number) \(quoted(text))",
                               "expected row \(number) to show \(quoted(text)), but it shows \(quoted(actual))")
            case .failure(let error):
                return Outcome(success: "", failure: "expected row \(number) to show \(quoted(text)). \(error.message)")
            }
        case .scene(let id):
            let actual = application.topViewController?.scene?.id ?? screen.topLayer?.sceneID
            return outcome(actual == id, "scene \(id)",
                           "expected scene \(id), but the scene on top is \(actual ?? "none")")
        case .event(let name, let text):
            guard let wanted = Event.Name.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
                let names = Event.Name.allCases.map(\.rawValue).joined(separator: ", ")
                return Outcome(success: "", failure: "there is no event called \(quoted(name)); events are: \(names)")
            }
            let matches = lastEvents.filter { event in
                event.event == wanted && (text.map { Self.mentions(event, $0) } ?? true)
            }
            let description = "event \(wanted.rawValue)" + (text.map { " " + quoted($0) } ?? "")
            let caused = lastEvents.isEmpty ? "nothing" : EventFormatter.lines(for: lastEvents).joined(separator: "; ")
            return outcome(!matches.isEmpty, description,
                           "expected \(description) from the previous command, but it caused: \(caused)")
        }
    }

    /// Whether `event` mentions `text`: in its line, its scene id or its class name.
    static func mentions(_ event: Event, _ text: String) -> Bool {
        ([EventFormatter.line(for: event), event.summary] + [event.scene, event.className].compactMap { $0 }).contains { $0.contains(text) }
    }

    /// The title of the top layer's navigation bar (the rightmost column's in a split view).
    static func title(of screen: Screen) -> String? {
        guard let top = screen.topLayer else { return nil }
        if let bar = top.navigationBar { return bar.title }
        return top.columns.last?.navigationBar?.title
    }

    private func outcome(_ held: Bool, _ success: String, _ failure: String) -> Outcome {
        Outcome(success: success, failure: held ? nil : failure)
    }

    private func quoted(_ text: String) -> String { "\"\(text)\"" }
}
