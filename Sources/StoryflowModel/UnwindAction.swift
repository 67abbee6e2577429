/// An unwind action a scene's controller implements (in UIKit, an `@IBAction` taking a `UIStoryboardSegue`).
public struct UnwindAction: Hashable, Sendable {
    /// The action's name, e.g. `backToT0Do` (a trailing `:` is dropped by the readers).
    public var name: String
    /// Where it is declared.
    public var location: SourceLocation

    /// Creates an unwind action.
    public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}
