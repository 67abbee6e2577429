import StoryflowRuntime

/// The child: a table of the photo's attributes. It knows nothing about navigation; it tells its delegate.
final class DetailsViewController: TableViewController {
    var photo: Photo?
    weak var delegate: DetailsViewControllerDelegate?

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        Photo.attributeKeys.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = dequeueAttributeCell(from: tableView, for: indexPath)
        let key = Photo.attributeKeys[indexPath.row]
        cell.textLabel?.text = key
        cell.detailTextLabel?.text = photo?.value(forKey: key)
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        deliver(.didSelectAttribute, value: Photo.attributeKeys[indexPath.row])
        delegate?.didSelectPhotoAttributeWithKey(Photo.attributeKeys[indexPath.row])
    }
}
