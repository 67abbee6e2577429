import StoryflowModel
import StoryflowRuntime
import StoryflowSemantics
import Testing

/// Opening deep links: the back stack built from the launch, the URL's values passed on every hop, and Back
/// popping what was built.
@MainActor
struct DeepLinkRuntimeTests {
    static let flow = """
        <flow version="1" initial="tabs">
          <tabBarController id="tabs"><tab scene="homeNav" title="Home"/><tab scene="shopNav" title="Shop"/></tabBarController>
          <navigationController id="homeNav"><root scene="home"/></navigationController>
          <navigationController id="shopNav"><root scene="shop"/></navigationController>
          <viewController id="home" title="Home"/>
          <viewController id="shop" title="Shop">
            <button title="Open"><segue id="open" kind="show" destination="product"/></button>
          </viewController>
          <viewController id="product" title="Product">
            <input name="sku"/>
            <button title="Buy"><segue id="buy" kind="present" destination="checkout"/></button>
          </viewController>
          <viewController id="checkout" title="Checkout">
            <input name="sku"/>
            <input name="quantity" type="Int" default="1"/>
            <button title="Close" effect="dismiss"/>
          </viewController>
          <deepLink url="shop://products/{sku}" scene="product"/>
          <deepLink url="shop://checkout/{sku}/{quantity}" scene="checkout"/>
          <deepLink url="shop://home" scene="home"/>
        </flow>
        """

    @Test func aLinkSelectsTheTabPushesAndPresentsTheChain() throws {
        let app = Application(storyboard: try Storyboard(string: Self.flow))
        app.launch()
        let events = try app.open("shop://checkout/AB%2012/3").get()
        #expect(
            trace(events, [.selectTab, .prepare, .push, .present]).map { $0.components(separatedBy: " ").first! } == [
                "selectTab", "prepare", "push", "prepare", "present",
            ])
        let checkout = try #require(app.topViewController)
        #expect(checkout.scene?.id == "checkout" && checkout.input("sku") == "AB 12" && checkout.input("quantity") == "3")
        #expect(checkout.presentingViewController?.scene?.id == "tabs", "presented, as UIKit does, from the tab bar controller holding the product")
        #expect(events.filter { $0.event == .error }.isEmpty)
        // Leaving goes back through the stack the link built.
        try app.tapButton("Close")
        #expect(app.topViewController?.scene?.id == "product" && app.topViewController?.input("sku") == "AB 12")
        try app.back()
        #expect(app.topViewController?.scene?.id == "shop")
    }

    @Test func theFirstPatternThatMatchesWinsAndUnknownURLsAreRefused() throws {
        let app = Application(storyboard: try Storyboard(string: Self.flow))
        app.launch()
        #expect(app.deepLink(matching: "shop://home")?.link.sceneID == "home")
        #expect(app.deepLink(matching: "SHOP://Home/")?.link.sceneID == "home", "scheme and host ignore case; a trailing slash is ignored")
        #expect(app.open("shop://nowhere") == .failure(.noMatch(patterns: ["shop://products/{sku}", "shop://checkout/{sku}/{quantity}", "shop://home"])))
        #expect(
            app.open("shop://products/bad%zz") == .failure(.noMatch(patterns: ["shop://products/{sku}", "shop://checkout/{sku}/{quantity}", "shop://home"])),
            "a malformed escape matches nothing")
    }

    @Test func aLinkToTheInitialContentStartsThere() throws {
        let app = Application(storyboard: try Storyboard(string: Self.flow))
        let events = try app.open("shop://home").get()
        #expect(app.topViewController?.scene?.id == "home")
        #expect(!events.contains { $0.event == .prepare })
    }

    @Test func routesAreShortestAndGoThroughTheNamedContainer() throws {
        let document = try Storyboard(string: Self.flow).document
        let route = try #require(DeepLinkRoute.find(to: "checkout", in: document))
        #expect(route.steps.map(Self.describe) == ["tabs→shopNav", "shopNav→shop", "shop: open", "product: buy"])
        #expect(DeepLinkRoute.find(to: "product", through: "homeNav", in: document) == nil)
        #expect(DeepLinkRoute.containers(holding: "product", in: document) == ["shopNav"])
    }

    @Test func routesGoThroughEmbeddedChildrenAndNotThroughAlerts() throws {
        let flow = """
            <flow version="1" initial="nav">
              <navigationController id="nav"><root scene="home"/></navigationController>
              <viewController id="home">
                <containerView><segue id="embedList" kind="embed" destination="list"/></containerView>
                <button title="Menu"><segue id="menu" kind="present" destination="menuAlert"/></button>
              </viewController>
              <viewController id="list"><button title="Open"><segue id="open" kind="show" destination="detail"/></button></viewController>
              <viewController id="detail"><input name="id"/></viewController>
              <alertController id="menuAlert" title="Menu" style="actionSheet">
                <action title="Settings"><segue id="settings" kind="show" destination="settings"/></action>
              </alertController>
              <viewController id="settings"/>
              <deepLink url="app://detail/{id}" scene="detail"/>
              <deepLink url="app://settings" scene="settings"/>
            </flow>
            """
        let document = try Storyboard(string: flow).document
        let route = try #require(DeepLinkRoute.find(to: "detail", in: document))
        #expect(route.steps.map(Self.describe) == ["nav→home", "home embeds list", "list: open"])
        #expect(DeepLinkRoute.find(to: "settings", in: document) == nil, "an alert's action is not a step a router can take")
        let app = Application(storyboard: try Storyboard(string: flow))
        let events = try app.open("app://detail/7").get()
        #expect(app.topViewController?.scene?.id == "detail" && app.topViewController?.input("id") == "7")
        #expect(!events.contains { $0.event == .error })
    }

    @Test func aNamedContainerMustHoldTheScene() throws {
        let document = try Storyboard(string: Self.flow).document
        #expect(DeepLinkRoute.find(to: "product", through: "shopNav", in: document) != nil)
        #expect(DeepLinkRoute.find(to: "checkout", through: "shopNav", in: document) == nil, "presented over the stack, not in it")
        #expect(DeepLinkRoute.find(to: "product", through: "product", in: document) == nil, "not a container")
    }

    private static func describe(_ step: DeepLinkRoute.Step) -> String {
        switch step {
        case .relationship(let relationship, let container): "\(container)→\(relationship.destination)"
        case .segue(let segue, let source): "\(source): \(segue.identifier ?? "?")"
        case .embed(let segue, let source): "\(source) embeds \(segue.destination ?? "?")"
        }
    }
}
