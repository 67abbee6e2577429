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

    /// The reuse identifier, for prototypes (required by UIKit) and optionally for static cells.
    public var reuseIdentifier: String?
    /// The custom cell class, if any.
    public var className: String?
    /// The text label's text.
    public var text: String?
    /// The detail label's text.
    public var detail: String?
    /// The image name.
    public var image: String?
    /// The outlet the scene's controller holds for this (static) cell.
    public var outlet: String?
    /// Subviews of the cell's content view.
    public var controls: [Control]
    /// The layout.
    public var style: Style
    /// The accessory.
    public var accessory: Accessory
    /// The selection style.
    public var selectionStyle: SelectionStyle
    // Whether the cell is a prototype and whether it has a row height (see `storedRowHeight`).
    private var flags: Flags
    /// Where it is declared.
    public var location: SourceLocation
    // The row height's value, 0 when there is none: with the flags packed beside the enums, this saves the eight
    // bytes of padding a `Double?` and a `Bool` would cost.
    private var storedRowHeight: Double

    private struct Flags: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        static let isPrototype = Flags(rawValue: 1 << 0)
        static let hasRowHeight = Flags(rawValue: 1 << 1)
    }

    /// Whether this is a prototype (in a prototype table) rather than a static cell.
    public var isPrototype: Bool {
        get { flags.contains(.isPrototype) }
        set { if newValue { flags.insert(.isPrototype) } else { flags.remove(.isPrototype) } }
    }

    /// The row height in points, if set.
    public var rowHeight: Double? {
        get { flags.contains(.hasRowHeight) ? storedRowHeight : nil }
        set {
            storedRowHeight = newValue ?? 0
            if newValue == nil { flags.remove(.hasRowHeight) } else { flags.insert(.hasRowHeight) }
        }
    }

    /// The segue fired by selecting the row. Boxed, as the accessory segue: many cells fire none.
    @Boxed public var selectionSegue: Segue?

    /// The segue fired by tapping the accessory button.
    @Boxed public var accessorySegue: Segue?

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
        self.storedRowHeight = rowHeight ?? 0
        self.flags = Flags()
        if isPrototype { flags.insert(.isPrototype) }
        if rowHeight != nil { flags.insert(.hasRowHeight) }
        self.style = style
        self.className = className
        self.text = text
        self.detail = detail
        self.image = image
        self.accessory = accessory
        self.selectionStyle = selectionStyle
        self.outlet = outlet
        self.controls = controls
        self.selectionSegue = selectionSegue
        self.accessorySegue = accessorySegue
        self.location = location
    }

    /// The cell's segues: selection first, then accessory, then its controls'.
    public var segues: [Segue] {
        var result: [Segue] = []
        appendSegues(to: &result)
        return result
    }

    /// Appends the cell's segues in the order `segues` lists them.
    func appendSegues(to result: inout [Segue]) {
        if let selectionSegue { result.append(selectionSegue) }
        if let accessorySegue { result.append(accessorySegue) }
        for control in controls { control.appendSegues(to: &result) }
    }
}
