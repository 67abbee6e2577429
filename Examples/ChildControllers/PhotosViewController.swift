import StoryflowRuntime

/// The photo list: its table's data source is an `ArrayDataSource`, so the controller only navigates.
final class PhotosViewController: TableViewController {
    var photos: [Photo] = []
    private var photosArrayDataSource: ArrayDataSource<Photo>?

    override func viewDidLoad() {
        super.viewDidLoad()
        setupTableView()
    }

    private func setupTableView() {
        let dataSource = ArrayDataSource(items: photos, cellIdentifier: FlowCell.photoCell.rawValue) { cell, photo in
            (cell as! PhotoCell).configureForPhoto(photo)
        }
        photosArrayDataSource = dataSource
        tableView.dataSource = dataSource
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        switch prepared(segue) {
        case .showPhoto(let photoViewController):
            guard let indexPath = tableView.indexPathForSelectedRow else { return }
            let photo = photosArrayDataSource?.itemAtIndexPath(indexPath)
            photoViewController.photo = photo
            if let photo { photoViewController.setFlowInput(.init(photo: photo.name)) }
        case .other:
            break
        }
    }
}
