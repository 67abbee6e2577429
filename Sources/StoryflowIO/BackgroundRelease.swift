import Dispatch

/// Frees a large model on a background thread, so a command's result need not wait for it: freeing the
/// 100,000-scene model of a 50 MB flow takes tens of milliseconds, and below 10,000 scenes it takes less than
/// handing it to another thread. The process may end before the thread runs, which frees it as well.
public enum BackgroundRelease {
    /// The fewest scenes a model freed in the background has.
    public static let minimumSceneCount = 10_000

    /// Takes `value` and, when its flow has at least `minimumSceneCount` scenes, drops it on a background thread,
    /// else here, as this call returns. For the freeing to happen there, the caller gives its last reference
    /// (`consume`, or a value taken out of where it was kept).
    public static func release<Value: Sendable>(_ value: consuming Value, ifSceneCount sceneCount: Int) {
        guard sceneCount >= minimumSceneCount else { return }
        let holder = Holder(value: consume value)
        DispatchQueue.global(qos: .utility).async { holder.value = nil }
    }

    /// The value on its way to the background thread: only that thread touches `value` once the holder is made,
    /// so no access overlaps.
    private final class Holder<Held: Sendable>: @unchecked Sendable {
        var value: Held?

        init(value: consuming Held) {
            self.value = consume value
        }
    }
}
