import StoryflowRuntime

/// A table view controller whose table is driven by a `TableSource` made in `makeSource()`, attached in
/// `viewDidLoad` as the seed's `HomeScreen` does.
class SourceTableScreen: TableViewController {
    private(set) var tableSource: TableSource!

    func makeSource() -> TableSource {
        TableSource(items: TableItemGroup.listing92)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let source = makeSource()
        source.writeLine = { [unowned self] line in log(line) }
        tableSource = source
        tableView.dataSource = source
        tableView.delegate = source
    }
}
