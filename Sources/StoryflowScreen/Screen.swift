import StoryflowModel

/// Everything visible at one moment, as a value: the runtime produces it, renderers draw it, tests compare it.
///
/// A screen is a stack of layers: the first is the window's root (a tab bar, a navigation stack, a scene), each
/// later one a scene presented modally over the one below. An alert, if one is up, is drawn over them all.
public struct Screen: Hashable, Sendable {
    /// The root layer first, then presented layers in presentation order.
    public var layers: [ScreenLayer]
    /// An alert or action sheet on top of everything.
    public var alert: ScreenAlert?

    /// Creates a screen.
    public init(layers: [ScreenLayer], alert: ScreenAlert? = nil) {
        self.layers = layers
        self.alert = alert
    }

    /// The layer the user interacts with (the last one), if any.
    public var topLayer: ScreenLayer? { layers.last }
}

/// One full-screen (or sheet) layer: an optional navigation bar, the top scene's content, an optional tab bar.
public struct ScreenLayer: Hashable, Sendable {
    /// The flow id of the scene whose content is shown.
    public var sceneID: String
    /// The instance shown, e.g. `PlayersViewController#1`.
    public var instance: String
    /// What a one-line summary of the layer calls it when its navigation bar has no title (a presenter above
    /// the presented layer): the scene's id in a flow file; in a storyboard, whose ids Interface Builder made
    /// up, its title or else its class.
    public var name: String
    /// The navigation bar, when the scene is inside a navigation controller that shows one.
    public var navigationBar: ScreenNavigationBar?
    /// The scene's content.
    public var body: ScreenBody
    /// The tab bar, when the layer's root is a tab bar controller.
    public var tabBar: ScreenTabBar?
    /// Columns side by side, when the layer's root is a split view controller (primary first); empty otherwise.
    public var columns: [ScreenLayer]
    /// How the layer was presented, for layers above the root.
    public var presentation: PresentationStyle?

    /// Creates a layer.
    public init(
        sceneID: String,
        instance: String,
        name: String? = nil,
        navigationBar: ScreenNavigationBar? = nil,
        body: ScreenBody = ScreenBody(),
        tabBar: ScreenTabBar? = nil,
        columns: [ScreenLayer] = [],
        presentation: PresentationStyle? = nil
    ) {
        self.sceneID = sceneID
        self.instance = instance
        self.name = name ?? sceneID
        self.navigationBar = navigationBar
        self.body = body
        self.tabBar = tabBar
        self.columns = columns
        self.presentation = presentation
    }
}

/// A navigation bar: back button, title, prompt and bar buttons.
public struct ScreenNavigationBar: Hashable, Sendable {
    /// The title in the middle.
    public var title: String?
    /// The line above the title.
    public var prompt: String?
    /// The back button's title (the previous scene's title, or "Back"); `nil` when the bar has no back button (on
    /// the root, or hidden, or replaced by left buttons: `NavigationBarContents.showsBackButton`).
    public var backButtonTitle: String?
    /// Buttons on the left, outermost first, after the back button when there is one.
    public var leftButtons: [ScreenBarButton]
    /// Buttons on the right, outermost first.
    public var rightButtons: [ScreenBarButton]

    /// Creates a navigation bar.
    public init(
        title: String? = nil,
        prompt: String? = nil,
        backButtonTitle: String? = nil,
        leftButtons: [ScreenBarButton] = [],
        rightButtons: [ScreenBarButton] = []
    ) {
        self.title = title
        self.prompt = prompt
        self.backButtonTitle = backButtonTitle
        self.leftButtons = leftButtons
        self.rightButtons = rightButtons
    }
}

/// A bar button as shown: its title (`+`, `Cancel`, `Done`, `Edit` for system items) and whether it is enabled.
public struct ScreenBarButton: Hashable, Sendable {
    /// The text shown.
    public var title: String
    /// The system item, if it is one.
    public var systemItem: BarButton.SystemItem?
    /// Whether it can be tapped.
    public var isEnabled: Bool
    /// Whether it uses the bold "done" style.
    public var isProminent: Bool

    /// Creates a bar button.
    public init(title: String, systemItem: BarButton.SystemItem? = nil, isEnabled: Bool = true, isProminent: Bool = false) {
        self.title = title
        self.systemItem = systemItem
        self.isEnabled = isEnabled
        self.isProminent = isProminent
    }
}

/// A tab bar: every tab's item and which one is selected.
public struct ScreenTabBar: Hashable, Sendable {
    /// The tabs in order (UIKit shows at most five; a sixth and later go under "More").
    public var items: [ScreenTabItem]
    /// The selected tab's index.
    public var selectedIndex: Int

    /// Creates a tab bar.
    public init(items: [ScreenTabItem], selectedIndex: Int) {
        self.items = items
        self.selectedIndex = selectedIndex
    }
}

/// One tab as shown.
public struct ScreenTabItem: Hashable, Sendable {
    /// The title.
    public var title: String
    /// The badge, if any.
    public var badge: String?

    /// Creates a tab item.
    public init(title: String, badge: String? = nil) {
        self.title = title
        self.badge = badge
    }
}
