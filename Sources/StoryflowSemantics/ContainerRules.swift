import StoryflowModel

/// What a container's relationships mean: which children UIKit refuses, and the place each child is shown in.
public enum ContainerRules {
    /// How deep containers may hold one another (relationships and embed segues together) before the runtime
    /// stops nesting: real apps nest a handful; each level costs stack in every walk over the hierarchy. The walk
    /// planner stops where the runtime does.
    public static let maximumNestingDepth = 64

    /// How many controllers one instantiation may make, all levels of containers counted: real apps make tens;
    /// containers that each hold the next several times would otherwise multiply without end.
    public static let maximumControllersPerInstantiation = 10_000

    /// The exception UIKit raises when a container holds a scene of kind `child` through `relationship`: a
    /// navigation controller's root is pushed, so it cannot be a navigation or split view controller.
    public static func refusal(of child: SceneKind, as relationship: Relationship.Kind) -> UIKitException? {
        relationship == .root ? UIKitException.pushing(child) : nil
    }

    /// The places a container's child is shown in when the container is shown in `containerPlace`, as UIKit's
    /// `navigationController` and `splitViewController` walk up the parents: a navigation controller's root has a
    /// navigation controller above, and whatever split view was above the container; a split view's columns a
    /// split view, and whatever navigation controller was above it; a tab's scene the navigation controller its
    /// tab bar controller has, not a split view (`check` treats a tab's scene under a split view as having none,
    /// so its show segues are reported as presenting, which `run` does; a show in a split view's own column is
    /// left to the split view).
    /// A container shown nowhere (`containerPlace` empty) gives its root a navigation controller above and nothing
    /// more, and its other children nothing.
    public static func childPlace(of relationship: Relationship.Kind, containerPlace: SeguePlace) -> SeguePlace {
        if containerPlace.isEmpty { return relationship == .root ? .navigation : [] }
        var places = SeguePlace()
        for place in SeguePlace.singles where containerPlace.contains(place) {
            switch relationship {
            case .root: places.insert(.with(navigation: true, split: place.hasSplit))
            case .tab: places.insert(.with(navigation: place.hasNavigation, split: false))
            case .master, .supplementary, .detail: places.insert(.with(navigation: place.hasNavigation, split: true))
            }
        }
        return places
    }
}
