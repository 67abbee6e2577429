import StoryflowReader
import StoryflowTestSupport
import Testing

@testable import StoryflowTerminal

@Suite("Stepper command language")
struct StepperParserTests {
    static let valid: [(String, StepperCommand)] = [
        ("tap 2", .tap(.number(2))),
        ("tap row 2", .tap(.number(2))),
        ("TAP 12", .tap(.number(12))),
        ("tap +", .tap(.name("+"))),
        ("tap Add Player", .tap(.name("Add Player"))),
        ("tap \"Add Player\"", .tap(.name("Add Player"))),
        ("tap \"2\"", .tap(.name("2"))),
        ("tap 取消", .tap(.name("取消"))),
        ("tap “保存”", .tap(.name("保存"))),
        ("tap Texas Hold’em Poker", .tap(.name("Texas Hold’em Poker"))),
        ("tap ✅", .tap(.name("✅"))),
        ("tap accessory 3", .tapAccessory(row: 3)),
        ("tap accessory of row 3", .tapAccessory(row: 3)),
        ("tap accessory of 3", .tapAccessory(row: 3)),
        ("tap \"accessory\"", .tap(.name("accessory"))),
        ("back", .back),
        ("tab 2", .tab(.number(2))),
        ("tab Gestures", .tab(.name("Gestures"))),
        ("tab Second Tab", .tab(.name("Second Tab"))),
        ("type Bill", .type(text: "Bill", field: nil)),
        ("type \"Bill Evans\" into nameTextField", .type(text: "Bill Evans", field: .name("nameTextField"))),
        ("type Bill Evans into 1", .type(text: "Bill Evans", field: .number(1))),
        ("type \"高级 工程师\" into titleInput", .type(text: "高级 工程师", field: .name("titleInput"))),
        ("type 买菜\u{3000}做饭", .type(text: "买菜 做饭", field: nil)),
        ("type \"\" into name", .type(text: "", field: .name("name"))),
        ("type \"into the wild\"", .type(text: "into the wild", field: nil)),
        ("type \"say \\\"hi\\\"\"", .type(text: "say \"hi\"", field: nil)),
        ("type it's", .type(text: "it's", field: nil)),
        ("toggle finishSwitch", .toggle(.name("finishSwitch"))),
        ("toggle 3", .toggle(.number(3))),
        ("scroll down", .scroll(.down, rows: nil)),
        ("scroll up 5", .scroll(.up, rows: 5)),
        ("edit", .edit),
        ("done", .done),
        ("delete 3", .delete(row: 3)),
        ("insert", .insert(row: nil)),
        ("insert 4", .insert(row: 4)),
        ("move 3 to 1", .move(from: 3, to: 1)),
        ("swipe left 2", .swipe(.left, row: 2)),
        ("swipe Right 2", .swipe(.right, row: 2)),
        ("choose 2", .choose(.number(2))),
        ("choose Delete", .choose(.name("Delete"))),
        ("stack", .stack),
        ("scenes", .scenes),
        ("events", .events(count: nil)),
        ("events 20", .events(count: 20)),
        ("help", .help(topic: nil)),
        ("help tap", .help(topic: "tap")),
        ("?", .help(topic: nil)),
        ("quit", .quit),
        ("exit", .quit),
        ("q", .quit),
        ("expect title \"Add Player\"", .expect(.title("Add Player"))),
        ("expect title 编辑任务", .expect(.title("编辑任务"))),
        ("expect row 2 \"Chess\"", .expect(.row(2, "Chess"))),
        ("expect row 1 高级软件工程师 ✅", .expect(.row(1, "高级软件工程师 ✅"))),
        ("expect scene playerDetails", .expect(.scene("playerDetails"))),
        ("expect event prepare", .expect(.event(name: "prepare", containing: nil))),
        ("expect event prepare AddPlayer", .expect(.event(name: "prepare", containing: "AddPlayer"))),
        ("expect events prepare viewDidAppear", .expect(.events(["prepare", "viewDidAppear"]))),
        ("expect no error", .expect(.noError)),
        ("expect alert", .expect(.alert(title: nil))),
        ("expect alert \"Remove?\"", .expect(.alert(title: "Remove?"))),
        ("expect rows 4", .expect(.rows(4, section: nil))),
        ("expect rows 2 in section 1", .expect(.rows(2, section: .number(1)))),
        ("expect rows 0 in section \"Done tasks\"", .expect(.rows(0, section: .name("Done tasks")))),
        ("expect field nameTextField Chet Baker", .expect(.field(.name("nameTextField"), text: "Chet Baker"))),
        ("expect field 2", .expect(.field(.number(2), text: ""))),
        ("expect switch finishSwitch ON", .expect(.switchState(.name("finishSwitch"), isOn: true))),
        ("expect tab Gestures", .expect(.tab(.name("Gestures")))),
        ("expect tab 2", .expect(.tab(.number(2)))),
        ("expect stack players playerDetails", .expect(.stack(["players", "playerDetails"]))),
        ("expect input player \"Chet Baker\"", .expect(.input(name: "player", value: "Chet Baker"))),
        ("expect input game", .expect(.input(name: "game", value: nil))),
        ("expect result didAddPlayer", .expect(.result(name: "didAddPlayer", value: nil))),
        ("expect result didSelectGame Chess", .expect(.result(name: "didSelectGame", value: "Chess"))),
        ("open list", .open(url: "list")),
        ("open ratings://players/Bill%20Evans", .open(url: "ratings://players/Bill%20Evans")),
        ("open \"app://a b\"", .open(url: "app://a b")),
        ("expect error", .expect(.error(containing: nil))),
        ("expect error has no segue", .expect(.error(containing: "has no segue"))),
        ("expect failure \"Nothing called\"", .expect(.failure(containing: "Nothing called"))),
        ("  tap   2  ", .tap(.number(2))),
    ]

    @Test("every command parses", arguments: valid)
    func parses(line: String, command: StepperCommand) throws {
        #expect(try StepperParser.parse(line) == command)
    }

    @Test("blank lines and comments are no command", arguments: ["", "   ", "# a comment", "  # indented comment"])
    func nothing(line: String) throws {
        #expect(try StepperParser.parse(line) == nil)
    }

    static let invalid: [(String, String)] = [
        ("tpa 2", "Unknown command 'tpa'. Did you mean 'tap'?"),
        ("scrol down", "Did you mean 'scroll'?"),
        ("sce", "Did you mean 'scenes'?"),
        ("frobnicate", "Unknown command 'frobnicate'. Type 'help' to list the commands."),
        ("\"tap\" 2", "Unknown command 'tap'."),
        ("tap", "'tap' needs something to tap. Usage: tap NUMBER | tap TITLE | tap accessory NUMBER"),
        ("tap accessory", "'tap accessory' needs the number of a row."),
        ("tap accessory Chess", "'tap accessory' needs the number of a row."),
        ("tap \"Add Player", "Missing closing \""),
        ("back 2", "'back' takes no arguments, but got '2'."),
        ("tab", "'tab' needs which tab."),
        ("type", "'type' needs the text to type."),
        ("type Bill into", "'type ... into' needs the field to type into."),
        ("toggle", "'toggle' needs which switch."),
        ("scroll", "'scroll' needs a direction, up or down."),
        ("scroll left", "'scroll' needs a direction, up or down."),
        ("scroll down many", "'scroll' counts rows with a positive number, not 'many'."),
        ("scroll down 0", "'scroll' counts rows with a positive number, not '0'."),
        ("scroll down 1 2", "'scroll' takes a direction and at most a row count."),
        ("edit now", "'edit' takes no arguments"),
        ("delete", "'delete' needs the row to delete as a number shown on screen."),
        ("delete Chess", "'delete' needs the row to delete as a number shown on screen."),
        ("insert x", "'insert' needs the row as a number shown on screen."),
        ("move 3", "'move' needs two row numbers: move 3 to 1."),
        ("move 3 1", "'move' needs two row numbers: move 3 to 1."),
        ("move a to b", "'move' needs two row numbers"),
        ("swipe 2", "'swipe' needs a direction (left or right) and a row number."),
        ("swipe up 2", "'swipe' needs a direction (left or right)"),
        ("choose", "'choose' needs which action."),
        ("events many", "'events' takes how many events to show (a number), or off, summary or all."),
        (
            "expect",
            "'expect' needs what to check: title, row, rows, scene, alert, field, switch, tab, stack, input, result, event, events, no error, error, failure."
        ),
        (
            "expect colour red",
            "'expect' checks title, row, rows, scene, alert, field, switch, tab, stack, input, result, event, events, no error, error, failure, not 'colour'."
        ),
        ("expect rows", "'expect rows' needs a count"),
        ("expect rows 3 in 1", "'expect rows' needs a count, and may name a section"),
        ("expect switch finishSwitch maybe", "'expect switch' needs the switch and on or off"),
        ("expect no errors", "'expect no' is only 'expect no error'."),
        ("expect events", "'expect events' needs event names in order"),
        ("expect stack", "'expect stack' needs the scene ids"),
        ("expect input", "'expect input' needs the input's name"),
        ("expect result", "'expect result' needs the result's name"),
        ("open", "'open' needs one URL (or scene)"),
        ("open a b", "'open' needs one URL (or scene)"),
        ("expect field", "'expect field' needs the field"),
        ("expect tab", "'expect tab' needs the selected tab's title or number."),
        ("expect title", "'expect title' needs the title."),
        ("expect row 2", "'expect row' needs a row number and its text."),
        ("expect row two Chess", "'expect row' needs a row number and its text."),
        ("expect scene", "'expect scene' needs one scene id."),
        ("expect event", "'expect event' needs an event name"),
        ("quit now", "'quit' takes no arguments"),
    ]

    @Test("mistakes get a message that says what was expected", arguments: invalid)
    func errors(line: String, message: String) {
        #expect(throws: StepperParseError.self) { try StepperParser.parse(line) }
        do {
            _ = try StepperParser.parse(line)
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test("docs/walks.md documents every form of expect")
    func walksDocumentation() throws {
        let page = try Repository.text("docs/walks.md")
        let forms = try #require(StepperCommandSpec.named("expect")).usage
        for form in forms { #expect(page.contains("| `" + form.replacingOccurrences(of: "|", with: "\\|") + "` |"), "\(form)") }
    }

    @Test("help lists every command in groups on one screen, and explains one")
    func help() {
        let text = StepperCommandSpec.helpText
        for spec in StepperCommandSpec.all {
            #expect(text.contains(spec.usage[0]))
            #expect(StepperCommandSpec.helpText(topic: spec.name).contains(spec.usage[0]))
        }
        for group in StepperCommandSpec.Group.allCases { #expect(text.contains(group.rawValue + " ")) }
        #expect(StepperCommandSpec.helpText(topic: nil) == text)
        #expect(text.split(separator: "\n").count <= 20, "fits one 24-line screen with the prompt")
        #expect(StepperCommandSpec.helpText(topic: "move") == "  move ROW to ROW\n      Drag a row by its reorder control to another row's place.\n")
        #expect(StepperCommandSpec.helpText(topic: "Exit").contains("End the session."))
        #expect(StepperCommandSpec.helpText(topic: "swpie").contains("Did you mean 'swipe'?"))
    }

    @Test("help wraps at word boundaries to the width it is given", arguments: [40, 60, 80, 120])
    func helpWraps(width: Int) {
        for text in [StepperCommandSpec.commandList(width: width), StepperCommandSpec.helpText(topic: "dismiss", width: width)] {
            for line in text.split(separator: "\n") {
                #expect(TerminalWidth.columns(of: String(line)) <= width, "\(line)")
                #expect(!line.hasSuffix(" "))
            }
        }
        let words = Set(StepperCommandSpec.all.flatMap(\.usage).flatMap { $0.split(separator: " ") })
        let shown = Set(StepperCommandSpec.commandList(width: width).split(whereSeparator: { $0 == " " || $0 == "\n" }))
        #expect(words.isSubset(of: shown), "no word is cut: \(words.subtracting(shown).sorted())")
    }

    @Test("every command in the spec list is parsed by its first usage's form")
    func everySpecHasAParser() throws {
        let examples = [
            "tap 1", "back", "tab 1", "type x", "clear x", "toggle 1", "choose 1", "dismiss", "scroll up", "edit", "done",
            "delete 1", "insert", "move 1 to 2", "swipe left 1", "perform Show", "stack", "scenes", "events",
            "expect scene x", "relaunch", "device ipad", "open app://x", "help", "quit",
        ]
        #expect(examples.count == StepperCommandSpec.all.count)
        for (example, spec) in zip(examples, StepperCommandSpec.all) {
            #expect(example.hasPrefix(spec.name))
            #expect(try StepperParser.parse(example) != nil)
        }
    }
}

/// The words the reader takes a walk's first command to start with are stepper commands.
@Suite struct WalkFileGuessVocabularyTests {
    @Test func everyCommandWordTheReaderKnowsIsAStepperCommand() {
        #expect(WalkFileGuess.commandWords.isSubset(of: Set(StepperCommandSpec.commandNames)))
        #expect(WalkFileGuess.commandWords.isSuperset(of: ["tap", "back", "expect", "open", "dismiss"]))
    }

    @Test func aCommentCountsOnlyBeforeACommand() {
        #expect(WalkFileGuess.looksLikeScript("notes", start: "# A walk\n\ntap +\nexpect scene a\n"))
        #expect(WalkFileGuess.looksLikeScript("notes", start: "# only comments so far\n"))
        #expect(!WalkFileGuess.looksLikeScript("README.md", start: "# Storyflow\n\nA Swift package.\n"))
        #expect(!WalkFileGuess.looksLikeScript(".storyflow.yml", start: "# configuration\ndisabled_rules: []\n"))
    }
}
