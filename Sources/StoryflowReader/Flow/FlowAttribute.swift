/// The attributes of one element (or of a family of elements) of the flow format, as an enumeration whose raw
/// values number them: an `ElementReader` finds each attribute of an element once and keeps it by that number.
/// A case is named exactly as the attribute is written in a flow file.
protocol FlowAttribute: RawRepresentable<Int>, CaseIterable, Sendable {}

extension FlowAttribute {
    /// The attribute's name in a flow file.
    var name: String { String(describing: self) }

    /// A table matching the names of `attributes` (in this order in diagnostics) to their numbers.
    static func table(_ attributes: [Self]) -> NameTable<Int> {
        precondition(attributes.allSatisfy { $0.rawValue < ElementReader<Self>.capacity })
        return NameTable(attributes.map { ($0.name, $0.rawValue) })
    }

    /// A table of all the cases, in declaration order.
    static var table: NameTable<Int> { table(Array(allCases)) }
}

/// Attributes of `<flow>`.
enum FlowRootAttribute: Int, FlowAttribute {
    case version, name, initial
}

/// Attributes of the scene elements (each kind takes some of them).
enum SceneAttribute: Int, FlowAttribute {
    case id, `class`, title, storyboardIdentifier, message, style, storyboardName, referencedIdentifier
}

/// Attributes of the relationship elements (`<root>`, `<tab>`, `<master>`, `<supplementary>`, `<detail>`).
enum RelationshipAttribute: Int, FlowAttribute {
    case scene, title, image, badge, systemItem
}

/// Attributes of `<navigationItem>`.
enum NavigationItemAttribute: Int, FlowAttribute {
    case title, prompt, backButtonTitle
}

/// Attributes of `<barButton>`.
enum BarButtonAttribute: Int, FlowAttribute {
    case placement, system, title, image, action, effect
}

/// Attributes of `<tableView>`.
enum TableAttribute: Int, FlowAttribute {
    case style, content, rowHeight
}

/// Attributes of `<section>` (in a static table and in `<samples>`).
enum SectionAttribute: Int, FlowAttribute {
    case header, footer
}

/// Attributes of `<cell>` and `<prototype>`.
enum CellAttribute: Int, FlowAttribute {
    case reuseIdentifier, style, `class`, text, detail, image, accessory, selection, rowHeight, outlet
}

/// Attributes of a sample `<row>`.
enum RowAttribute: Int, FlowAttribute {
    case prototype, text, detail
}

/// Attributes of a sample row's `<value>`.
enum ValueAttribute: Int, FlowAttribute {
    case outlet, tag, text
}

/// Attributes of `<segue>`.
enum SegueAttribute: Int, FlowAttribute {
    case id, kind, destination, action, `class`, presentation, transition, animated, trigger
}

/// Attributes of `<unwindAction>`.
enum UnwindActionAttribute: Int, FlowAttribute {
    case name
}

/// Attributes of an alert's `<action>`.
enum AlertActionAttribute: Int, FlowAttribute {
    case title, style, action
}

/// Attributes of the control elements (each kind takes some of them).
enum ControlAttribute: Int, FlowAttribute {
    case id, tag, outlet, text, title, action, effect, placeholder, on, name
}

/// For elements that take no attributes (`<samples>`, and scenes' children that are checked only).
enum NoAttribute: Int, FlowAttribute {
    case none
    /// The empty table: every attribute is unknown.
    static let empty = NameTable<Int>([])
}
