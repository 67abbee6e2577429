/// The attributes of one element (or of a family of elements) of the flow format, as an enumeration of their
/// names: an `ElementReader` finds each attribute of an element once and keeps it by the case's `number`.
protocol FlowAttribute: RawRepresentable<String>, CaseIterable, Sendable {}

extension FlowAttribute {
    /// The attribute's name in a flow file.
    var name: String { rawValue }

    /// The case's position in its enumeration: the tag Swift stores for a case without payload, which numbers
    /// the cases in declaration order (`table(_:)` checks it), read without a `switch`.
    @inline(__always)
    var number: Int {
        withUnsafeBytes(of: self) { Int($0.first ?? 0) }
    }

    /// A table matching the names of `attributes` (in this order in diagnostics) to their numbers.
    static func table(_ attributes: [Self]) -> NameTable<Int> {
        precondition(allCases.count <= ElementReader<Self>.capacity)
        precondition(allCases.enumerated().allSatisfy { $0.offset == $0.element.number })
        return NameTable(attributes.map { ($0.name, $0.number) })
    }

    /// A table of all the cases, in declaration order.
    static var table: NameTable<Int> { table(Array(allCases)) }
}

/// Attributes of `<flow>`.
enum FlowRootAttribute: String, FlowAttribute {
    case version, name, initial
}

/// Attributes of the scene elements (each kind takes some of them).
enum SceneAttribute: String, FlowAttribute {
    case id, `class`, title, storyboardIdentifier, message, style, storyboardName, referencedIdentifier, presentation, transition, definesContext,
        hidesBottomBar, navigationBarHidden
}

/// Attributes of the relationship elements (`<root>`, `<tab>`, `<master>`, `<supplementary>`, `<detail>`).
enum RelationshipAttribute: String, FlowAttribute {
    case scene, title, image, badge, systemItem
}

/// Attributes of `<navigationItem>`.
enum NavigationItemAttribute: String, FlowAttribute {
    case title, prompt, backButtonTitle, hidesBackButton, leftItemsSupplementBackButton
}

/// Attributes of `<barButton>`.
enum BarButtonAttribute: String, FlowAttribute {
    case placement, system, title, image, action, effect, enabled
}

/// Attributes of `<tableView>`.
enum TableAttribute: String, FlowAttribute {
    case style, content, rowHeight
}

/// Attributes of `<section>` (in a static table and in `<samples>`).
enum SectionAttribute: String, FlowAttribute {
    case header, footer
}

/// Attributes of `<cell>` and `<prototype>`.
enum CellAttribute: String, FlowAttribute {
    case reuseIdentifier, style, `class`, text, detail, image, accessory, selection, rowHeight, outlet
}

/// Attributes of a sample `<row>`.
enum RowAttribute: String, FlowAttribute {
    case prototype, text, detail
}

/// Attributes of a sample row's `<value>`.
enum ValueAttribute: String, FlowAttribute {
    case outlet, tag, text
}

/// Attributes of `<segue>`.
enum SegueAttribute: String, FlowAttribute {
    case id, kind, destination, action, `class`, presentation, transition, animated, trigger
}

/// Attributes of `<unwindAction>`.
enum UnwindActionAttribute: String, FlowAttribute {
    case name
}

/// Attributes of an alert's `<action>`.
enum AlertActionAttribute: String, FlowAttribute {
    case title, style, action, effect
}

/// Attributes of the control elements (each kind takes some of them).
enum ControlAttribute: String, FlowAttribute {
    case id, tag, outlet, text, title, action, effect, placeholder, on, name, enabled, hidden
}

/// For elements that take no attributes (`<samples>`); the one case is never read.
enum NoAttribute: String, FlowAttribute {
    case none
    /// The empty table: every attribute is unknown.
    static let empty = NameTable<Int>([])
}

/// Attributes of a scene's `<input>`.
enum InputAttribute: String, FlowAttribute {
    case name, type, required, `default`
}

/// Attributes of a scene's `<result>`.
enum ResultAttribute: String, FlowAttribute {
    case name, type, by
}

/// Attributes of `<pass>` (in a segue, a relationship or a deep link).
enum PassAttribute: String, FlowAttribute {
    case input, value
}

/// Attributes of a segue's `<receive>`.
enum ReceiveAttribute: String, FlowAttribute {
    case result
}

/// Attributes of `<deepLink>`.
enum DeepLinkAttribute: String, FlowAttribute {
    case url, scene, container
}
