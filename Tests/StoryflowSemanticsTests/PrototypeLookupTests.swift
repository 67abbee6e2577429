import StoryflowModel
import StoryflowSemantics
import Testing

/// A table's first prototype by reuse identifier, looked through for a few prototypes and hashed for many.
struct PrototypeLookupTests {
    /// Prototypes named by `identifiers` (nil: no reuse identifier), each on its own line.
    static func prototypes(_ identifiers: [String?]) -> [TableCell] {
        identifiers.enumerated().map { line, identifier in
            TableCell(reuseIdentifier: identifier, isPrototype: true, location: SourceLocation(file: "t", line: line + 1, column: 1))
        }
    }

    @Test(arguments: [PrototypeLookup.fewPrototypes, PrototypeLookup.fewPrototypes + 5])
    func theFirstPrototypeOfAnIdentifierIsFoundWhateverTheTablesSize(count: Int) {
        // "Same" at lines 2 and 4, an empty identifier at line 3, none at line 5, "Cell5"… after.
        let identifiers: [String?] = ["Cell0", "Same", "", "Same", nil] + (5..<count).map { "Cell\($0)" }
        let lookup = PrototypeLookup(Self.prototypes(identifiers))
        #expect(lookup.first(withReuseIdentifier: "Same")?.location.line == 2)
        #expect(lookup.first(withReuseIdentifier: "")?.location.line == 3)
        #expect(lookup.first(withReuseIdentifier: "Cell\(count - 1)")?.location.line == count)
        #expect(lookup.first(withReuseIdentifier: "Missing") == nil)
    }
}
