import StoryflowModel

/// Names unwind segues by the unwind action a Storyflow comment declares when the storyboard names that action by
/// its Objective-C selector: Interface Builder writes `unwindAction="unwindToListWithSegue:"` for a method declared
/// `unwindToList(segue:)`, which the flow's segues call `unwindToList`.
enum UnwindSelectorNaming {
    /// Renames, in `scenes`, the unwind segues whose action is no declared action's name but one's selector.
    static func apply(to scenes: inout [Scene]) {
        var names: Set<String> = []
        var nameBySelector: [String: String] = [:]
        for scene in scenes {
            for action in scene.unwindActions {
                names.insert(action.name)
                let selector = UnwindAction.normalizedName(action.selector)
                if selector != action.name, nameBySelector[selector] == nil { nameBySelector[selector] = action.name }
            }
        }
        guard !nameBySelector.isEmpty else { return }
        for index in scenes.indices {
            scenes[index].updateSegues { segue in
                guard segue.kind == .unwind, let action = segue.unwindAction, !names.contains(action), let name = nameBySelector[action] else { return }
                segue.unwindAction = name
            }
        }
    }
}
