/// The checks' tuning constant, with the measurement behind it (docs/performance.md). It changes how fast
/// findings come, never which: `FlowChecker` sorts them, and `StreamingCheckTests` compares both ways.
enum CheckTuning {
    /// Documents with at least this many scenes have their graph's edges collected, and their rules run, on all
    /// cores; smaller ones on the calling thread. On the 50 MB flow (100,000 scenes) this took the check after
    /// the read from about 0.2 s to 0.12 s on two cores; at 1,000 scenes, starting the tasks costs more than
    /// the rules take.
    static let concurrentSceneCount = 10_000

    /// Work over the scenes of such a document (collecting the graph's edges, running the scene rules) is cut into
    /// this many ranges, which the cores take one after another: with another process on one of two cores, the
    /// core left free takes more of them instead of waiting for the shared one to finish its half (2% off the
    /// `check` of the 10,000- and 100,000-scene flows with a shell loop on one core, against two halves).
    static let sceneRangeCount = 8

    /// `0..<count` in `sceneRangeCount` ranges of nearly equal length, in order (fewer when `count` is smaller).
    static func sceneRanges(_ count: Int) -> [Range<Int>] {
        let pieces = max(1, min(sceneRangeCount, count))
        return (0..<pieces).map { piece in count * piece / pieces..<count * (piece + 1) / pieces }
    }
}
