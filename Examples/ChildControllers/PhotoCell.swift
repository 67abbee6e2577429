import StoryflowRuntime

/// A photo's cell (prototype `PhotoCell`).
final class PhotoCell: TableViewCell {
    var photoTitleLabel: Label! { outlet("photoTitleLabel") }
    var photoDateLabel: Label! { outlet("photoDateLabel") }

    /// The seed's `PhotoCell (ConfigureForPhoto)` category: the cell knows how to show a photo, so the data
    /// source does not.
    func configureForPhoto(_ photo: Photo) {
        photoTitleLabel.text = photo.name
        photoDateLabel.text = photo.creationDate
    }
}
