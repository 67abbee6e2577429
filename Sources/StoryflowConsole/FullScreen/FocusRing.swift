import StoryflowScreen
import StoryflowTerminal

/// The elements of a drawn screen the highlight can rest on, in screen order (top to bottom, then left to
/// right; in a split view, column by column), with where each is drawn: what ↑ and ↓ move over, Enter taps and a
/// click hits.
///
/// While an alert is up, only its actions are stops. A row whose cell is one text field is a stop once, as the
/// field.
struct FocusRing {
    /// The stops in screen order.
    let stops: [ScreenElement]
    /// Where each stop is drawn (a row on two lines has two anchors).
    let anchors: [ScreenAnchor]

    init(rendered: RenderedScreen, screen: Screen) {
        let alertIsUp = screen.alert != nil
        let anchors = rendered.anchors.filter { anchor in
            if case .alertAction = anchor.element { return alertIsUp }
            return !alertIsUp
        }
        var seen: Set<ScreenElement> = []
        var stops: [ScreenElement] = []
        for anchor in anchors where seen.insert(anchor.element).inserted {
            // An accessory button is reached with → on its row (and by a click), not as a stop of its own.
            if case .accessory = anchor.element { continue }
            if case .target(.row(let instance, let section, let row)) = anchor.element,
                let shown = screen.row(section, row, of: instance), shown.subviews.count == 1, shown.subviews[0].kind == .textField,
                anchors.contains(where: { if case .cellControl(instance, section, row, _, .textField) = $0.element { return true } else { return false } })
            {
                continue
            }
            stops.append(anchor.element)
        }
        // A split view's columns are gone through one after the other (what is in no column, after them).
        if let columns = screen.topLayer?.columns, !columns.isEmpty {
            let keyed = stops.enumerated().map { (column: screen.columnIndex(of: $0.element) ?? columns.count, offset: $0.offset, element: $0.element) }
            stops = keyed.sorted { ($0.column, $0.offset) < ($1.column, $1.offset) }.map(\.element)
        }
        self.stops = stops
        self.anchors = anchors
    }

    /// The stop after (or before) `element`, wrapping around; the first (or last) stop when `element` is none.
    func stop(after element: ScreenElement?, forward: Bool) -> ScreenElement? {
        guard let element, let index = stops.firstIndex(of: element) else { return forward ? stops.first : stops.last }
        return stops[(index + (forward ? 1 : stops.count - 1)) % stops.count]
    }

    /// The frame lines `element` is drawn on.
    func lines(of element: ScreenElement) -> [Int] {
        anchors.filter { $0.element == element }.map(\.line)
    }

    /// The element drawn at `column` of frame line `line`: a stop, or an accessory button; a click on a row
    /// that is one text field is the field.
    func element(atLine line: Int, column: Int) -> ScreenElement? {
        guard let hit = anchors.first(where: { $0.line == line && $0.columns.contains(column) })?.element else { return nil }
        if stops.contains(hit) { return hit }
        if case .accessory = hit { return hit }
        return anchors.first { $0.line == line && stops.contains($0.element) }?.element
    }

    /// Where the highlight goes on a new screen: the first stop below the navigation bar (the first row or
    /// control, an alert's first action), else the first stop.
    var firstInContent: ScreenElement? { firstInContent(where: { _ in true }) }

    /// The first stop that `isIncluded` keeps below the navigation bar, else the first it keeps.
    func firstInContent(where isIncluded: (ScreenElement) -> Bool) -> ScreenElement? {
        let kept = stops.filter(isIncluded)
        return kept.first { element in
            switch element {
            case .backButton, .barButton, .tab: return false
            default: return true
            }
        } ?? kept.first
    }

    /// Whether `element` is a row.
    static func isRow(_ element: ScreenElement?) -> Bool {
        if case .target(.row)? = element { return true }
        return false
    }

    /// The rows among the stops, in order.
    var rows: [ScreenElement] { stops.filter { Self.isRow($0) } }
}
