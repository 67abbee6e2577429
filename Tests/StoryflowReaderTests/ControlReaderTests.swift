import StoryflowModel
import Testing

@testable import StoryflowReader

/// Controls: every kind with its attributes, nesting in views, numbering, and what each one takes.
@Suite struct ControlReaderTests {
    func controls(_ body: String) -> (controls: [Control], result: LoadResult) {
        let result = read("<flow version=\"1\">\n<viewController id=\"a\">\n\(body)\n</viewController>\n</flow>")
        return (result.document?.scenes.first?.controls ?? [], result)
    }

    @Test func everyControlKindWithItsAttributesIsRead() throws {
        let (controls, result) = controls(
            """
            <label id="title" tag="1" outlet="titleLabel" text="Second Tab"/>
            <button id="edit" tag="2" outlet="editButton" title="Edit" action="toggleEditingMode" effect="toggleEditing"/>
            <textField id="name" tag="3" outlet="titleInput" text="Milk" placeholder="Title" action="titleChanged"/>
            <switch id="done" tag="4" outlet="finishSwitch" title="Finished" on="true" action="finishChanged"/>
            <image id="stars" tag="5" outlet="ratingImageView" name="4StarsSmall"/>
            <containerView id="details" tag="6" outlet="detailsContainer"/>
            <view id="group" tag="7" outlet="titleStack"/>
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(controls.map(\.kind) == [.label, .button, .textField, .switch, .image, .containerView, .view])
        #expect(controls.map(\.id) == ["title", "edit", "name", "done", "stars", "details", "group"])
        #expect(controls.map(\.tag) == [1, 2, 3, 4, 5, 6, 7])
        #expect(controls.map(\.text) == ["Second Tab", "Edit", "Milk", "Finished", "4StarsSmall", nil, nil])
        #expect(controls[1].action == "toggleEditingMode" && controls[1].effect == .toggleEditing)
        #expect(controls[2].placeholder == "Title" && controls[2].action == "titleChanged")
        #expect(controls[3].isOn && controls[3].outlet == "finishSwitch")
        #expect(controls.map(\.location.line) == [3, 4, 5, 6, 7, 8, 9])
        #expect(controls.allSatisfy { $0.location.column == 1 })
    }

    @Test func defaultsAreOffAndNoEffect() throws {
        let (controls, result) = controls("<switch/><button title=\"x\"/>")
        #expect(result.diagnostics.isEmpty)
        #expect(controls.first?.isOn == false)
        #expect(controls.last?.effect == ActionEffect.none)
    }

    @Test(arguments: ActionEffect.allCases)
    func everyEffectIsRead(effect: ActionEffect) {
        #expect(controls("<button title=\"x\" effect=\"\(effect.rawValue)\"/>").controls.first?.effect == effect)
    }

    @Test func viewsNestControlsAndNumberingIsDepthFirst() throws {
        let (controls, result) = controls(
            """
            <view outlet="titleStack">
              <label text="Title"/>
              <textField outlet="titleInput"/>
              <view outlet="inner"><button title="Go"><segue id="go" kind="show" destination="b"/></button></view>
            </view>
            <switch outlet="finishSwitch"/>
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(controls.count == 2)
        let stack = controls[0]
        #expect(stack.children.map(\.kind) == [.label, .textField, .view])
        #expect(stack.children[2].children.first?.segue?.trigger == .control(index: 4))
        #expect(stack.selfAndDescendants.map(\.kind) == [.view, .label, .textField, .view, .button])
        #expect(stack.children[1].location.line == 5 && stack.children[1].location.column == 3)
        #expect(result.document?.scenes.first?.allControls.count == 6)
    }

    @Test func controlsInCellsShareTheScenesNumbering() throws {
        let result = read(
            """
            <flow version="1">
            <tableViewController id="a">
              <button title="Top"/>
              <tableView><section><cell><button title="In cell"><segue id="cell" kind="show" destination="b"/></button></cell></section></tableView>
              <button title="Bottom"><segue id="bottom" kind="show" destination="b"/></button>
            </tableViewController>
            </flow>
            """)
        #expect(result.diagnostics.isEmpty)
        let segues = try #require(result.document?.scenes.first?.segues)
        #expect(segues.map(\.identifier) == ["cell", "bottom"])
        #expect(segues.map(\.trigger) == [.control(index: 1), .control(index: 2)])
    }

    @Test func onlyButtonsAndContainerViewsTakeASegue() {
        let (controls, result) = controls(
            """
            <label><segue kind="show" destination="b"/></label>
            <containerView><segue kind="embed" destination="b"/><label/></containerView>
            <view><segue kind="show" destination="b"/><tableView/></view>
            """)
        #expect(rules(result) == ["unknown-element", "unknown-element", "unknown-element", "unknown-element"])
        #expect(positions(result) == ["3:8", "4:53", "5:7", "5:43"])
        #expect(result.diagnostics[0].message.contains("it takes no child elements"))
        #expect(controls[1].segue?.kind == .embed)
    }

    @Test func attributesBelongToTheirControl() {
        let (_, result) = controls(
            """
            <label title="x" txt="y"/>
            <image text="x"/>
            <button text="x" on="true"/>
            """)
        #expect(rules(result) == ["unknown-attribute", "unknown-attribute", "unknown-attribute", "unknown-attribute", "unknown-attribute"])
        #expect(positions(result) == ["3:8", "3:18", "4:8", "5:9", "5:18"])
        #expect(result.diagnostics[1].message.contains("did you mean `text`?"))
    }

    @Test func badNumbersAndBooleansAreReported() {
        let (controls, result) = controls("<label tag=\"first\"/><switch on=\"on\"/><button title=\"x\" effect=\"dismis\"/>")
        #expect(rules(result) == ["invalid-value", "invalid-value", "invalid-value"])
        #expect(positions(result) == ["3:8", "3:29", "3:56"])
        #expect(result.diagnostics[1].message.contains("`true` or `false`"))
        #expect(result.diagnostics[2].message.contains("did you mean `dismiss`?"))
        #expect(controls.first?.tag == nil)
    }
}
