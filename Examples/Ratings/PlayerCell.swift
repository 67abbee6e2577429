import StoryflowRuntime

/// The players list's custom cell (prototype `PlayerCell`, Identity Inspector class `PlayerCell`).
final class PlayerCell: TableViewCell {
    var nameLabel: Label! { outlet("nameLabel") }
    var gameLabel: Label! { outlet("gameLabel") }
    var ratingImageView: ImageView! { outlet("ratingImageView") }
}
