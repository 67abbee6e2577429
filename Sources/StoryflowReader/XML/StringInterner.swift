/// Shares one copy of each string that repeats across a document, such as a class name given to thousands of
/// scenes or cells: the model keeps one heap buffer per distinct name instead of one per element.
///
/// Strings of up to 15 UTF-8 bytes are stored inline in the `String` value, so they are returned as they are.
/// An interner lives as long as one document's reading; it holds each distinct long string once.
final class StringInterner {
    private var strings: Set<String> = []

    /// The interner's copy of `string` (the first one it was given that is equal to it).
    func intern(_ string: String?) -> String? {
        guard let string, string.utf8.count > Self.longestInlineString else { return string }
        return strings.insert(string).memberAfterInsert
    }

    /// The longest string, in UTF-8 bytes, that Swift stores without a heap buffer (on 64-bit platforms).
    private static let longestInlineString = 15
}
