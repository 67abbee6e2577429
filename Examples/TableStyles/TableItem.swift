/// One row's content: a heading, an optional subheading and image name (the seed's `TableItem`).
struct TableItem {
    var heading: String
    var subHeading: String?
    var imageName: String?

    init(_ heading: String, subHeading: String? = nil, imageName: String? = nil) {
        self.heading = heading
        self.subHeading = subHeading
        self.imageName = imageName
    }
}
