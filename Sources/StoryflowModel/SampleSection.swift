/// Sample content for a prototype table, shown when no data source is registered in code (like Xcode's preview).
public struct SampleSection: Hashable, Sendable {
    /// The header title.
    public var header: String?
    /// The footer title.
    public var footer: String?
    /// The rows.
    public var rows: [SampleRow]
    /// Where it is declared.
    public var location: SourceLocation

    /// Creates a sample section.
    public init(header: String? = nil, footer: String? = nil, rows: [SampleRow] = [], location: SourceLocation) {
        self.header = header
        self.footer = footer
        self.rows = rows
        self.location = location
    }
}

/// One sample row: which prototype it is made from and what its labels say.
public struct SampleRow: Hashable, Sendable {
    /// The reuse identifier of the prototype; `nil` means the table's first prototype.
    public var prototype: String?
    /// The text label's text.
    public var text: String?
    /// The detail label's text.
    public var detail: String?
    /// Text for the cell's subviews, by outlet or tag.
    public var values: [SampleValue]
    /// Where it is declared.
    public var location: SourceLocation

    /// Creates a sample row.
    public init(
        prototype: String? = nil,
        text: String? = nil,
        detail: String? = nil,
        values: [SampleValue] = [],
        location: SourceLocation
    ) {
        self.prototype = prototype
        self.text = text
        self.detail = detail
        self.values = values
        self.location = location
    }
}

/// Sample text for one subview of a custom cell, found by its outlet or its tag.
public struct SampleValue: Hashable, Sendable {
    /// The subview's outlet name.
    public var outlet: String?
    /// The subview's tag.
    public var tag: Int?
    /// The text to show.
    public var text: String
    /// Where it is declared.
    public var location: SourceLocation

    /// Creates a sample value.
    public init(outlet: String? = nil, tag: Int? = nil, text: String, location: SourceLocation) {
        self.outlet = outlet
        self.tag = tag
        self.text = text
        self.location = location
    }
}
