import StoryflowModel
import StoryflowSemantics

/// A segue that presents with the partial-curl transition in a style other than full screen.
public struct PartialCurlWithoutFullScreenRule: Rule {
    public static let description = RuleDescription(
        id: "partial-curl-without-full-screen",
        severity: .error,
        summary: "A segue presents with the partial-curl transition in a style other than full screen, which UIKit refuses.",
        rationale: """
            The partial curl "is supported only if the parent view controller is presenting a full-screen view and \
            you use the UIModalPresentationStyle.fullScreen modal presentation style. Attempting to use a different \
            form factor for the parent view or a different presentation style triggers an exception" (UIKit's \
            `UIModalTransitionStyle.partialCurl`). Since iOS 13 the default style, automatic, is a sheet, so a partial \
            curl without an explicit full-screen style raises. The transition and style are the segue's, else the \
            destination's own; a popover always presents as a popover. Every segue that presents is checked: modal \
            and popover segues, and a show or show detail segue where it falls back to a presentation. Whether the \
            presenting scene covers the screen is left to `storyflow run`.
            """
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        var result: [Diagnostic] = []
        // The segue walk captures only what it needs, not the graph or the document: the compiler copied each of
        // them for every part of every scene walked, a quarter of all the rules' time on a large flow. A segue's
        // destination is its edge's, found when the graph was built.
        let scenes = graph.scenes
        let edges = graph.edges
        let format = graph.format
        for source in scenes.indices {
            let context = graph.showContexts[source]
            graph.forEachSegue(ofScene: source) { edgeIndex, segue in
                guard let target = edges[edgeIndex].destination,
                    Self.presents(segue, from: context, toKind: scenes[target].kind),
                    let exception = ModalPresentation.exception(of: segue, destination: scenes[target])
                else { return }
                result.append(diagnostic(segue, destination: scenes[target], exception: exception, format: format))
            }
        }
        return result
    }

    /// Whether `segue` presents its destination (a scene of `kind`): always for modal and popover kinds, and for
    /// the kinds that fall back to a presentation where the file shows the source scene (in `context`) without
    /// the container they need. A scene the file does not show (code makes it) is taken to be in the containers
    /// its segues need.
    private static func presents(_ segue: Segue, from context: FlowGraph.ShowContext, toKind kind: SceneKind) -> Bool {
        SeguePlace.singles.contains { place in
            guard context.contains(place) || context.isEmpty && place == .navigationInSplit else { return false }
            switch SegueTransition.of(segue.kind, to: kind, from: place) {
            case .present, .popover: return true
            default: return false
            }
        }
    }

    private func diagnostic(_ segue: Segue, destination: Scene, exception: UIKitException, format: FlowDocument.Format) -> Diagnostic {
        let name = Dialect.name(of: destination, in: format)
        let style = ModalPresentation.style(of: segue, destination: destination)
        let advice: String
        switch (style == .popover, format) {
        case (true, .storyboard): advice = "a popover cannot curl: set the Transition of \(name) to another style in the Attributes inspector"
        case (true, _): advice = "a popover cannot curl: remove `transition=\"partialCurl\"` from \(name)"
        case (false, .storyboard):
            advice = "set the Presentation of the segue or of \(name) to Full Screen in the Attributes inspector, or choose another Transition"
        case (false, _): advice = "add `presentation=\"fullScreen\"` to the segue or to \(name), or use another `transition`"
        }
        return Self.description.diagnostic(
            at: segue.location,
            "this segue presents \(name) with a partial curl in the \(style.rawValue) style, so UIKit raises \"\(exception.message)\": \(advice)")
    }
}
