import ExampleSupport
import StoryflowRuntime

/// The Homepwner app delegate: registers the classes and gives the items controller its store, which starts
/// empty as in chapter 11.
final class AppDelegate: ApplicationDelegate {
    let flowName = "Homepwner"
    let itemStore = ItemStore()

    func registerClasses(in registry: ClassRegistry) {
        registry.register(ItemsViewController.self)
    }

    func didFinishLaunching(with rootViewController: ViewController) {
        // Launched at another scene (`--start`), there is no list to give the store to.
        guard let itemsController = rootViewController as? ItemsViewController else { return }
        itemsController.itemStore = itemStore
    }
}
