import StoryflowModel
import StoryflowScreen
import StoryflowTestSupport
import Testing

@testable import StoryflowTerminal

@Suite("Screen renderer")
struct RendererTests {
    static let widths = [40, 60, 100]
    static let cases = SampleScreens.all.flatMap { sample in widths.map { (sample.name, $0) } }

    static func screen(named name: String) -> Screen {
        SampleScreens.all.first { $0.name == name }!.screen
    }

    @Test("every line of every frame is exactly the frame's width", arguments: cases)
    func everyLineHasTheFrameWidth(name: String, width: Int) {
        let rendered = ScreenRenderer(width: width).render(Self.screen(named: name))
        #expect(rendered.lines.count >= 3)
        for (number, line) in rendered.plainText.split(separator: "\n", omittingEmptySubsequences: false).dropLast().enumerated() {
            #expect(TerminalWidth.columns(of: String(line)) == width, "line \(number + 1) of \(name) at \(width): \(line)")
        }
    }

    @Test("plain output has no escape codes; coloured output is the plain output plus escape codes", arguments: SampleScreens.all.map(\.name))
    func styling(name: String) {
        let screen = Self.screen(named: name)
        let plain = ScreenRenderer(width: 60, color: false).render(screen).text
        let coloured = ScreenRenderer(width: 60, color: true).render(screen).text
        #expect(!plain.contains("\u{1B}"))
        #expect(coloured.contains("\u{1B}["))
        #expect(Self.strippingEscapes(coloured) == plain)
    }

    @Test("golden frames", arguments: SampleScreens.all.map(\.name))
    func goldenFrames(name: String) {
        let text = ScreenRenderer(width: 60).render(Self.screen(named: name)).text
        Golden.assertMatches(text, file: "Tests/StoryflowTerminalTests/Golden/\(name)-60.txt")
    }

    @Test(
        "golden frames at the narrow and wide widths",
        arguments: [
            ("ratings-players", 40), ("todo-editor-sheet", 40), ("table-styles", 40), ("split-view", 100), ("homepwner-delete-sheet", 100),
        ])
    func goldenFramesAtOtherWidths(name: String, width: Int) {
        let text = ScreenRenderer(width: width).render(Self.screen(named: name)).text
        Golden.assertMatches(text, file: "Tests/StoryflowTerminalTests/Golden/\(name)-\(width).txt")
    }

    @Test("numbers on screen map to controls first, then rows, of the top layer only")
    func numbering() {
        let numbering = ScreenRenderer(width: 60).render(SampleScreens.homepwnerDeleteSheet).numbering
        #expect(numbering.targets.count == 5)
        #expect(numbering.target(forNumber: 1) == .control(instance: "ItemsViewController#1", path: [0, 0], kind: .button))
        #expect(numbering.target(forNumber: 2) == .control(instance: "ItemsViewController#1", path: [0, 1], kind: .button))
        #expect(numbering.target(forNumber: 3) == .row(instance: "ItemsViewController#1", section: 0, row: 0))
        #expect(numbering.target(forNumber: 5) == .row(instance: "ItemsViewController#1", section: 0, row: 2))
        #expect(numbering.target(forNumber: 6) == nil)
        #expect(numbering.target(forNumber: 0) == nil)
        #expect(numbering.number(for: .row(instance: "ItemsViewController#1", section: 0, row: 1)) == 4)
        let sheet = ScreenNumbering(screen: SampleScreens.addPlayer)
        #expect(
            sheet.targets == [
                .row(instance: "PlayerDetailsViewController#1", section: 0, row: 0),
                .row(instance: "PlayerDetailsViewController#1", section: 1, row: 0),
            ])
    }

    @Test("controls below a table are drawn and numbered after its rows, even those scrolled out of view")
    func controlsBelowTheTable() {
        let body = ScreenBody(
            controls: [ScreenControl(kind: .button, text: "Sort"), ScreenControl(kind: .button, text: "Sign Out"), ScreenControl(kind: .label, text: "note")],
            controlsBelowTable: 1..<2,
            table: ScreenTable(sections: [ScreenSection(index: 0, rows: [ScreenRow(section: 0, row: 0, text: "Profile")])], rowsBelow: 3)
        )
        let screen = Screen(layers: [ScreenLayer(sceneID: "s", instance: "S#1", body: body)])
        let rendered = ScreenRenderer(width: 60).render(screen)
        #expect(
            rendered.numbering.targets == [
                .control(instance: "S#1", path: [0], kind: .button), .row(instance: "S#1", section: 0, row: 0),
                .control(instance: "S#1", path: [1], kind: .button),
            ])
        #expect(rendered.numbering.number(for: .control(instance: "S#1", path: [1], kind: .button)) == 6, "after the three rows out of view")
        let lines = rendered.plainText.split(separator: "\n").map(String.init)
        let order = ["1 [ Sort ]", "note", "2 Profile", "6 [ Sign Out ]"].map { text in lines.firstIndex { $0.contains(text) } ?? -1 }
        #expect(order == order.sorted() && !order.contains(-1), "\(lines)")
    }

    @Test("split view columns and embedded scenes are numbered left to right, depth first")
    func numberingAcrossColumns() {
        let numbering = ScreenNumbering(screen: SampleScreens.splitView)
        #expect(
            numbering.targets == [
                .row(instance: "MasterViewController#1", section: 0, row: 0),
                .row(instance: "MasterViewController#1", section: 0, row: 1),
                .row(instance: "DetailsViewController#1", section: 0, row: 0),
                .control(instance: "PhotoViewController#1", path: [2], kind: .button),
            ])
    }

    @Test("action sheets number their cancel action last; alerts keep their order")
    func alertActionNumbering() {
        let sheet = ScreenAlert(
            style: .actionSheet,
            actions: [
                ScreenAlertAction(title: "Cancel", style: .cancel), ScreenAlertAction(title: "Delete", style: .destructive),
                ScreenAlertAction(title: "Archive"),
            ])
        let numbering = ScreenNumbering(screen: Screen(layers: [], alert: sheet))
        #expect(numbering.alertActionIndices == [1, 2, 0])
        #expect(numbering.alertActionIndex(forNumber: 3) == 0)
        #expect(numbering.alertActionIndex(forNumber: 4) == nil)
        var alert = sheet
        alert.style = .alert
        #expect(ScreenNumbering(screen: Screen(layers: [], alert: alert)).alertActionIndices == [0, 1, 2])
    }

    @Test("the numbers drawn on rows are the numbers the numbering gives")
    func drawnNumbersMatchNumbering() {
        let rendered = ScreenRenderer(width: 60).render(SampleScreens.chooseGame)
        let lines = rendered.plainText.split(separator: "\n").map(String.init)
        for (offset, game) in ["Angry Birds", "Chess", "Russian Roulette"].enumerated() {
            #expect(lines.contains { $0.contains("\(offset + 1) \(game)") })
            #expect(rendered.numbering.target(forNumber: offset + 1) == .row(instance: "GamePickerViewController#1", section: 0, row: offset))
        }
    }

    @Test("text fields show a cursor when first responder and the placeholder when empty")
    func textFields() {
        let renderer = ControlRenderer(
            numbering: ScreenNumbering(screen: Screen(layers: [])), layers: LayerRenderer(numbering: ScreenNumbering(screen: Screen(layers: []))))
        let empty = ScreenControl(kind: .textField, placeholder: "Name")
        #expect(renderer.line(for: empty, number: nil, fillWidth: 10).plainText == "[Name    ]")
        var editing = empty
        editing.isFirstResponder = true
        editing.text = "Bill"
        #expect(renderer.line(for: editing, number: nil, fillWidth: 10).plainText == "[Bill▏   ]")
        let on = ScreenControl(kind: .switch, text: "Done", isOn: true)
        #expect(renderer.line(for: on, number: 3, fillWidth: nil).plainText == "3 Done [ ON ]")
    }

    @Test("an empty screen and an empty table still draw a full frame")
    func emptyScreens() {
        let nothing = ScreenRenderer(width: 40).render(Screen(layers: [])).plainText
        #expect(nothing.contains("(nothing on screen)"))
        let emptyTable = Screen(layers: [ScreenLayer(sceneID: "items", instance: "ItemsViewController#1", body: ScreenBody(table: ScreenTable()))])
        #expect(ScreenRenderer(width: 40).render(emptyTable).plainText.contains("(no rows)"))
    }

    @Test("very narrow widths are widened to the minimum")
    func minimumWidth() {
        let rendered = ScreenRenderer(width: 3).render(SampleScreens.ratingsPlayers)
        #expect(rendered.lines.allSatisfy { $0.width == ScreenRenderer.minimumWidth })
    }

    @Test("labels with control characters cannot break the frame")
    func hostileLabels() {
        let screen = Screen(layers: [
            ScreenLayer(
                sceneID: "x", instance: "X#1",
                navigationBar: ScreenNavigationBar(title: "a\u{1B}[2J\nb\u{202E}c"),
                body: ScreenBody(controls: [ScreenControl(kind: .label, text: "tab\there\r\nnext\u{0}")])
            )
        ])
        let text = ScreenRenderer(width: 40).render(screen).text
        #expect(!text.contains("\u{1B}"))
        #expect(!text.contains("\u{202E}"))
        #expect(text.split(separator: "\n").allSatisfy { TerminalWidth.columns(of: String($0)) == 40 })
    }

    static func strippingEscapes(_ text: String) -> String {
        var result = ""
        var inEscape = false
        for scalar in text.unicodeScalars {
            if scalar == "\u{1B}" {
                inEscape = true
                continue
            }
            if inEscape {
                if scalar == "m" { inEscape = false }
                continue
            }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
