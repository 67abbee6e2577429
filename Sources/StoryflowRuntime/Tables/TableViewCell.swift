import StoryflowModel

/// A table cell (`UITableViewCell`): text and detail labels, an image, an accessory and the subviews of a custom
/// cell. Apps subclass it and register the subclass by the prototype's `class` name.
@MainActor
open class TableViewCell: View {
    /// The built-in layouts (`UITableViewCell.CellStyle`).
    public enum CellStyle: Sendable {
        case `default`, subtitle, value1, value2
    }

    /// The accessory (`UITableViewCell.AccessoryType`).
    public typealias AccessoryType = TableCell.Accessory
    /// The editing style (`UITableViewCell.EditingStyle`).
    public enum EditingStyle: String, Sendable { case none, delete, insert }
    /// The selection style.
    public typealias SelectionStyle = TableCell.SelectionStyle

    /// The reuse identifier it was dequeued for.
    public internal(set) var reuseIdentifier: String?
    /// The layout, as the flow names it.
    public internal(set) var layout: TableCell.Style = .basic
    /// The view holding a custom cell's subviews.
    public let contentView = View()
    /// The main label (`nil` for custom cells).
    public internal(set) var textLabel: Label?
    /// The detail label (subtitle, right and left detail layouts).
    public internal(set) var detailTextLabel: Label?
    /// The image view.
    public internal(set) var imageView: ImageView?
    /// The accessory.
    public var accessoryType: AccessoryType = .none
    /// The selection style.
    public var selectionStyle: SelectionStyle = .default
    /// Whether the cell is selected.
    public internal(set) var isSelected = false
    /// The segues the cell's prototype or static declaration fires.
    var declaration: TableCell?
    /// Whether the cell stands in for one UIKit could not dequeue (an unknown reuse identifier): it shows empty,
    /// whatever the data source sets on it.
    var standsInForFailedDequeue = false

    /// Creates a cell with a built-in layout, as `UITableViewCell(style:reuseIdentifier:)`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
        addSubview(contentView)
        apply(style: Self.layout(for: style))
    }

    /// Called before the table hands the cell out again; reset per-row state here.
    open func prepareForReuse() {}

    /// The subview with outlet `name` (a custom cell's label or image), typed.
    public func outlet<T: View>(_ name: String, as type: T.Type = T.self) -> T? {
        view(forOutlet: name) as? T
    }

    /// Sets the layout and (re)creates the labels it has.
    func apply(style: TableCell.Style) {
        layout = style
        textLabel = style == .custom ? nil : (textLabel ?? Label())
        detailTextLabel = [.subtitle, .rightDetail, .leftDetail].contains(style) ? (detailTextLabel ?? Label()) : nil
        imageView = style == .custom ? nil : (imageView ?? ImageView())
    }

    /// Configures a fresh cell from its flow declaration: layout, texts, accessory and subviews.
    func configure(from declaration: TableCell) {
        self.declaration = declaration
        reuseIdentifier = declaration.reuseIdentifier
        apply(style: declaration.style)
        textLabel?.text = declaration.text
        detailTextLabel?.text = declaration.detail
        imageView?.image = declaration.image
        accessoryType = declaration.accessory
        selectionStyle = declaration.selectionStyle
        for control in declaration.controls { contentView.addSubview(View.make(from: control)) }
    }

    static func layout(for style: CellStyle) -> TableCell.Style {
        switch style {
        case .default: .basic
        case .subtitle: .subtitle
        case .value1: .rightDetail
        case .value2: .leftDetail
        }
    }
}
