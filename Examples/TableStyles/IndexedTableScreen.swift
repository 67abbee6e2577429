/// A table with a section index; the index has more titles than there are sections.
final class IndexedTableScreen: SourceTableScreen {
    override func makeSource() -> TableSource {
        let groups = [
            TableItemGroup(name: "A", items: [TableItem("Ant"), TableItem("Ape")]),
            TableItemGroup(name: "B", items: [TableItem("Bat"), TableItem("Bear"), TableItem("Bee")]),
            TableItemGroup(name: "C", items: [TableItem("Cat"), TableItem("Cow")]),
            TableItemGroup(name: "Z", items: [TableItem("Zebra")]),
        ]
        return TableSourceWithIndex(items: groups, indexSectionMap: [("A", 0), ("B", 1), ("C", 2), ("D", 2), ("Z", 3)])
    }
}
