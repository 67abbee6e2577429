import StoryflowModel

/// A scene's content: its controls and, for table scenes, the part of the table in view.
public struct ScreenBody: Hashable, Sendable {
    /// Controls in the scene's view, in order (container views carry the child scene they embed).
    public var controls: [ScreenControl]
    /// The indices in `controls` of those drawn below the table's rows (its footer view, or views laid out under
    /// it); the others are drawn above the table.
    public var controlsBelowTable: Range<Int>
    /// The table, if the scene has one.
    public var table: ScreenTable?

    /// Creates a body.
    public init(controls: [ScreenControl] = [], controlsBelowTable: Range<Int> = 0..<0, table: ScreenTable? = nil) {
        self.controls = controls
        self.controlsBelowTable = controlsBelowTable
        self.table = table
    }

    /// The indices in `controls` of those drawn below the table: `controlsBelowTable`, within `controls`.
    public var controlIndicesBelowTable: Range<Int> { controlsBelowTable.clamped(to: controls.indices) }

    /// The indices in `controls` of those drawn above the table, in order.
    public var controlIndicesAboveTable: [Int] {
        let below = controlIndicesBelowTable
        return controls.indices.filter { !below.contains($0) }
    }
}

/// A control as shown.
public struct ScreenControl: Hashable, Sendable {
    /// What kind of control.
    public var kind: Control.Kind
    /// A label's text, a button's title, a text field's text, a switch's caption, an image's name.
    public var text: String?
    /// A text field's placeholder, shown when its text is empty.
    public var placeholder: String?
    /// A switch's state.
    public var isOn: Bool
    /// Whether a text field is being edited (first responder).
    public var isFirstResponder: Bool
    /// Whether the control responds to taps.
    public var isEnabled: Bool
    /// The outlet name, so commands can name a control by it.
    public var outlet: String?
    /// The tag, if set.
    public var tag: Int?
    /// Nested controls (a plain view's subviews).
    public var children: [ScreenControl]
    /// The child scene a container view embeds (zero or one layer).
    public var embedded: [ScreenLayer]

    /// Creates a control.
    public init(
        kind: Control.Kind,
        text: String? = nil,
        placeholder: String? = nil,
        isOn: Bool = false,
        isFirstResponder: Bool = false,
        isEnabled: Bool = true,
        outlet: String? = nil,
        tag: Int? = nil,
        children: [ScreenControl] = [],
        embedded: [ScreenLayer] = []
    ) {
        self.kind = kind
        self.text = text
        self.placeholder = placeholder
        self.isOn = isOn
        self.isFirstResponder = isFirstResponder
        self.isEnabled = isEnabled
        self.outlet = outlet
        self.tag = tag
        self.children = children
        self.embedded = embedded
    }
}

/// The part of a table in view: sections with only their visible rows, plus how many rows lie above and below.
public struct ScreenTable: Hashable, Sendable {
    /// The table style.
    public var style: TableLayout.Style
    /// Whether the table is in editing mode.
    public var isEditing: Bool
    /// The sections that have rows (or a header or footer) in view, in order.
    public var sections: [ScreenSection]
    /// The section index titles down the right edge, if the data source gives any.
    public var sectionIndexTitles: [String]
    /// Rows above the first visible one, over all sections.
    public var rowsAbove: Int
    /// Rows below the last visible one, over all sections.
    public var rowsBelow: Int

    /// Creates a table.
    public init(
        style: TableLayout.Style = .plain,
        isEditing: Bool = false,
        sections: [ScreenSection] = [],
        sectionIndexTitles: [String] = [],
        rowsAbove: Int = 0,
        rowsBelow: Int = 0
    ) {
        self.style = style
        self.isEditing = isEditing
        self.sections = sections
        self.sectionIndexTitles = sectionIndexTitles
        self.rowsAbove = rowsAbove
        self.rowsBelow = rowsBelow
    }
}

/// A section in view.
public struct ScreenSection: Hashable, Sendable {
    /// The section's index in the table.
    public var index: Int
    /// The header title, shown when the section's top is in view.
    public var header: String?
    /// The footer title, shown when the section's bottom is in view.
    public var footer: String?
    /// The visible rows.
    public var rows: [ScreenRow]

    /// Creates a section.
    public init(index: Int, header: String? = nil, footer: String? = nil, rows: [ScreenRow] = []) {
        self.index = index
        self.header = header
        self.footer = footer
        self.rows = rows
    }
}

/// A row in view: what its cell shows.
public struct ScreenRow: Hashable, Sendable {
    /// The editing control shown at a row's left edge in editing mode.
    public enum EditingControl: String, Hashable, Sendable {
        case none
        case delete
        case insert
    }

    /// The edge swipe actions are revealed on: leading (swipe right) or trailing (swipe left).
    public enum SwipeEdge: String, Hashable, Sendable {
        case leading
        case trailing
    }

    /// The row's section.
    public var section: Int
    /// The row's index in its section.
    public var row: Int
    /// The cell's layout.
    public var style: TableCell.Style
    /// The text label's text.
    public var text: String?
    /// The detail label's text.
    public var detail: String?
    /// The image name.
    public var image: String?
    /// The accessory.
    public var accessory: TableCell.Accessory
    /// Whether the row is selected (highlighted).
    public var isSelected: Bool
    /// The editing control, in editing mode.
    public var editingControl: EditingControl
    /// Whether the reorder control shows (editing mode, and the data source can move this row).
    public var showsReorderControl: Bool
    /// The swipe actions revealed on the row (leading or trailing), if a swipe is in progress.
    public var swipeActions: [ScreenSwipeAction]
    /// The edge the swipe actions are revealed on.
    public var swipeEdge: SwipeEdge
    /// The title of the delete-confirmation button, if it is showing (UIKit's default is "Delete").
    public var deleteConfirmationTitle: String?
    /// A custom cell's subviews (labels with their text).
    public var subviews: [ScreenControl]

    /// Creates a row.
    public init(
        section: Int,
        row: Int,
        style: TableCell.Style = .basic,
        text: String? = nil,
        detail: String? = nil,
        image: String? = nil,
        accessory: TableCell.Accessory = .none,
        isSelected: Bool = false,
        editingControl: EditingControl = .none,
        showsReorderControl: Bool = false,
        swipeActions: [ScreenSwipeAction] = [],
        swipeEdge: SwipeEdge = .trailing,
        deleteConfirmationTitle: String? = nil,
        subviews: [ScreenControl] = []
    ) {
        self.section = section
        self.row = row
        self.style = style
        self.text = text
        self.detail = detail
        self.image = image
        self.accessory = accessory
        self.isSelected = isSelected
        self.editingControl = editingControl
        self.showsReorderControl = showsReorderControl
        self.swipeActions = swipeActions
        self.swipeEdge = swipeEdge
        self.deleteConfirmationTitle = deleteConfirmationTitle
        self.subviews = subviews
    }
}

/// A swipe action button revealed on a row (`UIContextualAction`).
public struct ScreenSwipeAction: Hashable, Sendable {
    /// The style of a swipe action.
    public enum Style: String, Hashable, Sendable {
        case normal
        case destructive
    }

    /// The title.
    public var title: String
    /// The style.
    public var style: Style
    /// The background colour's name, if set (e.g. `green`, `orange`).
    public var color: String?

    /// Creates a swipe action.
    public init(title: String, style: Style = .normal, color: String? = nil) {
        self.title = title
        self.style = style
        self.color = color
    }
}

/// An alert or action sheet as shown.
public struct ScreenAlert: Hashable, Sendable {
    /// The title.
    public var title: String?
    /// The message.
    public var message: String?
    /// Alert or action sheet.
    public var style: AlertContent.Style
    /// The buttons, in order.
    public var actions: [ScreenAlertAction]
    /// Whether it is an action sheet shown as a popover (on an iPad): a tap outside it dismisses it.
    public var isPopover: Bool

    /// Creates an alert.
    public init(
        title: String? = nil, message: String? = nil, style: AlertContent.Style = .alert, actions: [ScreenAlertAction] = [], isPopover: Bool = false
    ) {
        self.title = title
        self.message = message
        self.style = style
        self.actions = actions
        self.isPopover = isPopover
    }
}

/// One button of an alert as shown.
public struct ScreenAlertAction: Hashable, Sendable {
    /// The title.
    public var title: String
    /// The style (destructive ones are drawn in red, cancel ones last in action sheets).
    public var style: AlertActionContent.Style

    /// Creates an alert action.
    public init(title: String, style: AlertActionContent.Style = .default) {
        self.title = title
        self.style = style
    }
}
