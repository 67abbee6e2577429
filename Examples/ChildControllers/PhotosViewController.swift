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
        let dataSource = ArrayDataSource(items: photos, cellIdentifier: "PhotoCell") { cell, photo in
            (cell as! PhotoCell).configureForPhoto(photo)
        }
        photosArrayDataSource = dataSource
        tableView.dataSource = dataSource
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        if segue.identifier == "showPhoto", let indexPath = tableView.indexPathForSelectedRow {
            let photoViewController = segue.destination as! PhotoViewController
            let photo = photosArrayDataSource?.itemAtIndexPath(indexPath)
            photoViewController.photo = photo
            if let photo { photoViewController.setInput("photo", to: photo.name) }
        }
    }
}
