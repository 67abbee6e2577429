import StoryflowModel
import Testing

@testable import StoryflowReader

/// The `<flow>` root, ids, suggestions and suppression comments.
@Suite struct DocumentReaderTests {
    @Test func rootAttributesAreRead() throws {
        let result = read(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <flow version="1" name="Todo" initial="list"
                  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="storyflow.xsd">
              <viewController id="list"/>
            </flow>
            """)
        #expect(result.diagnostics.isEmpty)
        let document = try #require(result.document)
        #expect(document.format == .flow)
        #expect(document.name == "Todo")
        #expect(document.initialSceneID == "list")
        #expect(document.initialScene?.id == "list")
        #expect(document.initialLocation == SourceLocation(file: "test.flow.xml", line: 2, column: 31))
        #expect(document.location == SourceLocation(file: "test.flow.xml", line: 2, column: 1))
        #expect(document.file == "test.flow.xml")
    }

    @Test func versionIsOptional() {
        let result = read("<flow><viewController id=\"a\"/></flow>")
        #expect(result.diagnostics.isEmpty)
        #expect(result.document?.scenes.count == 1)
    }

    @Test func oneXMLMistakeIsOneDiagnostic() {
        // An unclosed quote: libxml2 also raises "attributes construct error" and "Couldn't find end of Start
        // Tag" at the same place, which join the first message.
        let quote = read("<?xml version=\"1.0\"?>\n<flow version=\"1\" initial=\"a\">\n  <viewController id=\"a\" title=\"A>\n</flow>\n")
        #expect(rules(quote) == ["xml-syntax"])
        #expect(
            quote.diagnostics.first?.message.hasPrefix(
                "Unescaped '<' not allowed in attributes values; attributes construct error; Couldn't find end of Start Tag viewController") == true,
            "\(quote.diagnostics)")
        let bracket = read("<?xml version=\"1.0\"?>\n<flow version=\"1\" initial=\"a\">\n  <viewController id=\"a\" title=\"A\"\n</flow>\n")
        #expect(rules(bracket) == ["xml-syntax"])
    }

    @Test func anotherRootElementIsNotAFlow() {
        let result = read("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><scenes/></document>")
        #expect(rules(result) == ["unsupported-document"])
        #expect(positions(result) == ["2:1"])
        #expect(result.document == nil)
    }

    @Test func anotherVersionIsUnsupportedAtTheAttribute() {
        let result = read("<flow name=\"x\" version=\"2\"><viewController id=\"a\"/></flow>")
        #expect(rules(result) == ["unsupported-document"])
        #expect(positions(result) == ["1:16"])
        #expect(result.diagnostics.first?.message.contains("version 1") == true)
    }

    @Test func unknownRootAttributeSuggestsTheKnownOne() {
        let result = read("<flow version=\"1\" intial=\"a\"><viewController id=\"a\"/></flow>")
        #expect(rules(result) == ["unknown-attribute"])
        #expect(positions(result) == ["1:19"])
        #expect(result.diagnostics.first?.message == "`intial` is not an attribute of <flow>; did you mean `initial`?")
    }

    @Test func unknownSceneElementsSuggestTheClosestKind() {
        let result = read("<flow version=\"1\">\n  <tableViewControler id=\"a\"/>\n  <screen id=\"b\"/>\n</flow>")
        #expect(rules(result) == ["unknown-element", "unknown-element"])
        #expect(positions(result) == ["2:3", "3:3"])
        #expect(result.diagnostics[0].message == "<tableViewControler> is not a scene; did you mean <tableViewController>?")
        #expect(result.diagnostics[1].message.hasPrefix("<screen> is not a scene; <flow> holds <alertController>, "))
        #expect(result.document?.scenes.isEmpty == true)
    }

    @Test func unknownChildElementsSuggestTheClosestOne() {
        let result = read("<flow version=\"1\"><viewController id=\"a\">\n<navigationitem/><lable/><table/></viewController></flow>")
        #expect(rules(result) == ["unknown-element", "unknown-element", "unknown-element"])
        #expect(positions(result) == ["2:1", "2:18", "2:26"])
        #expect(
            result.diagnostics.map(\.message) == [
                "<navigationitem> is not allowed in <viewController>; did you mean <navigationItem>?",
                "<lable> is not allowed in <viewController>; did you mean <label>?",
                """
                <table> is not allowed in <viewController>; it takes <navigationItem>, <segue>, <unwindAction>, <input>, <result>, <tableView>, <button>, \
                <containerView>, <image>, <label>, <switch>, <textField>, <view>
                """,
            ])
    }

    @Test func unknownAttributesListTheKnownOnesWhenNothingIsClose() {
        let result = read(
            """
            <flow version=\"1\"><viewController id=\"a\" colour=\"red\"><unwindAction name=\"x\" foo=\"y\"/><tableView><samples \
            bar=\"1\"/></tableView></viewController></flow>
            """
        )
        #expect(rules(result) == ["unknown-attribute", "unknown-attribute", "unknown-attribute"])
        #expect(
            result.diagnostics.map(\.message) == [
                """
                `colour` is not an attribute of <viewController>; it takes `id`, `class`, `title`, `storyboardIdentifier`, `presentation`, `transition`, \
                `definesContext`, `hidesBottomBar`
                """,
                "`foo` is not an attribute of <unwindAction>; it takes `name`",
                "`bar` is not an attribute of <samples>; it takes no attributes",
            ])
    }

    @Test func duplicateIdsAreReportedAtTheSecondUse() {
        let result = read(
            """
            <flow version="1">
              <viewController id="a"><label id="title"/></viewController>
              <viewController id="a"/>
              <viewController id="b"><label id="title"/><view><button id="a" title="x"/></view></viewController>
            </flow>
            """)
        #expect(rules(result) == ["duplicate-id", "duplicate-id", "duplicate-id"])
        #expect(positions(result) == ["3:19", "4:33", "4:59"])
        #expect(result.diagnostics[0].message.contains("already used by the element at line 2"))
        #expect(result.document?.scenes.map(\.id) == ["a", "a", "b"])
    }

    @Test func suppressionCommentsCoverTheFileOrTheNextElement() throws {
        let result = read(
            """
            <?xml version="1.0"?>
            <!-- storyflow:disable-file unreachable-scene -->
            <flow version="1" initial="a">
              <viewController id="a"/>
              <!-- storyflow:disable show-without-navigation-controller, modal-without-way-back -->
              <viewController id="b">
                <button title="x"/>
              </viewController>
              <viewController id="c">
                <!--storyflow:disable-->
                <label/>
              </viewController>
              <!-- an ordinary comment -->
              <!-- storyflow:disable-file -->
            </flow>
            """)
        #expect(result.diagnostics.isEmpty)
        let suppressions = try #require(result.document?.suppressions)
        #expect(suppressions.count == 4)
        #expect(suppressions[0] == Suppression(rules: ["unreachable-scene"], scope: .file, location: SourceLocation(file: "test.flow.xml", line: 2, column: 1)))
        #expect(suppressions[1].rules == ["show-without-navigation-controller", "modal-without-way-back"])
        #expect(suppressions[1].scope == .lines(6...8))
        #expect(suppressions[1].location.line == 5 && suppressions[1].location.column == 3)
        #expect(suppressions[2] == Suppression(rules: ["all"], scope: .lines(11...11), location: SourceLocation(file: "test.flow.xml", line: 10, column: 5)))
        #expect(suppressions[3].rules == ["all"] && suppressions[3].scope == .file)
        #expect(suppressions[1].covers(rule: "modal-without-way-back", line: 7))
        #expect(!suppressions[1].covers(rule: "modal-without-way-back", line: 9))
        #expect(!suppressions[1].covers(rule: "unreachable-scene", line: 7))
        #expect(suppressions[0].covers(rule: "unreachable-scene", line: 100))
    }

    @Test func theNextElementEndsAtItsOwnEndTagWhateverFollows() throws {
        let padding = (0..<3000).map { "  <viewController id=\"padding\($0)\"/>\n" }.joined()
        let result = read(
            """
            <flow version="1">
              <!-- storyflow:disable unreachable-scene -->
              <viewController id="b">
                <!-- not the end: </viewController> -->
                <?tool </viewController>?>
                <view><label/></view>
              </viewController>
            \(padding)</flow>
            """)
        #expect(result.diagnostics.isEmpty)
        let suppression = try #require(result.document?.suppressions.first)
        #expect(suppression.scope == .lines(3...7))
    }

    @Test func theRatingsFlowReadsWithoutDiagnostics() throws {
        let result = try FlowLoader.load(contentsOf: flowsFolder.appendingPathComponent("Ratings.flow.xml").path)
        #expect(result.diagnostics.isEmpty)
        let document = try #require(result.document)
        #expect(document.name == "Ratings")
        #expect(document.initialScene?.kind == .tabBarController)
        #expect(document.scenes.map(\.id) == ["tabs", "playersNav", "players", "playerDetailsNav", "playerDetails", "gamePicker", "gestures"])
        #expect(document.scene(withID: "players")?.tableView?.samples.first?.rows.count == 3)
    }
}

/// Comments and entities at the edges of a document.
@Suite struct DocumentEdgeTests {
    @Test func aFileSuppressionAfterTheRootElementCounts() throws {
        let result = read("<flow version=\"1\"><viewController id=\"a\"/></flow>\n<!-- storyflow:disable-file unreachable-scene -->\n")
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.document?.suppressions == [
                Suppression(rules: ["unreachable-scene"], scope: .file, location: SourceLocation(file: "test.flow.xml", line: 2, column: 1))
            ])
    }

    @Test func aDisableCommentWithNothingAfterItCoversItsOwnLine() throws {
        let result = read("<flow version=\"1\"><viewController id=\"a\"/>\n<!-- storyflow:disable all -->\n</flow>")
        #expect(result.document?.suppressions.map(\.scope) == [.lines(2...2)])
    }

    /// The command is the comment's first word, after spaces, tabs, line feeds or commas; any other comment is
    /// an ordinary one, whatever it starts with.
    @Test func onlyACommentWhoseFirstWordIsACommandSuppresses() throws {
        let comments = [
            "<!--storyflow:disabled-->", "<!-- storyflow:disable-files -->", "<!-- Storyflow:disable -->", "<!-- storyflow:enable -->",
            "<!-- x storyflow:disable -->", "<!-- \u{00A0}storyflow:disable -->", "<!-- storyflow:disable\u{0301} -->",
            "<!--,\t\n storyflow:disable a, b -->", "<!--\n\nstoryflow:disable-file-->",
        ]
        let result = read("<flow version=\"1\">\n" + comments.joined(separator: "\n") + "\n<viewController id=\"a\"/></flow>")
        #expect(result.diagnostics.isEmpty)
        #expect(result.document?.suppressions.map(\.rules) == [["a", "b"], ["all"]])
        #expect(result.document?.suppressions.map(\.location.line) == [9, 11])
    }

    @Test func predefinedEntitiesAndCharacterReferencesAreDecoded() throws {
        let result = read("<flow version=\"1\" name=\"Tom &amp; Jerry &#x2605; &lt;3\"/>")
        #expect(result.diagnostics.isEmpty)
        #expect(result.document?.name == "Tom & Jerry ★ <3")
    }
}
