import StoryflowModel

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

    /// Performs the transition for the declared kind.
    open func perform() {
        switch kind {
        case .show:
            show()
        case .push:
            guard let navigation = source.navigationController else {
                source.recordError("Could not find a navigation controller for segue '\(identifier ?? "(null)")'. Push segues can only be used when the source controller is managed by an instance of UINavigationController.", method: "perform()")
                return
            }
            navigation.pushViewController(destination, animated: animates)
        case .showDetail, .replace:
            if let split = source.splitViewController {
                split.showDetailViewController(destination, sender: source)
            } else {
                presentModally()
            }
        case .present, .modal:
            presentModally()
        case .popover:
            destination.modalPresentationStyle = .popover
            source.present(destination, animated: animates)
        case .embed:
            source.addChild(destination)
            destination.loadViewIfNeeded()
            destination.record(.didMoveToParent, destination: source.instanceName)
            destination.didMove(toParent: source)
        case .custom:
            source.record(.note, segue: identifier, message: "the custom segue's class does not override perform(), so nothing is shown")
        case .unwind:
            unwind()
        }
    }

    private var animates: Bool { declaration?.animates ?? true }

    /// `show(_:sender:)`: push inside a navigation controller, present otherwise; a navigation controller is
    /// presented, as it cannot be pushed.
    private func show() {
        if !(destination is NavigationController), let navigation = source.navigationController ?? (source as? NavigationController) {
            navigation.pushViewController(destination, animated: animates)
        } else {
            presentModally()
        }
    }

    /// Presents the destination in the declared style, or its own.
    private func presentModally() {
        destination.modalPresentationStyle = declaration?.presentation ?? destination.modalPresentationStyle
        source.present(destination, animated: animates)
    }

    /// The unwind transition (Apple TN2298): the containers holding the destination unwind towards it first,
    /// nearest first (a navigation stack pops to it, then a tab bar selects the tab holding that stack), while
    /// what is presented above still covers them, without animation then; so no controller in between appears.
    /// Then what is presented above the destination is dismissed, revealing it.
    private func unwind() {
        let host = destination.presentationHost
        let covered = host.presentedStorage != nil
        var child = destination
        while let parent = child.parent {
            if let navigation = parent as? NavigationController, navigation.topViewController !== child {
                navigation.popToViewController(child, animated: animates && !covered)
            }
            if let tabs = parent as? TabBarController, let index = tabs.children.firstIndex(where: { $0 === child }) {
                tabs.selectedIndex = index
            }
            child = parent
        }
        if covered { host.dismissPresented(animated: animates) }
    }
}
