/// What kind of view controller a scene declares.
public enum SceneKind: String, Sendable, Hashable, CaseIterable {
    /// A plain view controller (`UIViewController`).
    case viewController
    /// A table view controller (`UITableViewController`), the only place a static table is valid.
    case tableViewController
    /// A collection view controller; read from storyboards, shown as a plain scene.
    case collectionViewController
    /// A navigation controller with a root relationship.
    case navigationController
    /// A tab bar controller with its tabs in order.
    case tabBarController
    /// A split view controller with master (primary), optional supplementary, and detail.
    case splitViewController
    /// A page view controller; read from storyboards, shown as a plain scene.
    case pageViewController
    /// An alert or action sheet (`UIAlertController`).
    case alertController
    /// A reference to a scene in another storyboard (`viewControllerPlaceholder`).
    case storyboardReference

    /// Whether scenes of this kind hold other scenes through relationships.
    public var isContainer: Bool {
        switch self {
        case .navigationController, .tabBarController, .splitViewController: true
        default: false
        }
    }

    /// Whether a scene of this kind is a scene a person sees, the unit coverage counts everywhere: not a container
    /// (it shows the scenes it holds) nor a reference to another storyboard (it stands for a scene there).
    public var isShownContent: Bool { !isContainer && self != .storyboardReference }

    /// The UIKit class name (without the `UI` prefix) a scene of this kind instantiates by default.
    public var defaultClassName: String {
        switch self {
        case .viewController: "ViewController"
        case .tableViewController: "TableViewController"
        case .collectionViewController: "CollectionViewController"
        case .navigationController: "NavigationController"
        case .tabBarController: "TabBarController"
        case .splitViewController: "SplitViewController"
        case .pageViewController: "PageViewController"
        case .alertController: "AlertController"
        case .storyboardReference: "StoryboardReference"
        }
    }
}
