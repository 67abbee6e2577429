/// What a storyboard does with a custom segue whose class the app did not register
/// (`Storyboard.unregisteredCustomSegues`, `storyflow run --custom-segues`).
public enum UnregisteredCustomSegue: String, Sendable, CaseIterable {
    /// As UIKit: the segue object cannot be created, so an error event is recorded and nothing is performed.
    case error
    /// The destination is presented modally instead, with a note: for stepping through a flow with no code.
    case present
}
