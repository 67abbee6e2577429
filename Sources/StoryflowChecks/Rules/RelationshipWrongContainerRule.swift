import StoryflowModel
import StoryflowSemantics

/// A container placed where UIKit refuses it: inside a navigation stack.
public struct RelationshipWrongContainerRule: Rule {
    public static let description = RuleDescription(
        id: "relationship-wrong-container",
        severity: .error,
        summary: "A navigation or split view controller is put on a navigation stack.",
        rationale: """
            A navigation controller cannot be the root of, or be pushed onto, another navigation controller \
            (UIKit throws "Pushing a navigation controller is not supported"), and a split view controller \
            cannot be in a navigation stack at all ("Split View Controllers cannot be pushed to a Navigation \
            Controller"). A legacy push segue pushes whatever it leads to; a show segue leading to a navigation \
            or split view controller presents it modally instead, so it is fine. Point the relationship or segue \
            at the content scene, or present the container modally.
            """
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        var result: [Diagnostic] = []
        let scenes = graph.scenes
        for edge in graph.edges {
            guard let destination = edge.destination else { continue }
            let targetKind = scenes[destination].kind
            let source = scenes[edge.source].id, target = scenes[destination].id
            let how: String
            let exception: UIKitException?
            switch edge.kind {
            case .relationship(let kind):
                exception = ContainerRules.refusal(of: targetKind, as: kind)
                how = "navigation controller `\(source)` has `\(target)` as its root"
            case .segue(let kind):
                // The exceptions of pushing a container, which only a navigation controller above raises; a push
                // with no navigation controller is show-without-navigation-controller's.
                let pushed = SegueTransition.of(kind, to: targetKind, insideNavigation: true, insideSplit: false).exception
                guard pushed == .pushingNavigationController || pushed == .pushingSplitViewController,
                    graph.showContexts[edge.source].someHaveNavigation
                else { continue }
                exception = pushed
                how = "this segue pushes `\(target)` onto the navigation stack of scene `\(source)`"
            }
            guard let exception else { continue }
            result.append(
                Self.description.diagnostic(
                    at: edge.location,
                    """
                    \(how), but UIKit throws \"\(exception.message)\": point it at the content scene \
                    `\(scenes[destination].relationships.first?.destination ?? target)` instead, or present `\(target)` modally
                    """
                ))
        }
        return result
    }
}
