import StoryflowModel

/// Readable, unique scene ids for a document whose ids are Xcode's random object ids (`HTG-9v-3RO`).
///
/// A scene is named after its custom class (`PlayersViewController` → `players`), else its storyboard
/// identifier, its title or its navigation title, all in lower camel case. Containers without a class or
/// storyboard identifier are named after what they hold (`playersNav`, `tabs`, `split`), since their titles
/// usually repeat their child's; storyboard references are named after their target.
/// Clashes get a number (`players2`). A scene whose id is readable already (a letter, then letters, digits and
/// underscores: a flow's id kept by `storyflow export`) keeps it.
public struct ReadableIDs: Sendable {
    /// The readable id of each original scene id.
    public private(set) var byOriginalID: [String: String] = [:]

    /// Names every scene of `document`.
    public init(for document: FlowDocument) {
        var taken: Set<String> = []
        // The next number to try for each base, so that many scenes of one name are numbered in linear time.
        var nextNumber: [String: Int] = [:]
        var bases: [String: String] = [:]
        for scene in document.scenes where Self.isReadable(scene.id) && byOriginalID[scene.id] == nil && taken.insert(scene.id).inserted {
            byOriginalID[scene.id] = scene.id
        }
        for scene in document.scenes {
            if let base = Self.ownName(of: scene) { bases[scene.id] = base }
        }
        for scene in document.scenes where bases[scene.id] == nil {
            bases[scene.id] = Self.containerName(of: scene, bases: bases)
        }
        for scene in document.scenes where byOriginalID[scene.id] == nil {
            let base = bases[scene.id] ?? "scene"
            var candidate = base
            var counter = nextNumber[base] ?? 2
            while taken.contains(candidate) {
                candidate = base + String(counter)
                counter += 1
            }
            nextNumber[base] = counter
            taken.insert(candidate)
            byOriginalID[scene.id] = candidate
        }
    }

    /// The readable id for `id`; ids that name no scene (a dangling destination) are kept as they are.
    public subscript(id: String) -> String {
        byOriginalID[id] ?? id
    }

    /// Whether `id` reads as a name: a letter, then letters, digits and underscores, at most `maximumLength` long.
    static func isReadable(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII, id.utf8.count <= maximumLength else { return false }
        return id.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }

    /// The longest name taken from a class, identifier or title (a navigation controller's adds `Nav`).
    static let maximumLength = 60

    private static func ownName(of scene: Scene) -> String? {
        if let reference = scene.reference {
            let target = [reference.storyboardName, reference.referencedIdentifier].compactMap { $0 }.joined(separator: " ")
            return camelCase(target).map { $0 + "Reference" }
        }
        if let className = scene.className, let name = camelCase(strippingSuffixes(className)) { return name }
        let candidates =
            scene.kind.isContainer
            ? [scene.storyboardIdentifier]
            : [scene.storyboardIdentifier, scene.title, scene.navigationItem?.title]
        for candidate in candidates {
            if let candidate, let name = camelCase(candidate) { return name }
        }
        return nil
    }

    private static func containerName(of scene: Scene, bases: [String: String]) -> String {
        let first = scene.relationships.first.flatMap { bases[$0.destination] }
        switch scene.kind {
        case .navigationController: return String((first ?? "navigation").prefix(maximumLength)) + "Nav"
        case .tabBarController: return "tabs"
        case .splitViewController: return "split"
        default: return scene.kind.rawValue
        }
    }

    /// A class name without its controller suffix (`GamePickerViewController` → `GamePicker`).
    private static func strippingSuffixes(_ name: String) -> String {
        let unqualified = name.split(separator: ".").last.map(String.init) ?? name
        for suffix in ["TableViewController", "CollectionViewController", "ViewController", "Controller", "VC"]
        where unqualified.hasSuffix(suffix) && unqualified.count > suffix.count {
            return String(unqualified.dropLast(suffix.count))
        }
        return unqualified
    }

    /// Words joined in lower camel case (`Add Player` → `addPlayer`, `UUIDPicker` → `uuidPicker`); `nil` if
    /// nothing usable is left or the result would not start with a letter.
    static func camelCase(_ text: String) -> String? {
        var words: [String] = []
        var current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                continue
            }
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let previous = index > 0 ? characters[index - 1] : nil
            let startsWord =
                character.isUppercase && !current.isEmpty
                && (previous?.isLowercase == true || next?.isLowercase == true)
            if startsWord {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        guard let first = words.first else { return nil }
        let result = first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard result.first?.isLetter == true else { return nil }
        return String(result.prefix(maximumLength))
    }
}
