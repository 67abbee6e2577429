import StoryflowModel
import StoryflowScreen
import StoryflowSession
import StoryflowTerminal

/// How the full-screen mode names an element in its status line and searches it: its title or text, and
/// what it is (`Done · bar button`), with what the keys do to it.
struct ElementDescription {
    let screen: Screen

    /// The element's title or text.
    func name(of element: ScreenElement) -> String {
        switch element {
        case .backButton(let instance):
            return "‹ " + (screen.interactiveLayer(instance)?.navigationBar?.backButtonTitle ?? "Back")
        case .barButton(let instance, let placement, let index):
            let bar = screen.interactiveLayer(instance)?.navigationBar
            return (placement == .left ? bar?.leftButtons : bar?.rightButtons)?[safe: index]?.title ?? ""
        case .target(.row(let instance, let section, let row)):
            return screen.row(section, row, of: instance).map(ScreenResolver.text(of:)) ?? ""
        case .target(.control), .cellControl:
            guard let control = screen.control(for: element) else { return "" }
            return [control.text, control.outlet, control.placeholder].compactMap { $0 }.first { !$0.isEmpty } ?? control.kind.rawValue
        case .accessory(let instance, let section, let row):
            return "ⓘ " + (screen.row(section, row, of: instance).map(ScreenResolver.text(of:)) ?? "")
        case .swipeAction(let instance, let section, let row, let index):
            return screen.row(section, row, of: instance)?.swipeActions[safe: index]?.title ?? ""
        case .deleteConfirmation(let instance, let section, let row):
            return screen.row(section, row, of: instance)?.deleteConfirmationTitle ?? ""
        case .tab(let index):
            return screen.topLayer?.tabBar?.items[safe: index]?.title ?? ""
        case .alertAction(let index):
            return screen.alert?.actions[safe: index]?.title ?? ""
        }
    }

    /// What the element is.
    func kind(of element: ScreenElement) -> String {
        switch element {
        case .backButton: return "back button"
        case .barButton: return "bar button"
        case .target(.row): return "row"
        case .target(.control(_, _, let kind)), .cellControl(_, _, _, _, let kind):
            switch kind {
            case .textField: return "text field"
            case .switch: return "switch, " + ((screen.control(for: element)?.isOn ?? false) ? "on" : "off")
            default: return kind.rawValue
            }
        case .accessory: return "accessory button"
        case .swipeAction: return "swipe action"
        case .deleteConfirmation: return "delete button"
        case .tab: return "tab"
        case .alertAction: return "action"
        }
    }

    /// The keys that act on the element, most useful first (`⏎ tap  → accessory  ← swipe`).
    func keys(for element: ScreenElement) -> [String] {
        switch element {
        case .target(.control(_, _, .textField)), .cellControl(_, _, _, _, .textField): return ["⏎ type"]
        case .target(.control(_, _, .switch)), .cellControl(_, _, _, _, .switch): return ["⏎ toggle"]
        case .alertAction: return ["⏎ choose", "⎋ cancel"]
        case .tab: return ["⏎ select", "⇥ next tab"]
        case .target(.row(let instance, let section, let index)):
            guard let row = screen.row(section, index, of: instance) else { return ["⏎ tap"] }
            var keys = [row.editingControl == .insert ? "⏎ insert" : "⏎ tap"]
            if row.editingControl == .delete { keys.append("d delete") }
            if row.showsReorderControl { keys.append("J K move") }
            if !(screen.interactiveLayer(instance)?.body.table?.isEditing ?? false) {
                keys.append(row.accessory.isButton ? "→ accessory  ← swipe" : "← → swipe")
            }
            return keys
        default: return ["⏎ tap"]
        }
    }
}
