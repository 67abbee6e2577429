import StoryflowRuntime

/// How Add Player reports back to the screen that presented it (the seed's final protocol).
@MainActor
protocol PlayerDetailsViewControllerDelegate: AnyObject {
    func playerDetailsViewControllerDidCancel(_ controller: PlayerDetailsViewController)
    func playerDetailsViewController(_ controller: PlayerDetailsViewController, didAddPlayer player: Player)
}
