import StoryflowRuntime
import StoryflowScreen
import StoryflowSemantics
import StoryflowTestSupport
import Testing

/// How the runtime adapts to the device (docs/runtime.md, "Devices and size classes"): an iPhone has a compact
/// width, so a split view collapses onto its primary column and a popover shows as a form sheet; an iPad keeps
/// both as laid out.
@MainActor
struct SizeClassTests {
    static let masterDetail = PresentationSampleFlows.masterDetail

    @Test func eachDeviceHasUIKitsSizeClasses() {
        #expect(TraitCollection(device: .iphone).horizontalSizeClass == .compact)
        #expect(TraitCollection(device: .ipad).horizontalSizeClass == .regular)
        #expect(Device.allCases.allSatisfy { TraitCollection(device: $0).verticalSizeClass == .regular })
    }

    @Test func controllersTakeTheApplicationsDevice() throws {
        let app = try launched(Self.masterDetail, device: .ipad)
        #expect(app.rootViewController?.traitCollection.device == .ipad)
        #expect(ViewController().traitCollection.device == .iphone, "made outside the app: the default device")
    }

    @Test func onAnIPhoneTheSplitViewCollapsesAndItsDetailStackIsPushedOntoTheMaster() throws {
        let app = try launched(Self.masterDetail, device: .iphone)
        let split = try #require(app.rootViewController as? SplitViewController)
        #expect(split.isCollapsed)
        #expect(split.viewControllers.count == 1, "collapsed, the split view holds only its primary, as UIKit's viewControllers does")
        let layer = try #require(app.screen.topLayer)
        #expect(layer.columns.map(\.sceneID) == ["detail"], "one column, showing the detail on top of the master")
        #expect(layer.columns.first?.navigationBar?.backButtonTitle == "Master")
        #expect(app.log.events.contains { $0.event == .note && $0.message?.contains("collapsed on an iPhone") == true })
        try app.back()
        #expect(app.screen.topLayer?.columns.map(\.sceneID) == ["master"])
    }

    @Test func onAnIPhoneShowDetailPushesOntoThePrimaryNavigationController() throws {
        let app = try launched(Self.masterDetail, device: .iphone)
        try app.back()
        let events = try app.tapButton("Open")
        #expect(events.contains { $0.event == .push })
        #expect(events.contains { $0.event == .showDetail && $0.message == "collapsed: pushed" })
        #expect(app.topViewController?.scene?.id == "other")
        #expect(app.topViewController?.navigationController?.viewControllers.map { $0.scene?.id } == ["master", "other"])
    }

    @Test func onAnIPhoneASplitViewWhosePrimaryIsNoNavigationControllerShowsOnlyThePrimary() throws {
        let flow = """
            <flow version="1" initial="split">
              <splitViewController id="split"><master scene="master"/><detail scene="detail"/></splitViewController>
              <viewController id="master" title="Master"><button title="Open"><segue kind="showDetail" destination="other"/></button></viewController>
              <viewController id="detail" title="Detail"/>
              <viewController id="other" title="Other"/>
            </flow>
            """
        let app = try launched(flow, device: .iphone)
        #expect(app.screen.topLayer?.columns.map(\.sceneID) == ["master"])
        #expect(app.log.events.contains { $0.event == .note && $0.message?.contains("is not shown") == true })
        let events = try app.tapButton("Open")
        #expect(events.contains { $0.event == .present }, "show(_:sender:) presents where there is no navigation controller")
        #expect(app.screen.layers.map(\.sceneID) == ["split", "other"])
    }

    @Test func onAnIPadTheSplitViewShowsBothColumnsAndShowDetailReplacesTheSecondary() throws {
        let app = try launched(Self.masterDetail, device: .ipad)
        #expect(app.screen.topLayer?.columns.map(\.sceneID) == ["master", "detail"])
        let events = try app.tapButton("Open")
        #expect(events.contains { $0.event == .showDetail && $0.message == nil })
        #expect(app.screen.topLayer?.columns.map(\.sceneID) == ["master", "other"])
    }

    @Test func onAnIPhoneAPopoverShowsAsAFormSheet() throws {
        let app = try launched(Self.masterDetail, device: .iphone)
        try app.back()
        let events = try app.tapButton("Info")
        let present = try #require(events.first { $0.event == .present })
        #expect(present.kind == "formSheet")
        #expect(present.message == "popover adapts to formSheet on an iPhone")
        #expect(app.screen.topLayer?.presentation == .formSheet)
        #expect(app.topViewController?.modalPresentationStyle == .popover, "the controller keeps its own style")
        try app.swipeDownToDismiss()
        #expect(app.screen.layers.count == 1, "a form sheet is swiped down as the popover would be")
    }

    @Test func onAnIPadAPopoverIsAPopover() throws {
        let app = try launched(Self.masterDetail, device: .ipad)
        let events = try app.tapButton("Info")
        #expect(events.first { $0.event == .present }?.kind == "popover")
        #expect(app.screen.topLayer?.presentation == .popover)
    }
}
