import StoryflowRuntime

/// Listing 9-9: a source with a section index down the right edge. Index titles need not map one to one onto
/// sections: several letters may lead to the same section.
final class TableSourceWithIndex: TableSource {
    let indexSectionMap: [(title: String, section: Int)]

    init(items: [TableItemGroup], indexSectionMap: [(title: String, section: Int)]) {
        self.indexSectionMap = indexSectionMap
        super.init(items: items)
    }

    override func sectionIndexTitles(for tableView: TableView) -> [String]? {
        indexSectionMap.map(\.title)
    }

    /// `SectionFor`: the section an index title leads to (UIKit's `sectionForSectionIndexTitle`).
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        indexSectionMap[index].section
    }
}
