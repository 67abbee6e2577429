import StoryflowModel
import StoryflowSemantics

/// A sample row whose cell the generic data source dequeues by a reuse identifier no prototype of its table has:
/// UIKit raises (`UIKitException.unknownCellIdentifier`) when the row comes into view, so no walk can show it.
/// `check` reports it as `sample-row-unknown-prototype`.
struct FailedDequeue: Sendable {
    /// Where the row is among the table's rows, over all sections.
    var index: Int
    /// The row.
    var row: SampleRow
    /// The identifier it is dequeued by: its prototype, else the table's first prototype's (empty when none).
    var identifier: String

    /// Why a step that brings the row of `scene` into view cannot be walked.
    func reason(scene: String) -> String {
        let by = identifier.isEmpty ? "an empty reuse identifier (it names no prototype and the table's first has none)" : "a reuse identifier"
        return """
            scene `\(scene)` dequeues its sample row at line \(row.location.line) by \(by) no prototype of its table has, and UIKit raises \
            "\(UIKitException.unknownCellIdentifier(identifier).message)"
            """
    }

    /// For each scene of `document` whose table holds a sample row that fails to dequeue: the first such row.
    /// Only a flow's tables hold sample rows.
    static func first(in document: FlowDocument) -> [Int: FailedDequeue] {
        guard document.format == .flow else { return [:] }
        var result: [Int: FailedDequeue] = [:]
        for index in document.scenes.indices {
            let failed = document.scenes.withElementInPlace(at: index) { scene in scene.withTableView(first(in:)) ?? nil }
            if let failed { result[index] = failed }
        }
        return result
    }

    /// The first row of `table` that fails to dequeue (`TouchTargets.undequeuableSamples`).
    private static func first(in table: TableLayout) -> FailedDequeue? {
        TouchTargets.undequeuableSamples(of: table).first.map { FailedDequeue(index: $0.index, row: $0.row, identifier: $0.identifier) }
    }
}

extension FlowScenes {
    /// The first row that fails to dequeue among those the screen of `state` shows before scrolling
    /// (`ScreenContents.visibleRows`): in each content scene the top layer shows (each column of a split view)
    /// and in the scenes it embeds, with that scene.
    func failedDequeue(showing state: WalkState) -> (scene: Int, failed: FailedDequeue)? {
        guard !failedDequeues.isEmpty else { return nil }
        var pending = [WalkState.Position(layer: state.layers.count - 1, path: [])]
        while let position = pending.popLast() {
            if case .split(_, let columns) = state.node(at: position) {
                pending += columns.indices.map { WalkState.Position(layer: position.layer, path: position.path + [$0]) }
                continue
            }
            let shown = state.shownContent(from: position)
            guard case .content(let content) = state.node(at: shown) else { continue }
            var seen: Set<Int> = [content]
            var scenes = [content]
            while let scene = scenes.popLast() {
                if let failed = failedDequeues[scene], failed.index < ScreenContents.visibleRows { return (scene, failed) }
                scenes += embeddedScenes(of: scene).filter { seen.insert($0).inserted }
            }
        }
        return nil
    }

    /// The first row of the table of `scene` that fails to dequeue among its rows `rows` (over all sections).
    func failedDequeue(in scene: Int, rows: ClosedRange<Int>) -> FailedDequeue? {
        failedDequeues[scene].flatMap { rows.contains($0.index) ? $0 : nil }
    }
}
