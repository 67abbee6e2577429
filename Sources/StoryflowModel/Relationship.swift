/// A container's hold on a child scene: a navigation root, a tab, or a split view column.
public struct Relationship: Hashable, Sendable {
    /// Which role the child plays in its container.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A navigation controller's root view controller.
        case root
        /// One tab of a tab bar controller.
        case tab
        /// A split view controller's primary (master) column.
        case master
        /// A split view controller's supplementary column (three-column layouts).
        case supplementary
        /// A split view controller's secondary (detail) column.
        case detail
    }

    /// The id of the child scene.
    public var destination: String
    /// The role.
    public var kind: Kind
    /// Where it is declared.
    public var location: SourceLocation

    // The tab item and the passes share one pointer (see `RareParts`): the other relationships (navigation
    // roots, split view columns) have no tab item, few pass anything, and a relationship is stored inline in its
    // scene's array.
    private var rare: Indirect<RelationshipRareParts>?

    /// The tab's item, for `tab` relationships.
    public var tabItem: TabItem? {
        get { rare?.value.tabItem }
        set { Indirect.change(&rare) { $0.tabItem = newValue } }
    }

    /// Values the container passes to the child's inputs (`<pass>` inside `<root>`, `<tab>`, ...).
    public var passes: [InputPass]? {
        get { rare?.value.passes }
        set { Indirect.change(&rare) { $0.passes = newValue?.isEmpty == true ? nil : newValue } }
    }

    /// Creates a relationship.
    public init(kind: Kind, destination: String, tabItem: TabItem? = nil, passes: [InputPass]? = nil, location: SourceLocation) {
        self.kind = kind
        self.destination = destination
        self.rare = Indirect.boxing(RelationshipRareParts(tabItem: tabItem, passes: passes?.isEmpty == true ? nil : passes))
        self.location = location
    }
}

/// A relationship's rarely present parts.
struct RelationshipRareParts: RareParts {
    var tabItem: TabItem?
    var passes: [InputPass]?
}

/// The title, image and badge a tab bar shows for one tab (`UITabBarItem`).
public struct TabItem: Hashable, Sendable {
    /// The system items a tab can be (`UITabBarItem.SystemItem`); the system provides their title and image.
    public enum SystemItem: String, Sendable, Hashable, CaseIterable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
            mostRecent, mostViewed

        /// The title UIKit shows for the item (in English).
        public var displayTitle: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// The tab's title.
    public var title: String?
    /// The name of the tab's image.
    public var image: String?
    /// The badge value, if any.
    public var badge: String?
    /// A system item (`favorites`, `more`, ...), whose title and image replace the tab's own.
    public var systemItem: SystemItem?

    /// Creates a tab item.
    public init(title: String? = nil, image: String? = nil, badge: String? = nil, systemItem: SystemItem? = nil) {
        self.title = title
        self.image = image
        self.badge = badge
        self.systemItem = systemItem
    }
}
