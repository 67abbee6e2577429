import ExampleSupport
import StoryflowRuntime

/// The child-controllers app delegate: registers the classes and gives the list its photos.
final class AppDelegate: ApplicationDelegate {
    let flowName = "ChildControllers"

    func registerClasses(in registry: ClassRegistry) {
        registry.register(PhotosViewController.self)
        registry.register(PhotoViewController.self)
        registry.register(DetailsViewController.self)
        registry.registerCell(PhotoCell.self)
    }

    func didFinishLaunching(with rootViewController: ViewController) {
        // Launched at another scene (`--start`), there is no list to give the photos to.
        guard let navigationController = rootViewController as? NavigationController,
            let photosViewController = navigationController.viewControllers.first as? PhotosViewController
        else { return }
        photosViewController.photos = [
            Photo(name: "Lighthouse", creationDate: "2013-06-01", author: "Ana Lima"),
            Photo(name: "Harbour", creationDate: "2013-06-02", author: "Ben Okafor"),
            Photo(name: "Dunes", creationDate: "2013-06-03", author: "Chen Wei"),
        ]
    }
}
