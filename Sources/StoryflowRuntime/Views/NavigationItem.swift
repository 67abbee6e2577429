import StoryflowModel

/// What a navigation bar shows for a controller (`UINavigationItem`).
@MainActor
public final class NavigationItem {
    /// The title; when `nil` the bar shows the controller's `title`.
    public var title: String?
    /// The line above the title.
    public var prompt: String?
    /// The title the next controller's back button shows for this one.
    public var backButtonTitle: String?
    /// Bar buttons on the left, outermost first.
    public var leftBarButtonItems: [BarButtonItem] = []
    /// Bar buttons on the right, outermost first.
    public var rightBarButtonItems: [BarButtonItem] = []
    /// Whether the Back button is hidden while this item is on top, whatever the left items
    /// (`UINavigationItem.hidesBackButton`).
    public var hidesBackButton = false
    /// Whether the left items show beside the Back button instead of replacing it
    /// (`UINavigationItem.leftItemsSupplementBackButton`).
    public var leftItemsSupplementBackButton = false

    /// The first left item.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The first right item.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// Hides or shows the Back button.
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// Creates an empty item.
    public init(title: String? = nil) {
        self.title = title
    }

    init(_ declaration: NavigationItemContent) {
        title = declaration.title
        prompt = declaration.prompt
        backButtonTitle = declaration.backButtonTitle
        hidesBackButton = declaration.hidesBackButton
        leftItemsSupplementBackButton = declaration.leftItemsSupplementBackButton
        leftBarButtonItems = declaration.leftButtons.map(BarButtonItem.init)
        rightBarButtonItems = declaration.rightButtons.map(BarButtonItem.init)
    }
}

/// A bar button (`UIBarButtonItem`): a system item or a title, and what tapping it does.
@MainActor
public final class BarButtonItem {
    /// Plain or bold (`UIBarButtonItem.Style`).
    public enum Style: Sendable { case plain, done }

    /// The title (the system item's title when it is one).
    public var title: String?
    /// The system item, if it is one.
    public let systemItem: BarButton.SystemItem?
    /// Plain or bold.
    public var style: Style
    /// Whether it can be tapped.
    public var isEnabled = true
    /// Code to run when tapped (set by apps, like a target-action pair).
    public var primaryAction: ((BarButtonItem) -> Void)?
    /// The flow declaration (action name, effect, segue), if it came from the flow.
    public let declaration: BarButton?

    /// Creates a titled item that runs `action` when tapped.
    public init(title: String?, style: Style = .plain, action: ((BarButtonItem) -> Void)? = nil) {
        self.title = title
        self.systemItem = nil
        self.style = style
        self.primaryAction = action
        self.declaration = nil
    }

    /// Creates a system item that runs `action` when tapped.
    public init(barButtonSystemItem: BarButton.SystemItem, action: ((BarButtonItem) -> Void)? = nil) {
        self.title = barButtonSystemItem.displayTitle
        self.systemItem = barButtonSystemItem
        self.style = barButtonSystemItem == .done ? .done : .plain
        self.primaryAction = action
        self.declaration = nil
    }

    init(_ declaration: BarButton) {
        title = declaration.displayTitle
        systemItem = declaration.systemItem
        style = declaration.systemItem == .done ? .done : .plain
        isEnabled = declaration.isEnabled
        self.declaration = declaration
    }
}

/// The title, image and badge of a controller's tab (`UITabBarItem`).
@MainActor
public final class TabBarItem {
    /// The title.
    public var title: String?
    /// The image's name.
    public var image: String?
    /// The badge.
    public var badgeValue: String?
    /// The system item, whose title and image the tab bar shows instead of the item's own.
    public let systemItem: StoryflowModel.TabItem.SystemItem?

    /// Creates a tab item.
    public init(title: String?, image: String? = nil, badgeValue: String? = nil) {
        self.title = title
        self.image = image
        self.badgeValue = badgeValue
        self.systemItem = nil
    }

    /// Creates a system tab item (`init(tabBarSystemItem:tag:)`).
    public init(tabBarSystemItem systemItem: StoryflowModel.TabItem.SystemItem, badgeValue: String? = nil) {
        self.systemItem = systemItem
        self.badgeValue = badgeValue
    }

    /// What the tab bar shows: the system item's title, else the title.
    public var displayTitle: String? { systemItem?.displayTitle ?? title }
}
