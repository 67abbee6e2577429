import StoryflowModel

/// A model enumeration that a flow attribute names by the raw value, matched through a `NameTable` built once
/// (`init(rawValue:)` of a `String` enumeration compares the text with every case).
protocol FlowValue: RawRepresentable<String>, CaseIterable, Sendable {
    /// Every case by its raw value.
    static var valueTable: NameTable<Self> { get }
}

extension FlowValue {
    /// A table of every case by its raw value, in declaration order.
    static func makeValueTable() -> NameTable<Self> {
        NameTable(allCases.map { ($0.rawValue, $0) })
    }

    /// The case whose raw value is `text`, if any.
    init?(flowValue text: String) {
        guard let value = Self.valueTable.value(of: text) else { return nil }
        self = value
    }
}

extension ActionEffect: FlowValue { static let valueTable = makeValueTable() }
extension TableCell.Style: FlowValue { static let valueTable = makeValueTable() }
extension TableCell.Accessory: FlowValue { static let valueTable = makeValueTable() }
extension TableCell.SelectionStyle: FlowValue { static let valueTable = makeValueTable() }
extension TableLayout.Style: FlowValue { static let valueTable = makeValueTable() }
extension TableLayout.Content: FlowValue { static let valueTable = makeValueTable() }
extension AlertContent.Style: FlowValue { static let valueTable = makeValueTable() }
extension AlertActionContent.Style: FlowValue { static let valueTable = makeValueTable() }
extension SegueKind: FlowValue { static let valueTable = makeValueTable() }
extension PresentationStyle: FlowValue { static let valueTable = makeValueTable() }
extension TransitionStyle: FlowValue { static let valueTable = makeValueTable() }
extension TabItem.SystemItem: FlowValue { static let valueTable = makeValueTable() }
extension BarButton.SystemItem: FlowValue { static let valueTable = makeValueTable() }
extension BarButton.Placement: FlowValue { static let valueTable = makeValueTable() }
