import StoryflowRuntime

/// How Choose Game reports the chosen game.
@MainActor
protocol GamePickerViewControllerDelegate: AnyObject {
    func gamePickerViewController(_ controller: GamePickerViewController, didSelectGame game: String)
}
