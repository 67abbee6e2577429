import StoryflowRuntime

/// Told about a job the editor changed (segue `editJob`).
@MainActor
protocol EditJobDelegate: AnyObject {
    func editJob(job: JobToDo, jobIndex: Int)
}
