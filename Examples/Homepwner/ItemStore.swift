/// The items, in table order.
final class ItemStore {
    var allItems: [Item] = []
    private var generator = SeededGenerator(seed: 7)

    @discardableResult
    func createItem() -> Item {
        let newItem = Item(random: &generator)
        allItems.append(newItem)
        return newItem
    }

    func removeItem(_ item: Item) {
        if let index = allItems.firstIndex(of: item) {
            allItems.remove(at: index)
        }
    }

    func moveItem(from fromIndex: Int, to toIndex: Int) {
        if fromIndex == toIndex {
            return
        }
        let movedItem = allItems[fromIndex]
        allItems.remove(at: fromIndex)
        allItems.insert(movedItem, at: toIndex)
    }
}
