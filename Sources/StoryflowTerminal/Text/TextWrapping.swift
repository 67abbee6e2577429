extension TerminalWidth {
    /// `text` broken into lines of at most `budget` columns: at spaces where possible, inside a word (or
    /// between CJK characters) where a word alone is too wide. At most `maximumLines` lines; the last one
    /// ends in `…` when text was left out.
    public static func wrapped(_ text: String, toColumns budget: Int, maximumLines: Int = .max) -> [String] {
        guard budget > 0, maximumLines > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in sanitized(text).split(separator: " ", omittingEmptySubsequences: true) {
            let wordWidth = columns(of: String(word))
            let separator = current.isEmpty ? 0 : 1
            if currentWidth + separator + wordWidth <= budget {
                if separator == 1 { current += " " }
                // The Substring overload: `+=` takes any sequence of characters, whose generic code costs the
                // first call in a process a scan of the binary's protocol conformances (`run`'s help text is
                // wrapped at every start).
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
        guard lines.count > maximumLines else { return lines }
        var kept = Array(lines.prefix(maximumLines))
        var last = kept[maximumLines - 1]
        while !last.isEmpty && columns(of: last) > budget - 1 { last.removeLast() }
        kept[maximumLines - 1] = last + "…"
        return kept
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
