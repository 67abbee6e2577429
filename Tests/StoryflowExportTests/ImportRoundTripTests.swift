import Foundation
import StoryflowModel
import StoryflowTestSupport
import Testing

@testable import StoryflowExport
@testable import StoryflowReader

/// `storyflow import` writes flow XML that reads back into the same flow.
@Suite struct ImportRoundTripTests {
    @Test(
        .enabled(if: StoryboardCorpus.isAvailable, StoryboardCorpus.unavailable),
        arguments: StoryboardCorpus.entries.filter { $0.syntaxError == nil && !$0.isUnsupported }.map(\.name))
    func importedCorpusFileReadsBackAsTheSameFlow(name: String) throws {
        try expectRoundTrip(try #require(StoryboardCorpus.entry(name)).url.path)
    }

    @Test(arguments: Fixtures.allStoryboards)
    func importedFixtureReadsBackAsTheSameFlow(path: String) throws {
        try expectRoundTrip(path)
    }

    private func expectRoundTrip(_ path: String) throws {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let original = try #require(try FlowLoader.load(contentsOf: path).document)
        let text = FlowWriter.write(original, source: name)
        let reread = FlowLoader.load(string: text, file: "imported.flow.xml")
        #expect(reread.diagnostics.isEmpty, "\(reread.diagnostics.prefix(5))")
        let copy = try #require(reread.document)
        #expect(copy.format == .flow)
        #expect(copy.scenes.count == original.scenes.count)
        #expect(summary(of: copy) == summary(of: original))
        let ids = ReadableIDs(for: original)
        #expect(copy.initialSceneID == original.initialSceneID.map { ids[$0] })
        #expect(copy.scenes.map(\.id) == original.scenes.map { ids[$0.id] })
    }

    @Test func aTabsSystemItemIsWrittenAndReadBack() throws {
        let flow = """
            <flow version="1" initial="tabs">
              <tabBarController id="tabs"><tab scene="a" systemItem="mostViewed" badge="2"/></tabBarController>
              <viewController id="a"/>
            </flow>
            """
        let original = try #require(FlowLoader.load(string: flow, file: "tabs.flow.xml").document)
        let text = FlowWriter.write(original, source: "tabs.flow.xml")
        #expect(text.contains(#"systemItem="mostViewed""#))
        let copy = try #require(FlowLoader.load(string: text, file: "copy.flow.xml").document)
        #expect(copy.scenes.first?.relationships.first?.tabItem == TabItem(badge: "2", systemItem: .mostViewed))
    }

    @Test func aStoryboardsPrototypeTableIsWrittenWithThePlaceholderRowsRunShows() throws {
        let text = storyboard(
            initial: "list",
            scenes: storyboardScene(
                holding: """
                    <tableViewController id="list" sceneMemberID="viewController"><tableView key="view" dataMode="prototypes" id="t"><prototypes>
                      <tableViewCell reuseIdentifier="PlayerCell" customClass="PlayerCell" id="c1"/>
                    </prototypes></tableView></tableViewController>
                    """))
        let original = try #require(FlowLoader.load(string: text, file: "Main.storyboard").document)
        let flow = FlowWriter.write(original)
        let copy = try #require(FlowLoader.load(string: flow, file: "copy.flow.xml").document)
        let samples = try #require(copy.scenes.first?.tableView?.samples)
        #expect(samples.map(\.header) == ["Prototype PlayerCell · PlayerCell"])
        #expect(samples.map { $0.rows.map(\.prototype) } == [["PlayerCell"]])
        #expect(samples.first?.footer?.hasPrefix("Placeholder rows") == true, "the flow says what the rows are")
    }

    @Test func controlsBelowATableAreWrittenAfterItAndReadBackBelowIt() throws {
        let flow = """
            <flow version="1" initial="a">
              <tableViewController id="a">
                <button title="Sort"><segue kind="show" destination="b"/></button>
                <tableView content="static"><section><cell text="Row"><segue kind="show" destination="b"/></cell></section></tableView>
                <button title="Sign Out"><segue kind="show" destination="b"/></button>
              </tableViewController>
              <viewController id="b"/>
            </flow>
            """
        let original = try #require(FlowLoader.load(string: flow, file: "a.flow.xml").document)
        #expect(original.scenes.first?.tableView?.controlsBelow == 1)
        let text = FlowWriter.write(original, source: "a.flow.xml")
        let sort = try #require(text.range(of: "Sort")), table = try #require(text.range(of: "</tableView>"))
        let signOut = try #require(text.range(of: "Sign Out"))
        #expect(sort.lowerBound < table.lowerBound && table.lowerBound < signOut.lowerBound)
        let copy = try #require(FlowLoader.load(string: text, file: "copy.flow.xml").document)
        #expect(copy.scenes.first?.tableView?.controlsBelow == 1)
        #expect(summary(of: copy) == summary(of: original), "the triggers are numbered in the same order")
    }

    /// A scene's own presentation, transition, Defines Context and Hide Bottom Bar on Push, and a navigation
    /// controller's hidden bar.
    @Test func aScenesOwnControllerAttributesAreReadWrittenAndReadBack() throws {
        let text = storyboard(
            initial: "map",
            scenes: storyboardScene(
                holding: """
                    <viewController id="map" modalPresentationStyle="fullScreen" modalTransitionStyle="partialCurl" definesPresentationContext="YES" \
                    hidesBottomBarWhenPushed="YES" sceneMemberID="viewController"/>
                    """)
                + storyboardScene(
                    holding: """
                        <navigationController id="nav" navigationBarHidden="YES" sceneMemberID="viewController">
                            <connections><segue destination="map" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                        </navigationController>
                        """))
        let holds = { (scene: Scene) in
            scene.modalPresentationStyle == .fullScreen && scene.modalTransitionStyle == .partialCurl && scene.definesPresentationContext == true
                && scene.hidesBottomBarWhenPushed == true
        }
        let original = try #require(FlowLoader.load(string: text, file: "Main.storyboard").document)
        #expect(try holds(#require(original.scenes.first)))
        #expect(original.scene(withID: "nav")?.isNavigationBarHidden == true)
        let flow = FlowWriter.write(original)
        #expect(flow.contains(#"presentation="fullScreen" transition="partialCurl" definesContext="true" hidesBottomBar="true""#))
        #expect(flow.contains(#"navigationBarHidden="true""#))
        let copy = try #require(FlowLoader.load(string: flow, file: "copy.flow.xml").document)
        #expect(try holds(#require(copy.scenes.first)))
        #expect(copy.scenes.last?.isNavigationBarHidden == true)
    }

    /// A navigation item's Hides Back Button and Left Items Supplement Back Button (attributes Interface Builder
    /// writes when they are on; code sets them more often).
    @Test func aNavigationItemsBackButtonFlagsAreReadWrittenAndReadBack() throws {
        let text = storyboard(
            initial: "list",
            scenes: storyboardScene(
                holding: """
                    <viewController id="list" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" id="i1" hidesBackButton="YES" leftItemsSupplementBackButton="YES"/>
                    </viewController>
                    """))
        let original = try #require(FlowLoader.load(string: text, file: "Main.storyboard").document)
        let item = try #require(original.scenes.first?.navigationItem)
        #expect(item.hidesBackButton && item.leftItemsSupplementBackButton)
        let flow = FlowWriter.write(original)
        #expect(flow.contains(#"<navigationItem hidesBackButton="true" leftItemsSupplementBackButton="true"/>"#), "\(flow)")
        let copy = try #require(FlowLoader.load(string: flow, file: "copy.flow.xml").document)
        let copied = try #require(copy.scenes.first?.navigationItem)
        #expect(copied.hidesBackButton && copied.leftItemsSupplementBackButton)
    }

    /// Interface Builder's Enabled unchecked on a button and a bar button item, and Hidden on a label.
    @Test func disabledAndHiddenControlsAreReadWrittenAndReadBack() throws {
        let text = storyboard(
            initial: "form",
            scenes: storyboardScene(
                holding: """
                    <viewController id="form" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1">
                            <subviews>
                                <button enabled="NO" id="b1"><state key="normal" title="Send"/></button>
                                <label hidden="YES" text="Sent" id="l1"/>
                            </subviews>
                        </view>
                        <navigationItem key="navigationItem" id="n1">
                            <barButtonItem key="rightBarButtonItem" systemItem="save" enabled="NO" id="s1"/>
                        </navigationItem>
                    </viewController>
                    """))
        let holds = { (scene: Scene) in
            scene.controls.map(\.isEnabled) == [false, true] && scene.controls.map(\.isHidden) == [false, true]
                && scene.navigationItem?.rightButtons.first?.isEnabled == false
        }
        let original = try #require(FlowLoader.load(string: text, file: "Main.storyboard").document)
        #expect(try holds(#require(original.scenes.first)), "\(original.scenes.first?.controls ?? [])")
        let flow = FlowWriter.write(original)
        #expect(flow.contains(#"<button enabled="false" title="Send"/>"#) && flow.contains(#"<label hidden="true" text="Sent"/>"#), "\(flow)")
        #expect(try holds(#require(FlowLoader.load(string: flow, file: "copy.flow.xml").document?.scenes.first)))
    }

    @Test func anAlertActionsEffectIsWrittenAndReadBack() throws {
        let flow = """
            <flow version="1" initial="a">
              <viewController id="a"><button title="Ask"><segue kind="present" destination="ask"/></button></viewController>
              <alertController id="ask" title="Discard?"><action title="Discard" style="destructive" effect="dismiss"/></alertController>
            </flow>
            """
        let original = try #require(FlowLoader.load(string: flow, file: "alert.flow.xml").document)
        let text = FlowWriter.write(original, source: "alert.flow.xml")
        #expect(text.contains(#"effect="dismiss""#))
        let copy = try #require(FlowLoader.load(string: text, file: "copy.flow.xml").document)
        #expect(copy.scenes.last?.alert?.actions.first?.effect == .dismiss)
    }

    /// Segues (kind, identifier, trigger), relationships and prototypes of each scene, in order.
    private func summary(of document: FlowDocument) -> [String] {
        document.scenes.map { scene in
            let segues = scene.segues.map { "\($0.kind.rawValue):\($0.identifier ?? "-"):\($0.trigger):\($0.unwindAction ?? "-")" }
            let relationships = scene.relationships.map { "\($0.kind.rawValue):\($0.tabItem?.title ?? "-")" }
            let prototypes = scene.tableView?.prototypes.map { $0.reuseIdentifier ?? "-" } ?? []
            return
                """
                \(scene.kind) \(scene.className ?? "-") segues=\(segues) relationships=\(relationships) prototypes=\(prototypes) \
                controls=\(scene.allControls.count) below=\(scene.controls[scene.controlIndicesBelowTable].flatMap(\.selfAndDescendants).compactMap(\.text))
                """
        }
    }

    @Test func readableIDsComeFromClassesIdentifiersTitlesAndWhatContainersHold() throws {
        let result = try FlowLoader.load(contentsOf: Fixtures.storyboard("Ratings"))
        let document = try #require(result.document)
        let ids = ReadableIDs(for: document)
        #expect(ids["players-01"] == "players")
        #expect(ids["details-01"] == "playerDetails")
        #expect(ids["picker-01"] == "gamePicker")
        #expect(ids["players-nav"] == "playersNav")
        #expect(ids["details-nav"] == "playerDetailsNav")
        #expect(ids["tab-bar-01"] == "tabs")
        #expect(ids["gestures-01"] == "gestures")
        #expect(ids["no-such-id"] == "no-such-id")
        #expect(Set(ids.byOriginalID.values).count == document.scenes.count)
    }

    @Test func camelCaseSplitsWordsAndAcronyms() {
        #expect(ReadableIDs.camelCase("Add Player") == "addPlayer")
        #expect(ReadableIDs.camelCase("UUIDPicker") == "uuidPicker")
        #expect(ReadableIDs.camelCase("show-detail_view") == "showDetailView")
        #expect(ReadableIDs.camelCase("42 things") == nil)
        #expect(ReadableIDs.camelCase("  ") == nil)
    }

    @Test func attributeValuesAreEscaped() throws {
        let location = SourceLocation(file: "x", line: 1, column: 1)
        let scene = Scene(id: "a", kind: .viewController, title: "Tom & \"Jerry\" <3\nnext\u{1}", location: location)
        let document = FlowDocument(file: "x.storyboard", format: .storyboard, name: "A--B", initialSceneID: "a", scenes: [scene], location: location)
        let text = FlowWriter.write(document, source: "evil -->.storyboard")
        let reread = FlowLoader.load(string: text, file: "escaped.flow.xml")
        #expect(reread.diagnostics.isEmpty)
        #expect(reread.document?.scenes.first?.title == "Tom & \"Jerry\" <3\nnext")
        #expect(reread.document?.name == "A--B")
    }
}
