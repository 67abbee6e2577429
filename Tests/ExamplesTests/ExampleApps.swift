import ExampleSupport

@testable import ChildControllers
@testable import Homepwner
@testable import Ratings
@testable import TableStyles
@testable import Todo

/// The app delegates by example name.
@MainActor
enum ExampleApps {
    static func delegate(named name: String, jobsPath: String) -> ApplicationDelegate {
        switch name {
        case "Ratings": Ratings.AppDelegate()
        case "Homepwner": Homepwner.AppDelegate()
        case "Todo": Todo.AppDelegate(jobsPath: jobsPath)
        case "TableStyles": TableStyles.AppDelegate()
        default: ChildControllers.AppDelegate()
        }
    }
}
