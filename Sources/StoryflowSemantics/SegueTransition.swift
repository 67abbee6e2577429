import StoryflowModel

/// What performing a segue does, given its kind, what it leads to and where it starts: the one place Storyflow
/// decides it. The runtime performs it (`StoryboardSegue`), the walk planner plans with it, `check` judges segues
/// by it and `graph` draws navigation stacks from it.
public enum SegueTransition: Hashable, Sendable {
    /// Why a segue presents its destination modally.
    public enum PresentationReason: Hashable, Sendable {
        /// The segue is a modal one (`present`, legacy `modal`).
        case declared
        /// A `show` leads to a navigation or split view controller, which cannot be pushed: UIKit presents it.
        case containerCannotBePushed
        /// A `show` starts where no navigation controller is above: it falls back to a modal presentation.
        case noNavigationController
        /// A `showDetail` (or legacy `replace`) starts where no split view controller is above.
        case noSplitViewController
    }

    /// Pushed onto the navigation controller above the source.
    case push
    /// Replaces the secondary column of the split view controller above the source.
    case showDetail
    /// Presented modally by the source.
    case present(PresentationReason)
    /// Presented as a popover.
    case popover
    /// Added as a child of the source's container view when the source loads.
    case embed
    /// Unwinds to the controller implementing its action (Apple TN2298's search).
    case unwind
    /// Performed by its custom class's `perform()`.
    case custom
    /// UIKit raises this exception instead.
    case raises(UIKitException)

    /// What a segue of `kind` to a scene of `destination` does when it starts below a navigation controller
    /// (`insideNavigation`) and below a split view controller (`insideSplit`), or in neither.
    public static func of(
        _ kind: SegueKind, to destination: SceneKind?, insideNavigation: Bool, insideSplit: Bool, identifier: String? = nil
    ) -> SegueTransition {
        switch kind {
        case .show:
            if let destination, UIKitException.pushing(destination) != nil { return .present(.containerCannotBePushed) }
            return insideNavigation ? .push : .present(.noNavigationController)
        case .push:
            guard insideNavigation else { return .raises(.pushWithoutNavigationController(segue: identifier)) }
            if let destination, let exception = UIKitException.pushing(destination) { return .raises(exception) }
            return .push
        case .showDetail, .replace:
            return insideSplit ? .showDetail : .present(.noSplitViewController)
        case .present, .modal: return .present(.declared)
        case .popover, .legacyPopover: return .popover
        case .embed: return .embed
        case .unwind: return .unwind
        case .custom: return .custom
        }
    }

    /// What a segue of `kind` does from a scene shown in `place` (one member of a `SeguePlace`).
    public static func of(_ kind: SegueKind, to destination: SceneKind?, from place: SeguePlace) -> SegueTransition {
        of(kind, to: destination, insideNavigation: place.hasNavigation, insideSplit: place.hasSplit)
    }

    /// Whether the segue may push its destination: what it does inside a navigation controller.
    public static func mayPush(_ kind: SegueKind, to destination: SceneKind?) -> Bool {
        of(kind, to: destination, insideNavigation: true, insideSplit: false) == .push
    }

    /// The exception UIKit raises, if it does.
    public var exception: UIKitException? {
        if case .raises(let exception) = self { exception } else { nil }
    }

    /// The place the destination is shown in afterwards, when the segue starts from `place` (a single place): a
    /// pushed or embedded scene keeps the source's place; a detail scene is in the split view's secondary column,
    /// below the split view only; a presented one starts with no container above it, except an alert, whose
    /// actions run from its presenter. Nothing is shown after an unwind or an exception.
    public func destinationPlace(from place: SeguePlace, destinationIsAlert: Bool) -> SeguePlace {
        switch self {
        case .push, .embed: place
        case .showDetail: .split
        case .present, .popover, .custom: destinationIsAlert ? place : .none
        case .unwind, .raises: []
        }
    }
}
