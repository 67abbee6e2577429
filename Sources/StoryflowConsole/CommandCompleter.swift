import StoryflowRuntime
import StoryflowTerminal

/// Tab completion at the prompt: command names first, then what the command takes on the current screen: the
/// titles and numbers of what can be tapped, tab titles, switch and field names, segue identifiers, the words a
/// command knows (`up`, `down`, `summary`, ...). Candidates replace the whole text before the cursor; a name
/// with spaces is quoted.
@MainActor
package struct CommandCompleter {
    package let application: Application

    /// A completer for what `application` shows.
    package init(application: Application) {
        self.application = application
    }

    /// The completions of `text` (the line up to the cursor).
    package func candidates(for text: String) -> [String] {
        guard let space = text.firstIndex(of: " ") else {
            // Command names as `help` lists them; the short aliases (`?`, `q`, `exit`) still work when typed.
            return StepperCommandSpec.all.map(\.name).filter { $0.hasPrefix(text.lowercased()) }.map { $0 + " " }
        }
        let command = text[..<space].lowercased()
        let arguments = text.index(after: space)
        // The word being typed starts after the last space outside quotes, or at an open quote.
        var start = arguments
        var inQuotes = false
        for index in text[arguments...].indices {
            if text[index] == "\"" {
                inQuotes.toggle()
                if inQuotes { start = index }
            } else if text[index] == " ", !inQuotes {
                start = text.index(after: index)
            }
        }
        let head = String(text[..<start])
        let partial = text[start...].hasPrefix("\"") ? String(text[start...].dropFirst()) : String(text[start...])
        let matching = words(for: command, after: String(text[arguments..<start])).filter { $0.lowercased().hasPrefix(partial.lowercased()) }
        // When one of several names needs quotes, all names are quoted, so what they share (`"Game` of `"Game 1"`
        // and `"Games"`) can extend the line. Numbers never are: a quoted number is a name.
        let quotesAll = matching.count > 1 && matching.contains { Self.quoted($0) != $0 }
        return matching.map { word in
            head + (quotesAll && !word.allSatisfy(\.isNumber) ? Self.alwaysQuoted(word) : Self.quoted(word)) + " "
        }
    }

    /// What `command` takes where its arguments so far are `previous`.
    private func words(for command: String, after previous: String) -> [String] {
        let resolver = ScreenResolver(screen: application.screen)
        let onScreen = resolver.names + resolver.numbers.map(String.init)
        switch command {
        case "tap", "choose", "toggle", "clear", "tab", "insert", "delete": return previous.isEmpty ? onScreen : []
        case "type": return previous.isEmpty ? [] : ["into"] + resolver.names
        case "scroll": return previous.isEmpty ? ["up", "down"] : []
        case "swipe": return previous.isEmpty ? ["left", "right"] : resolver.numbers.map(String.init)
        case "events": return StepperCommand.EventDetail.allCases.map(\.rawValue)
        case "help", "?": return StepperCommandSpec.all.map(\.name)
        case "perform": return segueIdentifiers
        case "expect":
            return previous.isEmpty
                ? ["title", "row", "rows", "scene", "alert", "field", "switch", "tab", "stack", "input", "result", "event", "events", "no", "error", "failure"]
                : []
        default: return []
        }
    }

    /// The identifiers of the segues the screen's controller can perform.
    private var segueIdentifiers: [String] {
        (application.topViewController?.scene?.segues ?? []).compactMap(\.identifier)
    }

    /// `name` as the command language needs it: quoted when it holds a space or is all digits.
    /// The line Tab turns `typed` into, given its `candidates`: the one candidate, else what they all share when
    /// that adds to what was typed (an opening quote before the word aside; letters typed keep their case), else
    /// `nil`, and the candidates are listed.
    package nonisolated static func completedLine(_ typed: String, candidates: [String]) -> String? {
        guard let first = candidates.first else { return nil }
        if candidates.count == 1 { return first }
        var shared = first
        for candidate in candidates.dropFirst() { while !candidate.hasPrefix(shared) { shared.removeLast() } }
        guard shared.count > typed.count else { return nil }
        let wordStart = typed.lastIndex(of: " ").map { typed.index(after: $0) } ?? typed.startIndex
        let withQuote = String(typed[..<wordStart]) + "\"" + String(typed[wordStart...])
        let addsToTyped = shared.hasPrefix(typed) || (!typed[wordStart...].hasPrefix("\"") && shared.hasPrefix(withQuote))
        return addsToTyped ? shared : nil
    }

    package static func quoted(_ name: String) -> String {
        name.contains(" ") ? alwaysQuoted(name) : name
    }

    /// `name` in double quotes (any quotes in it left out), as the stepper's tokenizer reads one word.
    static func alwaysQuoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "") + "\""
    }
}
