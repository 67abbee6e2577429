import StoryflowModel

/// Where each scene goes on Xcode's canvas: in columns by how many steps it is from the initial scene (through
/// relationships and segues), top to bottom in the flow's order within a column; scenes no step reaches go in a
/// last column.
enum CanvasLayout {
    /// The distance between two columns and between two rows, in canvas points.
    static let columnWidth = 500
    static let rowHeight = 950

    static func locations(of document: FlowDocument) -> [String: (x: Int, y: Int)] {
        var depth: [String: Int] = [:]
        var queue: [String] = []
        if let initial = document.initialSceneID, document.scene(withID: initial) != nil {
            depth[initial] = 0
            queue.append(initial)
        }
        var next = 0
        while next < queue.count {
            let id = queue[next]
            next += 1
            guard let scene = document.scene(withID: id), let current = depth[id] else { continue }
            let targets = scene.relationships.map(\.destination) + scene.segues.compactMap(\.destination)
            for target in targets where depth[target] == nil && document.scene(withID: target) != nil {
                depth[target] = current + 1
                queue.append(target)
            }
        }
        let unreached = (depth.values.max() ?? -1) + 1
        var rows: [Int: Int] = [:]
        var result: [String: (x: Int, y: Int)] = [:]
        for scene in document.scenes where result[scene.id] == nil {
            let column = depth[scene.id] ?? unreached
            let row = rows[column, default: 0]
            rows[column] = row + 1
            result[scene.id] = (column * columnWidth, row * rowHeight)
        }
        return result
    }
}
