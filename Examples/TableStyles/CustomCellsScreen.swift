/// Custom cells with a heading, a subheading and an image.
final class CustomCellsScreen: SourceTableScreen {
    override func makeSource() -> TableSource {
        CustomCellTableSource(
            items: [
                TableItemGroup(items: [
                    TableItem("Vegetables", subHeading: "65 items", imageName: "Vegetables.jpg"),
                    TableItem("Fruits", subHeading: "17 items", imageName: "Fruits.jpg"),
                    TableItem("Flower Buds", subHeading: "5 items", imageName: ""),
                ])
            ], cellIdentifier: FlowCell.customCell2.rawValue)
    }
}
