import StoryflowModel
import StoryflowReader
import StoryflowTestSupport
import Testing

/// A storyboard's controls in the order a person reads the screen, image-only buttons named by their image, and
/// a merge left unresolved said as such.
struct StoryboardScreenOrderTests {
    /// The scene of a storyboard whose one view controller's view holds `subviews`.
    static func scene(_ subviews: String) throws -> Scene {
        let controller =
            #"<viewController id="a" sceneMemberID="viewController"><view key="view" id="v"><subviews>"# + subviews + "</subviews></view></viewController>"
        let text = storyboard(initial: "a", scenes: storyboardScene(holding: controller))
        return try #require(FlowLoader.load(string: text, file: "Main.storyboard").document?.scenes.first)
    }

    /// The texts of the controls of `scene(subviews)`, in the order the scene lists them.
    static func controls(_ subviews: String) throws -> [String] {
        try scene(subviews).controls.flatMap(\.selfAndDescendants).compactMap(\.text)
    }

    static func field(_ placeholder: String, x: Int, y: Int, height: Int = 34) -> String {
        #"<textField placeholder="\#(placeholder)" id="\#(placeholder)"><rect key="frame" x="\#(x)" y="\#(y)" width="200" height="\#(height)"/></textField>"#
    }

    static func label(_ text: String, x: Int, y: Int, height: Int = 21) -> String {
        #"<label text="\#(text)" id="\#(text)"><rect key="frame" x="\#(x)" y="\#(y)" width="80" height="\#(height)"/></label>"#
    }

    @Test func controlsAreReadTopToBottomThenLeftToRightByTheirFrames() throws {
        // Declared Password first, as Interface Builder keeps views in the order they were added.
        let subviews = [
            Self.label("Password", x: 16, y: 140), Self.field("password", x: 110, y: 134),
            Self.field("email", x: 110, y: 84), Self.label("Email", x: 16, y: 90),
            Self.label("Sign in", x: 16, y: 20),
        ].joined()
        #expect(try Self.controls(subviews) == ["Sign in", "Email", "Password"], "labels in rows, each before its field on the right")
        #expect(try Self.scene(subviews).controls.compactMap(\.placeholder) == ["email", "password"])
    }

    @Test func aStackViewKeepsItsArrangementAndViewsWithoutFramesKeepTheirOrder() throws {
        let stacked =
            #"<stackView id="s"><rect key="frame" x="0" y="0" width="300" height="100"/><subviews>"#
            + Self.label("Second", x: 0, y: 50) + Self.label("First", x: 0, y: 0) + "</subviews></stackView>"
        #expect(try Self.controls(stacked) == ["Second", "First"], "a stack view arranges its subviews in their order")
        let unframed = #"<label text="Below" id="b"/>"# + Self.label("Above", x: 0, y: 0)
        #expect(try Self.controls(unframed) == ["Below", "Above"], "a view without a frame leaves the order as declared")
    }

    @Test func aTableViewControllersFooterViewIsBelowItsRowsAndItsHeaderViewAbove() throws {
        let controller = """
            <tableViewController id="a" sceneMemberID="viewController"><tableView key="view" dataMode="static" id="t">
              <view key="tableHeaderView" id="h"><subviews><label text="Account" id="l"/></subviews></view>
              <sections><tableViewSection id="s"><cells><tableViewCell id="c">
                <tableViewCellContentView key="contentView" id="cv"><subviews><button id="in"><state key="normal" title="In Cell"/>
                  <connections><segue destination="b" kind="show" id="s3"/></connections></button></subviews></tableViewCellContentView>
                <connections><segue destination="b" kind="show" id="s1"/></connections>
              </tableViewCell></cells></tableViewSection></sections>
              <view key="tableFooterView" id="f"><subviews><button id="out"><state key="normal" title="Sign Out"/>
                <connections><segue destination="b" kind="show" id="s2"/></connections></button></subviews></view>
            </tableView></tableViewController>
            """
        let other = #"<viewController id="b" sceneMemberID="viewController"/>"#
        let text = storyboard(initial: "a", scenes: storyboardScene(holding: controller) + storyboardScene(holding: other))
        let scene = try #require(FlowLoader.load(string: text, file: "Main.storyboard").document?.scenes.first)
        #expect(scene.controls.map { $0.selfAndDescendants.compactMap(\.text) } == [["Account"], ["Sign Out"]])
        #expect(scene.tableView?.controlsBelow == 1)
        // Numbered as the imported flow numbers them: the header's controls, the cells', then the footer's.
        #expect(scene.tableView?.sections.first?.cells.first?.controls.first?.segue?.trigger == .control(index: 2))
        #expect(scene.controls.last?.children.first?.segue?.trigger == .control(index: 4))
    }

    @Test func aTablesHeaderAndFooterViewsStandNextToItsRowsAmongTheViewsAroundIt() throws {
        let table = """
            <tableView id="t" dataMode="prototypes"><rect key="frame" x="0" y="60" width="375" height="500"/>
              <view key="tableHeaderView" id="h"><subviews>\(Self.label("Header", x: 0, y: 0))</subviews></view>
              <view key="tableFooterView" id="f"><subviews>\(Self.label("Footer", x: 0, y: 0))</subviews></view>
            </tableView>
            """
        let scene = try Self.scene(Self.label("After", x: 16, y: 600) + table + Self.label("Title", x: 16, y: 20))
        #expect(scene.controls.flatMap(\.selfAndDescendants).compactMap(\.text) == ["Title", "Header", "Footer", "After"])
        #expect(scene.controls[scene.controlIndicesBelowTable].flatMap(\.selfAndDescendants).compactMap(\.text) == ["Footer", "After"])
    }

    @Test func viewsAfterATableInsideAWrapperAreBelowItsRows() throws {
        let stack = """
            <stackView id="s"><rect key="frame" x="0" y="60" width="375" height="600"/><subviews>
              <tableView id="t" dataMode="prototypes"/>\(Self.label("Total", x: 0, y: 0))
            </subviews></stackView>
            """
        let scene = try Self.scene(Self.label("Title", x: 16, y: 20) + stack + Self.label("Checkout", x: 16, y: 700))
        #expect(scene.controls.flatMap(\.selfAndDescendants).compactMap(\.text) == ["Title", "Total", "Checkout"])
        #expect(scene.tableView?.controlsBelow == 2, "the stack view's label after the table, then the view under the stack")
    }

    @Test func viewsLaidOutUnderATableAreBelowItsRows() throws {
        let table = #"<tableView id="t" dataMode="prototypes"><rect key="frame" x="0" y="60" width="375" height="500"/></tableView>"#
        let button = #"<button id="done"><rect key="frame" x="16" y="600" width="80" height="30"/><state key="normal" title="Done"/></button>"#
        // Declared first, the button is laid out last.
        let scene = try Self.scene(button + table + Self.label("Title", x: 16, y: 20))
        #expect(scene.controls.compactMap(\.text) == ["Title", "Done"])
        #expect(scene.tableView?.controlsBelow == 1)
        #expect(scene.controlIndicesBelowTable == 1..<2)
    }

    @Test func anImageOnlyButtonIsNamedByItsImage() throws {
        let button = #"<button id="b"><state key="normal" title="" image="plus.circle"/></button>"#
        #expect(try Self.controls(button) == ["plus.circle"])
    }

    @Test func mergeConflictMarkersAreSaidToBeWhatTheyAre() {
        let text = storyboard(initial: "a", scenes: storyboardScene(holding: #"<viewController id="a" sceneMemberID="viewController"/>"#))
            .replacingOccurrences(of: "    <scenes>", with: "<<<<<<< HEAD\n    <scenes>\n=======\n    <scenes>\n>>>>>>> feature")
        let result = FlowLoader.load(string: text, file: "Main.storyboard")
        #expect(result.document == nil)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let markerLine = (lines.firstIndex { $0.hasPrefix("<<<<<<<") } ?? 0) + 1
        #expect(
            result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.rule): \($0.message)" } == [
                """
                \(markerLine):1 xml-syntax: this file has merge-conflict markers at line \(markerLine) (<<<<<<<, ======= and >>>>>>> lines a merge \
                left): resolve the conflict, keeping the lines you want from each side and deleting the markers, then read it again
                """
            ])
    }

    @Test func aFullScreenBackgroundIsARowOfItsOwn() throws {
        let background = #"<imageView image="backdrop" id="bg"><rect key="frame" x="0" y="0" width="375" height="667"/></imageView>"#
        let subviews = background + Self.label("Password", x: 16, y: 140) + Self.label("Email", x: 16, y: 90) + Self.label("Sign In", x: 200, y: 300)
        #expect(try Self.controls(subviews) == ["backdrop", "Email", "Password", "Sign In"])
    }

    @Test func aCustomCellKeepsTheLabelsItsAttributesName() throws {
        let text = storyboard(
            initial: "list",
            scenes: storyboardScene(
                holding: """
                    <tableViewController id="list" sceneMemberID="viewController"><tableView key="view" dataMode="prototypes" id="t"><prototypes>
                      <tableViewCell reuseIdentifier="Cell" textLabel="l1" id="c1"><tableViewCellContentView key="contentView" id="cv">
                        <subviews><label text="Title" id="l1"/></subviews>
                      </tableViewCellContentView></tableViewCell>
                    </prototypes></tableView></tableViewController>
                    """))
        let cell = try #require(FlowLoader.load(string: text, file: "Main.storyboard").document?.scenes.first?.tableView?.prototypes.first)
        #expect(cell.style == .custom && cell.text == nil, "UIKit gives a custom cell no text label")
        #expect(cell.controls.map(\.text) == ["Title"], "so the label stays one of its subviews, as the runtime draws it")
    }

    @Test func equalSignsInATextAreNoConflictMarker() {
        let text = storyboard(
            initial: "a",
            scenes: storyboardScene(holding: "<viewController id=\"a\" sceneMemberID=\"viewController\"><string key=\"title\">\n=======\n</string>"))
        let diagnostics = FlowLoader.load(string: text, file: "Main.storyboard").diagnostics
        #expect(diagnostics.map(\.rule) == ["xml-syntax"])
        #expect(!diagnostics.contains { $0.message.contains("merge-conflict") }, "the unclosed controller is the error")
    }
}
