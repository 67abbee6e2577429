import StoryflowIO

/// Go to definition, find references and rename, for the names a document declares: scene ids (from segues'
/// destinations, relationships, `initial` and deep links), unwind actions, reuse identifiers and contract names.
enum NavigationFeature {
    /// `textDocument/definition`: where the name at `offset` is declared; `null` when nothing is there.
    static func definition(in document: OpenDocument, at offset: Int) -> [Location]? {
        guard let name = document.names.name(at: offset) else { return nil }
        let declarations = document.names.occurrences(of: name.kind, name.value).filter(\.isDeclaration)
        guard !declarations.isEmpty else { return nil }
        return declarations.map { location(of: $0, in: document) }
    }

    /// `textDocument/references`: every place naming what `offset` names, declarations included when asked.
    static func references(in document: OpenDocument, at offset: Int, includeDeclaration: Bool) -> [Location]? {
        guard let name = document.names.name(at: offset) else { return nil }
        let found = document.names.occurrences(of: name.kind, name.value).filter { includeDeclaration || !$0.isDeclaration }
        return found.map { location(of: $0, in: document) }
    }

    /// `textDocument/prepareRename`: the range and text of the scene id at `offset`, or why it cannot be renamed.
    static func prepareRename(in document: OpenDocument, at offset: Int) throws(ResponseError) -> PrepareRenameResult {
        let name = try renamable(in: document, at: offset)
        return PrepareRenameResult(range: document.lines.range(name.range), placeholder: name.value)
    }

    /// `textDocument/rename`: the scene id at `offset` renamed to `newName` at its declaration and every
    /// reference.
    static func rename(in document: OpenDocument, at offset: Int, to newName: String) throws(ResponseError) -> WorkspaceEdit {
        let name = try renamable(in: document, at: offset)
        guard !newName.isEmpty,
            newName.unicodeScalars.allSatisfy({
                !$0.properties.isWhitespace && !"\"'<>&".unicodeScalars.contains($0) && $0.value >= 0x20 && !TerminalText.needsEscaping($0)
                    && $0.properties.generalCategory != .format
            })
        else {
            throw ResponseError(
                code: .requestFailed,
                message: "`\(TerminalText.visible(newName))` cannot be a scene id: ids have no blanks, quotes, `<`, `>`, `&` or invisible characters")
        }
        // Ids are one namespace in a document (a storyboard's views and constraints have them too).
        guard newName == name.value || !document.outline.elements.contains(where: { $0.attribute("id")?.value == newName }) else {
            throw ResponseError(code: .requestFailed, message: "the id `\(newName)` is already used in this document")
        }
        let edits = document.names.occurrences(of: .scene, name.value).map { TextEdit(range: document.lines.range($0.range), newText: newName) }
        return WorkspaceEdit(changes: [document.uri: edits])
    }

    private static func renamable(in document: OpenDocument, at offset: Int) throws(ResponseError) -> NameIndex.Name {
        guard let name = document.names.name(at: offset), name.kind == .scene else {
            throw ResponseError(code: .requestFailed, message: "only a scene's id can be renamed: put the cursor on a scene's id or on a value that names one")
        }
        guard document.names.occurrences(of: .scene, name.value).contains(where: \.isDeclaration) else {
            throw ResponseError(code: .requestFailed, message: "no scene has the id `\(name.value)`, so there is nothing to rename")
        }
        return name
    }

    static func location(of name: NameIndex.Name, in document: OpenDocument) -> Location {
        Location(uri: document.uri, range: document.lines.range(name.range))
    }
}

extension DefinitionRequest {
    func answer(in document: OpenDocument, settings: ClientSettings) -> [Location]? {
        NavigationFeature.definition(in: document, at: offset(in: document))
    }
}

extension ReferencesRequest {
    func answer(in document: OpenDocument, settings: ClientSettings) -> [Location]? {
        NavigationFeature.references(in: document, at: offset(in: document), includeDeclaration: context?.includeDeclaration ?? true)
    }
}

extension PrepareRenameRequest {
    func answer(in document: OpenDocument, settings: ClientSettings) throws(ResponseError) -> PrepareRenameResult? {
        try NavigationFeature.prepareRename(in: document, at: offset(in: document))
    }
}

extension RenameRequest {
    func answer(in document: OpenDocument, settings: ClientSettings) throws(ResponseError) -> WorkspaceEdit? {
        try NavigationFeature.rename(in: document, at: offset(in: document), to: newName)
    }
}
