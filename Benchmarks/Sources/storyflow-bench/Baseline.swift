import CLibXML2Baseline

/// libxml2's own streaming parse of a file: an `xmlTextReader` loop that touches every element and attribute
/// (name and value) and builds nothing. Every reading figure is a ratio to this, measured in the same run.
enum Baseline {
    /// Streams `path`; returns the number of elements and attributes seen, or -1 if libxml2 reported an error.
    static func stream(path: String) -> Int {
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_COMPACT.rawValue)
        guard let reader = xmlReaderForFile(path, nil, options) else { return -1 }
        defer { xmlFreeTextReader(reader) }
        var touched = 0
        var checksum = 0
        while true {
            let status = xmlTextReaderRead(reader)
            if status != 1 { return status == 0 ? touched + (checksum & 0) : -1 }
            guard xmlTextReaderNodeType(reader) == Int32(XML_READER_TYPE_ELEMENT.rawValue) else { continue }
            touched += 1
            checksum &+= Int(xmlTextReaderConstName(reader)?.pointee ?? 0)
            while xmlTextReaderMoveToNextAttribute(reader) == 1 {
                touched += 1
                checksum &+= Int(xmlTextReaderConstValue(reader)?.pointee ?? 0)
            }
        }
    }
}

/// libxml2's SAX2 parser with callbacks that do nothing: the floor under any reader built on libxml2 (it parses
/// every start tag and attribute, but nothing is kept or touched).
enum SAXFloor {
    /// Parses `path`; false if libxml2 reported an error.
    static func parse(path: String) -> Bool {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { _, _, _, _, _, _, _, _, _ in }
        handler.endElementNs = { _, _, _, _ in }
        handler.characters = { _, _, _ in }
        return xmlSAXUserParseFile(&handler, nil, path) == 0
    }
}
