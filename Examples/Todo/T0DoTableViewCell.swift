import StoryflowRuntime

/// A job's cell (prototype `T0DoCell`): the title and the done state.
final class T0DoTableViewCell: TableViewCell {
    var job: Label! { outlet("job") }
    var status: Label! { outlet("status") }
}
