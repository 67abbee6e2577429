/// The bytes of a document the reader parses: either all in memory, or a file's, which `FileBytes` reads in as
/// the reader gets to them and gives back once it is past them.
///
/// Code that looks at the bytes calls `makeAvailable(upTo:)` before it reads up to an offset, and
/// `releasePages(before:)` with offsets it will not look at again; for bytes in memory both do nothing.
struct ByteSource {
    /// Every byte of the document; for a file, those past what `makeAvailable(upTo:)` asked for are not read yet.
    let bytes: UnsafeBufferPointer<UInt8>
    private let file: FileBytes?

    /// Bytes that are all in memory already, owned by the caller for as long as the source is used.
    init(inMemory bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        file = nil
    }

    /// The bytes of an open file, read in as they are asked for.
    init(file: FileBytes) {
        bytes = file.bytes
        self.file = file
    }

    /// How many bytes the document has.
    var count: Int { bytes.count }

    /// Makes sure the bytes below `offset` are in memory; an offset already covered changes nothing.
    func makeAvailable(upTo offset: Int) {
        file?.makeAvailable(upTo: offset)
    }

    /// Tells the source that no byte below `offset` is looked at again, so a file's memory there can be given back.
    func releasePages(before offset: Int) {
        file?.releasePages(before: offset)
    }
}
