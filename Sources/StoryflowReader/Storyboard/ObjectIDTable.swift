/// Where each object id of a storyboard's scenes is first declared, and which ids are declared more than once.
///
/// A large storyboard declares hundreds of thousands of ids, so an entry keeps only what messages about the id
/// name (the element, its line and scene), and declaring a new id is one lookup (a duplicate takes two more).
struct ObjectIDTable {
    /// The first declaration of an id.
    struct Entry {
        /// The declaring element's name (`tabBarItem`, `barButtonItem`, ...).
        var element: String
        /// The line of the declaring element's start tag.
        var line: Int32
        /// Whether the element is its scene's controller (its duplicates are reported as a scene's).
        var isController: Bool
        /// The position of its `<scene>` element among the file's.
        var scene: Int
    }

    private var entries: [String: Entry] = [:]
    /// The ids declared more than once (`duplicate-id` reports them): a reference to one may mean either.
    private(set) var duplicated: Set<String> = []

    /// The first declaration of `id`, if any.
    subscript(id: String) -> Entry? { entries[id] }

    /// Records a declaration of `id`. Returns the first declaration if `id` was already declared (which stays
    /// the one recorded), else `nil`.
    mutating func declare(_ id: String, _ entry: Entry) -> Entry? {
        guard let first = entries.updateValue(entry, forKey: id) else { return nil }
        entries[id] = first
        duplicated.insert(id)
        return first
    }
}
