import StoryflowModel
import StoryflowSemantics

/// A presenting segue whose transition is the partial curl, in a presentation style other than full screen.
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
            destination's own.
            """
    )

    public init() {}

    public func check(_ document: FlowDocument, graph: FlowGraph) -> [Diagnostic] {
        var result: [Diagnostic] = []
        // Scenes are read where the document keeps them: most have no presenting segue at all.
        document.scenes.forEachInPlace { scene in
            scene.forEachSegue { segue, _ in
                guard [.present, .modal, .popover, .legacyPopover].contains(segue.kind),
                    let destination = segue.destination.flatMap(document.position(ofSceneWithID:)).map({ document.scenes[$0] })
                else { return }
                guard let exception = ModalPresentation.exception(of: segue, destination: destination) else { return }
                let style = ModalPresentation.style(of: segue, destination: destination)
                let name = Dialect.name(of: destination, in: document.format)
                let advice =
                    document.format == .storyboard
                    ? "set the segue's Presentation to Full Screen in the Attributes inspector, or choose another Transition"
                    : "add `presentation=\"fullScreen\"` to the segue, or use another `transition`"
                result.append(
                    Self.description.diagnostic(
                        at: segue.location,
                        "this segue presents \(name) with a partial curl in the \(style.rawValue) style, so UIKit raises \"\(exception.message)\": \(advice)"
                    ))
            }
        }
        return result
    }
}
