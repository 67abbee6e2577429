import ExampleSupport
import StoryflowRuntime

/// Add Player: a static table with the name field and the Game cell, Cancel and Done.
final class PlayerDetailsViewController: TableViewController, GamePickerViewControllerDelegate {
    weak var delegate: PlayerDetailsViewControllerDelegate?
    var game: String

    var nameTextField: TextField! { outlet("nameTextField") }
    var detailLabel: Label! { outlet("detailLabel", as: TableViewCell.self)?.detailTextLabel }

    /// `initWithCoder:`: the storyboard makes the controller when the AddPlayer segue fires.
    required init() {
        game = "Chess"
        super.init()
        log("init PlayerDetailsViewController")
    }

    isolated deinit {
        log("dealloc PlayerDetailsViewController")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        detailLabel.text = game
    }

    override func action(named name: String) -> ((Any?) -> Void)? {
        switch name {
        case "cancel": cancel
        case "done": done
        default: nil
        }
    }

    func cancel(_ sender: Any?) {
        deliver(.cancelled)
        delegate?.playerDetailsViewControllerDidCancel(self)
    }

    func done(_ sender: Any?) {
        let player = Player(name: nameTextField.text ?? "", game: game, rating: 1)
        deliver(.didAddPlayer, value: player.name)
        delegate?.playerDetailsViewController(self, didAddPlayer: player)
    }

    // MARK: - Table view delegate

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.section == 0 {
            nameTextField.becomeFirstResponder()
        }
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        switch prepared(segue) {
        case .pickGame(let gamePickerViewController):
            gamePickerViewController.delegate = self
            gamePickerViewController.setFlowInput(.init(game: game))
        case .other:
            break
        }
    }

    // MARK: - GamePickerViewControllerDelegate

    func gamePickerViewController(_ controller: GamePickerViewController, didSelectGame theGame: String) {
        recordDelegateCall(theGame)
        game = theGame
        detailLabel.text = game
        navigationController?.popViewController(animated: true)
    }
}
