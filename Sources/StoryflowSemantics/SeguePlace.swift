/// Which container handles `show` for a scene where it is shown: the place a segue starts from. As a set, every
/// place a scene is shown in over all the ways into it (`check` follows them all; a running app is in one).
public struct SeguePlace: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A navigation controller is above: `show` pushes.
    public static let navigation = SeguePlace(rawValue: 1)
    /// A split view controller column is above, without a navigation controller in between.
    public static let split = SeguePlace(rawValue: 2)
    /// No container handles `show`: it falls back to a modal presentation.
    public static let none = SeguePlace(rawValue: 4)

    /// The single places in this set, in the order navigation, split, none.
    public var members: [SeguePlace] { [.navigation, .split, .none].filter { contains($0) } }
}
