import StoryflowModel

/// The API generated code is written against.
public enum SwiftTarget: String, CaseIterable, Sendable {
    /// UIKit, for an iOS app (`import UIKit`, `UIStoryboardSegue`, `UINavigationController`).
    case uikit
    /// Storyflow's runtime, whose types are UIKit's without the `UI` prefix, and whose controllers take inputs
    /// and give back results (`setInput(_:to:)`, `deliverResult(_:value:)`).
    case storyflow

    /// The module the code imports.
    var module: String {
        switch self {
        case .uikit: "UIKit"
        case .storyflow: "StoryflowRuntime"
        }
    }

    /// The target's name for a UIKit type named without its prefix (`StoryboardSegue`), qualified by its module so
    /// that an app class of the same name (`ViewController`, Xcode's template name) does not hide it.
    func type(_ name: String) -> String {
        switch self {
        case .uikit: "UIKit.UI" + name
        case .storyflow: "StoryflowRuntime." + name
        }
    }

    /// The target's class for a scene of `kind` without a class of its own, named without its prefix: the kind's,
    /// or `ViewController` where the target has none (Storyflow's runtime has no collection or page view
    /// controller class; alerts and storyboard references stand for controllers of any class).
    func baseClassName(of kind: SceneKind) -> String {
        switch kind {
        case .alertController, .storyboardReference: "ViewController"
        case .collectionViewController, .pageViewController: self == .uikit ? kind.defaultClassName : "ViewController"
        default: kind.defaultClassName
        }
    }

    /// Whether controllers hold inputs and results the generated code can set and deliver.
    var hasContracts: Bool { self == .storyflow }
}
