import StoryflowRuntime

/// How the embedded details table tells its parent which attribute was tapped.
@MainActor
protocol DetailsViewControllerDelegate: AnyObject {
    func didSelectPhotoAttributeWithKey(_ key: String)
}
