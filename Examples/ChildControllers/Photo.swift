/// A photo: its name, when it was taken and by whom.
struct Photo {
    var name: String
    var creationDate: String
    var author: String

    /// The attribute keys the details table lists, in order.
    static let attributeKeys = ["name", "creationDate", "author"]

    /// The value of the attribute `key`.
    func value(forKey key: String) -> String? {
        switch key {
        case "name": name
        case "creationDate": creationDate
        case "author": author
        default: nil
        }
    }
}
