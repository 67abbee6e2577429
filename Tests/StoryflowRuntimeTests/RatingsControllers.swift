import StoryflowRuntime

// The Ratings app (seed 004), ported from its Objective-C almost line by line.

final class Player {
    var name: String
    var game: String
    var rating: Int

    init(name: String, game: String, rating: Int) {
        self.name = name
        self.game = game
        self.rating = rating
    }
}

@MainActor
protocol PlayerDetailsViewControllerDelegate: AnyObject {
    func playerDetailsViewControllerDidCancel(_ controller: PlayerDetailsViewController)
    func playerDetailsViewController(_ controller: PlayerDetailsViewController, didAddPlayer player: Player)
}

@MainActor
protocol GamePickerViewControllerDelegate: AnyObject {
    func gamePickerViewController(_ controller: GamePickerViewController, didSelectGame game: String)
}

final class PlayerCell: TableViewCell {
    var nameLabel: Label? { outlet("nameLabel") }
    var gameLabel: Label? { outlet("gameLabel") }
    var ratingImageView: ImageView? { outlet("ratingImageView") }
}

final class PlayersViewController: TableViewController, PlayerDetailsViewControllerDelegate {
    var players: [Player] = []

    func imageForRating(_ rating: Int) -> String? {
        (1...5).contains(rating) ? "\(rating)Star\(rating == 1 ? "" : "s")Small.png" : nil
    }

    override func numberOfSections(in tableView: TableView) -> Int { 1 }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { players.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PlayerCell", for: indexPath) as! PlayerCell
        let player = players[indexPath.row]
        cell.nameLabel?.text = player.name
        cell.gameLabel?.text = player.game
        cell.ratingImageView?.image = imageForRating(player.rating)
        return cell
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        if segue.identifier == "AddPlayer" {
            let navigationController = segue.destination as! NavigationController
            let playerDetailsViewController = navigationController.viewControllers[0] as! PlayerDetailsViewController
            playerDetailsViewController.delegate = self
        }
    }

    func playerDetailsViewControllerDidCancel(_ controller: PlayerDetailsViewController) {
        dismiss(animated: true)
    }

    func playerDetailsViewController(_ controller: PlayerDetailsViewController, didAddPlayer player: Player) {
        players.append(player)
        let indexPath = IndexPath(row: players.count - 1, section: 0)
        tableView.insertRows(at: [indexPath], with: .automatic)
        dismiss(animated: true)
    }
}

final class PlayerDetailsViewController: TableViewController, GamePickerViewControllerDelegate {
    weak var delegate: PlayerDetailsViewControllerDelegate?
    var game = "Chess"

    var nameTextField: TextField? { outlet("nameTextField") }
    var detailLabel: Label? { outlet("detailLabel", as: TableViewCell.self)?.detailTextLabel }

    required init() {
        super.init()
        log("init PlayerDetailsViewController")
    }

    isolated deinit {
        log("dealloc PlayerDetailsViewController")
    }

    override func viewDidLoad() {
        detailLabel?.text = game
    }

    override func action(named name: String) -> ((Any?) -> Void)? {
        switch name {
        case "cancel": cancel
        case "done": done
        default: nil
        }
    }

    func cancel(_ sender: Any?) {
        delegate?.playerDetailsViewControllerDidCancel(self)
    }

    func done(_ sender: Any?) {
        let player = Player(name: nameTextField?.text ?? "", game: game, rating: 1)
        delegate?.playerDetailsViewController(self, didAddPlayer: player)
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.section == 0 { nameTextField?.becomeFirstResponder() }
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        if segue.identifier == "PickGame" {
            let gamePickerViewController = segue.destination as! GamePickerViewController
            gamePickerViewController.delegate = self
            gamePickerViewController.game = game
        }
    }

    func gamePickerViewController(_ controller: GamePickerViewController, didSelectGame theGame: String) {
        game = theGame
        detailLabel?.text = game
        navigationController?.popViewController(animated: true)
    }
}

final class GamePickerViewController: TableViewController {
    weak var delegate: GamePickerViewControllerDelegate?
    var game: String?
    var games: [String] = []
    var selectedIndex: Int?

    override func viewDidLoad() {
        games = ["Angry Birds", "Chess", "Russian Roulette", "Spin the Bottle", "Texas Hold’em Poker", "Tic-Tac-Toe"]
        selectedIndex = game.flatMap { games.firstIndex(of: $0) }
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { games.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "GameCell", for: indexPath)
        cell.textLabel?.text = games[indexPath.row]
        cell.accessoryType = indexPath.row == selectedIndex ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        if let selectedIndex {
            tableView.cellForRow(at: IndexPath(row: selectedIndex, section: 0))?.accessoryType = .none
        }
        selectedIndex = indexPath.row
        tableView.cellForRow(at: indexPath)?.accessoryType = .checkmark
        delegate?.gamePickerViewController(self, didSelectGame: games[indexPath.row])
    }
}

@MainActor
func ratingsRegistry() -> ClassRegistry {
    let registry = ClassRegistry()
    registry.register(PlayersViewController.self)
    registry.register(PlayerDetailsViewController.self)
    registry.register(GamePickerViewController.self)
    registry.registerCell(PlayerCell.self)
    return registry
}

/// Launches Ratings with the seed's three players injected the way its app delegate does.
@MainActor
func launchRatings() throws -> (Application, [Event]) {
    let storyboard = try Storyboard(contentsOf: flowPath("Ratings.flow.xml"), registry: ratingsRegistry())
    let app = Application(storyboard: storyboard)
    let events = app.launch { root in
        let tabBarController = root as! TabBarController
        let navigationController = tabBarController.viewControllers[0] as! NavigationController
        let playersViewController = navigationController.viewControllers[0] as! PlayersViewController
        playersViewController.players = [
            Player(name: "Bill Evans", game: "Tic-Tac-Toe", rating: 4),
            Player(name: "Oscar Peterson", game: "Spin the Bottle", rating: 5),
            Player(name: "Dave Brubeck", game: "Texas Hold’em Poker", rating: 2),
        ]
    }
    return (app, events)
}
