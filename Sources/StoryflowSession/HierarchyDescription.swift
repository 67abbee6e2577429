import StoryflowModel
import StoryflowRuntime
import StoryflowTerminal

/// What `stack` and `scenes` print: the controller hierarchy on screen, and every scene's live instances.
@MainActor
package enum HierarchyDescription {
    /// The controller tree from the window's root: children indented under their container, presented
    /// controllers under their presenter, each with its scene id and state.
    package static func stack(of application: Application) -> [String] {
        guard let root = application.rootViewController else { return ["(the app is not launched)"] }
        var lines: [String] = []
        describe(root, depth: 0, role: nil, into: &lines)
        return lines
    }

    private static func describe(_ controller: ViewController, depth: Int, role: String?, into lines: inout [String]) {
        var notes: [String] = []
        if let role { notes.append(role) }
        if !controller.isViewLoaded { notes.append("view not loaded") }
        if controller.isEditing { notes.append("editing") }
        let scene = controller.scene.map { " [\($0.id)]" } ?? ""
        let suffix = notes.isEmpty ? "" : " (" + notes.joined(separator: ", ") + ")"
        lines.append(String(repeating: "  ", count: depth) + controller.instanceName + scene + suffix)
        if let tabs = controller as? TabBarController {
            for (index, child) in tabs.viewControllers.enumerated() where child.parent === tabs {
                describe(child, depth: depth + 1, role: childRole(of: controller, index: index), into: &lines)
            }
            // The More navigation controller, once selected or holding a tab under More (asking for it makes it).
            if tabs.moreItemIndex != nil, tabs.isMoreSelected || tabs.tabShownInMore != nil {
                describe(tabs.moreNavigationController, depth: depth + 1, role: tabs.isMoreSelected ? "More, selected" : "More", into: &lines)
            }
        } else {
            for (index, child) in controller.children.enumerated() {
                describe(child, depth: depth + 1, role: childRole(of: controller, index: index), into: &lines)
            }
        }
        // What this controller presented: a layer's root presents for it, a controller inside one in its context.
        if let presented = controller.presentedViewController, presented.presentingViewController === controller {
            describe(
                presented, depth: depth + 1, role: "presented, \((presented.presentationStyleInEffect ?? presented.modalPresentationStyle).rawValue)",
                into: &lines)
        }
    }

    private static func childRole(of container: ViewController, index: Int) -> String? {
        switch container {
        case let tabs as TabBarController:
            let title = tabs.viewControllers[index].tabBarItem.title.map { " " + $0 } ?? ""
            let underMore = tabs.moreItemIndex.map { index >= $0 } ?? false
            return "tab \(index + 1)\(title)" + (underMore ? ", under More" : "") + (tabs.selectedIndex == index && !tabs.isMoreSelected ? ", selected" : "")
        case is NavigationController:
            return index == 0 ? "root" : "pushed"
        default:
            return nil
        }
    }

    /// Every scene of the flow in document order with its live instances (created and not yet released), then
    /// instances made in code; scenes never instantiated say so, which shows the runtime's laziness, and scenes
    /// whose instances were all released say that (as far as the retained events tell).
    package static func scenes(of application: Application) -> [String] {
        let instances = application.log.liveInstances
        let live = instances.map(\.name)
        var sceneOf: [String: String] = [:]
        for instance in instances { sceneOf[instance.name] = instance.scene }
        let loaded = Set(instances.filter(\.isViewLoaded).map(\.name))
        let everInstantiated = Set(application.log.events.filter { $0.event == .`init` }.compactMap(\.scene))
        func describe(_ instance: String) -> String { instance + (loaded.contains(instance) ? "" : " (view not loaded)") }
        let scenes = application.storyboard.document.scenes
        let idWidth = scenes.map { TerminalWidth.columns(of: $0.id) }.max() ?? 0
        let byScene = Dictionary(grouping: live) { sceneOf[$0] ?? "" }
        var lines = scenes.map { scene in
            let instances = byScene[scene.id] ?? []
            let padded = TerminalWidth.padded(scene.id, toColumns: idWidth)
            let none = everInstantiated.contains(scene.id) ? "— released" : "— not instantiated"
            return padded + "  " + (instances.isEmpty ? none : instances.map(describe).joined(separator: ", "))
        }
        let sceneIDs = Set(scenes.map(\.id))
        let madeInCode = live.filter { sceneOf[$0].map { !sceneIDs.contains($0) } ?? true }
        if !madeInCode.isEmpty { lines.append("made in code: " + madeInCode.map(describe).joined(separator: ", ")) }
        lines.append("\(live.count) live instance\(live.count == 1 ? "" : "s") of \(scenes.count) scene\(scenes.count == 1 ? "" : "s")")
        return lines
    }
}
