import StoryflowModel
import Testing

/// An unwind action's name, as segues call it, and its Objective-C selector, as Interface Builder names it.
@Suite struct UnwindActionTests {
    @Test(arguments: [
        ("backHome", "backHome", "backHome:"),
        ("backHome:", "backHome", "backHome:"),
        ("backHome(_:)", "backHome", "backHome:"),
        ("backHome(segue:)", "backHome", "backHomeWithSegue:"),
        ("backHome(from:animated:)", "backHome", "backHomeWithFrom:animated:"),
        ("backHome(_:animated:)", "backHome", "backHome:animated:"),
    ])
    func nameAndSelector(declared: String, name: String, selector: String) {
        let action = UnwindAction(declaredName: declared, location: SourceLocation(file: "f", line: 1, column: 1))
        #expect(action.name == name)
        #expect(action.selector == selector)
        #expect(action.declaredName == declared)
    }
}
