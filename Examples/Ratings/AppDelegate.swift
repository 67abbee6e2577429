import ExampleSupport
import StoryflowRuntime

/// The Ratings app delegate: registers the app's classes and injects the sample players at launch.
final class AppDelegate: ApplicationDelegate {
    let flowName = "Ratings"

    func registerClasses(in registry: ClassRegistry) {
        registry.register(PlayersViewController.self)
        registry.register(PlayerDetailsViewController.self)
        registry.register(GamePickerViewController.self)
        registry.registerCell(PlayerCell.self)
    }

    func didFinishLaunching(with rootViewController: ViewController) {
        let players = [
            Player(name: "Bill Evans", game: "Tic-Tac-Toe", rating: 4),
            Player(name: "Oscar Peterson", game: "Spin the Bottle", rating: 5),
            Player(name: "Dave Brubeck", game: "Texas Hold’em Poker", rating: 2),
        ]
        // Launched at another scene (`--start`), there is no list to give the players to.
        guard let tabBarController = rootViewController as? TabBarController,
            let navigationController = tabBarController.viewControllers.first as? NavigationController,
            let playersViewController = navigationController.viewControllers.first as? PlayersViewController
        else { return }
        playersViewController.players = players
    }
}
