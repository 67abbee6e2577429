import StoryflowModel

/// The sample rows a generic table controller shows in a prototype table: the flow's `<samples>`, or, for a
/// storyboard (which holds no sample data: an app's data source fills its tables in code), one placeholder row per
/// prototype cell, so that every row segue, accessory segue and swipe action can be tapped.
///
/// The runtime's generic data source, the walk planner and coverage all count rows from here.
public enum ShownSamples {
    /// The footer under the placeholder rows, which says on screen what they are.
    public static let placeholderFooter = "Placeholder rows, one per prototype's reuse identifier: the app's data source fills this table in code."

    /// The sections of sample rows `table` shows in a document of `format`: its declared samples, else (a
    /// storyboard's prototype table) a section per prototype cell that has a reuse identifier, headed by that
    /// identifier and the cell's class, holding one row dequeued from it with the prototype's own labels.
    public static func sections(of table: TableLayout, in format: FlowDocument.Format) -> [SampleSection] {
        guard format == .storyboard, table.content == .prototypes, table.samples.allSatisfy({ $0.rows.isEmpty }) else { return table.samples }
        var seen: Set<String> = []
        var sections: [SampleSection] = []
        for prototype in table.prototypes {
            // Dequeuing gives the first prototype of an identifier; one without an identifier cannot be dequeued.
            guard let identifier = prototype.reuseIdentifier, !identifier.isEmpty, seen.insert(identifier).inserted else { continue }
            let header = "Prototype " + identifier + (prototype.className.map { " · " + $0 } ?? "")
            let row = SampleRow(prototype: identifier, location: prototype.location)
            sections.append(SampleSection(header: header, rows: [row], location: prototype.location))
        }
        if !sections.isEmpty { sections[sections.count - 1].footer = placeholderFooter }
        return sections.isEmpty ? table.samples : sections
    }
}
