/// The checks' tuning constant, with the measurement behind it (docs/performance.md). It changes how fast
/// findings come, never which: `FlowChecker` sorts them, and `StreamingCheckTests` compares both ways.
enum CheckTuning {
    /// Documents with at least this many scenes have their graph's edges collected, and their rules run, on all
    /// cores; smaller ones on the calling thread. On the 50 MB flow (100,000 scenes) this took the check after
    /// the read from about 0.2 s to 0.12 s on two cores; at 1,000 scenes, starting the tasks costs more than
    /// the rules take.
    static let concurrentSceneCount = 10_000
}
