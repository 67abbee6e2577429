/// The table's data source (`UITableViewDataSource`). Only the row count and the cell are required.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of sections (default 1).
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in a section.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row in view; dequeue it with `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// A section's header title.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// A section's footer title.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// The section index titles.
    func sectionIndexTitles(for tableView: TableView) -> [String]?
    /// Whether a row shows editing controls (default true).
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether a row shows a reorder control in editing mode. UIKit answers true when the data source implements
    /// `moveRowAt`; Swift cannot see that, so return true here to enable reordering (default false).
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Commits a delete or insert the user confirmed.
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Reports a row the user moved (the table has already moved it).
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension TableViewDataSource {
    /// The default: what UIKit does when the method is not implemented.
    public func numberOfSections(in tableView: TableView) -> Int {
        ProtocolDefault.noteReached()
        return 1
    }
    /// The default: what UIKit does when the method is not implemented.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        ProtocolDefault.noteReached()
        return nil
    }
    /// The default: what UIKit does when the method is not implemented.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        ProtocolDefault.noteReached()
        return nil
    }
    /// The default: what UIKit does when the method is not implemented.
    public func sectionIndexTitles(for tableView: TableView) -> [String]? {
        ProtocolDefault.noteReached()
        return nil
    }
    /// The default: what UIKit does when the method is not implemented.
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        ProtocolDefault.noteReached()
        return true
    }
    /// The default: what UIKit does when the method is not implemented.
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        ProtocolDefault.noteReached()
        return false
    }
    /// The default: what UIKit does when the method is not implemented.
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        ProtocolDefault.noteReached()
    }
    /// The default: what UIKit does when the method is not implemented.
    public func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        ProtocolDefault.noteReached()
    }
}

/// The table's delegate (`UITableViewDelegate`). Everything is optional.
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// The row the user's tap selects: `indexPath` (the default), another row, or `nil` to select nothing (no
    /// segue, no `didSelectRowAt`).
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected a row.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// A row was deselected.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// The user tapped a row's accessory button.
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// The editing control a row shows in editing mode (default delete).
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
    /// The title of the delete-confirmation button (default "Delete").
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// Where a row being moved may go (default: where the user dropped it).
    func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
    /// The actions a swipe from the leading edge reveals.
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// The actions a swipe from the trailing edge reveals (default: Delete, when the row's style is delete).
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
}

extension TableViewDelegate {
    /// The default: what UIKit does when the method is not implemented.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        ProtocolDefault.noteReached()
        return indexPath
    }
    /// The default: what UIKit does when the method is not implemented.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        ProtocolDefault.noteReached()
    }
    /// The default: what UIKit does when the method is not implemented.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        ProtocolDefault.noteReached()
    }
    /// The default: what UIKit does when the method is not implemented.
    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        ProtocolDefault.noteReached()
    }
    /// The default: what UIKit does when the method is not implemented.
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        ProtocolDefault.noteReached()
        return .delete
    }
    /// The default: what UIKit does when the method is not implemented.
    public func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        ProtocolDefault.noteReached()
        return nil
    }
    /// The default: what UIKit does when the method is not implemented.
    public func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        ProtocolDefault.noteReached()
        return proposedDestinationIndexPath
    }
    /// The default: what UIKit does when the method is not implemented.
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        ProtocolDefault.noteReached()
        return nil
    }
    /// The default: what UIKit does when the method is not implemented.
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        ProtocolDefault.noteReached()
        return nil
    }
}

/// A swipe action (`UIContextualAction`).
@MainActor
public final class ContextualAction {
    /// Normal or destructive.
    public enum Style: Sendable { case normal, destructive }
    /// Runs when chosen; call the completion handler with whether the action was performed.
    public typealias Handler = (ContextualAction, View, @escaping (Bool) -> Void) -> Void

    /// The style.
    public let style: Style
    /// The title.
    public var title: String?
    /// The background colour's name (`green`, `orange`, ...).
    public var backgroundColor: String?
    let handler: Handler

    /// Creates a swipe action.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

/// The actions a swipe reveals (`UISwipeActionsConfiguration`).
@MainActor
public final class SwipeActionsConfiguration {
    /// The actions, the first one nearest the edge.
    public let actions: [ContextualAction]
    /// Whether a full swipe performs the first action (default true).
    public var performsFirstActionWithFullSwipe = true

    /// Creates a configuration.
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}
