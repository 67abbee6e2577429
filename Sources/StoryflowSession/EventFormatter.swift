import StoryflowRuntime

/// Writes events as short lines a person reads while stepping: `prepare(for: AddPlayer) PlayersViewController#1 →
/// NavigationController#2`, `init PlayerDetailsViewController#1`, `error: <UIKit's message>`.
///
/// Consecutive data source or delegate calls of one method on one instance share a line, their index paths listed
/// in order (`PlayersViewController#1 tableView(_:cellForRowAt:) [0, 0] [0, 1] [0, 2]`).
public enum EventFormatter {
    /// One line per event (or per run of table calls), without indentation.
    public static func lines(for events: [Event]) -> [String] {
        var lines: [String] = []
        var index = events.startIndex
        while index < events.endIndex {
            let event = events[index]
            guard event.event == .dataSource || event.event == .delegate else {
                lines.append(line(for: event))
                index += 1
                continue
            }
            var end = index + 1
            while end < events.endIndex, events[end].event == event.event, events[end].instance == event.instance,
                events[end].method == event.method
            {
                end += 1
            }
            let messages = events[index..<end].compactMap(\.message)
            lines.append(([event.instance ?? "?", event.method ?? event.event.rawValue] + messages).joined(separator: " "))
            index = end
        }
        return lines
    }

    /// One line for a whole step (`events summary`): what moved on screen (segues, unwinds, presentations,
    /// pushes and pops, tab changes, editing), the actions and delegate calls the app made, and its log lines,
    /// joined by ` · `; data source calls and the table view's own delegate traffic are left out, and so are
    /// errors, warnings and notes, which the session prints on lines of their own. `nil` when nothing of that happened.
    public static func summary(of events: [Event]) -> String? {
        let parts = events.compactMap { event -> String? in
            switch event.event {
            case .perform, .unwind, .present, .dismiss, .push, .pop, .showDetail, .selectTab, .setEditing, .action, .log, .input, .result:
                return line(for: event)
            case .delegate:
                let method = event.method ?? ""
                let isTableTraffic = method.hasPrefix("tableView(") && method != "tableView(_:didSelectRowAt:)"
                return isTableTraffic || method.hasPrefix("numberOfSections") || method.hasPrefix("sectionIndexTitles") ? nil : line(for: event)
            default:
                return nil
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// The line for one event.
    public static func line(for event: Event) -> String {
        let instance = event.instance ?? "?"
        let route = "\(event.source ?? "?") → \(event.destination ?? "?")"
        let segue = event.segue ?? "\(event.kind ?? "unnamed") segue"
        switch event.event {
        case .`init`, .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .deinit:
            return "\(event.event.rawValue) \(instance)"
        case .shouldPerformSegue:
            return "shouldPerformSegue(withIdentifier: \(segue)) \(instance)"
        case .prepare:
            return "prepare(for: \(segue)) \(route)"
        case .perform:
            return "perform \(segue) (\(event.kind ?? "?")) \(route)"
        case .unwind:
            return "unwind \(segue) \(route) → \(event.method ?? "?")"
        case .present:
            return "present \(route) (\([event.kind ?? "automatic", event.message].compactMap { $0 }.joined(separator: ": ")))"
        case .dismiss, .push, .pop, .showDetail:
            return "\(event.event.rawValue) \(route)"
        case .didMoveToParent:
            return "didMove(toParent: \(event.destination ?? "?")) \(instance)"
        case .selectTab:
            return "selectTab \(event.message ?? "?") \(route)"
        case .setEditing:
            return "setEditing(\(event.message ?? "?")) \(instance)"
        case .action:
            return (["action", instance, event.method, event.message.map { "(\($0))" }].compactMap { $0 }).joined(separator: " ")
        case .dataSource, .delegate:
            return ([instance, event.method ?? event.event.rawValue, event.message].compactMap { $0 }).joined(separator: " ")
        case .input:
            return "input \(instance) \(event.method ?? "?") = \(event.message ?? "?")"
        case .result:
            return (["result", instance, event.method, event.message].compactMap { $0 }).joined(separator: " ")
        case .note:
            return "note: \(event.message ?? "")"
        case .log:
            return "log \(instance): \(event.message ?? "")"
        case .warning:
            return "warning: \(event.message ?? "")"
        case .error:
            return "error: \(event.message ?? "")"
        case .runLoopTurn:
            return "— next turn of the run loop —"
        }
    }
}
