/// Whether character data is whitespace only, as the reader drops it between elements.
enum BlankText {
    /// Whether no byte of `text` is above 0x20, which in the character data libxml2 delivers means whitespace only:
    /// XML forbids every other control character, raw or as a character reference, and libxml2 stops at one
    /// (a fatal error, after which nothing is delivered). Eight bytes are tested at a time: adding 0x5F to a byte
    /// sets its top bit exactly when it is 0x21 to 0x7F, and bytes from 0x80 have it set already; a carry into the
    /// next byte happens only from a byte that is content itself.
    static func isBlank(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = text.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= text.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            if (word &+ 0x5F5F_5F5F_5F5F_5F5F | word) & 0x8080_8080_8080_8080 != 0 { return false }
            offset += 8
        }
        while offset < text.count {
            if text[offset] > 0x20 { return false }
            offset += 1
        }
        return true
    }
}
