import StoryflowModel

/// What one storyboard `<segue>` element is: a segue, or a container's relationship to a child scene.
enum StoryboardConnection {
    case segue(Segue)
    case relationship(Relationship)
}

/// Reads storyboard `<segue>` elements.
struct StoryboardSegueReader {
    let sink: DiagnosticCollector

    /// Reads one segue element with the given trigger; `nil` (reported) for a kind Storyflow does not know,
    /// `nil` (silently) for relationships the model does not cover, such as macOS window content.
    func read(_ node: XMLNode, trigger: SegueTrigger) -> StoryboardConnection? {
        guard let kindName = node.attribute("kind") else {
            sink.report(.missingAttribute, at: node.location, "<segue> has no `kind`; Xcode writes one for every segue", severity: .warning)
            return nil
        }
        let destination = node.attribute("destination")
        if kindName == "relationship" {
            guard let name = node.attribute("relationship"), let kind = StoryboardVocabulary.relationshipKinds[name],
                let destination
            else { return nil }
            return .relationship(Relationship(kind: kind, destination: destination, location: node.location))
        }
        guard let kind = StoryboardVocabulary.segueKinds[kindName] else {
            let entry = node.attributeEntry("kind")
            sink.report(
                .invalidValue, at: entry?.location ?? node.location,
                """
                segue kind `\(kindName)` is not one Storyflow knows (\(StoryboardVocabulary.segueKinds.keys.sorted().joined(separator: ", "))); the segue is \
                left out
                """,
                severity: .warning
            )
            return nil
        }
        return .segue(
            Segue(
                identifier: node.attribute("identifier"), kind: kind,
                destination: kind == .unwind ? nil : destination,
                unwindAction: node.attribute("unwindAction").map(UnwindAction.normalizedName),
                customClass: node.attribute("customClass"),
                presentation: node.attribute("modalPresentationStyle").flatMap { StoryboardVocabulary.presentationStyles[$0] },
                transition: node.attribute("modalTransitionStyle").flatMap(TransitionStyle.init(rawValue:)),
                animates: node.attribute("animates") != "NO",
                trigger: trigger, location: node.location,
                contract: node.attribute("destinationCreationSelector").map { SegueContract(creationAction: $0) }
            ))
    }

    /// The segues and relationships in an element's `<connections>`, in order, each with `trigger`.
    func connections(of node: XMLNode, trigger: (XMLNode) -> SegueTrigger) -> [StoryboardConnection] {
        node.connections.filter { $0.name == "segue" }.compactMap { read($0, trigger: trigger($0)) }
    }

    /// The segues (not relationships) in an element's `<connections>`.
    func segues(of node: XMLNode, trigger: SegueTrigger) -> [Segue] {
        connections(of: node) { _ in trigger }.compactMap {
            if case .segue(let segue) = $0 { segue } else { nil }
        }
    }
}
