import StoryflowRuntime

/// One attribute, full screen; made in code (`[[DetailViewController alloc] init]`), not by the storyboard.
final class DetailViewController: ViewController {
    var key: String?
    var value: String?

    override func loadView() -> View {
        let root = View()
        root.addSubview(Label(text: value, outletName: "valueLabel"))
        return root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = key
        navigationItem.title = key
    }
}
