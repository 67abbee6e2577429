import StoryflowRuntime

/// Told about a job the editor created (segue `addJob`).
@MainActor
protocol AddJobDelegate: AnyObject {
    func addJob(job: JobToDo)
}
