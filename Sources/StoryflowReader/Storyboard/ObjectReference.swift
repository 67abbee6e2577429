import StoryflowModel

/// A reference from one object of a storyboard to another by id, checked once the whole file is read.
struct ObjectReference {
    /// What makes the reference: the element and attribute holding the id, which a message about it names.
    enum Subject {
        /// Any element's `reference` (Xcode writes it for objects listed twice).
        case reference(element: String)
        /// An `<outlet>` or `<outletCollection>`'s destination.
        case outlet(property: String)
        /// An `<action>`'s destination.
        case action(selector: String)
        /// A `<constraint>`'s `firstItem` or `secondItem`.
        case constraintFirstItem, constraintSecondItem
        /// A `<tableViewCell>`'s `textLabel`, `detailTextLabel` or `imageView`.
        case cellTextLabel, cellDetailTextLabel, cellImageView
        /// A popover segue's `popoverAnchorView` or `popoverAnchorBarButtonItem`, with the segue's identifier.
        case popoverAnchorView(segue: String), popoverAnchorBarButtonItem(segue: String)
        /// An unwind segue's destination (its `<exit>`), with the segue's action.
        case unwindExit(action: String)
        /// An entry of `<inferredMetricsTieBreakers>`.
        case tieBreaker

        /// How a message names what makes the reference.
        var description: String {
            switch self {
            case .reference(let element): "this <\(element)>'s reference"
            case .outlet(let property): "outlet `\(property)`"
            case .action(let selector): "the target of action `\(selector)`"
            case .constraintFirstItem: "a layout constraint's first item"
            case .constraintSecondItem: "a layout constraint's second item"
            case .cellTextLabel: "the cell's text label"
            case .cellDetailTextLabel: "the cell's detail label"
            case .cellImageView: "the cell's image view"
            case .popoverAnchorView(let segue): "the anchor view of popover segue `\(segue)`"
            case .popoverAnchorBarButtonItem(let segue): "the anchor bar button of popover segue `\(segue)`"
            case .unwindExit(let action): "the exit of unwind segue `\(action)`"
            case .tieBreaker: "an inferred metrics tie breaker"
            }
        }

        /// Whether it is an outlet or outlet collection.
        var isOutlet: Bool {
            if case .outlet = self { return true }
            return false
        }

        /// Whether it is an outlet, outlet collection or action: a connection the scene's own nib makes, so its
        /// destination must be in the same scene.
        var isConnection: Bool {
            switch self {
            case .outlet, .action: true
            default: false
            }
        }
    }

    var id: String
    var location: SourceLocation
    var subject: Subject
    var severity: Severity
    /// The position of its `<scene>` element among the file's (set by the collector).
    var scene = 0
}
