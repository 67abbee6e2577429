import CLibXML2

/// The receiving end of libxml2's SAX2 callbacks, passed to libxml2 as the parser's user data.
///
/// C callbacks cannot capture anything, generic parameters included, so the callbacks in `handlerTable()` find
/// their receiver through the user-data pointer and call these methods, which `SAXEventProducer` overrides.
/// The table sets only what the reader needs: no entity lookup or declaration, no external subset, no DTD
/// loading, so libxml2 can neither resolve an entity nor fetch anything.
class SAXReceiver {
    /// An element starts. `namespaces` holds `namespaceCount` (prefix, URI) pairs; `attributes` holds
    /// `attributeCount` groups of five pointers: local name, prefix, URI, value start, value end.
    func startElement(
        localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?,
        namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, namespaceCount: Int,
        attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, attributeCount: Int
    ) {}

    /// The innermost open element ends.
    func endElement() {}

    /// Character data (text or a CDATA section's content), possibly one of several pieces of the same text.
    func characters(_ bytes: UnsafePointer<xmlChar>, count: Int) {}

    /// A comment, NUL-terminated.
    func comment(_ text: UnsafePointer<xmlChar>) {}

    /// A processing instruction.
    func processingInstruction() {}

    /// A DOCTYPE declaration starts.
    func documentType() {}

    /// libxml2 reports an error or a warning.
    func error(_ error: xmlError) {}

    /// The SAX2 handler table relaying to the receiver in the user-data pointer.
    static func handlerTable() -> xmlSAXHandler {
        var table = xmlSAXHandler()
        table.initialized = XML_SAX2_MAGIC
        table.startElementNs = { context, localName, prefix, _, namespaceCount, namespaces, attributeCount, _, attributes in
            guard let localName else { return }
            receiver(context)?.startElement(
                localName: localName, prefix: prefix,
                namespaces: namespaces, namespaceCount: Int(namespaceCount),
                attributes: attributes, attributeCount: Int(attributeCount)
            )
        }
        table.endElementNs = { context, _, _, _ in receiver(context)?.endElement() }
        let characters: charactersSAXFunc = { context, bytes, count in
            guard let bytes, count > 0 else { return }
            receiver(context)?.characters(bytes, count: Int(count))
        }
        table.characters = characters
        table.ignorableWhitespace = characters
        table.cdataBlock = characters
        table.comment = { context, text in
            guard let text else { return }
            receiver(context)?.comment(text)
        }
        table.processingInstruction = { context, _, _ in receiver(context)?.processingInstruction() }
        table.internalSubset = { context, _, _, _ in receiver(context)?.documentType() }
        table.serror = { context, error in
            guard let error else { return }
            receiver(context)?.error(error.pointee)
        }
        return table
    }
}

/// The receiver behind libxml2's user-data pointer.
func receiver(_ context: UnsafeMutableRawPointer?) -> SAXReceiver? {
    context.map { Unmanaged<SAXReceiver>.fromOpaque($0).takeUnretainedValue() }
}
