/// Which containers are above a scene where it is shown: the place a segue starts from, two facts as UIKit's
/// `navigationController` and `splitViewController` walk up the parents (a navigation controller above, a split
/// view controller above). As a set, every place a scene is shown in over all the ways into it (`check` follows
/// them all; a running app is in one).
public struct SeguePlace: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A navigation controller is above, no split view controller: `show` pushes.
    public static let navigation = SeguePlace(rawValue: 1)
    /// A split view controller is above, no navigation controller: `showDetail` replaces its secondary column.
    public static let split = SeguePlace(rawValue: 2)
    /// No container is above: `show` falls back to a modal presentation.
    public static let none = SeguePlace(rawValue: 4)
    /// A navigation controller is above, and a split view controller above it (a split's column holding a
    /// navigation controller): `show` pushes, `showDetail` replaces the split's secondary column.
    public static let navigationInSplit = SeguePlace(rawValue: 8)

    /// The single place with a navigation controller above or not, and a split view controller above or not.
    public static func with(navigation: Bool, split: Bool) -> SeguePlace {
        switch (navigation, split) {
        case (true, true): .navigationInSplit
        case (true, false): .navigation
        case (false, true): .split
        case (false, false): .none
        }
    }

    /// Every single place, in the order navigation, navigation in a split view, split view, none.
    public static let singles: [SeguePlace] = [.navigation, .navigationInSplit, .split, .none]

    /// The single places in this set, in the order of `singles`.
    public var members: [SeguePlace] { Self.singles.filter { contains($0) } }

    /// Whether some place in this set has a navigation controller above.
    public var someHaveNavigation: Bool { !isDisjoint(with: [.navigation, .navigationInSplit]) }

    /// Whether a navigation controller is above, in a single place.
    public var hasNavigation: Bool { self == .navigation || self == .navigationInSplit }

    /// Whether a split view controller is above, in a single place.
    public var hasSplit: Bool { self == .split || self == .navigationInSplit }
}
