/// The four cell styles, one section each.
final class CellStylesScreen: SourceTableScreen {
    override func makeSource() -> TableSource {
        CellStyleTableSource(items: [
            TableItemGroup(name: "Default", footer: "Image, text and accessory.", items: [TableItem("Heading", imageName: "icon")]),
            TableItemGroup(
                name: "Subtitle", footer: "The subtitle sits below the text.", items: [TableItem("Heading", subHeading: "Subheading", imageName: "icon")]),
            TableItemGroup(
                name: "Value1", footer: "The subtitle sits on the right.", items: [TableItem("Heading", subHeading: "Subheading", imageName: "icon")]),
            TableItemGroup(name: "Value2", footer: "Contacts style: no image.", items: [TableItem("phone", subHeading: "555-0100")]),
        ])
    }
}
