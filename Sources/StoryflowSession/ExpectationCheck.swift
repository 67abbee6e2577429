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
        var outcome = checkWithoutHint(expectation)
        // What is under an alert is still checked; a failure there may be the alert's doing.
        switch expectation {
        case .title, .row, .rows, .scene, .field, .switchState, .stack:
            if let failure = outcome.failure, let alert = application.screen.alert {
                outcome.failure = failure + " (an alert\(alert.title.map { " \(quoted($0))" } ?? "") is showing: expect alert checks it)"
            }
        default:
            break
        }
        return outcome
    }

    private func checkWithoutHint(_ expectation: StepperExpectation) -> Outcome {
        let screen = application.screen
        switch expectation {
        case .title(let title):
            let actual = Self.title(of: screen)
            return outcome(
                actual == title, "title \(quoted(title))",
                "expected title \(quoted(title)), but the title is \(actual.map(quoted) ?? "not shown (no navigation bar)")")
        case .row(let number, let text):
            switch ScreenResolver(screen: screen).row(number) {
            case .success(let found):
                let actual = ScreenResolver.text(of: found.row)
                return outcome(
                    actual.contains(text), "row \(number) \(quoted(text))",
                    "expected row \(number) to show \(quoted(text)), but it shows \(quoted(actual))")
            case .failure(let error):
                return Outcome(success: "", failure: "expected row \(number) to show \(quoted(text)). \(error.message)")
            }
        case .scene(let id):
            let actual = application.topViewController?.scene?.id ?? screen.topLayer?.sceneID
            // A controller UIKit makes itself (the More list) has no scene: its instance is named.
            let shown =
                actual.flatMap { $0.isEmpty ? nil : $0 }
                ?? application.topViewController.map { "none: \($0.instanceName) is UIKit's own, not a scene of the flow" } ?? "none"
            return outcome(actual == id, "scene \(id)", "expected scene \(id), but the scene on top is \(shown)")
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
            return outcome(
                !matches.isEmpty, description,
                "expected \(description) from the previous command, but it caused: \(caused)")
        case .events(let names): return events(names)
        case .noError:
            let errors = lastEvents.filter { $0.event == .error }
            return outcome(
                errors.isEmpty, "no error",
                "expected no error from the previous command, but it caused: " + errors.map(EventFormatter.line).joined(separator: "; "))
        case .alert(let title): return alert(title)
        case .rows(let count, let section): return rows(count, in: section)
        case .field(let reference, let text): return field(reference, text)
        case .switchState(let reference, let isOn): return switchState(reference, isOn)
        case .tab(let reference):
            let bar = screen.topLayer?.tabBar
            let selected = bar.flatMap {
                $0.items.indices.contains($0.selectedIndex) ? (number: $0.selectedIndex + 1, title: $0.items[$0.selectedIndex].title) : nil
            }
            let (held, wanted): (Bool, String)
            switch reference {
            case .number(let number): (held, wanted) = (selected?.number == number, "tab \(number)")
            case .name(let title): (held, wanted) = (selected?.title == title, "tab \(quoted(title))")
            }
            return outcome(
                held, wanted,
                "expected \(wanted) to be selected, but "
                    + (selected.map { "the selected tab is \($0.number), \(quoted($0.title))" } ?? "the top layer shows no tab bar"))
        case .stack(let ids):
            let stack = application.topViewController?.navigationController?.viewControllers.map { $0.scene?.id ?? $0.instanceName }
            let expected = ids.joined(separator: " ")
            return outcome(
                stack == ids, "stack \(expected)",
                "expected the navigation stack \(expected), but "
                    + (stack.map { "it is \($0.joined(separator: " "))" } ?? "the top scene is in no navigation controller"))
        case .input(let name, let value):
            let top = application.topViewController
            let actual = top?.input(name)
            let scene = top?.scene?.id ?? "the top scene"
            let description = "input \(name)" + (value.map { " " + quoted($0) } ?? "")
            if let contract = top?.scene?.contract, contract.input(named: name) == nil {
                let declared = contract.inputs.map(\.name)
                return Outcome(
                    success: "",
                    failure: "expected \(description) on \(scene), but \(scene) declares no input \(quoted(name))"
                        + (declared.isEmpty ? "" : " (it declares \(declared.joined(separator: ", ")))"))
            }
            let held = value.map { actual == $0 } ?? (actual != nil)
            return outcome(held, description, "expected \(description) on \(scene), but " + (actual.map { "it holds \(quoted($0))" } ?? "it holds no value"))
        case .result(let name, let value):
            let given = lastEvents.filter { $0.event == .result }
            let held = given.contains { event in event.method == name && (value.map { event.message == "\"" + $0 + "\"" } ?? true) }
            let description = "result \(name)" + (value.map { " " + quoted($0) } ?? "")
            let actual = given.map { [$0.method, $0.message].compactMap { $0 }.joined(separator: " ") }
            return outcome(
                held, description,
                "expected the previous step to give back \(description), but "
                    + (actual.isEmpty ? "it gave back no result" : "it gave back \(actual.joined(separator: ", "))"))
        case .error, .failure:
            // The session holds these until the next step; checked here they only describe themselves.
            return Outcome(success: "the next step is meant to fail")
        }
    }

    /// `expect events`: the names, in order, among the previous step's events.
    private func events(_ names: [String]) -> Outcome {
        var wanted: [Event.Name] = []
        for name in names {
            guard let found = Event.Name.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
                let known = Event.Name.allCases.map(\.rawValue).joined(separator: ", ")
                return Outcome(success: "", failure: "there is no event called \(quoted(name)); events are: \(known)")
            }
            wanted.append(found)
        }
        var remaining = wanted[...]
        for event in lastEvents where event.event == remaining.first { remaining.removeFirst() }
        let description = "events " + wanted.map(\.rawValue).joined(separator: " ")
        let actual = lastEvents.isEmpty ? "none" : lastEvents.map(\.event.rawValue).joined(separator: " ")
        let missing = remaining.first.map { " (\($0.rawValue) is missing" + (remaining.count < wanted.count ? " after the ones before it)" : ")") } ?? ""
        return outcome(
            remaining.isEmpty, description,
            "expected \(description) in this order from the previous command\(missing); its events were: \(actual)")
    }

    /// `expect alert`: an alert is showing, with the title when one is given.
    private func alert(_ title: String?) -> Outcome {
        let description = "alert" + (title.map { " " + quoted($0) } ?? "")
        guard let alert = application.screen.alert else {
            return Outcome(success: "", failure: "expected \(description), but no alert or action sheet is showing")
        }
        let actual = alert.title.map(quoted) ?? "no title"
        return outcome(title == nil || alert.title == title, description, "expected \(description), but the alert on screen has \(actual)")
    }

    /// `expect rows`: the number of rows of the table on screen, or of one of its sections.
    private func rows(_ count: Int, in section: StepperReference?) -> Outcome {
        let rowsText = count == 1 ? "1 row" : "\(count) rows"
        guard let table = application.tableOnScreen else {
            return Outcome(success: "", failure: "expected \(rowsText), but there is no table on screen")
        }
        let sections = 0..<table.numberOfSections
        guard let section else {
            let actual = sections.reduce(0) { $0 + table.numberOfRows(inSection: $1) }
            return outcome(actual == count, "rows \(count)", "expected \(rowsText), but the table has \(actual)")
        }
        let index: Int
        switch section {
        case .number(let number):
            guard sections.contains(number - 1) else {
                return Outcome(
                    success: "",
                    failure:
                        """
                        expected \(rowsText) in section \(number), but the table has \(sections.count) section\(sections.count == 1 ? "" : "s") (numbered \
                        from 1)
                        """
                )
            }
            index = number - 1
        case .name(let header):
            let headers = application.screen.topLayer?.body.table?.sections.compactMap { section in section.header.map { (section.index, $0) } } ?? []
            guard let found = headers.first(where: { $0.1 == header }) else {
                let shown =
                    headers.isEmpty ? "no section headers are on screen" : "the headers on screen are " + headers.map { quoted($0.1) }.joined(separator: ", ")
                return Outcome(success: "", failure: "expected \(rowsText) in section \(quoted(header)), but \(shown)")
            }
            index = found.0
        }
        let actual = table.numberOfRows(inSection: index)
        let name = section == .number(index + 1) ? "section \(index + 1)" : "section \(quoted(written(section)))"
        return outcome(actual == count, "rows \(count) in \(name)", "expected \(rowsText) in \(name), but it has \(actual)")
    }

    /// A reference as the script wrote it.
    private func written(_ reference: StepperReference) -> String {
        switch reference {
        case .number(let number): String(number)
        case .name(let name): name
        }
    }

    /// `expect field`: the text of a text field on screen.
    private func field(_ reference: StepperReference, _ text: String) -> Outcome {
        // A name is looked up as `type ... into` looks it up, cells included.
        if case .name(let name) = reference, let actual = application.text(ofField: name) {
            return outcome(
                actual == text, "field \(quoted(name)) \(quoted(text))",
                "expected the field \(quoted(name)) to hold \(quoted(text)), but it holds \(quoted(actual))")
        }
        let resolver = ScreenResolver(screen: application.screen)
        switch resolver.control(reference, kind: .textField) {
        case .success(.target(let target)):
            let actual = resolver.control(for: target)?.text ?? ""
            return outcome(
                actual == text, "field \(quoted(written(reference))) \(quoted(text))",
                "expected the field \(quoted(written(reference))) to hold \(quoted(text)), but it holds \(quoted(actual))")
        case .success: return Outcome(success: "", failure: "expected a text field called \(quoted(written(reference)))")
        case .failure(let error):
            return Outcome(success: "", failure: "expected the field \(quoted(written(reference))) to hold \(quoted(text)). \(error.message)")
        }
    }

    /// `expect switch`: whether a switch on screen is on.
    private func switchState(_ reference: StepperReference, _ isOn: Bool) -> Outcome {
        let wanted = isOn ? "on" : "off"
        if case .name(let name) = reference, let actual = application.isSwitchOn(name) {
            return outcome(
                actual == isOn, "switch \(quoted(name)) \(wanted)", "expected the switch \(quoted(name)) to be \(wanted), but it is \(actual ? "on" : "off")")
        }
        let resolver = ScreenResolver(screen: application.screen)
        switch resolver.control(reference, kind: .switch) {
        case .success(.target(let target)):
            let actual = resolver.control(for: target)?.isOn ?? false
            return outcome(
                actual == isOn, "switch \(quoted(written(reference))) \(wanted)",
                "expected the switch \(quoted(written(reference))) to be \(wanted), but it is \(actual ? "on" : "off")")
        case .success: return Outcome(success: "", failure: "expected a switch called \(quoted(written(reference)))")
        case .failure(let error): return Outcome(success: "", failure: "expected the switch \(quoted(written(reference))) to be \(wanted). \(error.message)")
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
