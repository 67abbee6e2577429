import StoryflowModel
import StoryflowScreen

/// Describes what is on screen now as a `Screen` value: the window's root, each presented controller as a layer
/// above it, and an alert on top. Reading the screen calls no app code.
@MainActor
enum ScreenBuilder {
    static func screen(root: ViewController?) -> Screen {
        guard let root else { return Screen(layers: []) }
        var layers = [layer(for: root, presentation: nil)]
        var alert: ScreenAlert?
        var host = root
        while let presented = host.presentedAboveLayer {
            if let alertController = presented as? AlertController {
                alert = screenAlert(alertController)
            } else {
                let style = presented.presentationStyleInEffect ?? presented.modalPresentationStyle
                var presentedLayer = layer(for: presented, presentation: style)
                // Presented in the context of a tab's controller, it covers that tab only: the tab bar stays.
                if ViewController.isContextStyle(style), presentedLayer.tabBar == nil,
                    let tabs = presented.presentingStorage?.enclosingTabBarController, !tabs.isTabBarHidden
                {
                    presentedLayer.tabBar = tabBar(of: tabs)
                }
                layers.append(presentedLayer)
            }
            host = presented
        }
        return Screen(layers: layers, alert: alert)
    }

    static func layer(for controller: ViewController, presentation: PresentationStyle?) -> ScreenLayer {
        switch controller {
        case let tabs as TabBarController:
            var inner =
                tabs.shownViewController.map { layer(for: $0, presentation: presentation) }
                ?? ScreenLayer(sceneID: tabs.scene?.id ?? "", instance: tabs.instanceName, name: name(of: tabs), presentation: presentation)
            if !tabs.isTabBarHidden { inner.tabBar = tabBar(of: tabs) }
            return inner
        case let navigation as NavigationController:
            guard let top = navigation.topViewController else {
                return ScreenLayer(
                    sceneID: navigation.scene?.id ?? "", instance: navigation.instanceName, name: name(of: navigation), presentation: presentation)
            }
            var inner = layer(for: top, presentation: presentation)
            // The outermost bar not hidden is drawn: a hidden one leaves the bar of a navigation controller inside.
            if !navigation.isNavigationBarHidden { inner.navigationBar = navigationBar(navigation, top: top) }
            return inner
        case let split as SplitViewController:
            return ScreenLayer(
                sceneID: split.scene?.id ?? "", instance: split.instanceName, name: name(of: split),
                columns: split.children.map { layer(for: $0, presentation: nil) }, presentation: presentation
            )
        default:
            return ScreenLayer(
                sceneID: controller.scene?.id ?? "", instance: controller.instanceName, name: name(of: controller), body: body(controller),
                presentation: presentation
            )
        }
    }

    /// The tab bar: the tabs it has room for, then More when it shows one (selected while the More navigation
    /// controller is on screen).
    static func tabBar(of tabs: TabBarController) -> ScreenTabBar {
        var items = tabs.tabsOnBar.map { ScreenTabItem(title: $0.tabBarItem.displayTitle ?? $0.title ?? "", badge: $0.tabBarItem.badgeValue) }
        if let more = tabs.moreItemIndex {
            items.append(ScreenTabItem(title: "More", badge: nil))
            return ScreenTabBar(items: items, selectedIndex: tabs.isMoreSelected ? more : tabs.selectedIndex)
        }
        return ScreenTabBar(items: items, selectedIndex: tabs.selectedIndex)
    }

    /// How a line naming `controller`'s layer calls it: its scene's id in a flow file; in a storyboard its title,
    /// else its class.
    static func name(of controller: ViewController) -> String? {
        guard let scene = controller.scene else { return nil }
        guard controller.storyboard?.document.format == .storyboard else { return scene.id }
        return scene.displayTitle ?? scene.effectiveClassName
    }

    static func navigationBar(_ navigation: NavigationController, top: ViewController) -> ScreenNavigationBar {
        let item = top.navigationItem
        var back: String?
        let stack = navigation.children
        if navigation.showsBackButton {
            let previous = stack[stack.count - 2]
            back = previous.navigationItem.backButtonTitle ?? previous.navigationItem.title ?? previous.title ?? "Back"
        }
        return ScreenNavigationBar(
            title: item.title ?? top.title, prompt: item.prompt, backButtonTitle: back,
            leftButtons: item.leftBarButtonItems.map(barButton), rightButtons: item.rightBarButtonItems.map(barButton)
        )
    }

    static func barButton(_ item: BarButtonItem) -> ScreenBarButton {
        ScreenBarButton(title: item.title ?? "?", systemItem: item.systemItem, isEnabled: item.isEnabled, isProminent: item.style == .done)
    }

    static func body(_ controller: ViewController) -> ScreenBody {
        guard controller.viewIfLoaded != nil else { return ScreenBody() }
        let table = controller.firstTableView
        let (views, below) = controller.controlViews
        // After the controls: a control's position among them is the path gestures find its view by.
        return ScreenBody(controls: views.map(control) + inputLabels(controller), controlsBelowTable: below, table: table.map(screenTable))
    }

    /// For a generic controller (no code of the app's to show them), a label per input with a value:
    /// `player: Chet Baker`.
    static func inputLabels(_ controller: ViewController) -> [ScreenControl] {
        guard controller.usesFlowContract, let inputs = controller.scene?.contract?.inputs else { return [] }
        return inputs.compactMap { input in
            controller.input(input.name).map { ScreenControl(kind: .label, text: "\(input.name): \($0)") }
        }
    }

    static func control(_ view: View) -> ScreenControl {
        var embedded: [ScreenLayer] = []
        if let container = view as? ContainerView, let child = container.embeddedViewController {
            embedded = [layer(for: child, presentation: nil)]
        }
        return ScreenControl(
            kind: view.screenKind, text: view.displayText, placeholder: (view as? TextField)?.placeholder,
            isOn: (view as? Switch)?.isOn ?? false, isFirstResponder: (view as? TextField)?.isFirstResponder ?? false,
            isEnabled: view.isEnabled, outlet: view.outletName, tag: view.tag == 0 ? nil : view.tag,
            children: view.subviews.filter { !$0.isHidden }.map(control), embedded: embedded
        )
    }

    static func screenTable(_ table: TableView) -> ScreenTable {
        let visible = table.indexPathsForVisibleRows
        var sections: [ScreenSection] = []
        for indexPath in visible {
            if sections.last?.index != indexPath.section {
                let titles = table.sectionTitles[indexPath.section]
                sections.append(ScreenSection(index: indexPath.section, header: indexPath.row == 0 ? titles?.header : nil))
            }
            sections[sections.count - 1].rows.append(row(table, indexPath))
            if indexPath.row == table.numberOfRows(inSection: indexPath.section) - 1 {
                sections[sections.count - 1].footer = table.sectionTitles[indexPath.section]?.footer
            }
        }
        let above = table.rowsAbove
        return ScreenTable(
            style: table.style, isEditing: table.isEditing, sections: sections,
            sectionIndexTitles: table.sectionIndex ?? [], rowsAbove: above,
            rowsBelow: max(0, table.totalRows - above - visible.count)
        )
    }

    /// Whether a cell shows as selected: UIKit selects a cell whose selection style is none (and calls
    /// `didSelectRowAt`) but does not highlight it.
    static func isHighlighted(_ cell: TableViewCell) -> Bool {
        cell.isSelected && cell.selectionStyle != .none
    }

    /// The row at `indexPath` as drawn; a cell standing in for a failed dequeue shows empty.
    static func row(_ table: TableView, _ indexPath: IndexPath) -> ScreenRow {
        let cell = table.cellForRow(at: indexPath).flatMap { $0.standsInForFailedDequeue ? nil : $0 }
        let editing = table.isEditing ? table.editingInfo[indexPath] : nil
        let swipe = table.swipe?.indexPath == indexPath ? table.swipe?.configuration.actions ?? [] : []
        return ScreenRow(
            section: indexPath.section, row: indexPath.row, style: cell?.layout ?? .basic,
            text: cell?.textLabel?.text, detail: cell?.detailTextLabel?.text, image: cell?.imageView?.image,
            accessory: cell?.accessoryType ?? .none, isSelected: cell.map(isHighlighted) ?? false,
            editingControl: ScreenRow.EditingControl(rawValue: editing?.style.rawValue ?? "none") ?? .none,
            showsReorderControl: editing?.canMove ?? false,
            swipeActions: swipe.map {
                ScreenSwipeAction(title: $0.title ?? "", style: $0.style == .destructive ? .destructive : .normal, color: $0.backgroundColor)
            },
            swipeEdge: table.swipe?.indexPath == indexPath && table.swipe?.leading == true ? .leading : .trailing,
            deleteConfirmationTitle: table.deleteConfirmation?.indexPath == indexPath ? table.deleteConfirmation?.title : nil,
            subviews: cell?.contentView.subviews.filter { !$0.isHidden }.map(control) ?? []
        )
    }

    static func screenAlert(_ alert: AlertController) -> ScreenAlert {
        ScreenAlert(
            title: alert.title, message: alert.message, style: alert.preferredStyle == .actionSheet ? .actionSheet : .alert,
            actions: alert.shownActions.map { action in
                let style: AlertActionContent.Style =
                    switch action.style {
                    case .default: .default
                    case .cancel: .cancel
                    case .destructive: .destructive
                    }
                return ScreenAlertAction(title: action.title ?? "", style: style)
            },
            isPopover: alert.isPopoverActionSheet
        )
    }
}
