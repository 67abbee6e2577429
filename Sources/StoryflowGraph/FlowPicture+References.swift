import StoryflowModel
import StoryflowReader

extension FlowPicture {
    /// The most other files one picture draws.
    public static let maximumReferencedFiles = 32

    /// Follows `document`'s storyboard references as `storyflow run` does: each storyboard or flow a reference
    /// names in the same folder is read once and drawn as a cluster of kind `storyboard` holding its picture (its
    /// ids prefixed with `Name:`, its parts carrying their own `file`), and each reference gets an edge of kind
    /// `reference` to the scene it stands for (the scene with its `referencedIdentifier`, else the file's initial
    /// scene). References to the same file lead to that file's scene. Files that cannot be found or read, and
    /// files past `maximumReferencedFiles`, are left as the reference's box.
    public mutating func followReferences(of document: FlowDocument) {
        var pending: [(document: FlowDocument, prefix: String)] = [(document, "")]
        var prefixes: [String: String] = [StoryboardReferenceResolver.storyboardName(of: document.file): ""]
        var drawn: [String: FlowDocument] = [StoryboardReferenceResolver.storyboardName(of: document.file): document]
        while !pending.isEmpty {
            let (current, prefix) = pending.removeFirst()
            for scene in current.scenes {
                guard let reference = scene.reference else { continue }
                let name = StoryboardReferenceResolver.isSelfReference(reference, in: current)
                    ? StoryboardReferenceResolver.storyboardName(of: current.file) : reference.storyboardName ?? ""
                if drawn[name] == nil, drawn.count <= Self.maximumReferencedFiles,
                   let found = StoryboardReferenceResolver.file(named: name, besides: current.file),
                   case let path = Self.path(of: found, besides: current.file),
                   let loaded = try? FlowLoader.load(contentsOf: path).document {
                    drawn[name] = loaded
                    prefixes[name] = name + ":"
                    include(FlowPicture(document: loaded), named: name, file: path, prefix: name + ":")
                    pending.append((loaded, name + ":"))
                }
                guard let target = drawn[name], let targetPrefix = prefixes[name] else { continue }
                let targetID = reference.referencedIdentifier.flatMap { target.scene(withStoryboardIdentifier: $0)?.id } ?? target.initialSceneID
                guard let targetID else { continue }
                edges.append(Edge(
                    from: prefix + scene.id, to: targetPrefix + targetID, kind: "reference", presentation: nil, identifier: nil,
                    trigger: "storyboard reference", action: nil, line: scene.location.line, column: scene.location.column,
                    file: prefix.isEmpty ? nil : current.file
                ))
            }
        }
        indexNodes()
    }

    /// `found` (a path the resolver made absolute) spelled as the referring file is: in its folder as given.
    private static func path(of found: String, besides file: String) -> String {
        let name = found.split(separator: "/").last.map(String.init) ?? found
        guard let slash = file.lastIndex(of: "/") else { return name }
        return String(file[...slash]) + name
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
        let id = file.split(separator: "/").last.map(String.init) ?? name
        clusters.append(Cluster(id: id, title: name, kind: "storyboard", line: 1, column: 1, members: members, file: file))
        topClusters.append(id)
    }
}
