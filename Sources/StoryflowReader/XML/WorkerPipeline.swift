import Foundation

/// Hands batches of work from the reading thread to a worker thread, in order, through a bounded queue.
///
/// Large files are read on two threads: the reading thread runs libxml2 and the source scanner and sends the SAX
/// events it kept, with their locations, in batches; the worker replays them into the tree walker and the
/// dialect's converter (`SAXEventReplayer`). The queue holds at most `pendingLimit` batches, so memory
/// stays bounded by a few batches, as when reading on one thread. Batches the worker is done with go back to the
/// sending thread for reuse, so neither thread allocates their storage in the steady state.
final class WorkerPipeline<Batch>: @unchecked Sendable {
    // Invariant behind `@unchecked Sendable`: `pending`, `isClosed` and `isDone` are only touched with
    // `condition` locked; `consume` runs on the worker only, between `init` and the end of `finish()`.
    private let condition = NSCondition()
    private var pending: [Batch] = []
    /// Batches consumed, waiting to be reused by the sending thread.
    private var consumed: [Batch] = []
    private var isClosed = false
    private var isDone = false
    private let consume: (inout Batch) -> Void
    /// Batches waiting for the worker before `send` waits.
    private let pendingLimit: Int
    /// Consumed batches kept for reuse at most.
    private let reuseLimit: Int

    /// Starts the worker thread, which calls `consume` with each batch sent, in order. At most `pendingLimit`
    /// batches wait for the worker, and at most `reuseLimit` consumed ones wait to be reused.
    init(name: String, pendingLimit: Int, reuseLimit: Int, consume: @escaping (inout Batch) -> Void) {
        precondition(pendingLimit > 0 && reuseLimit >= 0, "a pipeline needs room for one pending batch")
        self.consume = consume
        self.pendingLimit = pendingLimit
        self.reuseLimit = reuseLimit
        let thread = Thread { [self] in work() }
        thread.name = name
        thread.start()
    }

    /// Queues `batch`; waits while the queue is full. Returns a batch the worker has consumed, as `consume` left
    /// it, if one is waiting to be reused.
    func send(_ batch: Batch) -> Batch? {
        condition.lock()
        while pending.count >= pendingLimit { condition.wait() }
        pending.append(batch)
        let reusable = consumed.popLast()
        condition.broadcast()
        condition.unlock()
        return reusable
    }

    /// Waits until every batch sent has been consumed, and ends the worker.
    func finish() {
        condition.lock()
        isClosed = true
        condition.broadcast()
        while !isDone { condition.wait() }
        condition.unlock()
    }

    private func work() {
        var finished: Batch?
        while true {
            condition.lock()
            if let batch = finished.take(), consumed.count < reuseLimit { consumed.append(batch) }
            while pending.isEmpty && !isClosed { condition.wait() }
            if pending.isEmpty {
                isDone = true
                condition.broadcast()
                condition.unlock()
                return
            }
            var next = pending.removeFirst()
            condition.broadcast()
            condition.unlock()
            consume(&next)
            finished = next
        }
    }
}
