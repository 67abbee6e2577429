/// A cell of a table: a static cell with its own content, or a prototype that code dequeues by reuse identifier.
public struct TableCell: Hashable, Sendable {
    /// The built-in cell layouts (`UITableViewCell.CellStyle`), plus `custom` for cells laid out with subviews.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// One text label (`.default`).
        case basic
        /// A text label with a smaller detail label below (`.subtitle`).
        case subtitle
        /// Text on the left, detail right-aligned (`.value1`).
        case rightDetail
        /// A right-aligned blue label followed by a left-aligned detail (`.value2`).
        case leftDetail
        /// Laid out with the cell's own subviews.
        case custom
    }

    /// The accessory at the right edge (`UITableViewCell.AccessoryType`).
    public enum Accessory: String, Sendable, Hashable, CaseIterable {
        case none
        case disclosureIndicator
        case detailDisclosureButton
        case checkmark
        case detailButton

        /// Whether the accessory is a button that calls `accessoryButtonTappedForRowWith`.
        public var isButton: Bool { self == .detailDisclosureButton || self == .detailButton }
    }

    /// How a cell looks while selected (`UITableViewCell.SelectionStyle`).
    public enum SelectionStyle: String, Sendable, Hashable, CaseIterable {
        case none
        case `default`
        case blue
        case gray
    }

    // Stored properties are declared largest first, so the value packs into 112 bytes. The image, the outlet and
    // the row height, which few cells have, share one pointer (see `RareParts`).

    /// The reuse identifier, for prototypes (required by UIKit) and optionally for static cells.
    public var reuseIdentifier: String?
    /// The custom cell class, if any.
    public var className: String?
    /// The text label's text.
    public var text: String?
    /// The detail label's text.
    public var detail: String?
    /// Subviews of the cell's content view.
    public var controls: [Control]
    private var rare: Indirect<TableCellRareParts>?
    /// The segue fired by selecting the row.
    public var selectionSegue: Segue?
    /// The segue fired by tapping the accessory button.
    public var accessorySegue: Segue?
    /// The layout.
    public var style: Style
    /// The accessory.
    public var accessory: Accessory
    /// The selection style.
    public var selectionStyle: SelectionStyle
    /// Whether this is a prototype (in a prototype table) rather than a static cell.
    public var isPrototype: Bool
    /// Where it is declared.
    public var location: SourceLocation

    /// The image name.
    public var image: String? {
        get { rare?.value.image }
        set { Indirect.change(&rare) { $0.image = newValue } }
    }

    /// The outlet the scene's controller holds for this (static) cell.
    public var outlet: String? {
        get { rare?.value.outlet }
        set { Indirect.change(&rare) { $0.outlet = newValue } }
    }

    /// The row height in points, if set.
    public var rowHeight: Double? {
        get { rare?.value.rowHeight }
        set { Indirect.change(&rare) { $0.rowHeight = newValue } }
    }

    /// Creates a cell.
    public init(
        reuseIdentifier: String? = nil,
        isPrototype: Bool,
        style: Style = .basic,
        className: String? = nil,
        text: String? = nil,
        detail: String? = nil,
        image: String? = nil,
        accessory: Accessory = .none,
        selectionStyle: SelectionStyle = .default,
        rowHeight: Double? = nil,
        outlet: String? = nil,
        controls: [Control] = [],
        selectionSegue: Segue? = nil,
        accessorySegue: Segue? = nil,
        location: SourceLocation
    ) {
        self.reuseIdentifier = reuseIdentifier
        self.isPrototype = isPrototype
        self.style = style
        self.className = className
        self.text = text
        self.detail = detail
        self.rare = Indirect.boxing(TableCellRareParts(image: image, outlet: outlet, rowHeight: rowHeight))
        self.accessory = accessory
        self.selectionStyle = selectionStyle
        self.controls = controls
        self.selectionSegue = selectionSegue
        self.accessorySegue = accessorySegue
        self.location = location
    }
}

/// The parts of a cell that few cells have.
struct TableCellRareParts: RareParts {
    var image: String?
    var outlet: String?
    var rowHeight: Double?
}
