import StoryflowRuntime

/// Choose Game: the games with a checkmark on the current one (its `game` input).
final class GamePickerViewController: TableViewController {
    weak var delegate: GamePickerViewControllerDelegate?
    private var games: [String] = []
    /// The checked row; `nil` plays the part of `NSNotFound`.
    private var selectedIndex: Int?

    override func viewDidLoad() {
        super.viewDidLoad()
        games = ["Angry Birds", "Chess", "Russian Roulette", "Spin the Bottle", "Texas Hold’em Poker", "Tic-Tac-Toe"]
        selectedIndex = flowInput.flatMap { games.firstIndex(of: $0.game) }
    }

    // MARK: - Table view data source

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { games.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = dequeueGameCell(from: tableView, for: indexPath)
        cell.textLabel?.text = games[indexPath.row]
        cell.accessoryType = indexPath.row == selectedIndex ? .checkmark : .none
        return cell
    }

    // MARK: - Table view delegate

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        if let selectedIndex {
            let cell = tableView.cellForRow(at: IndexPath(row: selectedIndex, section: 0))
            cell?.accessoryType = .none
        }
        selectedIndex = indexPath.row
        let cell = tableView.cellForRow(at: indexPath)
        cell?.accessoryType = .checkmark
        let theGame = games[indexPath.row]
        deliver(.didSelectGame, value: theGame)
        delegate?.gamePickerViewController(self, didSelectGame: theGame)
    }
}
