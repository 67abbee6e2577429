import StoryflowModel
import StoryflowReader
import StoryflowTestSupport
import Testing

/// Object ids and the references to them, settled once the whole storyboard is read: every kind of reference
/// named as Interface Builder would, and an id declared three times reported against its first declaration.
struct ObjectIDTests {
    /// Scene `a` (lines 4–25) refers to twelve ids no object has and declares `x` twice (lines 6 and 8); scene `b`
    /// (lines 26–28) declares `x` a third time (line 27).
    static let storyboard = StoryflowTestSupport.storyboard(
        initial: "a",
        scenes: """
            <scene sceneID="s-a"><objects>
            <viewController id="a" sceneMemberID="viewController">
              <view key="view" id="x">
                <subviews>
                  <button id="x"/>
                  <tableView id="t"><prototypes>
                    <tableViewCell reuseIdentifier="Cell" id="c1" textLabel="gone1" detailTextLabel="gone2" imageView="gone3"/>
                  </prototypes></tableView>
                </subviews>
                <constraints><constraint firstItem="gone4" secondItem="gone5" id="k1"/></constraints>
              </view>
              <navigationItem key="navigationItem" reference="gone6"/>
              <connections>
                <outlet property="titleLabel" destination="gone7" id="o1"/>
                <outletCollection property="buttons" destination="gone8" id="o2"/>
                <action selector="tap:" destination="gone9" id="a1"/>
                <segue destination="a" kind="popoverPresentation" identifier="pop" popoverAnchorView="gone10" id="s1"/>
                <segue destination="a" kind="popoverPresentation" identifier="pop2" popoverAnchorBarButtonItem="gone11" id="s2"/>
              </connections>
            </viewController>
            <exit id="e1" userLabel="Exit" sceneMemberID="exit"><connections>\
            <segue kind="unwind" unwindAction="back:" destination="gone12" id="u1"/></connections></exit>
            </objects></scene>
            <scene sceneID="s-b"><objects>
            <viewController id="b" sceneMemberID="viewController"><view key="view" id="x"/></viewController>
            </objects></scene>
            """)

    static let diagnostics = FlowLoader.load(string: storyboard, file: "Main.storyboard").diagnostics

    @Test func everyReferenceToAMissingIDIsNamedByWhatMakesIt() {
        let dangling = Self.diagnostics.filter { $0.rule == "dangling-reference" }
        #expect(
            dangling.map { "\($0.location.line) \($0.severity) \($0.message.prefix { $0 != ";" })" } == [
                "10 warning the cell's text label refers to `gone1`, but no object in this storyboard has that id",
                "10 warning the cell's detail label refers to `gone2`, but no object in this storyboard has that id",
                "10 warning the cell's image view refers to `gone3`, but no object in this storyboard has that id",
                "13 warning a layout constraint's first item refers to `gone4`, but no object in this storyboard has that id",
                "13 warning a layout constraint's second item refers to `gone5`, but no object in this storyboard has that id",
                "15 warning this <navigationItem>'s reference refers to `gone6`, but no object in this storyboard has that id",
                "17 error outlet `titleLabel` refers to `gone7`, but no object in this storyboard has that id",
                "18 error outlet `buttons` refers to `gone8`, but no object in this storyboard has that id",
                "19 warning the target of action `tap:` refers to `gone9`, but no object in this storyboard has that id",
                "20 error the anchor view of popover segue `pop` refers to `gone10`, but no object in this storyboard has that id",
                "21 error the anchor bar button of popover segue `pop2` refers to `gone11`, but no object in this storyboard has that id",
                "24 error the exit of unwind segue `back:` refers to `gone12`, but no object in this storyboard has that id",
            ])
        // Only outlets say what a missing destination does at run time.
        #expect(dangling.filter { $0.message.contains("the outlet stays nil") }.map(\.location.line) == [17, 18])
    }

    @Test func anIDDeclaredThreeTimesIsReportedTwiceAgainstItsFirstDeclaration() {
        let duplicates = Self.diagnostics.filter { $0.rule == "duplicate-id" }
        #expect(
            duplicates.map { "\($0.location.line) \($0.message.prefix { $0 != ";" })" } == [
                "8 the id `x` of this <button> is already the id of the <view> at line 6",
                "27 the id `x` of this <view> is already the id of the <view> at line 6",
            ])
    }
}
