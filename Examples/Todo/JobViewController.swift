import StoryflowRuntime

/// The editor, reached by `addJob` (a new job) or `editJob` (the tapped job); it goes back with `backToT0Do`.
final class JobViewController: ViewController {
    weak var addJobDelegate: AddJobDelegate?
    weak var editJobDelegate: EditJobDelegate?
    var jobToEdit: JobToDo?
    var jobToEditIndex: Int?

    var titleInput: TextField! { outlet("titleInput") }
    var finishSwitch: Switch! { outlet("finishSwitch") }

    override func viewDidLoad() {
        super.viewDidLoad()
        if let jobToEdit {
            titleInput.text = jobToEdit.title
            finishSwitch.isOn = jobToEdit.isFinished
        }
    }

    override func action(named name: String) -> ((Any?) -> Void)? {
        switch name {
        case "CancelTouched": CancelTouched
        case "SaveTouched": SaveTouched
        default: nil
        }
    }

    func CancelTouched(_ sender: Any?) {
        deliver(.cancelled)
        perform(.backToT0Do)
    }

    func SaveTouched(_ sender: Any?) {
        if jobToEdit != nil {
            self.editJobDelegate?.editJob(job: JobToDo(title: titleInput.text ?? "", isFinished: finishSwitch.isOn), jobIndex: jobToEditIndex!)
        } else {
            self.addJobDelegate?.addJob(job: JobToDo(title: titleInput.text ?? "", isFinished: finishSwitch.isOn))
        }
        deliver(.saved, value: titleInput.text ?? "")
        perform(.backToT0Do)
    }
}
