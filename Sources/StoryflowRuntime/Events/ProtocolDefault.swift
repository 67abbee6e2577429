/// Tells apart a delegate or data source method the app's object implements from the protocol extension's default,
/// which stands for "not implemented": UIKit calls only the optional methods an object implements, so only those
/// are recorded. Every default implementation calls `noteReached()`.
@MainActor
enum ProtocolDefault {
    /// Whether a default implementation ran since the innermost `tracking` call began.
    private static var reached = false

    /// Notes that a protocol's default implementation ran.
    static func noteReached() {
        reached = true
    }

    /// Runs `call`; its result, and whether it ran the protocol's default implementation (a call the app's method
    /// makes into another default does not count: each call is tracked on its own).
    static func tracking<Result>(_ call: () -> Result) -> (result: Result, reachedDefault: Bool) {
        let outer = reached
        reached = false
        let result = call()
        let reachedDefault = reached
        reached = outer
        return (result, reachedDefault)
    }
}
