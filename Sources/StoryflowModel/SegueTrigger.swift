/// What makes a segue fire: the element it is declared under.
public enum SegueTrigger: Hashable, Sendable {
    /// Declared directly under the scene; fired only by `performSegue(withIdentifier:sender:)`.
    case manual
    /// A bar button in the navigation item, by its position among all bar buttons (left ones first).
    case barButton(index: Int)
    /// A control (button, container view, ...) by its index among the scene's controls in document order.
    case control(index: Int)
    /// Selecting a static cell.
    case staticCellSelection(section: Int, row: Int)
    /// Tapping a static cell's accessory button.
    case staticCellAccessory(section: Int, row: Int)
    /// Selecting any row made from a prototype cell.
    case prototypeSelection(reuseIdentifier: String?)
    /// Tapping the accessory button of any row made from a prototype cell.
    case prototypeAccessory(reuseIdentifier: String?)
    /// Choosing an action of an alert or action sheet, by its index.
    case alertAction(index: Int)
}
