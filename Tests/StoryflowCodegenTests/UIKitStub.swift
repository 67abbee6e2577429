/// A module named UIKit declaring only what generated code uses of UIKit, with UIKit's names and shapes, so that
/// code generated for `--target uikit` can be type-checked where UIKit does not exist.
enum UIKitStub {
    static let source = """
        @_exported import Foundation

        @MainActor open class UIResponder {
            public init() {}
        }
        @MainActor open class UIViewController: UIResponder {
            open func performSegue(withIdentifier identifier: String, sender: Any?) {}
            open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
        }
        @MainActor open class UITableViewController: UIViewController {}
        @MainActor open class UICollectionViewController: UIViewController {}
        @MainActor open class UINavigationController: UIViewController {
            open var viewControllers: [UIViewController] = []
        }
        @MainActor open class UITabBarController: UIViewController {}
        @MainActor open class UISplitViewController: UIViewController {}
        @MainActor open class UIPageViewController: UIViewController {}
        @MainActor open class UIStoryboardSegue {
            public let identifier: String?
            public let source: UIViewController
            public let destination: UIViewController
            public init(identifier: String?, source: UIViewController, destination: UIViewController) {
                self.identifier = identifier
                self.source = source
                self.destination = destination
            }
        }
        @MainActor open class UIView: UIResponder {}
        @MainActor open class UITableViewCell: UIView {}
        @MainActor open class UITableView: UIView {
            open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        }
        @MainActor open class UIStoryboard {
            public init(name: String, bundle: Bundle?) {}
        }
        """
}
