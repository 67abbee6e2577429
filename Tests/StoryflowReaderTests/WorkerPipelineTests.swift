import Dispatch
import Testing

@testable import StoryflowReader

/// The pipeline between the reading thread and the worker of a concurrent read.
@Suite struct WorkerPipelineTests {
    /// A batch the worker has consumed comes back to the sender, as the worker left it, for reuse.
    @Test func consumedBatchesComeBackForReuse() {
        let consumed = DispatchSemaphore(value: 0)
        let pipeline = WorkerPipeline<[Int]>(name: "test.pipeline", pendingLimit: 2, reuseLimit: 2) { batch in
            batch.append(-1)
            consumed.signal()
        }
        #expect(pipeline.send([1]) == nil)
        consumed.wait()
        // Batch 1 may not be back yet: the worker puts a batch back after `consume` returns.
        let second = pipeline.send([2])
        consumed.wait()
        // The worker put batch 1 back before it took batch 2. So if the second send did not get batch 1, the
        // third finds it waiting (or batch 2, if that is back too); if it did, the third may find nothing yet.
        let third = pipeline.send([3])
        consumed.wait()
        pipeline.finish()
        let reused = [second, third].compactMap { $0 }
        #expect(!reused.isEmpty && reused.allSatisfy { $0 == [1, -1] || $0 == [2, -1] }, "\(second as Any), \(third as Any)")
        #expect(second == nil || second == [1, -1])
    }

    /// Batches are consumed in the order they were sent, each once.
    @Test func batchesArriveInOrder() {
        let received = ReceivedBatches()
        let pipeline = WorkerPipeline<[Int]>(name: "test.pipeline", pendingLimit: 2, reuseLimit: 2) { batch in received.append(batch) }
        for value in 0..<100 { _ = pipeline.send([value]) }
        pipeline.finish()
        #expect(received.all == (0..<100).map { [$0] })
    }
}

/// Batches seen by a worker, read by the test once the pipeline has finished.
private final class ReceivedBatches: @unchecked Sendable {
    private(set) var all: [[Int]] = []

    func append(_ batch: [Int]) { all.append(batch) }
}
