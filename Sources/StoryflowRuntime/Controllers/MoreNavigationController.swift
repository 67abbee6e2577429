import StoryflowModel

/// The More tab's navigation controller: when it pops the tab it shows, the tab goes back to the tab bar
/// controller.
@MainActor
final class MoreNavigationController: NavigationController {
    weak var tabBar: TabBarController?

    override func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        let popped = super.popToViewController(viewController, animated: animated)
        if let tabBar, let moved = tabBar.movedTab, children.count == 1, let popped, !popped.isEmpty {
            tabBar.giveBackMovedTab(popped: moved.controller is NavigationController ? popped : [])
        }
        return popped
    }
}

/// The More tab's list (UIKit's More list): a row for each tab the bar has no room for, with a disclosure
/// indicator; choosing one shows that tab in the More navigation controller.
@MainActor
final class MoreListViewController: TableViewController {
    weak var tabBar: TabBarController?

    required init() {
        super.init()
        title = "More"
        navigationItem.title = "More"
    }

    private var hiddenTabs: [ViewController] {
        guard let tabBar, let more = tabBar.moreItemIndex else { return [] }
        return Array(tabBar.viewControllers.dropFirst(more))
    }

    override func numberOfSections(in tableView: TableView) -> Int { 1 }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { hiddenTabs.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        let tab = hiddenTabs[indexPath.row]
        cell.textLabel?.text = tab.tabBarItem.displayTitle ?? tab.title ?? ""
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let tabBar, let more = tabBar.moreItemIndex, hiddenTabs.indices.contains(indexPath.row) else { return }
        tabBar.showInMore(more + indexPath.row, animated: true)
    }
}
