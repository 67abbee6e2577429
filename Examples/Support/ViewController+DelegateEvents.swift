import StoryflowRuntime

extension ViewController {
    /// Records a call of one of the app's own delegate methods (`playerDetailsViewControllerDidCancel(_:)`,
    /// `addJob(job:)`, ...) on this controller as a `delegate` event, so transcripts show the callback where
    /// the seeds rely on it. Call it first thing in the method: `recordDelegateCall(player.name)`.
    public func recordDelegateCall(_ message: String? = nil, method: String = #function) {
        EventLog.current?.record(Event(.delegate, scene: scene?.id, className: className, instance: instanceName, method: method, message: message))
    }
}
