/// An item of the inventory: a name, a value in dollars and a serial number.
final class Item: Equatable {
    var name: String
    var valueInDollars: Int
    var serialNumber: String?

    init(name: String, serialNumber: String?, valueInDollars: Int) {
        self.name = name
        self.valueInDollars = valueInDollars
        self.serialNumber = serialNumber
    }

    /// The book's `init(random:)`: an adjective and a noun, a value below 100 and a five-character serial, drawn
    /// from `generator` (seeded, so sessions and tests repeat).
    convenience init(random generator: inout some RandomNumberGenerator) {
        let adjectives = ["Fluffy", "Rusty", "Shiny"]
        let nouns = ["Bear", "Spork", "Mac"]
        let randomName = "\(adjectives.randomElement(using: &generator)!) \(nouns.randomElement(using: &generator)!)"
        let randomValue = Int.random(in: 0..<100, using: &generator)
        let characters = Array("0123456789ABCDEF")
        let randomSerialNumber = String((0..<5).map { _ in characters.randomElement(using: &generator)! })
        self.init(name: randomName, serialNumber: randomSerialNumber, valueInDollars: randomValue)
    }

    static func == (lhs: Item, rhs: Item) -> Bool { lhs === rhs }
}
