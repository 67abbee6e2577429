import StoryflowSemantics

/// The traits a controller adapts to (`UITraitCollection`): the device it runs on and its size classes.
public struct TraitCollection: Sendable, Hashable {
    /// The device.
    public let device: Device

    /// Creates the traits of `device`.
    public init(device: Device) {
        self.device = device
    }

    /// The horizontal size class: compact on an iPhone, regular on an iPad.
    public var horizontalSizeClass: SizeClass { device.horizontalSizeClass }
    /// The vertical size class: regular on both (portrait; rotation is not modelled).
    public var verticalSizeClass: SizeClass { device.verticalSizeClass }

    /// The traits of the application running the current gesture; controllers made outside one take the default
    /// device's.
    @TaskLocal static var current: TraitCollection?
}
