import StoryflowRuntime

/// The seed's `CustomCellController2` as a cell subclass: a big heading, a subheading and an image.
final class CustomCell: TableViewCell {
    var heading: String? {
        get { outlet("lblHeading", as: Label.self)?.text }
        set { outlet("lblHeading", as: Label.self)?.text = newValue }
    }

    var subHeading: String? {
        get { outlet("lblSubHeading", as: Label.self)?.text }
        set { outlet("lblSubHeading", as: Label.self)?.text = newValue }
    }

    var image: String? {
        get { outlet("imgMain", as: ImageView.self)?.image }
        set { outlet("imgMain", as: ImageView.self)?.image = newValue }
    }
}
