import StoryflowRuntime

/// A table data source over an array, separate from any controller (objc.io "Lighter View Controllers"): it
/// dequeues cells and hands each one its item through `configureCell`.
final class ArrayDataSource<Item>: TableViewDataSource {
    private let items: [Item]
    private let cellIdentifier: String
    private let configureCell: (TableViewCell, Item) -> Void

    init(items: [Item], cellIdentifier: String, configureCell: @escaping (TableViewCell, Item) -> Void) {
        self.items = items
        self.cellIdentifier = cellIdentifier
        self.configureCell = configureCell
    }

    func itemAtIndexPath(_ indexPath: IndexPath) -> Item {
        items[indexPath.row]
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        configureCell(cell, itemAtIndexPath(indexPath))
        return cell
    }
}
