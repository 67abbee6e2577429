/// Tells apart a delegate or data source method the app's object implements from the protocol extension's default,
/// which stands for "not implemented": UIKit calls only the optional methods an object implements, so only those
/// are recorded. Every default implementation calls `noteReached()`.
@MainActor
enum ProtocolDefault {
    /// The method the innermost `tracking` call runs, and whether its default ran.
    private static var tracked: (method: String, reached: Bool)?

    /// Notes that the default implementation of `method` ran (its name as `#function` gives it,
    /// `tableView(_:didSelectRowAt:)`). A default the app's own method calls on the way (another method's) does
    /// not count.
    static func noteReached(_ method: String = #function) {
        if tracked?.method == method { tracked?.reached = true }
    }

    /// Runs `call`, which calls `method`; its result, and whether it ran the protocol's default implementation.
    static func tracking<Result>(_ method: String, _ call: () -> Result) -> (result: Result, reachedDefault: Bool) {
        let outer = tracked
        tracked = (method, false)
        let result = call()
        let reachedDefault = tracked?.reached ?? false
        tracked = outer
        return (result, reachedDefault)
    }
}
