import StoryflowModel

/// The rules of `check --swift`, which reads an app's Swift code against its flows and storyboards. The
/// checking itself needs a Swift parser and lives in `StoryflowSwiftCheck`; the descriptions are here so every
/// rule list, configuration and reporter knows them.
///
/// An example is a flow, a line `// Swift:`, then Swift code; `↓` marks where a finding points, in either part.
public enum SwiftCheckRules: RuleFamily {
    /// The line that separates an example's flow from its Swift code.
    public static let exampleSeparator = "// Swift:"

    /// `performSegue`, `shouldPerformSegue` or a `segue.identifier` comparison names no declared segue.
    public static let unknownSegueIdentifier = RuleDescription(
        id: "swift-unknown-segue-identifier", kind: .swift, severity: .error,
        summary: "Swift code performs or compares a segue identifier that no segue declares.",
        rationale: """
            `performSegue(withIdentifier:sender:)` with an identifier no segue of the scene has crashes with \
            "Receiver ... has no segue with identifier", the commonest storyboard crash; a `segue.identifier ==` \
            comparison, a `switch` case or a `shouldPerformSegue` check on such an identifier never holds. Correct \
            the string, or give the segue that identifier.
            """,
        triggeringExamples: [
            """
            <flow version="1" initial="list">
              <viewController id="list" class="ListController">
                <segue id="showDetail" kind="present" destination="detail"/>
              </viewController>
              <viewController id="detail"/>
            </flow>
            // Swift:
            class ListController: UIViewController {
                func open() { performSegue(withIdentifier: ↓"showDetails", sender: nil) }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == ↓"ShowDetail" {}
                }
            }
            """
        ],
        nonTriggeringExamples: [
            """
            <flow version="1" initial="list">
              <viewController id="list" class="ListController">
                <segue id="showDetail" kind="present" destination="detail"/>
              </viewController>
              <viewController id="detail"/>
            </flow>
            // Swift:
            class ListController: UIViewController {
                func open() { performSegue(withIdentifier: "showDetail", sender: nil) }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch segue.identifier { case "showDetail"?: break; default: break }
                    let name = "show" + "Detail"
                    performSegue(withIdentifier: name, sender: nil)
                }
            }
            """
        ]
    )

    /// `instantiateViewController(withIdentifier:)` names no scene's storyboard identifier.
    public static let unknownStoryboardIdentifier = RuleDescription(
        id: "swift-unknown-storyboard-identifier", kind: .swift, severity: .error,
        summary: "Swift code instantiates a view controller by a storyboard identifier no scene has.",
        rationale: """
            `instantiateViewController(withIdentifier:)` raises "Storyboard doesn't contain a view controller with \
            identifier" for an identifier no scene has. Correct the string, or give the scene that Storyboard ID \
            (`storyboardIdentifier` in a flow).
            """,
        triggeringExamples: [
            """
            <flow version="1" initial="list">
              <viewController id="list" storyboardIdentifier="List"/>
            </flow>
            // Swift:
            let list = storyboard.instantiateViewController(withIdentifier: ↓"Lists")
            """
        ],
        nonTriggeringExamples: [
            """
            <flow version="1" initial="list">
              <viewController id="list" storyboardIdentifier="List"/>
            </flow>
            // Swift:
            let list = storyboard.instantiateViewController(withIdentifier: "List")
            """
        ]
    )

    /// `dequeueReusableCell(withIdentifier:)` names no prototype's reuse identifier.
    public static let unknownReuseIdentifier = RuleDescription(
        id: "swift-unknown-reuse-identifier", kind: .swift, severity: .error,
        summary: "Swift code dequeues a cell by a reuse identifier no prototype has and the code registers no class for.",
        rationale: """
            `dequeueReusableCell(withIdentifier:for:)` raises "unable to dequeue a cell with identifier" when no \
            prototype cell has the identifier and no class or nib was registered for it. Correct the string, give \
            a prototype that identifier, or register a cell class for it in code.
            """,
        triggeringExamples: [
            """
            <flow version="1" initial="list">
              <tableViewController id="list">
                <tableView content="prototypes"><prototype reuseIdentifier="ItemCell"/></tableView>
              </tableViewController>
            </flow>
            // Swift:
            let cell = tableView.dequeueReusableCell(withIdentifier: ↓"itemCell", for: indexPath)
            """
        ],
        nonTriggeringExamples: [
            """
            <flow version="1" initial="list">
              <tableViewController id="list">
                <tableView content="prototypes"><prototype reuseIdentifier="ItemCell"/></tableView>
              </tableViewController>
            </flow>
            // Swift:
            tableView.register(NoteCell.self, forCellReuseIdentifier: "NoteCell")
            let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
            let note = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
            """
        ]
    )

    /// `setInput`, `input` or `deliverResult` naming an input or result no scene declares.
    public static let unknownContractName = RuleDescription(
        id: "swift-unknown-contract-name", kind: .swift, severity: .error,
        summary: "Swift code sets, reads or gives back an input or result that no scene of the flows declares.",
        rationale: """
            `setInput(_:to:)`, `input(_:)` and `deliverResult(_:value:)` name a scene's declared inputs and \
            results (docs/contracts.md); a name no scene declares is a typo, or a contract renamed since, and at \
            run time an error event. Correct the name, or declare it on the scene. Only checked when the flows \
            declare inputs (or results) at all.
            """,
        triggeringExamples: [
            """
            <flow version="1" initial="list">
              <viewController id="list" class="ListController">
                <button title="Open"><segue id="open" kind="show" destination="detail"/></button>
              </viewController>
              <viewController id="detail"><input name="item"/><result name="done" by="finish"/></viewController>
            </flow>
            // Swift:
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                segue.destination.setInput(↓"itme", to: "Milk")
            }
            func finish() { deliverResult(↓"Done") }
            """
        ],
        nonTriggeringExamples: [
            """
            <flow version="1" initial="list">
              <viewController id="list" class="ListController">
                <button title="Open"><segue id="open" kind="show" destination="detail"/></button>
              </viewController>
              <viewController id="detail"><input name="item"/><result name="done" by="finish"/></viewController>
            </flow>
            // Swift:
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                segue.destination.setInput("item", to: "Milk")
            }
            func finish() { deliverResult("done", value: input("item")) }
            """
        ]
    )

    /// An unwind segue whose action no Swift method implements.
    public static let missingUnwindAction = RuleDescription(
        id: "swift-missing-unwind-action", kind: .swift, severity: .warning,
        summary: "An unwind segue names an action that no method of the Swift code implements.",
        rationale: """
            UIKit finds an unwind segue's destination by asking controllers for the action method \
            (`@IBAction func backToList(_ segue: UIStoryboardSegue)`); with no such method anywhere, the unwind \
            does nothing. Add the method to the controller to return to, or correct the action's name. Only \
            reported when the Swift code is given with `--swift`.
            """,
        triggeringExamples: [
            """
            <flow version="1" initial="list">
              <viewController id="list" class="ListController">
                <unwindAction name="backToList"/>
                <button title="Add"><segue kind="present" destination="editor"/></button>
              </viewController>
              <viewController id="editor">
                <button title="Done">↓<segue kind="unwind" action="backToList"/></button>
              </viewController>
            </flow>
            // Swift:
            class ListController: UIViewController {
                @IBAction func backToLists(_ segue: UIStoryboardSegue) {}
            }
            """
        ],
        nonTriggeringExamples: [
            """
            <flow version="1" initial="list">
              <viewController id="list" class="ListController">
                <unwindAction name="backToList"/>
                <button title="Add"><segue kind="present" destination="editor"/></button>
              </viewController>
              <viewController id="editor">
                <button title="Done"><segue kind="unwind" action="backToList"/></button>
              </viewController>
            </flow>
            // Swift:
            class ListController: UIViewController {
                @IBAction func backToList(_ segue: UIStoryboardSegue) {}
            }
            """
        ]
    )

    /// A storyboard segue whose `@IBSegueAction` no Swift method implements.
    public static let missingSegueAction = RuleDescription(
        id: "swift-missing-segue-action", kind: .swift, severity: .error,
        summary: "A storyboard segue names an @IBSegueAction method that the Swift code does not have.",
        rationale: """
            A segue with a segue action (Interface Builder's "Instantiation" action, the storyboard's \
            `destinationCreationSelector`) asks its source for that method to create the destination; Xcode does \
            not check the method exists, and UIKit raises when it does not. Add the `@IBSegueAction` method, or \
            reconnect the segue's action. Flow files do not declare segue actions.
            """,
        triggeringExamples: [
            storyboardWithSegueAction(marked: true)
                + "\n// Swift:\nclass ListController: UIViewController {\n    @IBSegueAction func makeDetails(_ coder: NSCoder) -> UIViewController? { nil }\n}"
        ],
        nonTriggeringExamples: [
            storyboardWithSegueAction(marked: false)
                + """
                \n// Swift:\nclass ListController: UIViewController {\n    @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?, \
                segueIdentifier: String?) -> UIViewController? { nil }\n}
                """
        ]
    )

    /// A storyboard whose one segue has the segue action `makeDetail:sender:segueIdentifier:`.
    private static func storyboardWithSegueAction(marked: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="list">
          <scenes>
            <scene sceneID="s1">
              <objects>
                <viewController id="list" customClass="ListController" sceneMemberID="viewController">
                  <view key="view" id="v1"/>
                  <connections>
                    \(marked ? "↓" : "")<segue destination="detail" kind="presentation" identifier="showDetail" \
        destinationCreationSelector="makeDetail:sender:segueIdentifier:" id="g1"/>
                  </connections>
                </viewController>
              </objects>
            </scene>
            <scene sceneID="s2">
              <objects><viewController id="detail" sceneMemberID="viewController"><view key="view" id="v2"/></viewController></objects>
            </scene>
          </scenes>
        </document>
        """
    }

    /// Identifiers the flow declares that no Swift code names, and segue action methods no segue names.
    public static let unusedIdentifier = RuleDescription(
        id: "swift-unused-identifier", kind: .swift, severity: .note,
        summary: "A manual segue no Swift code performs, a storyboard identifier none instantiates, or an @IBSegueAction method no segue names.",
        rationale: """
            A manual segue fires only from `performSegue(withIdentifier:sender:)`, and a scene found only by its \
            storyboard identifier only from `instantiateViewController(withIdentifier:)`: with no code naming \
            them they are left over from a screen that is gone, or the ones a typo in the code meant. (Segues a \
            control or cell fires need no code and are not reported.) A note, to read when the other findings \
            make sense of it.
            """,
        triggeringExamples: [
            """
            <flow version="1" initial="list">
              ↓<viewController id="list" storyboardIdentifier="List">
                <button title="Open"><segue id="open" kind="present" destination="detail"/></button>
                ↓<segue id="showHelp" kind="present" destination="detail"/>
              </viewController>
              <viewController id="detail"/>
            </flow>
            // Swift:
            class ListController: UIViewController {}
            """
        ],
        nonTriggeringExamples: [
            """
            <flow version="1" initial="list">
              <viewController id="list" storyboardIdentifier="List">
                <button title="Open"><segue id="open" kind="present" destination="detail"/></button>
                <segue id="showHelp" kind="present" destination="detail"/>
              </viewController>
              <viewController id="detail"/>
            </flow>
            // Swift:
            let list = storyboard.instantiateViewController(withIdentifier: "List")
            func help() { performSegue(withIdentifier: "showHelp", sender: nil) }
            """
        ]
    )

    /// A Swift file past a limit of the parser, not checked.
    public static let swiftLimit = RuleDescription(
        id: "swift-limit", kind: .swift, severity: .error,
        summary: "A Swift file nests code more deeply than the parser can take in bounded time or memory, so it is not checked.",
        rationale: """
            Swift files come from pull requests like flows do, and a few shapes make swift-syntax's parser take \
            time or memory out of all proportion to the file: `[` opened right inside another `[` (`[[[`, each \
            level doubles the time; 19 at once at most), generic arguments nested more than 64 deep, string interpolations nested \
            more than 16 deep, any nesting deeper than 256 levels, and member-access or `else if` chains over \
            1,000 long. Such a file is found before it is parsed and reported where it passes the limit; its \
            references are not checked. No hand-written code comes near these limits: split the expression.
            """,
        triggeringExamples: [
            """
            <flow version="1" initial="list">
              <viewController id="list"/>
            </flow>
            // Swift:
            let matrix = [[[[[[[[[[[[[[[[[[[↓[1]]]]]]]]]]]]]]]]]]]]
            """,
            """
            <flow version="1" initial="list">
              <viewController id="list"/>
            </flow>
            // Swift:
            let text = "\\("\\("\\("\\("\\("\\("\\("\\("\\("\\("\\("\\("\\("\\("\\("\\("↓\\(1)")")")")")")")")")")")")")")")")")"
            """,
        ],
        nonTriggeringExamples: [
            """
            <flow version="1" initial="list">
              <viewController id="list"/>
            </flow>
            // Swift:
            let matrix = [[[1, 2], [3, 4]], [[5, 6], [7, 8]]]
            let cache: [String: [Int: Dictionary<String, Array<Set<Int>>>]] = [:]
            let text = "\\(a) and \\("\\(b)")"
            if a < b && c > d { print("[[[[[[[[[[[[[[[[[[[[[[[[") }
            """
        ]
    )

    /// A Swift file that does not parse: its references are checked as far as the parser could read them.
    public static let swiftSyntaxError = RuleDescription(
        id: "swift-syntax-error", kind: .swift, severity: .error,
        summary: "A Swift file given to `check --swift` does not parse, so its references may be missed.",
        rationale: """
            `check --swift` reads the app's code with Swift's own parser (swift-syntax). Where the code does not \
            parse, the parser recovers and goes on, but what it skipped is not checked: a segue identifier inside \
            it would be missed. The finding points at the first place the parser could not read, with its \
            message; fix the code (the compiler reports the same place), or leave the file out of `--swift`.
            """,
        triggeringExamples: [
            """
            <flow version="1" initial="list">
              <viewController id="list"/>
            </flow>
            // Swift:
            func broken( ↓{
            }
            """
        ],
        nonTriggeringExamples: [
            """
            <flow version="1" initial="list">
              <viewController id="list"/>
            </flow>
            // Swift:
            func working() {
            }
            """
        ]
    )

    /// Every Swift cross-check rule.
    public static let ruleDescriptions = [
        unknownSegueIdentifier, unknownStoryboardIdentifier, unknownReuseIdentifier, unknownContractName, missingUnwindAction,
        missingSegueAction, unusedIdentifier, swiftLimit, swiftSyntaxError,
    ]
}
