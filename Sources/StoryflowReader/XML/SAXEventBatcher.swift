/// Holds the events a `SAXEventProducer` adds until they are committed, then replays them: at once on the
/// reading thread, or, for a concurrent read, on a worker (`WorkerPipeline`) in batches.
///
/// The batch's first `committedEvents` events (and `committedAttributes` attributes) are committed and not yet
/// replayed or sent; the rest are held back until `commit` or `dropUncommitted`.
final class SAXEventBatcher {
    // Touched only by the reading thread, one call at a time (see `SAXEventProducer`), so the properties skip
    // Swift's dynamic exclusivity checks.
    /// The events and attributes held, committed first.
    @exclusivity(unchecked) var batch = SAXEventBatch()
    @exclusivity(unchecked) private var committedEvents = 0
    @exclusivity(unchecked) private var committedAttributes = 0
    private let replay: (inout SAXEventBatch) -> Void
    /// The worker of a concurrent read.
    private let pipeline: WorkerPipeline<SAXEventBatch>?

    /// A batcher that hands committed events to `replay`, on a worker thread when `concurrent`.
    init(concurrent: Bool, replay: @escaping (inout SAXEventBatch) -> Void) {
        self.replay = replay
        pipeline =
            concurrent
            ? WorkerPipeline(
                name: "storyflow.read", pendingLimit: ReaderTuning.pendingBatches, reuseLimit: ReaderTuning.reusedBatches,
                // The worker empties each batch it replayed (freeing its attribute values), leaving the reading
                // thread, which runs libxml2 and the source scanner, to parse: 0.93× on a 5 MB storyboard, no
                // change on the 50 MB storyboard or on flows (21 pairs in turn).
                consume: { batch in
                    replay(&batch)
                    batch.events.removeAll(keepingCapacity: true)
                    batch.attributes.removeAll(keepingCapacity: true)
                }
            ) : nil
    }

    /// Commits every event held. They are replayed now, or, for a concurrent read, sent to the worker once the
    /// batch holds `ReaderTuning.eventsPerBatch` events or `flush` is set.
    func commit(endsDocument: Bool, flush: Bool) {
        committedEvents = batch.events.count
        committedAttributes = batch.attributes.count
        deliver(endsDocument: endsDocument, flush: flush)
    }

    /// Drops the events held back since the last commit and delivers what was committed before.
    func dropUncommitted() {
        batch.events.removeSubrange(committedEvents...)
        batch.attributes.removeSubrange(committedAttributes...)
        deliver(endsDocument: false, flush: true)
    }

    /// Waits until the worker of a concurrent read has replayed every batch sent.
    func finish() {
        pipeline?.finish()
    }

    private func deliver(endsDocument: Bool, flush: Bool) {
        batch.endsDocument = endsDocument
        guard let pipeline else {
            replay(&batch)
            batch.events.removeAll(keepingCapacity: true)
            batch.attributes.removeAll(keepingCapacity: true)
            (committedEvents, committedAttributes) = (0, 0)
            return
        }
        guard flush || batch.events.count >= ReaderTuning.eventsPerBatch else { return }
        if var reusable = pipeline.send(batch) {
            reusable.endsDocument = false
            batch = reusable
        } else {
            batch = SAXEventBatch()
            batch.events.reserveCapacity(ReaderTuning.eventsPerBatch + 256)
        }
        (committedEvents, committedAttributes) = (0, 0)
    }
}
