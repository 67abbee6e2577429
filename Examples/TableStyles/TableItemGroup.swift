/// A section's content: its header (`Name`), footer and rows (the seed's `TableItemGroup`).
struct TableItemGroup {
    var name: String?
    var footer: String?
    var items: [TableItem]

    /// Listing 9-2: three sections of three rows.
    static let listing92: [TableItemGroup] = (0..<3).map { section in
        TableItemGroup(name: "Section \(section) Header", footer: "Section \(section) Footer", items: (0..<3).map { TableItem("Row \($0)") })
    }
}
