import Foundation

/// Turns materialized scene elements, one at a time and in document order, into scenes it keeps.
protocol SceneCollecting: AnyObject, SendableMetatype {
    /// Converts one scene element.
    func add(_ node: XMLNode)
}

/// Converts scenes on a second thread while the reading thread goes on parsing: the reader hands over each
/// scene's materialized elements (immutable arenas), batched, through a bounded queue; a worker thread feeds
/// them, in order, to a collector (`FlowSceneCollector`, `StoryboardSceneCollector`).
///
/// Only large files are read this way (`FlowLoader` decides): parsing and converting are about equal halves of
/// reading a flow, so on two cores reading takes about the time of the larger half. The queue holds at most
/// `maximumPendingBatches` batches, so memory stays bounded by a few batches of scenes, as when reading on
/// one thread.
final class ScenePipeline<Collector: SceneCollecting>: @unchecked Sendable {

    // Invariant behind `@unchecked Sendable`: `pending` and `isClosed` are only touched with `condition`
    // locked; `collector` belongs to the worker from `init` until `finish()` has joined it, and to the caller
    // of `finish()` after that; `batch` belongs to the reading thread.
    private let condition = NSCondition()
    private var pending: [[XMLNode]] = []
    private var isClosed = false
    private var isDone = false
    private var batch: [XMLNode] = []
    private let collector: Collector

    /// Starts the worker thread, which converts into `collector`.
    init(collector: Collector) {
        self.collector = collector
        batch.reserveCapacity(ScenePipelineLimits.batchSize)
        let thread = Thread { [self] in work() }
        thread.name = "storyflow.scenes"
        thread.start()
    }

    /// Queues the scene element `node` for conversion.
    func add(_ node: XMLNode) {
        batch.append(node)
        if batch.count == ScenePipelineLimits.batchSize { send() }
    }

    /// Sends what is left, waits until every scene is converted, and returns the collector.
    func finish() -> Collector {
        send()
        condition.lock()
        isClosed = true
        condition.broadcast()
        while !isDone { condition.wait() }
        condition.unlock()
        return collector
    }

    private func send() {
        guard !batch.isEmpty else { return }
        condition.lock()
        while pending.count >= ScenePipelineLimits.maximumPendingBatches { condition.wait() }
        pending.append(batch)
        condition.broadcast()
        condition.unlock()
        batch = []
        batch.reserveCapacity(ScenePipelineLimits.batchSize)
    }

    private func work() {
        while true {
            condition.lock()
            while pending.isEmpty && !isClosed { condition.wait() }
            if pending.isEmpty {
                isDone = true
                condition.broadcast()
                condition.unlock()
                return
            }
            let next = pending.removeFirst()
            condition.broadcast()
            condition.unlock()
            for node in next { collector.add(node) }
        }
    }
}

/// How much a `ScenePipeline` holds.
enum ScenePipelineLimits {
    /// Scenes handed over together (one lock and one wake-up per batch, not per scene).
    static let batchSize = 64
    /// Batches waiting for the worker before the reading thread waits for it.
    static let maximumPendingBatches = 8
}
