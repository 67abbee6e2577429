import ExampleSupport
import StoryflowRuntime

/// The list of jobs: add and edit through the editor, swipe left to delete, swipe right for done or not done,
/// sort unfinished first. Every change is saved.
final class T0DoTableViewController: TableViewController, AddJobDelegate, EditJobDelegate {
    var jobs: [JobToDo] = []
    /// Injected by the app delegate before the view loads.
    var jobFile: JobFile!

    override func viewDidLoad() {
        super.viewDidLoad()
        loadAll()
    }

    // MARK: - Persistence

    func saveAll() {
        do {
            try jobFile.save(jobs)
        } catch {
            log("Unable to save: \(error)")
        }
    }

    func loadAll() {
        do {
            jobs = try jobFile.load()
        } catch {
            log("Error loading from: \(error)")
        }
    }

    // MARK: - Table view data source

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { jobs.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = dequeueT0DoCell(from: tableView, for: indexPath)
        let job = jobs[indexPath.row]
        cell.status.text = job.isFinished ? "✅" : "🥱"
        cell.job.text = job.title
        return cell
    }

    /// Swipe left: delete.
    override func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        jobs.remove(at: indexPath.row)
        self.tableView.deleteRows(at: [indexPath], with: .automatic)
        saveAll()
    }

    /// Swipe right: ✅ marks the job done, 🥱 not done; a full swipe runs ✅.
    override func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        let finishAction = ContextualAction(style: .normal, title: "✅") { [unowned self] _, _, completionHandler in
            jobs[indexPath.row].isFinished = true
            completionHandler(true)
            tableView.reloadData()
            saveAll()
        }
        finishAction.backgroundColor = "green"
        let unfinishAction = ContextualAction(style: .normal, title: "🥱") { [unowned self] _, _, completionHandler in
            jobs[indexPath.row].isFinished = false
            completionHandler(true)
            tableView.reloadData()
            saveAll()
        }
        unfinishAction.backgroundColor = "orange"
        return SwipeActionsConfiguration(actions: [finishAction, unfinishAction])
    }

    // MARK: - Navigation

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        switch prepared(segue) {
        case .addJob(let jobViewController):
            jobViewController.addJobDelegate = self
        case .editJob(let jobViewController):
            guard let indexPath = tableView.indexPathForSelectedRow else { return }
            jobViewController.editJobDelegate = self
            jobViewController.jobToEdit = jobs[indexPath.row]
            jobViewController.jobToEditIndex = indexPath.row
            jobViewController.setFlowInput(.init(mode: .edit, job: jobs[indexPath.row].title))
        case .other:
            break
        }
    }

    override func unwindAction(named name: String) -> ((StoryboardSegue) -> Void)? {
        name == "unwindToT0Do" ? unwindToT0Do(segue:) : super.unwindAction(named: name)
    }

    func unwindToT0Do(segue: StoryboardSegue) {
        log("Back to T0Do")
    }

    override func action(named name: String) -> ((Any?) -> Void)? {
        switch name {
        case "refreshTouched": refreshTouched
        default: nil
        }
    }

    /// Sort: unfinished jobs first. The seed's predicate (`joba.isFinished == false`) is not a strict weak
    /// ordering; this keeps its intent and the order within each group.
    func refreshTouched(_ sender: Any?) {
        jobs = jobs.filter { !$0.isFinished } + jobs.filter(\.isFinished)
        tableView.reloadData()
        saveAll()
    }

    // MARK: - AddJobDelegate, EditJobDelegate

    func addJob(job: JobToDo) {
        recordDelegateCall(job.title)
        jobs.append(job)
        tableView.reloadData()
        saveAll()
    }

    func editJob(job: JobToDo, jobIndex: Int) {
        recordDelegateCall(job.title)
        var edited = job
        edited.unknownFields = jobs[jobIndex].unknownFields
        jobs[jobIndex] = edited
        tableView.reloadData()
        saveAll()
    }
}
