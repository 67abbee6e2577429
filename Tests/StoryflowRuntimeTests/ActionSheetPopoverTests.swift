import StoryflowRuntime
import StoryflowScreen
import StoryflowSemantics
import Testing

/// On an iPad an action sheet is a popover: it points at the control that presented it, leaves out its cancel
/// action (a tap outside chooses it), and without a source view or bar button item to point at, UIKit raises
/// instead of presenting it. On an iPhone it slides up from the bottom, cancel action and all.
@MainActor
struct ActionSheetPopoverTests {
    static let flow = navigationFlow(
        root: "items",
        """
          <viewController id="items" title="Items">
            <button title="Remove"><segue kind="present" destination="confirmation"/></button>
            <segue id="ask" kind="present" destination="confirmation"/>
          </viewController>
          <alertController id="confirmation" title="Remove?" style="actionSheet">
            <action title="Cancel" style="cancel"/>
            <action title="Remove" style="destructive"/>
          </alertController>
        """)

    static let withoutAnchor = """
        Your application has presented a UIAlertController (<AlertController#1>) of style UIAlertControllerStyleActionSheet from \
        NavigationController (<NavigationController#1>). The modalPresentationStyle of a UIAlertController with this style is \
        UIModalPresentationPopover. You must provide location information for this popover through the alert controller's \
        popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not \
        known when you present the alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method \
        -prepareForPopoverPresentation.
        """

    @Test func onAnIPadAButtonsActionSheetIsAPopoverPointingAtTheButtonWithoutItsCancelAction() throws {
        let app = try launched(Self.flow, device: .ipad)
        try app.tapButton("Remove")
        _ = app.runUntilIdle()
        let sheet = try #require(app.alert)
        #expect(sheet.modalPresentationStyle == .popover)
        #expect((sheet.popoverPresentationController?.sourceView as? Button)?.title == "Remove")
        let shown = try #require(app.screen.alert)
        #expect(shown.isPopover && shown.actions.map(\.title) == ["Remove"])
        let refusal = #expect(throws: ApplicationError.self) { try app.chooseAlertAction("Cancel") }
        #expect(refusal?.description.contains("leaves out its cancel action 'Cancel'") == true)
        let events = try app.swipeDownToDismiss() + app.runUntilIdle()
        #expect(events.contains { $0.event == .action && $0.message == "Cancel" }, "a tap outside chooses the cancel action")
        #expect(app.alert == nil)
    }

    @Test func onAnIPadAManualSeguesActionSheetHasNothingToPointAtAndIsUIKitsException() throws {
        let app = try launched(Self.flow, device: .ipad)
        let events = try app.performSegue(withIdentifier: "ask") + app.runUntilIdle()
        #expect(events.filter { $0.event == .error }.map(\.message) == [Self.withoutAnchor])
        #expect(app.alert == nil)
        try app.tapButton("Remove")
        #expect(app.alert != nil, "the session goes on")
    }

    @Test func codeThatPointsThePopoverAtABarButtonItemPresentsIt() throws {
        let app = try launched(Self.flow, device: .ipad)
        let items = try #require((app.rootViewController as? NavigationController)?.topViewController)
        let item = BarButtonItem(barButtonSystemItem: .action)
        items.navigationItem.rightBarButtonItem = item
        _ = app.perform {
            let sheet = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
            sheet.addAction(AlertAction(title: "Copy", style: .default))
            sheet.popoverPresentationController?.barButtonItem = item
            items.present(sheet, animated: false)
        }
        #expect(app.screen.alert?.title == "Share")
    }

    @Test func onAnIPhoneTheActionSheetSlidesUpWithItsCancelActionAndNeedsNoAnchor() throws {
        let app = try launched(Self.flow, device: .iphone)
        let events = try app.performSegue(withIdentifier: "ask") + app.runUntilIdle()
        #expect(!events.contains { $0.event == .error })
        let sheet = try #require(app.alert)
        #expect(sheet.modalPresentationStyle == .overFullScreen && sheet.popoverPresentationController == nil)
        #expect(app.screen.alert?.isPopover == false && app.screen.alert?.actions.map(\.title) == ["Cancel", "Remove"])
        try app.chooseAlertAction("Cancel")
    }
}
