import StoryflowModel

/// What a person can touch on a scene and the names they touch it by: the rule `storyflow run` numbers and
/// resolves the screen with (`ScreenNumbering`, `ScreenResolver`), the generic table's rows (`FlowTableContent`),
/// and what the walk planner expects a screen to offer (`ScreenContents`).
public enum TouchTargets {
    /// Whether a control of this kind is numbered on screen (`tap 3`): buttons, text fields and switches.
    public static func isNumbered(_ kind: Control.Kind) -> Bool {
        kind == .button || kind == .textField || kind == .switch
    }

    /// The names a control answers to (`tap NAME`), in the order they are tried: its title or text, its outlet,
    /// its placeholder; empty ones left out.
    public static func names(text: String?, outlet: String?, placeholder: String?) -> [String] {
        var names: [String] = []
        for name in [text, outlet, placeholder] { if let name, !name.isEmpty { names.append(name) } }
        return names
    }

    /// The text a row shows, what `expect row` checks: its text, its detail and its subviews' texts (a text
    /// field's placeholder where it has no text), space separated.
    public static func rowText(text: String?, detail: String?, subviews: [(text: String?, placeholder: String?)]) -> String {
        var shown = ""
        // Each part is not empty, so the text is empty only until the first part.
        func add(_ part: String?) {
            guard let part, !part.isEmpty else { return }
            if !shown.isEmpty { shown += " " }
            shown += part
        }
        add(text)
        add(detail)
        for subview in subviews { add(subview.text ?? subview.placeholder) }
        return shown
    }

    /// The names a row answers to: its text, its detail, the text it shows (`rowText`), and each subview's text.
    public static func rowNames(text: String?, detail: String?, subviews: [(text: String?, placeholder: String?)]) -> [String] {
        var names: [String] = []
        names.reserveCapacity(3 + subviews.count)
        func add(_ name: String?) {
            if let name, !name.isEmpty { names.append(name) }
        }
        add(text)
        add(detail)
        add(rowText(text: text, detail: detail, subviews: subviews))
        for subview in subviews { add(subview.text) }
        return names
    }

    /// The first of the names a row answers to (`rowNames`), if it has one: its text or its detail when not empty,
    /// without making `subviews` then.
    public static func firstRowName(text: String?, detail: String?, subviews: () -> [(text: String?, placeholder: String?)]) -> String? {
        if let text, !text.isEmpty { return text }
        if let detail, !detail.isEmpty { return detail }
        return rowNames(text: text, detail: detail, subviews: subviews()).first
    }

    /// The subviews of a cell declared with `controls`, as `rowText` and `rowNames` take them: a text field's
    /// text is empty until something is typed (UIKit's `text` is `""`, not nil), so its placeholder is not shown
    /// as text.
    ///
    /// A sample row's `values` fill the prototype's subviews first, as the generic data source does: each goes to
    /// the view its outlet names, else its tag, if that is a label, an image or a text field.
    public static func subviews(of controls: [Control], filledWith values: [SampleValue] = []) -> [(text: String?, placeholder: String?)] {
        guard !controls.isEmpty else { return [] }
        let views = controls.flatMap(\.selfAndDescendants)
        // The first view of each outlet and tag, found once: a row's values cost as many lookups as there are values.
        var byOutlet: [String: Int] = [:]
        var byTag: [Int: Int] = [:]
        for (index, view) in views.enumerated() {
            if let outlet = view.outlet, byOutlet[outlet] == nil { byOutlet[outlet] = index }
            if let tag = view.tag, byTag[tag] == nil { byTag[tag] = index }
        }
        var filled: [Int: String] = [:]
        for value in values {
            let target = value.outlet.flatMap { byOutlet[$0] } ?? value.tag.flatMap { byTag[$0] }
            if let target, [.label, .image, .textField].contains(views[target].kind) { filled[target] = value.text }
        }
        return views.indices.map { index in
            let text = filled[index] ?? views[index].text
            return (views[index].kind == .textField ? (text ?? "") : text, views[index].placeholder)
        }
    }

    /// The reuse identifier the generic data source dequeues a sample row with: the prototype the sample names,
    /// else the table's first prototype.
    public static func reuseIdentifier(for sample: SampleRow, in table: TableLayout) -> String? {
        reuseIdentifier(naming: sample.prototype, in: table)
    }

    /// The reuse identifier the generic data source dequeues a sample row that names `prototype` with: that one,
    /// else (it names none) the table's first prototype's.
    public static func reuseIdentifier(naming prototype: String?, in table: TableLayout) -> String? {
        prototype ?? table.prototypes.first?.reuseIdentifier
    }

    /// The sample rows of a prototype `table` whose cell the generic data source cannot dequeue, in order: no
    /// prototype has the reuse identifier it dequeues them by (UIKit raises
    /// `UIKitException.unknownCellIdentifier`). Each with its place among the rows over all sections and that
    /// identifier (empty when the row names no prototype and the first has none). Rows are copied only when they fail.
    public static func undequeuableSamples(of table: TableLayout) -> [(index: Int, row: SampleRow, identifier: String)] {
        guard table.content == .prototypes, table.samples.contains(where: { !$0.rows.isEmpty }) else { return [] }
        // Dequeuing finds the first prototype of an identifier (an empty one included).
        let prototypes = PrototypeLookup(table.prototypes)
        var result: [(index: Int, row: SampleRow, identifier: String)] = []
        var index = 0
        for section in table.samples.indices {
            for row in table.samples[section].rows.indices {
                defer { index += 1 }
                let identifier = reuseIdentifier(naming: table.samples[section].rows[row].prototype, in: table) ?? ""
                if prototypes.first(withReuseIdentifier: identifier) == nil { result.append((index, table.samples[section].rows[row], identifier)) }
            }
        }
        return result
    }

    /// The rows the generic table shows in a document of `format`, in order over all sections: a static table's
    /// cells, or for each sample row (`ShownSamples`) the prototype it is dequeued from (nil where the table has no
    /// prototype of that identifier: the runtime then shows an empty stand-in).
    public static func rows(of table: TableLayout, in format: FlowDocument.Format) -> [(cell: TableCell?, sample: SampleRow?)] {
        switch table.content {
        case .static: return table.sections.flatMap { $0.cells.map { ($0, nil) } }
        case .prototypes:
            let prototypes = PrototypeLookup(table.prototypes)
            return ShownSamples.sections(of: table, in: format).flatMap(\.rows).map { sample in
                (reuseIdentifier(for: sample, in: table).flatMap(prototypes.first(withReuseIdentifier:)), sample)
            }
        }
    }
}
