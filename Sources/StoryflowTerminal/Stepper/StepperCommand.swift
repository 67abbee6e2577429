import StoryflowSemantics

/// One command typed at the `storyflow run` prompt or read from a script; `StepperParser` makes them from text.
///
/// Numbers refer to what the current frame shows (`ScreenNumbering`); names are matched by the stepper against
/// titles, texts, outlets and captions on screen.
public enum StepperCommand: Hashable, Sendable {
    /// `tap 2`, `tap +`, `tap "Add Player"`: a numbered row or control, or a bar button, button, cell or swipe
    /// action by its title or text.
    case tap(StepperReference)
    /// `tap accessory 2`: the accessory button of the row numbered 2.
    case tapAccessory(row: Int)
    /// `back`: the navigation bar's back button.
    case back
    /// `tab 2`, `tab Gestures`: select a tab by position (from 1) or title.
    case tab(StepperReference)
    /// `type "Bill Evans" into nameTextField`: text into the given field, or the first responder when no field
    /// is named.
    case type(text: String, field: StepperReference?)
    /// `clear titleInput`: empty a text field; `clear` alone clears the terminal and draws the screen again.
    case clear(StepperReference?)
    /// `dismiss`: swipe the top sheet down.
    case dismiss
    /// `perform ShowDetail`: fire a segue by identifier, as `performSegue(withIdentifier:sender:)` does.
    case perform(identifier: String)
    /// `events off`, `events summary`, `events all`: how much of each step's events the session prints.
    case eventDetail(EventDetail)
    /// `toggle finishSwitch`, `toggle 3`: flip a switch.
    case toggle(StepperReference)
    /// `scroll down 5`: scroll by rows, or by a screenful when no count is given.
    case scroll(ScrollDirection, rows: Int?)
    /// `edit`: put the table in editing mode.
    case edit
    /// `done`: end editing mode.
    case done
    /// `delete 3`: commit the deletion of the row numbered 3 (its delete control, then the confirmation).
    case delete(row: Int)
    /// `insert`, `insert 4`: tap the insert control (of the given row, or the only one shown).
    case insert(row: Int?)
    /// `move 3 to 1`: drag the row numbered 3 by its reorder control to where row 1 is.
    case move(from: Int, to: Int)
    /// `swipe left 2`: reveal a row's trailing (left swipe) or leading (right swipe) actions.
    case swipe(SwipeDirection, row: Int)
    /// `choose 2`, `choose Delete`: an alert or action sheet action by number or title.
    case choose(StepperReference)
    /// `stack`: the controller hierarchy.
    case stack
    /// `scenes`: the live controller instances.
    case scenes
    /// `events`, `events 20`: the most recent events.
    case events(count: Int?)
    /// `help`, `help tap`: the command list, or one command's usage.
    case help(topic: String?)
    /// `relaunch`: launch the app again from its first scene, as a new process would.
    case relaunch
    /// `device ipad`: launch the app again, as `relaunch` does, on another device.
    case device(Device)
    /// `open myapp://items/42`: start the app afresh at the flow's deep link for the URL, building its back
    /// stack; `open ID` (no `://`) starts at a scene as `--start` does.
    case open(url: String)
    /// `quit`: end the session.
    case quit
    /// `expect ...`: a script assertion; a failed one is reported and makes the exit status non-zero.
    case expect(StepperExpectation)

    /// How much of a step's events the session prints.
    public enum EventDetail: String, Hashable, Sendable, CaseIterable {
        /// None but errors.
        case off
        /// One line per step: segues, presentations, delegate calls (and errors on their own lines).
        case summary
        /// Every event.
        case all
    }

    /// Which way to scroll.
    public enum ScrollDirection: String, Hashable, Sendable {
        case up
        case down
    }

    /// Which way to swipe: left reveals trailing actions (delete), right reveals leading ones.
    public enum SwipeDirection: String, Hashable, Sendable {
        case left
        case right
    }
}

/// How a command names something on screen: by the number drawn next to it, or by a name.
public enum StepperReference: Hashable, Sendable {
    /// A number shown on screen (an unquoted whole number, e.g. `2`).
    case number(Int)
    /// A title, text, outlet or caption (anything else, or a quoted number such as `"2"`).
    case name(String)
}

/// What an `expect` line asserts.
///
/// Most check the screen or the previous step's events when the line is read. `error` and `failure` instead
/// declare that the next step (the next command that acts on the app) is meant to fail, so a strict walk does not
/// count that step as a failure.
public enum StepperExpectation: Hashable, Sendable {
    /// `expect title "Add Player"`: the navigation bar's title of the top layer.
    case title(String)
    /// `expect row 2 "Chess"`: the text of the row numbered 2 contains this text.
    case row(Int, String)
    /// `expect scene playerDetails`: the flow id of the scene on top.
    case scene(String)
    /// `expect event prepare AddPlayer`: an event with this name happened since the previous command, and its
    /// line mentions the given text (if any).
    case event(name: String, containing: String?)
    /// `expect events viewWillDisappear viewDidAppear`: the previous step's events include these names, in this
    /// order (others may come between).
    case events([String])
    /// `expect no error`: the previous step caused no `error` event.
    case noError
    /// `expect alert`, `expect alert "Remove?"`: an alert or action sheet is showing (with this title).
    case alert(title: String?)
    /// `expect rows 4`, `expect rows 2 in section 1`: how many rows the table on screen has (in the section
    /// numbered from 1, or named by its header).
    case rows(Int, section: StepperReference?)
    /// `expect field nameTextField "Chet Baker"`: the text field's text (empty when no text is given).
    case field(StepperReference, text: String)
    /// `expect switch finishSwitch on`: whether the switch is on.
    case switchState(StepperReference, isOn: Bool)
    /// `expect tab Gestures`, `expect tab 2`: the selected tab, by title or position (from 1).
    case tab(StepperReference)
    /// `expect stack players playerDetails`: the scene ids of the navigation stack the top scene is in, root first.
    case stack([String])
    /// `expect input player "Chet Baker"`: the top scene's input holds this value (`expect input player`: it
    /// holds one).
    case input(name: String, value: String?)
    /// `expect result didAddPlayer`, `expect result didSelectGame Chess`: the previous step gave back this result
    /// (with this value).
    case result(name: String, value: String?)
    /// `expect error`, `expect error "has no segue"`: the next step is meant to raise UIKit's error (mentioning
    /// this text).
    case error(containing: String?)
    /// `expect failure`, `expect failure "Nothing called"`: the next step is meant to fail: a gesture that cannot
    /// be done, or an error (mentioning this text).
    case failure(containing: String?)
}
