import ExampleSupport
import StoryflowRuntime

/// The parent: the photo's name above an embedded `DetailsViewController`, whose delegate it is.
final class PhotoViewController: ViewController, DetailsViewControllerDelegate {
    var photo: Photo?

    var photoNameLabel: Label! { outlet("photoNameLabel") }

    /// The embed segue runs while the view loads, before `viewDidLoad`: the seed's `addPhotoDetailsTableView`.
    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        switch prepared(segue) {
        case .embedDetails(let details):
            photo = photo ?? photoNamedByInput
            details.photo = photo
            if let name = photo?.name { details.setFlowInput(.init(photo: name)) }
            details.delegate = self
        case .other:
            break
        }
    }

    /// Opened by a deep link, the controller has only the `photo` input: the list's photo of that name.
    private var photoNamedByInput: Photo? {
        let list = navigationController?.viewControllers.first as? PhotosViewController
        return list?.photos.first { $0.name == flowInput?.photo }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = photo?.name
        navigationItem.title = photo?.name
        photoNameLabel.text = photo?.name
    }

    // MARK: - DetailsViewControllerDelegate

    func didSelectPhotoAttributeWithKey(_ key: String) {
        recordDelegateCall(key)
        let controller = DetailViewController()
        controller.key = key
        controller.value = photo?.value(forKey: key)
        navigationController?.pushViewController(controller, animated: true)
    }
}
