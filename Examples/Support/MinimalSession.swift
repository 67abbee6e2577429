import Foundation
import StoryflowRuntime
import StoryflowScreen
import StoryflowTerminal

/// A minimal stand-in for `storyflow run`'s stepping session, used until the stepper's library entry point is
/// available: it reads stepper commands, applies them to the application and prints each screen and the events
/// it caused (without the data source's questions; `--events` has every event). It understands tap (numbers and names), back, tab, type, toggle, edit, done, delete, insert, move,
/// swipe, choose, events and quit.
@MainActor
public struct MinimalSession {
    let application: Application
    let renderer: ScreenRenderer
    private(set) var output: String = ""
    /// Whether a command could not be applied.
    public private(set) var failed = false

    /// Creates a session drawing screens `width` columns wide.
    public init(application: Application, width: Int, color: Bool) {
        self.application = application
        renderer = ScreenRenderer(width: width, color: color)
    }

    /// Runs `lines` (comments and blank lines skipped) and returns the transcript: the launch events and screen,
    /// then each command, its events and the screen after it.
    public mutating func run(_ lines: [String]) -> String {
        write(application.log.events)
        draw()
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            output += "> \(trimmed)\n"
            do {
                guard let command = try StepperParser.parse(trimmed) else { continue }
                if case .quit = command { break }
                let events = try apply(command)
                write(events)
                draw()
            } catch {
                output += "error: \(error)\n"
                failed = true
            }
        }
        return output
    }

    private mutating func write(_ events: [Event]) {
        for event in events where event.event != .dataSource { output += "  \(event.summary)\n" }
    }

    private mutating func draw() {
        output += renderer.render(application.screen).text
    }

    private func apply(_ command: StepperCommand) throws -> [Event] {
        let resolver = ScreenResolver(screen: application.screen)
        switch command {
        case .tap(let reference): return try tap(reference, resolver)
        case .tapAccessory(let number): return try application.tapAccessory(indexPath(of: number, resolver))
        case .back: return try application.back()
        case .tab(.number(let number)): return try application.selectTab(number - 1)
        case .tab(.name(let title)):
            guard case .success(.tab(let index)) = resolver.tab(.name(title)) else { throw SessionError("no tab '\(title)'") }
            return try application.selectTab(index)
        case .type(let text, .name(let outlet)?): return try application.type(text, into: outlet)
        case .toggle(.name(let outlet)): return try application.toggleSwitch(outlet)
        case .edit: return try application.setEditing(true)
        case .done: return try application.setEditing(false)
        case .delete(let number): return try application.deleteRow(indexPath(of: number, resolver))
        case .insert(let number?): return try application.insertRow(indexPath(of: number, resolver))
        case .move(let from, let to): return try application.moveRow(from: indexPath(of: from, resolver), to: indexPath(of: to, resolver))
        case .swipe(let direction, let number): return try application.swipe(indexPath(of: number, resolver), leading: direction == .right)
        case .choose(.name(let title)): return try application.chooseAlertAction(title)
        case .choose(.number(let number)):
            guard let index = resolver.numbering.alertActionIndex(forNumber: number), let alert = application.screen.alert else {
                throw SessionError("no alert action is numbered \(number)")
            }
            return try application.chooseAlertAction(alert.actions[index].title)
        case .events(let count): return Array(application.log.events.suffix(count ?? 10))
        default: throw SessionError("this command needs `storyflow run`")
        }
    }

    private func tap(_ reference: StepperReference, _ resolver: ScreenResolver) throws -> [Event] {
        switch resolver.tap(reference) {
        case .success(.target(.row(_, let section, let row))): return try application.tapRow(StoryflowRuntime.IndexPath(row: row, section: section))
        case .success(.target(.control(_, _, _))), .success(.barButton), .success(.backButton), .success(.swipeAction),
             .success(.alertAction), .success(.tab), .success(.accessory), .success(.deleteConfirmation):
            guard case .name(let name) = reference else { throw SessionError("tap controls by their title") }
            if let events = try? application.tapBarButton(name) { return events }
            if let events = try? application.chooseSwipeAction(name) { return events }
            return try application.tapButton(name)
        case .failure(let error): throw error
        }
    }

    private func indexPath(of number: Int, _ resolver: ScreenResolver) throws -> StoryflowRuntime.IndexPath {
        switch resolver.row(number) {
        case .success(let found): StoryflowRuntime.IndexPath(row: found.row.row, section: found.row.section)
        case .failure(let error): throw error
        }
    }
}

/// A command the minimal session cannot apply.
struct SessionError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }
}
