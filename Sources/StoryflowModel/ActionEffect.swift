/// What a generic controller (one with no class registered in code) does when an action fires, so a flow written
/// only in XML can still be stepped through. A registered controller's own action method decides instead.
public enum ActionEffect: String, Sendable, Hashable, CaseIterable {
    /// Nothing besides calling the action.
    case none
    /// Dismiss the presented scene (`dismiss(animated:)`).
    case dismiss
    /// Pop the top scene of the navigation stack.
    case pop
    /// Pop to the navigation stack's root.
    case popToRoot
    /// Toggle the table's editing mode (`editButtonItem`).
    case toggleEditing
}
