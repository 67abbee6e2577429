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

    /// The places a container's child is shown in when the container is shown in `containerPlace`: a navigation
    /// controller's root is below it; a tab's scene has the navigation controller its tab bar controller has, as
    /// UIKit's `navigationController` walks up the parents, but a split view above the tab bar does not show its
    /// tabs' scenes (they present); a split view's columns are below the split view.
    public static func childPlace(of relationship: Relationship.Kind, containerPlace: SeguePlace) -> SeguePlace {
        switch relationship {
        case .root: return .navigation
        case .tab:
            var inherited = containerPlace.subtracting(.split)
            if containerPlace.contains(.split) { inherited.formUnion(.none) }
            return inherited
        case .master, .supplementary, .detail: return .split
        }
    }
}
