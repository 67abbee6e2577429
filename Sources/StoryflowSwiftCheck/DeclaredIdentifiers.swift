import StoryflowModel

/// What a set of flows and storyboards declares that Swift code can name: segue identifiers, storyboard
/// identifiers, reuse identifiers, unwind actions and segue actions, each with where it is declared.
struct DeclaredIdentifiers {
    /// Segue identifiers and where the first of each is declared.
    private(set) var segues: [String: SourceLocation] = [:]
    /// Storyboard identifiers and the scene of the first of each.
    private(set) var storyboardIdentifiers: [String: SourceLocation] = [:]
    /// Reuse identifiers of prototype cells and the first cell of each.
    private(set) var reuseIdentifiers: [String: SourceLocation] = [:]
    /// Each unwind segue's action (without the selector's colon) and where the segue is declared.
    private(set) var unwinds: [(action: String, location: SourceLocation)] = []
    /// Each segue action: the selector as written, its method's base name, and where the segue is declared.
    private(set) var segueActions: [(selector: String, method: String, location: SourceLocation)] = []
    /// Identifiers no code may use, by a key that keeps the kinds apart, with the note to give when none does.
    private(set) var unusedCandidates: [String: (location: SourceLocation, message: String)] = [:]
    /// Input names the flows' scenes declare, and where the first of each is.
    private(set) var inputs: [String: SourceLocation] = [:]
    /// Result names the flows' scenes declare, and where the first of each is.
    private(set) var results: [String: SourceLocation] = [:]
    /// Scene ids and where each scene is, for the hint that a scene has the id code names but no identifier.
    private(set) var sceneIDs: [String: SourceLocation] = [:]
    /// Whether every document is a storyboard (messages then speak Interface Builder).
    private let onlyStoryboards: Bool

    init(_ documents: [FlowDocument]) {
        onlyStoryboards = !documents.isEmpty && documents.allSatisfy { $0.format == .storyboard }
        for document in documents {
            for scene in document.scenes {
                if sceneIDs[scene.id] == nil { sceneIDs[scene.id] = scene.location }
                for input in scene.contract?.inputs ?? [] where inputs[input.name] == nil { inputs[input.name] = input.location }
                for result in scene.contract?.results ?? [] where results[result.name] == nil { results[result.name] = result.location }
                if let identifier = scene.storyboardIdentifier, !identifier.isEmpty {
                    if storyboardIdentifiers[identifier] == nil { storyboardIdentifiers[identifier] = scene.location }
                    let what = document.format == .storyboard ? "Storyboard ID" : "storyboardIdentifier"
                    unusedCandidates[Self.storyboardKey(identifier)] =
                        unusedCandidates[Self.storyboardKey(identifier)]
                        ?? (scene.location, "no Swift code instantiates the \(what) `\(identifier)` of scene `\(scene.id)`")
                }
                for segue in scene.segues {
                    if let identifier = segue.identifier, !identifier.isEmpty {
                        if segues[identifier] == nil { segues[identifier] = segue.location }
                        // A segue a control or cell fires needs no code; a manual one nothing performs is dead.
                        if segue.trigger == .manual {
                            unusedCandidates[Self.segueKey(identifier)] =
                                unusedCandidates[Self.segueKey(identifier)]
                                ?? (segue.location, "no Swift code performs the manual segue `\(identifier)`, and nothing else can fire it")
                        }
                    }
                    if segue.kind == .unwind, let action = segue.unwindAction, !action.isEmpty {
                        unwinds.append((action, segue.location))
                    }
                    if let selector = segue.contract?.creationAction, !selector.isEmpty {
                        segueActions.append((selector, String(selector.prefix { $0 != ":" && $0 != "(" }), segue.location))
                    }
                }
                for cell in scene.collectionCellIdentifiers ?? [] where reuseIdentifiers[cell.reuseIdentifier] == nil {
                    reuseIdentifiers[cell.reuseIdentifier] = cell.location
                }
                for table in [scene.tableView].compactMap({ $0 }) + (scene.additionalTables ?? []) {
                    for cell in table.prototypes {
                        if let identifier = cell.reuseIdentifier, !identifier.isEmpty, reuseIdentifiers[identifier] == nil {
                            reuseIdentifiers[identifier] = cell.location
                        }
                    }
                }
            }
        }
    }

    static func segueKey(_ identifier: String) -> String { "segue\u{0}" + identifier }
    static func storyboardKey(_ identifier: String) -> String { "storyboard\u{0}" + identifier }

    /// `storyboardWording` when every document is a storyboard, `flowWording` otherwise, after "in the flows".
    func has(_ storyboardWording: String, _ flowWording: String) -> String {
        onlyStoryboards ? "in the storyboards \(storyboardWording)" : "in the flows \(flowWording)"
    }

    /// The hint for a storyboard identifier no scene has: that a scene has it as its id (and no identifier), or
    /// the closest identifier.
    func storyboardIdentifierHint(for name: String, cache: inout SuggestionCache) -> String {
        if storyboardIdentifiers[name] == nil, let location = sceneIDs[name] {
            let file = location.file.split(separator: "/").last.map(String.init) ?? location.file
            let attribute = onlyStoryboards ? "a Storyboard ID" : "storyboardIdentifier=\"\(name)\""
            return "; the scene with the id `\(name)` (\(file):\(location.line)) needs \(attribute) to be found by it"
        }
        return suggestion(for: name, in: storyboardIdentifiers, cache: &cache)
    }

    /// "; did you mean `X` (File:LINE)?" for the declared name closest to `name`, or "" when none is close (or
    /// the cache has made its share of suggestions).
    func suggestion(for name: String, in declared: [String: SourceLocation], cache: inout SuggestionCache) -> String {
        // Sorted, so that of two names as close the same one is suggested on every run.
        guard let closest = cache.closest(to: name, in: declared.keys.sorted()), let location = declared[closest] else { return "" }
        let file = location.file.split(separator: "/").last.map(String.init) ?? location.file
        return "; did you mean `\(closest)` (\(file):\(location.line))?"
    }
}
