/// What a navigation controller tells its delegate as it shows a controller on top of its stack after a push, a
/// pop or a new stack, while it is on screen (`UINavigationControllerDelegate`).
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// The controller's view has loaded and is about to appear (before its `viewWillAppear`).
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// The controller's view has appeared (after its `viewDidAppear` and `didMove(toParent:)`).
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    /// The default: what UIKit does when the method is not implemented.
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {
        ProtocolDefault.noteReached()
    }
    /// The default: what UIKit does when the method is not implemented.
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        ProtocolDefault.noteReached()
    }
}

extension NavigationController {
    /// Shows `new` in place of `old` on screen, as `ViewController.transition` does, telling the delegate before
    /// `new` appears and after `completion` (the `didMove(toParent:)` calls) has run.
    func showTransition(from old: ViewController?, to new: ViewController?, animated: Bool, completion: @escaping () -> Void) {
        if let new, let delegate {
            new.loadViewTree()
            recordCall(.delegate, method: "navigationController(_:willShow:animated:)", message: new.instanceName) {
                delegate.navigationController(self, willShow: new, animated: animated)
            }
        }
        Self.transition(from: old, to: new, animated: animated) { [weak self] in
            completion()
            guard let self, let new, let delegate = self.delegate else { return }
            self.recordCall(.delegate, method: "navigationController(_:didShow:animated:)", message: new.instanceName) {
                delegate.navigationController(self, didShow: new, animated: animated)
            }
        }
    }
}
