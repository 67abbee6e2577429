import StoryflowModel
import StoryflowSemantics

/// A segue being performed (`UIStoryboardSegue`): its identifier, source and destination. `perform()` runs the
/// transition for the declared kind; a custom segue class registered by the app overrides it.
@MainActor
open class StoryboardSegue {
    /// The identifier (`segue.identifier` in `prepare(for:sender:)`).
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: ViewController
    /// The controller it leads to: for a navigation controller destination, the navigation controller.
    public let destination: ViewController
    /// The flow declaration.
    public internal(set) var declaration: Segue?

    /// Creates a segue (UIKit's `init(identifier:source:destination:)`).
    public required init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// The declared kind (`show` when made in code).
    public var kind: SegueKind { declaration?.kind ?? .show }

    /// The navigation controller a push goes onto: `show(_:sender:)` on a navigation controller pushes onto its own
    /// stack; a legacy push needs one above.
    private var navigation: NavigationController? {
        kind == .show ? source.navigationController ?? (source as? NavigationController) : source.navigationController
    }

    /// The transition for the declared kind from where the source is (`SegueTransition`).
    private var transition: SegueTransition {
        SegueTransition.of(
            kind, to: destination.sceneKind, insideNavigation: navigation != nil, insideSplit: source.splitViewController != nil, identifier: identifier)
    }

    /// Gives the destination the presentation the segue asks for: a popover segue's popover style, a presenting
    /// segue's declared style and transition. The storyboard does it as it makes the segue, before
    /// `prepare(for:sender:)`, as UIKit's segues are made with it: `prepare` sees the destination's
    /// `popoverPresentationController`, and may change the style.
    func applyPresentationStyle() {
        switch transition {
        case .present:
            destination.modalPresentationStyle = declaration?.presentation ?? destination.modalPresentationStyle
            destination.modalTransitionStyle = declaration?.transition ?? destination.modalTransitionStyle
        case .popover:
            destination.modalPresentationStyle = .popover
        default:
            break
        }
    }

    /// Performs the transition for the declared kind, as `SegueTransition` says it goes from where the source is.
    open func perform() {
        switch transition {
        case .push:
            navigation?.pushViewController(destination, animated: animates)
        case .showDetail:
            source.splitViewController?.showDetailViewController(destination, sender: source)
        case .present:
            source.present(destination, animated: animates)
        case .popover:
            source.present(destination, animated: animates)
        case .embed:
            source.addChild(destination)
            destination.loadViewIfNeeded()
            destination.notifyDidMove(toParent: source)
        case .custom:
            source.record(.note, segue: identifier, message: "the custom segue's class does not override perform(), so nothing is shown")
        case .unwind:
            unwind()
        case .raises(let exception):
            source.recordError(exception.message, method: exception.method)
        }
    }

    private var animates: Bool { declaration?.animates ?? true }

    /// The controller whose presentation an unwind from `source` to `destination` dismisses: going up from the
    /// source's layer through the presenters, the first in the destination's layer (the destination's container,
    /// or a controller beside it that presented in its context, such as another tab's navigation controller);
    /// else what is presented above the destination.
    static func presenterToDismiss(from source: ViewController, to destination: ViewController) -> ViewController? {
        let destinationLayer = destination.presentationHost
        var layer = source.presentationHost
        while let presenter = layer.presentingStorage {
            if presenter.presentationHost === destinationLayer { return presenter }
            layer = presenter.presentationHost
        }
        return destination.nearestPresenter ?? destination.presentedAboveLayer?.presentingStorage
    }

    /// The unwind transition (Apple TN2298): the containers holding the destination unwind towards it first,
    /// nearest first (a navigation stack pops to it, then a tab bar selects the tab holding that stack), while
    /// what is presented above still covers them, without animation then; so no controller in between appears.
    /// Then what is presented above the destination is dismissed, revealing it.
    private func unwind() {
        let host = Self.presenterToDismiss(from: source, to: destination)
        let covered = host != nil
        var child = destination
        while let parent = child.parent {
            if let navigation = parent as? NavigationController, navigation.topViewController !== child {
                navigation.popToViewController(child, animated: animates && !covered)
            }
            if let tabs = parent as? TabBarController {
                if let index = tabs.viewControllers.firstIndex(where: { $0 === child }) {
                    tabs.selectedIndex = index
                } else if child is MoreNavigationController, !tabs.isMoreSelected {
                    tabs.selectMoreTab()
                }
            }
            child = parent
        }
        host?.dismissPresented(animated: animates)
    }
}
