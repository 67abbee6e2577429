import StoryflowModel
import StoryflowReader

extension FlowPicture {
    /// The most other files one picture draws.
    public static let maximumReferencedFiles = 32

    /// Follows `document`'s storyboard references as `storyflow run` does: each storyboard or flow a reference
    /// names (in the same folder, or a subfolder the name gives) is read once and drawn as a cluster of kind
    /// `storyboard` with the id `Name` holding its picture (its ids prefixed with `Name:`, or `Name#2:` when
    /// that would clash, its parts carrying their own `file`), and each reference gets an edge of kind
    /// `reference` to the scene it stands for (the scene with its `referencedIdentifier`, else the file's initial
    /// scene). References to the same file lead to that file's scene. An identifier the file does not have,
    /// files that cannot be found or read, and files past `maximumReferencedFiles` leave the reference's box
    /// without an edge.
    public mutating func followReferences(of document: FlowDocument) {
        var pending: [(document: FlowDocument, prefix: String)] = [(document, "")]
        var prefixes: [String: String] = [StoryboardReferenceResolver.storyboardName(of: document.file): ""]
        var drawn: [String: FlowDocument] = [StoryboardReferenceResolver.storyboardName(of: document.file): document]
        while !pending.isEmpty {
            let (current, prefix) = pending.removeFirst()
            // Scenes are read by index: enumerating copies each one out, and few are references.
            for index in current.scenes.indices {
                guard let reference = current.scenes[index].reference else { continue }
                let scene = current.scenes[index]
                let name =
                    StoryboardReferenceResolver.isSelfReference(reference, in: current)
                    ? StoryboardReferenceResolver.storyboardName(of: current.file) : reference.storyboardName ?? ""
                if drawn[name] == nil, drawn.count <= Self.maximumReferencedFiles,
                    let found = StoryboardReferenceResolver.file(named: name, besides: current.file),
                    case let path = Self.path(of: found, named: name, besides: current.file),
                    let loaded = try? FlowLoader.load(contentsOf: path).document
                {
                    let other = FlowPicture(document: loaded)
                    let prefix = uniquePrefix(for: name, other)
                    drawn[name] = loaded
                    prefixes[name] = prefix
                    include(other, named: name, file: path, prefix: prefix)
                    pending.append((loaded, prefix))
                }
                guard let target = drawn[name], let targetPrefix = prefixes[name] else { continue }
                // A reference to an identifier the file does not have leads nowhere (`check` reports it).
                let targetID =
                    if let identifier = reference.referencedIdentifier {
                        target.scene(withStoryboardIdentifier: identifier)?.id
                    } else {
                        target.initialSceneID
                    }
                guard let targetID else { continue }
                edges.append(
                    Edge(
                        from: prefix + scene.id, to: targetPrefix + targetID, kind: "reference", presentation: nil, identifier: nil,
                        trigger: "storyboard reference", action: nil, line: scene.location.line, column: scene.location.column,
                        file: prefix.isEmpty ? nil : current.file
                    ))
            }
        }
        // Only another file's nodes change the index (edges need none).
        if drawn.count > 1 { indexNodes() }
    }

    /// `found` (a path the resolver made absolute) spelled as the referring file is: `name` (which may name a
    /// subfolder) with the file's extension, in the referring file's folder as given.
    private static func path(of found: String, named name: String, besides file: String) -> String {
        let fileName = name + (FlowFileKind(path: found) ?? .storyboard).suffix
        guard let slash = file.lastIndex(of: "/") else { return fileName }
        return String(file[...slash]) + fileName
    }

    /// `Name:`, or `Name#2:` and so on when an id drawn already would clash with one of `other`'s, prefixed.
    private func uniquePrefix(for name: String, _ other: FlowPicture) -> String {
        let taken = Set(nodes.map(\.id) + clusters.map(\.id))
        let incoming = other.nodes.map(\.id) + other.clusters.map(\.id)
        var prefix = name + ":"
        var attempt = 1
        // The prefix without its colon is the file's cluster's id, so it must be free too.
        while taken.contains(String(prefix.dropLast())) || incoming.contains(where: { taken.contains(prefix + $0) }) {
            attempt += 1
            prefix = name + "#\(attempt):"
        }
        return prefix
    }

    /// Adds `other`, the picture of the file `file`, as a cluster of kind `storyboard`, its ids prefixed.
    private mutating func include(_ other: FlowPicture, named name: String, file: String, prefix: String) {
        for var node in other.nodes {
            node.id = prefix + node.id
            node.file = file
            node.isInitial = false
            nodes.append(node)
        }
        for var cluster in other.clusters {
            cluster.id = prefix + cluster.id
            cluster.members = cluster.members.map { prefix + $0 }
            cluster.file = file
            clusters.append(cluster)
        }
        for var edge in other.edges {
            edge.from = prefix + edge.from
            edge.to = edge.to.map { prefix + $0 }
            edge.file = file
            edges.append(edge)
        }
        let members = other.topClusters.map { prefix + $0 } + other.looseNodes.map { prefix + $0 }
        // The file's cluster is named by the prefix without its colon, which no other id has.
        let id = String(prefix.dropLast())
        clusters.append(Cluster(id: id, title: name, kind: "storyboard", line: 1, column: 1, members: members, file: file))
        topClusters.append(id)
    }
}
