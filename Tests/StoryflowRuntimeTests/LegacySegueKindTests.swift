import StoryflowModel
import StoryflowRuntime
import StoryflowScreen
import StoryflowSemantics
import Testing

/// The segue kinds of iOS 5 to 7 a storyboard may still hold run as Apple maps them onto the adaptive ones
/// (Interface Builder's "Push (deprecated)" and siblings): `modal` presents, `legacyPopover` is a popover, and
/// `replace` in a split view replaces the detail, as `showDetail` does.
@MainActor
struct LegacySegueKindTests {
    static let flow = """
        <flow version="1" initial="split">
          <splitViewController id="split"><master scene="masterNav"/><detail scene="detail"/></splitViewController>
          <navigationController id="masterNav"><root scene="master"/></navigationController>
          <viewController id="master" title="Master">
            <button title="Modal"><segue kind="modal" destination="sheet"/></button>
            <button title="Popover"><segue kind="legacyPopover" destination="tip"/></button>
            <button title="Replace"><segue kind="replace" destination="other"/></button>
          </viewController>
          <viewController id="detail" title="Detail"/>
          <viewController id="other" title="Other"/>
          <viewController id="sheet" title="Sheet"><button title="Close" effect="dismiss"/></viewController>
          <viewController id="tip" title="Tip"/>
        </flow>
        """

    @Test func modalPresentsLegacyPopoverIsAPopoverAndReplaceReplacesTheDetail() throws {
        let app = try launched(Self.flow, device: .ipad)
        try app.tapButton("Modal")
        #expect(app.screen.topLayer?.sceneID == "sheet" && app.screen.layers.count == 2)
        try app.tapButton("Close")
        try app.tapButton("Popover")
        #expect(app.screen.topLayer?.presentation == .popover)
        try app.swipeDownToDismiss()
        try app.tapButton("Replace")
        #expect(app.screen.topLayer?.columns.map(\.sceneID) == ["master", "other"])
    }

    @Test func onAnIPhoneTheLegacyPopoverAdaptsAndReplacePushes() throws {
        let app = try launched(Self.flow, device: .iphone)
        try app.back()  // the collapsed split view shows its detail pushed onto the master
        try app.tapButton("Popover")
        #expect(app.screen.topLayer?.presentation == .formSheet)
        try app.swipeDownToDismiss()
        try app.tapButton("Replace")
        #expect(app.topViewController?.scene?.id == "other" && app.topViewController?.navigationController?.scene?.id == "masterNav")
    }
}
