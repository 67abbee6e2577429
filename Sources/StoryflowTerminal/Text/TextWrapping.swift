extension TerminalWidth {
    /// `text` broken into lines of at most `budget` columns: at spaces where possible, inside a word (or
    /// between CJK characters) where a word alone is too wide. At most `maximumLines` lines; the last one
    /// ends in `…` when text was left out.
    public static func wrapped(_ text: String, toColumns budget: Int, maximumLines: Int = .max) -> [String] {
        guard budget > 0, maximumLines > 0 else { return [] }
        let lines = isPrintableASCII(text) ? wrappedPrintableASCII(text, toColumns: budget) : wrappedCharacters(text, toColumns: budget)
        guard lines.count > maximumLines else { return lines }
        var kept = Array(lines.prefix(maximumLines))
        var last = kept[maximumLines - 1]
        while !last.isEmpty && columns(of: last) > budget - 1 { last.removeLast() }
        kept[maximumLines - 1] = last + "…"
        return kept
    }

    /// Whether every byte of `text` is printable ASCII, which takes a column a byte and has no controls.
    static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { (0x20...0x7E).contains($0) }
    }

    /// `wrapped` of printable ASCII, by bytes: no grapheme breaking (`storyflow run`'s help is wrapped at
    /// every start of every command).
    private static func wrappedPrintableASCII(_ text: String, toColumns budget: Int) -> [String] {
        var lines: [String] = []
        var current: [UInt8] = []
        for word in text.utf8.split(separator: 0x20, omittingEmptySubsequences: true) {
            if current.count + (current.isEmpty ? 0 : 1) + word.count <= budget {
                if !current.isEmpty { current.append(0x20) }
                current.append(contentsOf: word)
                continue
            }
            if !current.isEmpty {
                lines.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
            for byte in word {
                if current.count == budget {
                    lines.append(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                }
                current.append(byte)
            }
        }
        if !current.isEmpty { lines.append(String(decoding: current, as: UTF8.self)) }
        return lines
    }

    /// `wrapped` of any text, by characters and their column widths.
    static func wrappedCharacters(_ text: String, toColumns budget: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in sanitized(text).split(separator: " ", omittingEmptySubsequences: true) {
            let wordWidth = columns(of: String(word))
            let separator = current.isEmpty ? 0 : 1
            if currentWidth + separator + wordWidth <= budget {
                if separator == 1 { current += " " }
                // The Substring overload: `+=` takes any sequence of characters, whose generic code costs the
                // first call in a process a scan of the binary's protocol conformances.
                current.append(contentsOf: word)
                currentWidth += separator + wordWidth
                continue
            }
            if !current.isEmpty {
                lines.append(current)
                current = ""
                currentWidth = 0
            }
            for character in word {
                let width = columns(of: character)
                if currentWidth + width > budget {
                    lines.append(current)
                    current = ""
                    currentWidth = 0
                }
                current.append(character)
                currentWidth += width
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// `items` joined by `separator` on lines of at most `budget` columns, breaking between items; an item too
    /// wide for a line of its own is broken at its spaces.
    public static func filled(_ items: [String], separator: String, toColumns budget: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        // Widths are added up, not measured again on the growing line (`storyflow run`'s help is filled at every
        // start). Both separators used (" · " and two spaces) end in spaces, which nothing joins across.
        var currentWidth = 0
        let separatorWidth = columns(of: separator)
        for item in items {
            let itemWidth = columns(of: item)
            let candidateWidth = current.isEmpty ? itemWidth : currentWidth + separatorWidth + itemWidth
            if candidateWidth <= budget {
                current = current.isEmpty ? item : current + separator + item
                currentWidth = candidateWidth
                continue
            }
            if !current.isEmpty { lines.append(current) }
            let pieces = wrapped(item, toColumns: budget)
            lines += pieces.dropLast()
            current = pieces.last ?? ""
            currentWidth = columns(of: current)
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
