import Dispatch

/// Frees a large model on a background thread, so a command's result need not wait for it: freeing the
/// 100,000-scene model of a 50 MB flow takes tens of milliseconds, and below 10,000 scenes it takes less than
/// handing it to another thread. The process may end before the thread runs, which frees it as well.
public enum BackgroundRelease {
    /// The fewest scenes a model freed in the background has.
    public static let minimumSceneCount = 10_000

    /// Releases this reference to `value` on a background thread when its flow has at least
    /// `minimumSceneCount` scenes, else here, as the caller's scope ends.
    public static func release(_ value: some Sendable, ifSceneCount sceneCount: Int) {
        guard sceneCount >= minimumSceneCount else { return }
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(value) {} }
    }
}
