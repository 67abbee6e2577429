import StoryflowSemantics

/// Turns a line typed at the prompt or read from a script into a `StepperCommand`.
///
/// Command names and keywords (`into`, `to`, `accessory`, `up`, ...) ignore case. Unquoted words after the
/// command are joined with single spaces, so `tap Add Player` and `tap "Add Player"` are the same; an unquoted
/// whole number is a number, a quoted one a name. See `StepperCommandSpec.helpText` for the language.
public enum StepperParser {
    /// The command on `line`; `nil` for a blank line or a `#` comment.
    public static func parse(_ line: String) throws(StepperParseError) -> StepperCommand? {
        let trimmed = line.trimmingPrefix(while: \.isWhitespace)
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
        let tokens = try CommandTokenizer.tokens(of: line)
        guard let first = tokens.first else { return nil }
        guard let spec = StepperCommandSpec.named(first.text), !first.isQuoted else {
            throw .unknownCommand(first.text, suggestion: StepperCommandSpec.suggestion(for: first.text))
        }
        return try Arguments(spec: spec, tokens: Array(tokens.dropFirst())).command()
    }
}

/// The words after a command's name, and how each command reads them.
private struct Arguments {
    typealias Token = CommandTokenizer.Token

    let spec: StepperCommandSpec
    let tokens: [Token]

    func command() throws(StepperParseError) -> StepperCommand {
        switch spec.name {
        case "tap": return try tap()
        case "back": return try bare(.back)
        case "tab": return .tab(try reference(tokens, what: "which tab"))
        case "type": return try type()
        case "toggle": return .toggle(try reference(tokens, what: "which switch"))
        case "clear": return .clear(tokens.isEmpty ? nil : try reference(tokens, what: "the field"))
        case "dismiss": return try bare(.dismiss)
        case "perform": return try perform()
        case "scroll": return try scroll()
        case "edit": return try bare(.edit)
        case "done": return try bare(.done)
        case "delete": return .delete(row: try onlyNumber(what: "the row to delete"))
        case "insert": return tokens.isEmpty ? .insert(row: nil) : .insert(row: try onlyNumber(what: "the row"))
        case "move": return try move()
        case "swipe": return try swipe()
        case "choose": return .choose(try reference(tokens, what: "which action"))
        case "stack": return try bare(.stack)
        case "scenes": return try bare(.scenes)
        case "events": return try events()
        case "expect": return .expect(try expectation())
        case "help": return .help(topic: tokens.isEmpty ? nil : joined(tokens))
        case "relaunch": return try bare(.relaunch)
        case "device":
            let names = Device.allCases.map(\.rawValue).joined(separator: " or ")
            guard tokens.count == 1, let device = Device(rawValue: tokens[0].text.lowercased()) else {
                throw .usage(spec, "'device' needs the device to run on: \(names).")
            }
            return .device(device)
        case "open":
            guard tokens.count == 1 else { throw .usage(spec, "'open' needs one URL (or scene), such as: open myapp://items/42.") }
            return .open(url: tokens[0].text)
        default: return try bare(.quit)
        }
    }

    private func bare(_ command: StepperCommand) throws(StepperParseError) -> StepperCommand {
        guard tokens.isEmpty else { throw .usage(spec, "'\(spec.name)' takes no arguments, but got '\(joined(tokens))'.") }
        return command
    }

    private func tap() throws(StepperParseError) -> StepperCommand {
        guard let first = tokens.first else { throw .usage(spec, "'tap' needs something to tap.") }
        if isKeyword(first, "accessory") {
            var rest = tokens.dropFirst()
            if let of = rest.first, isKeyword(of, "of") { rest = rest.dropFirst() }
            if let row = rest.first, isKeyword(row, "row") { rest = rest.dropFirst() }
            guard rest.count == 1, let number = try number(rest.first) else {
                throw .usage(spec, "'tap accessory' needs the number of a row.")
            }
            return .tapAccessory(row: number)
        }
        if isKeyword(first, "row"), tokens.count == 2, let number = try number(tokens[1]) { return .tap(.number(number)) }
        return .tap(try reference(tokens, what: "something to tap"))
    }

    private func perform() throws(StepperParseError) -> StepperCommand {
        guard tokens.count == 1 else { throw .usage(spec, "'perform' needs one segue identifier: perform ShowDetail.") }
        return .perform(identifier: tokens[0].text)
    }

    private func events() throws(StepperParseError) -> StepperCommand {
        if tokens.count == 1, !tokens[0].isQuoted, let detail = StepperCommand.EventDetail(rawValue: tokens[0].text.lowercased()) {
            return .eventDetail(detail)
        }
        guard !tokens.isEmpty else { return .events(count: nil) }
        guard tokens.count == 1, let count = try number(tokens[0]) else {
            throw .usage(spec, "'events' takes how many events to show (a number), or off, summary or all.")
        }
        return .events(count: count)
    }

    private func type() throws(StepperParseError) -> StepperCommand {
        guard !tokens.isEmpty else { throw .usage(spec, "'type' needs the text to type.") }
        if let into = tokens.lastIndex(where: { isKeyword($0, "into") }), into > 0 {
            let field = Array(tokens[(into + 1)...])
            guard !field.isEmpty else { throw .usage(spec, "'type ... into' needs the field to type into.") }
            return .type(text: joined(tokens[..<into]), field: try reference(field, what: "the field"))
        }
        return .type(text: joined(tokens), field: nil)
    }

    private func scroll() throws(StepperParseError) -> StepperCommand {
        guard let first = tokens.first, let direction = StepperCommand.ScrollDirection(rawValue: first.text.lowercased()), !first.isQuoted else {
            throw .usage(spec, "'scroll' needs a direction, up or down.")
        }
        switch tokens.count {
        case 1: return .scroll(direction, rows: nil)
        case 2:
            guard let rows = try number(tokens[1]), rows > 0 else {
                throw .usage(spec, "'scroll' counts rows with a positive number, not '\(tokens[1].text)'.")
            }
            return .scroll(direction, rows: rows)
        default: throw .usage(spec, "'scroll' takes a direction and at most a row count.")
        }
    }

    private func move() throws(StepperParseError) -> StepperCommand {
        guard tokens.count == 3, isKeyword(tokens[1], "to"), let from = try number(tokens[0]), let to = try number(tokens[2]) else {
            throw .usage(spec, "'move' needs two row numbers: move 3 to 1.")
        }
        return .move(from: from, to: to)
    }

    private func swipe() throws(StepperParseError) -> StepperCommand {
        guard tokens.count == 2, !tokens[0].isQuoted, let direction = StepperCommand.SwipeDirection(rawValue: tokens[0].text.lowercased()),
            let row = try number(tokens[1])
        else {
            throw .usage(spec, "'swipe' needs a direction (left or right) and a row number.")
        }
        return .swipe(direction, row: row)
    }

    private func expectation() throws(StepperParseError) -> StepperExpectation {
        guard let kind = tokens.first, !kind.isQuoted else {
            throw .usage(spec, "'expect' needs what to check: \(Self.expectationKinds.joined(separator: ", ")).")
        }
        let rest = Array(tokens.dropFirst())
        let text: String? = rest.isEmpty ? nil : joined(rest)
        switch kind.text.lowercased() {
        case "title":
            guard let text else { throw .usage(spec, "'expect title' needs the title.") }
            return .title(text)
        case "row":
            guard rest.count >= 2, let row = try number(rest[0]) else { throw .usage(spec, "'expect row' needs a row number and its text.") }
            return .row(row, joined(rest.dropFirst()))
        case "scene":
            guard rest.count == 1 else { throw .usage(spec, "'expect scene' needs one scene id.") }
            return .scene(rest[0].text)
        case "event":
            guard let name = rest.first else { throw .usage(spec, "'expect event' needs an event name such as prepare or viewDidLoad.") }
            return .event(name: name.text, containing: rest.count > 1 ? joined(rest.dropFirst()) : nil)
        case "events":
            guard !rest.isEmpty else { throw .usage(spec, "'expect events' needs event names in order, such as: expect events prepare viewDidAppear.") }
            return .events(rest.map(\.text))
        case "no":
            guard rest.count == 1, isKeyword(rest[0], "error") else { throw .usage(spec, "'expect no' is only 'expect no error'.") }
            return .noError
        case "alert": return .alert(title: text)
        case "rows": return try rows(rest)
        case "field":
            guard let field = rest.first else { throw .usage(spec, "'expect field' needs the field (its outlet or placeholder) and the text.") }
            return .field(try reference([field], what: "the field"), text: joined(rest.dropFirst()))
        case "switch":
            guard rest.count == 2, !rest[1].isQuoted, ["on", "off"].contains(rest[1].text.lowercased()) else {
                throw .usage(spec, "'expect switch' needs the switch and on or off: expect switch finishSwitch on.")
            }
            return .switchState(try reference([rest[0]], what: "the switch"), isOn: rest[1].text.lowercased() == "on")
        case "tab":
            guard !rest.isEmpty else { throw .usage(spec, "'expect tab' needs the selected tab's title or number.") }
            return .tab(try reference(rest, what: "the selected tab's title or number"))
        case "stack":
            guard !rest.isEmpty else { throw .usage(spec, "'expect stack' needs the scene ids of the navigation stack, root first.") }
            return .stack(rest.map(\.text))
        case "input":
            guard let name = rest.first, !name.isQuoted else {
                throw .usage(spec, "'expect input' needs the input's name and may give its value: expect input player \"Chet Baker\".")
            }
            return .input(name: name.text, value: rest.count > 1 ? joined(rest.dropFirst()) : nil)
        case "result":
            guard let name = rest.first, !name.isQuoted else {
                throw .usage(spec, "'expect result' needs the result's name and may give its value: expect result didSelectGame Chess.")
            }
            return .result(name: name.text, value: rest.count > 1 ? joined(rest.dropFirst()) : nil)
        case "error": return .error(containing: text)
        case "failure": return .failure(containing: text)
        default:
            throw .usage(spec, "'expect' checks \(Self.expectationKinds.joined(separator: ", ")), not '\(kind.text)'.")
        }
    }

    /// The words `expect` takes first.
    static let expectationKinds = [
        "title", "row", "rows", "scene", "alert", "field", "switch", "tab", "stack", "input", "result", "event", "events", "no error",
        "error", "failure",
    ]

    /// `expect rows N`, `expect rows N in section S`.
    private func rows(_ words: [Token]) throws(StepperParseError) -> StepperExpectation {
        let usage = "'expect rows' needs a count, and may name a section: expect rows 3, expect rows 2 in section 1."
        guard let first = words.first, let count = try number(first) else { throw .usage(spec, usage) }
        guard words.count > 1 else { return .rows(count, section: nil) }
        guard words.count >= 4, isKeyword(words[1], "in"), isKeyword(words[2], "section") else { throw .usage(spec, usage) }
        return .rows(count, section: try reference(Array(words.dropFirst(3)), what: "the section"))
    }

    /// A single number or a name made of all `words`.
    private func reference(_ words: [Token], what: String) throws(StepperParseError) -> StepperReference {
        guard !words.isEmpty else { throw .usage(spec, "'\(spec.name)' needs \(what).") }
        if words.count == 1, let number = try number(words[0]) { return .number(number) }
        return .name(joined(words))
    }

    private func onlyNumber(what: String) throws(StepperParseError) -> Int {
        guard tokens.count == 1, let number = try number(tokens[0]) else {
            throw .usage(spec, "'\(spec.name)' needs \(what) as a number shown on screen.")
        }
        return number
    }

    /// The largest number a command takes (a row, a count, a tab): far beyond any table on screen, and small
    /// enough that no sum of such numbers can overflow.
    public static let maximumNumber = 1_000_000_000

    /// An unquoted whole number from 0 up to `maximumNumber`, if the word is one; a longer run of digits is a usage
    /// error that says the limit.
    private func number(_ token: Token?) throws(StepperParseError) -> Int? {
        guard let token, !token.isQuoted, !token.text.isEmpty, token.text.allSatisfy(\.isASCII), token.text.allSatisfy(\.isNumber) else {
            return nil
        }
        guard let value = Int(token.text), value <= Self.maximumNumber else {
            throw .usage(
                spec, "\(token.text.count > 20 ? String(token.text.prefix(20)) + "…" : token.text) is too large: numbers go up to \(Self.maximumNumber).")
        }
        return value
    }

    private func isKeyword(_ token: Token, _ keyword: String) -> Bool {
        !token.isQuoted && token.text.lowercased() == keyword
    }

    private func joined<C: Collection>(_ words: C) -> String where C.Element == Token {
        words.map(\.text).joined(separator: " ")
    }
}
