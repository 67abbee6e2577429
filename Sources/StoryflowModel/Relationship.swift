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

    /// The role.
    public var kind: Kind
    /// The id of the child scene.
    public var destination: String
    /// The tab's item, for `tab` relationships.
    public var tabItem: TabItem?
    /// Where it is declared.
    public var location: SourceLocation

    /// Creates a relationship.
    public init(kind: Kind, destination: String, tabItem: TabItem? = nil, location: SourceLocation) {
        self.kind = kind
        self.destination = destination
        self.tabItem = tabItem
        self.location = location
    }
}

/// The title, image and badge a tab bar shows for one tab (`UITabBarItem`).
public struct TabItem: Hashable, Sendable {
    /// The tab's title.
    public var title: String?
    /// The name of the tab's image.
    public var image: String?
    /// The badge value, if any.
    public var badge: String?
    /// A system item (`favorites`, `more`, ...) instead of a title.
    public var systemItem: String?

    /// Creates a tab item.
    public init(title: String? = nil, image: String? = nil, badge: String? = nil, systemItem: String? = nil) {
        self.title = title
        self.image = image
        self.badge = badge
        self.systemItem = systemItem
    }
}
