/// What a navigation bar shows while a scene is on top: title, prompt and bar buttons.
public struct NavigationItemContent: Hashable, Sendable {
    /// The title shown in the middle of the bar.
    public var title: String?
    /// Bar buttons on the left, outermost first.
    public var leftButtons: [BarButton]
    /// Bar buttons on the right, outermost first.
    public var rightButtons: [BarButton]
    // The prompt, the back button's title and the back button's flags, which few items have, share one pointer
    // (see `RareParts`).
    private var rare: Indirect<NavigationItemRareParts>?
    /// Where it is declared.
    public var location: SourceLocation

    /// A line of text above the title.
    public var prompt: String? {
        get { rare?.value.prompt }
        set { Indirect.change(&rare) { $0.prompt = newValue } }
    }

    /// The title the next scene's back button shows for this one.
    public var backButtonTitle: String? {
        get { rare?.value.backButtonTitle }
        set { Indirect.change(&rare) { $0.backButtonTitle = newValue } }
    }

    /// Whether the Back button is hidden while this item is on top (`UINavigationItem.hidesBackButton`).
    public var hidesBackButton: Bool {
        get { rare?.value.hidesBackButton ?? false }
        set { Indirect.change(&rare) { $0.hidesBackButton = newValue } }
    }

    /// Whether the left buttons show beside the Back button instead of replacing it
    /// (`UINavigationItem.leftItemsSupplementBackButton`).
    public var leftItemsSupplementBackButton: Bool {
        get { rare?.value.leftItemsSupplementBackButton ?? false }
        set { Indirect.change(&rare) { $0.leftItemsSupplementBackButton = newValue } }
    }

    /// Creates a navigation item.
    public init(
        title: String? = nil,
        prompt: String? = nil,
        backButtonTitle: String? = nil,
        leftButtons: [BarButton] = [],
        rightButtons: [BarButton] = [],
        location: SourceLocation
    ) {
        self.title = title
        self.rare = Indirect.boxing(NavigationItemRareParts(prompt: prompt, backButtonTitle: backButtonTitle))
        self.leftButtons = leftButtons
        self.rightButtons = rightButtons
        self.location = location
    }

    /// Left buttons, then right buttons: the order `SegueTrigger.barButton(index:)` counts in.
    public var allButtons: [BarButton] { leftButtons + rightButtons }
}

/// The parts of a navigation item that few items have.
struct NavigationItemRareParts: RareParts {
    var prompt: String?
    var backButtonTitle: String?
    var hidesBackButton = false
    var leftItemsSupplementBackButton = false
}

/// A button in a navigation bar (`UIBarButtonItem`).
public struct BarButton: Hashable, Sendable {
    /// The side of the bar a button sits on.
    public enum Placement: String, Sendable, Hashable, CaseIterable {
        case left
        case right
    }

    /// The system items the format knows (`UIBarButtonItem.SystemItem`).
    public enum SystemItem: String, Sendable, Hashable, CaseIterable {
        case add, cancel, done, edit, save, compose, reply, action, organize, bookmarks, search, refresh, stop,
            camera, trash, play, pause, rewind, fastForward, undo, redo, close

        /// The text or symbol a terminal shows for the item, as UIKit shows it (in English).
        public var displayTitle: String {
            switch self {
            case .add: "+"
            case .cancel: "Cancel"
            case .done: "Done"
            case .edit: "Edit"
            case .save: "Save"
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Trash"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Fast Forward"
            case .undo: "Undo"
            case .redo: "Redo"
            case .close: "Close"
            }
        }
    }

    /// The title of a plain button.
    public var title: String?
    /// The image name of an image button.
    public var image: String?
    /// The action method called on the scene's controller.
    public var action: String?
    /// Where it is declared.
    public var location: SourceLocation
    /// Which side.
    public var placement: Placement
    /// The system item, if the button is one.
    public var systemItem: SystemItem?
    /// What a generic controller does when the button is tapped.
    public var effect: ActionEffect
    /// Whether it can be tapped (Interface Builder's Enabled); a disabled one is drawn dimmed until code enables it.
    public var isEnabled = true

    /// The segue the button triggers.
    public var segue: Segue?

    /// Creates a bar button.
    public init(
        placement: Placement,
        systemItem: SystemItem? = nil,
        title: String? = nil,
        image: String? = nil,
        action: String? = nil,
        effect: ActionEffect = .none,
        segue: Segue? = nil,
        location: SourceLocation
    ) {
        self.placement = placement
        self.systemItem = systemItem
        self.title = title
        self.image = image
        self.action = action
        self.effect = effect
        self.segue = segue
        self.location = location
    }

    /// What the bar shows: the system item's title, else the title, else the image name.
    public var displayTitle: String { systemItem?.displayTitle ?? title ?? image ?? "?" }
}
