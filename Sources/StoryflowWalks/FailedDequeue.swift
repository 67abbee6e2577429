import StoryflowModel
import StoryflowSemantics

/// A sample row whose cell the generic data source dequeues by a reuse identifier no prototype of its table has:
/// UIKit raises (`UIKitException.unknownCellIdentifier`) when the row comes into view, so no walk can show it.
/// `check` reports it as `sample-row-unknown-prototype`.
struct FailedDequeue: Sendable {
    /// The row.
    var row: SampleRow
    /// The identifier it is dequeued by: its prototype, else the table's first prototype's (empty when none).
    var identifier: String

    /// Why a step that brings the row of `scene` into view cannot be walked.
    func reason(scene: String) -> String {
        let by =
            identifier.isEmpty ? "an empty reuse identifier (it names no prototype and the table's first has none)" : "the reuse identifier `\(identifier)`"
        return """
            scene `\(scene)` dequeues its sample row at line \(row.location.line) by \(by), which no prototype of its table has, and UIKit \
            raises "\(UIKitException.unknownCellIdentifier(identifier).message)"
            """
    }

    /// The row of `table` that fails to dequeue, if `row` (a sample row of it, or a static cell) does.
    static func of(_ row: SampleRow?, in table: TableLayout) -> FailedDequeue? {
        guard let row, table.content == .prototypes else { return nil }
        let identifier = TouchTargets.reuseIdentifier(for: row, in: table) ?? ""
        return table.prototype(withReuseIdentifier: identifier) == nil ? FailedDequeue(row: row, identifier: identifier) : nil
    }

    /// For each scene of `document` whose table shows, before it is scrolled (`ScreenContents.visibleRows`), a
    /// sample row that fails to dequeue: the first such row. Only a flow's tables hold sample rows.
    static func firstOnScreen(in document: FlowDocument) -> [Int: FailedDequeue] {
        guard document.format == .flow else { return [:] }
        var result: [Int: FailedDequeue] = [:]
        for index in document.scenes.indices {
            let failed = document.scenes.withElementInPlace(at: index) { scene in scene.withTableView(firstOnScreen(in:)) ?? nil }
            if let failed { result[index] = failed }
        }
        return result
    }

    /// The first row `table` shows before it is scrolled that fails to dequeue. The rows are read where the table
    /// keeps them, and only a failing one is copied: this runs for every scene of a flow.
    private static func firstOnScreen(in table: TableLayout) -> FailedDequeue? {
        guard table.content == .prototypes else { return nil }
        let first = table.prototypes.first?.reuseIdentifier
        var shown = 0
        for section in table.samples.indices {
            for row in table.samples[section].rows.indices {
                guard shown < ScreenContents.visibleRows else { return nil }
                shown += 1
                let identifier = table.samples[section].rows[row].prototype ?? first ?? ""
                guard !table.prototypes.contains(where: { $0.reuseIdentifier == identifier }) else { continue }
                return FailedDequeue(row: table.samples[section].rows[row], identifier: identifier)
            }
        }
        return nil
    }
}

extension FlowScenes {
    /// The first row that fails to dequeue among those the screen of `state` shows before scrolling: in each
    /// content scene the top layer shows (each column of a split view) and in the scenes it embeds, with that scene.
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
                if let failed = failedDequeues[scene] { return (scene, failed) }
                scenes += embeddedScenes(of: scene).filter { seen.insert($0).inserted }
            }
        }
        return nil
    }
}
