import Dispatch
import Testing
@testable import StoryflowReader

/// The pipeline between the reading thread and the worker of a concurrent read.
@Suite struct WorkerPipelineTests {
    /// A batch the worker has consumed comes back to the sender, as the worker left it, for reuse.
    @Test func consumedBatchesComeBackForReuse() {
        let consumed = DispatchSemaphore(value: 0)
        let pipeline = WorkerPipeline<[Int]>(name: "test.pipeline") { batch in
            batch.append(-1)
            consumed.signal()
        }
        #expect(pipeline.send([1]) == nil)
        consumed.wait()
        _ = pipeline.send([2])
        consumed.wait()
        // The worker took batch 2 only after putting batch 1 back, so one of them is waiting now.
        let reusable = pipeline.send([3])
        consumed.wait()
        pipeline.finish()
        #expect(reusable == [1, -1] || reusable == [2, -1])
    }

    /// Batches are consumed in the order they were sent, each once.
    @Test func batchesArriveInOrder() {
        let received = ReceivedBatches()
        let pipeline = WorkerPipeline<[Int]>(name: "test.pipeline") { batch in received.append(batch) }
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
