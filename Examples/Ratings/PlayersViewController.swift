import ExampleSupport
import StoryflowRuntime

/// The Players tab: the list of players, and the delegate of Add Player.
final class PlayersViewController: TableViewController, PlayerDetailsViewControllerDelegate {
    var players: [Player] = []

    func imageForRating(_ rating: Int) -> String? {
        switch rating {
        case 1: StarImages.image(named: "1StarSmall.png")
        case 2: StarImages.image(named: "2StarsSmall.png")
        case 3: StarImages.image(named: "3StarsSmall.png")
        case 4: StarImages.image(named: "4StarsSmall.png")
        case 5: StarImages.image(named: "5StarsSmall.png")
        default: nil
        }
    }

    // MARK: - Table view data source

    override func numberOfSections(in tableView: TableView) -> Int { 1 }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { players.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = dequeuePlayerCell(from: tableView, for: indexPath)
        let player = players[indexPath.row]
        cell.nameLabel.text = player.name
        cell.gameLabel.text = player.game
        cell.ratingImageView.image = imageForRating(player.rating)
        return cell
    }

    // The segues come from Ratings.flow.xml through generated code (`storyflow generate swift`, run by the
    // StoryflowGenerateSwiftPlugin on each build): a segue added to the flow fails the build until it has a case here.
    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        switch prepared(segue) {
        case .addPlayer(let playerDetailsViewController):
            playerDetailsViewController.delegate = self
        case .other:
            break
        }
    }

    // MARK: - PlayerDetailsViewControllerDelegate

    func playerDetailsViewControllerDidCancel(_ controller: PlayerDetailsViewController) {
        recordDelegateCall()
        dismiss(animated: true, completion: nil)
    }

    func playerDetailsViewController(_ controller: PlayerDetailsViewController, didAddPlayer player: Player) {
        recordDelegateCall(player.name)
        players.append(player)
        let indexPath = IndexPath(row: players.count - 1, section: 0)
        tableView.insertRows(at: [indexPath], with: .automatic)
        dismiss(animated: true, completion: nil)
    }
}
