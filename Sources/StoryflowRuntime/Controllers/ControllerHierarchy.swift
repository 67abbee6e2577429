import StoryflowSemantics

/// A controller as the unwind search compares them: by identity.
struct UnwindNode: Equatable {
    let controller: ViewController

    init(_ controller: ViewController) {
        self.controller = controller
    }

    static func == (left: UnwindNode, right: UnwindNode) -> Bool { left.controller === right.controller }
}

/// The live controllers, as the unwind search walks them.
@MainActor
struct ControllerHierarchy: @MainActor UnwindHierarchy {
    /// The sender the unwind segue was performed with, handed to `canPerformUnwindSegueAction(_:from:sender:)`.
    let sender: Any?

    /// A navigation controller's children from the top of the stack; a tab bar controller's shown child first.
    func childrenSearched(in node: UnwindNode) -> [UnwindNode] {
        let controller = node.controller
        let children: [ViewController]
        if controller is NavigationController {
            children = controller.children.reversed()
        } else if let tabs = controller as? TabBarController {
            // The More navigation controller holds the tab it shows, selected or not.
            let more: [ViewController] = tabs.movedTab != nil && !tabs.isMoreSelected ? [tabs.moreNavigationController] : []
            children = tabs.childrenInView + tabs.children.filter { child in !tabs.childrenInView.contains { $0 === child } } + more
        } else {
            children = controller.children
        }
        return children.map(UnwindNode.init)
    }

    func parentOrPresenter(of node: UnwindNode) -> UnwindNode? {
        (node.controller.parent ?? node.controller.presentingStorage).map(UnwindNode.init)
    }

    func canPerformUnwind(_ action: String, at node: UnwindNode, from source: UnwindNode) -> Bool {
        node.controller.canPerformUnwindSegueAction(action, from: source.controller, sender: sender)
    }
}
