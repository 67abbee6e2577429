/// A table declared in a scene: either static sections of cells, or prototype cells that code dequeues.
public struct TableLayout: Hashable, Sendable {
    /// The table style (`UITableView.Style`).
    public enum Style: String, Sendable, Hashable, CaseIterable {
        case plain
        case grouped
        case insetGrouped
    }

    /// Where a table's rows come from.
    public enum Content: String, Sendable, Hashable, CaseIterable {
        /// Static sections and cells declared in the flow.
        case `static`
        /// Rows produced by a data source from prototype cells.
        case prototypes
    }

    /// Static sections, for `static` tables.
    public var sections: [TableSection]
    /// Prototype cells, for `prototypes` tables.
    public var prototypes: [TableCell]
    /// Sample rows a generic controller shows for a prototype table.
    public var samples: [SampleSection]
    /// The default row height in points, if set.
    public var rowHeight: Double?
    /// The style.
    public var style: Style
    /// Static or prototype content.
    public var content: Content
    /// How many of the scene's controls, the last ones, are laid out below the rows: in a table view controller,
    /// its footer view (`tableFooterView`); in another scene, the views after the table in the scene's view. The
    /// scene's other controls are above the rows (a table view controller's header view). For the scene's
    /// `tableView` only.
    public var controlsBelow: Int
    /// Where it is declared.
    public var location: SourceLocation

    /// Creates a table.
    public init(
        style: Style = .plain,
        content: Content = .prototypes,
        rowHeight: Double? = nil,
        sections: [TableSection] = [],
        prototypes: [TableCell] = [],
        samples: [SampleSection] = [],
        controlsBelow: Int = 0,
        location: SourceLocation
    ) {
        self.style = style
        self.content = content
        self.rowHeight = rowHeight
        self.sections = sections
        self.prototypes = prototypes
        self.samples = samples
        self.controlsBelow = controlsBelow
        self.location = location
    }

    /// Every static cell, then every prototype, in document order.
    public var allCells: [TableCell] { sections.flatMap(\.cells) + prototypes }

    /// The prototype with this reuse identifier, if any.
    public func prototype(withReuseIdentifier identifier: String) -> TableCell? {
        prototypes.first { $0.reuseIdentifier == identifier }
    }
}

/// A section of a static table.
public struct TableSection: Hashable, Sendable {
    /// The header title.
    public var header: String?
    /// The footer title.
    public var footer: String?
    /// The cells, top to bottom.
    public var cells: [TableCell]
    /// Where it is declared.
    public var location: SourceLocation

    /// Creates a section.
    public init(header: String? = nil, footer: String? = nil, cells: [TableCell] = [], location: SourceLocation) {
        self.header = header
        self.footer = footer
        self.cells = cells
        self.location = location
    }
}
