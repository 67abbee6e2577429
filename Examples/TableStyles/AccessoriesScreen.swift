/// Every accessory; tapping an accessory button logs it and does not select the row.
final class AccessoriesScreen: SourceTableScreen {
    override func makeSource() -> TableSource {
        let names = ["None", "Checkmark", "Disclosure indicator", "Detail disclosure button", "Detail button"]
        return AccessoryTableSource(items: [TableItemGroup(name: "UITableViewCellAccessory", items: names.map { TableItem($0) })])
    }
}
