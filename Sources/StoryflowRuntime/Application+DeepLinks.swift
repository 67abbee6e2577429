import StoryflowModel
import StoryflowSemantics

/// Opening a deep link: the app starts afresh (as Android's deep links clear the task) and builds the back stack
/// its code would build to show the link's scene: the tab that holds it selected, the chain of segues from the
/// navigation root pushed, the modal chain presented. Each hop fires `prepare(for:sender:)` (with no sender, as
/// `performSegue(withIdentifier:sender:)` from a router would); then the link's values go to the inputs of the
/// same names of the scene it shows.
extension Application {
    /// Why a URL could not be opened.
    public enum DeepLinkFailure: Error, Equatable, Sendable {
        /// No deep link of the flow matches the URL; the flow's patterns, in order.
        case noMatch(patterns: [String])
        /// The matching link leads to a scene no chain of segues from the launch reaches.
        case noRoute(pattern: String, scene: String)
        /// The flow has no initial scene to start from.
        case noInitialScene
    }

    /// The deep link that opens `url` (the first whose pattern matches) and the values of its placeholders.
    public func deepLink(matching url: String) -> (link: DeepLink, values: [String: String])? {
        for link in storyboard.document.deepLinks {
            if let values = link.pattern.match(url) { return (link, values) }
        }
        return nil
    }

    /// Starts the app afresh and builds the back stack of the deep link that matches `url`; returns the events,
    /// or why it could not. `configure` runs as in `launch(configure:)`.
    public func open(_ url: String, configure: ((ViewController) -> Void)? = nil) -> Result<[Event], DeepLinkFailure> {
        let document = storyboard.document
        guard document.initialScene != nil else { return .failure(.noInitialScene) }
        guard let (link, placeholders) = deepLink(matching: url) else {
            return .failure(.noMatch(patterns: document.deepLinks.map(\.pattern.text)))
        }
        guard let route = DeepLinkRoute.find(to: link.sceneID, through: link.containerID, in: document) else {
            return .failure(.noRoute(pattern: link.pattern.text, scene: link.sceneID))
        }
        var values = placeholders
        for pass in link.passes {
            if case .literal(let text)? = pass.value { values[pass.input] = text }
        }
        let events = perform {
            log.record(Event(.note, message: "opening \(url): deep link `\(link.pattern.text)` to `\(link.sceneID)`"))
            guard let root = storyboard.instantiateInitialViewController() else { return }
            show(root) { root in
                configure?(root)
                Self.bind(values, to: root.contentController)
            }
            for step in route.steps {
                runLoop.runUntilIdle()
                follow(step, binding: values)
            }
        }
        return .success(events)
    }

    /// Takes one step of a deep link's route on the controllers on screen.
    private func follow(_ step: DeepLinkRoute.Step, binding values: [String: String]) {
        switch step {
        case .relationship(let relationship, let containerID):
            guard relationship.kind == .tab, let tabs = controllerOnScreen(withSceneID: containerID) as? TabBarController,
                let scene = tabs.scene
            else { return }
            let tabRelationships = scene.relationships.filter { $0.kind == .tab }
            if let index = tabRelationships.firstIndex(of: relationship) { tabs.selectedIndex = index }
            // A tab under More shows in the More navigation controller, its root just above More's list.
            let content = tabs.isMoreSelected ? tabs.moreNavigationController.viewControllers.dropFirst().first : tabs.selectedViewController?.contentController
            if let content { Self.bind(values, to: content) }
        case .embed:
            // The child is embedded as its parent's view loads, before the next step.
            break
        case .segue(let segue, let sourceID):
            guard let source = controllerOnScreen(withSceneID: sourceID) else {
                log.record(
                    Event(
                        .error, scene: sourceID, message: "the deep link's route goes through `\(sourceID)`, which is not on screen; the back stack stops here")
                )
                return
            }
            source.runSegue(segue, sender: nil, triggered: false, deepLinkValues: values)
        }
    }

    /// The controller of the scene `sceneID` that is on screen: on the top layer first, then below it.
    private func controllerOnScreen(withSceneID sceneID: String) -> ViewController? {
        var layers: [ViewController] = []
        var host = rootViewController
        while let current = host {
            layers.append(current)
            host = current.presentedAboveLayer
        }
        for layer in layers.reversed() {
            var pending = [layer]
            while let controller = pending.popLast() {
                if controller.scene?.id == sceneID { return controller }
                pending += controller.childrenInView.reversed()
            }
        }
        return nil
    }

    /// Sets each input of `controller`'s scene that `values` has a value for.
    static func bind(_ values: [String: String], to controller: ViewController) {
        for input in controller.scene?.contract?.inputs ?? [] {
            if let value = values[input.name], controller.inputs[input.name] != value { controller.setInput(input.name, to: value) }
        }
    }
}
