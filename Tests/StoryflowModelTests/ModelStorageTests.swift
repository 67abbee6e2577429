import StoryflowModel
import Testing

/// The model's compact storage: how big its values are inline, and that parts kept behind a pointer (boxed parts,
/// rare parts, a segue's shared storage) still behave as plain stored properties (value semantics, `==` and `hash` by value).
@Suite struct ModelStorageTests {
    private let here = SourceLocation(file: "storage.flow.xml", line: 3, column: 5)
    private let there = SourceLocation(file: "storage.flow.xml", line: 9, column: 1)

    private func segue(_ identifier: String, trigger: SegueTrigger = .manual) -> Segue {
        Segue(identifier: identifier, kind: .show, destination: "b", trigger: trigger, location: here)
    }

    private func hash<Value: Hashable>(_ value: Value) -> Int {
        var hasher = Hasher()
        hasher.combine(value)
        return hasher.finalize()
    }

    /// Pins the inline sizes the reader's arrays pay per element: a change that grows one shows up here.
    @Test func inlineSizesStayPinned() {
        #expect(MemoryLayout<Scene>.stride == 144)
        #expect(MemoryLayout<Control>.stride == 120)
        #expect(MemoryLayout<TableCell>.stride == 112)
        #expect(MemoryLayout<BarButton>.stride == 72)
        #expect(MemoryLayout<Segue>.stride == 8)
        #expect(MemoryLayout<Segue?>.stride == 8)
        #expect(MemoryLayout<NavigationItemContent>.stride == 56)
        #expect(MemoryLayout<AlertActionContent>.stride == 56)
        #expect(MemoryLayout<TableLayout>.stride == 64)
        #expect(MemoryLayout<Relationship>.stride == 40)
    }

    /// Every property of a segue, set one by one on a bare segue, gives a segue equal to (and hashing as) one
    /// created with them all, including the unwind action and custom class kept apart from the common parts.
    @Test func aSegueGivenEveryPropertyLaterEqualsOneCreatedWithThem() {
        let created = Segue(
            identifier: "back", kind: .custom, destination: "list", unwindAction: "backToList", customClass: "Fade",
            presentation: .formSheet, transition: .crossDissolve, animates: false,
            trigger: .prototypeAccessory(reuseIdentifier: "Item"), location: there
        )
        var built = Segue(kind: .show, trigger: .manual, location: here)
        built.identifier = "back"
        built.kind = .custom
        built.destination = "list"
        built.unwindAction = "backToList"
        #expect(built != created)
        built.customClass = "Fade"
        built.presentation = .formSheet
        built.transition = .crossDissolve
        built.animates = false
        built.trigger = .prototypeAccessory(reuseIdentifier: "Item")
        #expect(built != created)
        built.location = there
        #expect(built == created)
        #expect(hash(built) == hash(created))
        #expect(built.unwindAction == "backToList" && built.customClass == "Fade" && built.trigger == created.trigger)
    }

    /// A segue given an unwind action or a custom class and cleared of it again equals one never given it; either
    /// part changes independently of the other.
    @Test func aSeguesUnwindActionAndCustomClassComeAndGoByValue() {
        let plain = segue("save")
        var changed = plain
        changed.unwindAction = "backToList"
        #expect(changed != plain && changed.unwindAction == "backToList" && changed.customClass == nil)
        changed.customClass = "Fade"
        #expect(changed.unwindAction == "backToList" && changed.customClass == "Fade")
        changed.unwindAction = nil
        #expect(changed.unwindAction == nil && changed.customClass == "Fade")
        #expect(changed == Segue(identifier: "save", kind: .show, destination: "b", customClass: "Fade", trigger: .manual, location: here))
        changed.customClass = nil
        #expect(changed == plain)
        #expect(hash(changed) == hash(plain))
        changed.identifier = "other"
        #expect(changed != plain && plain.identifier == "save")

        let custom = Segue(kind: .custom, customClass: "Fade", trigger: .manual, location: here)
        var unwind = custom
        unwind.customClass = nil
        unwind.unwindAction = "Fade"
        #expect(unwind != custom)
        #expect(custom.customClass == "Fade" && custom.unwindAction == nil)
    }

    /// Changing a common property of a copy keeps the unwind action and custom class, and leaves the original alone.
    @Test func changingACopysSegueKeepsItsRarePartsAndTheOriginal() {
        let original = Segue(kind: .unwind, unwindAction: "done", customClass: "Slide", trigger: .barButton(index: 1), location: here)
        var copy = original
        copy.kind = .custom
        copy.trigger = .control(index: 2)
        #expect(copy.unwindAction == "done" && copy.customClass == "Slide")
        #expect(original.kind == .unwind && original.trigger == .barButton(index: 1))
        copy.kind = .unwind
        copy.trigger = .barButton(index: 1)
        #expect(copy == original)
        #expect(hash(copy) == hash(original))
    }

    @Test func aControlGivenItsSegueLaterEqualsOneCreatedWithIt() {
        let created = Control(kind: .button, text: "More", segue: segue("more", trigger: .control(index: 0)), location: here)
        var assigned = Control(kind: .button, text: "More", location: here)
        assigned.segue = segue("other")
        #expect(assigned != created)
        assigned.segue?.identifier = "more"
        assigned.segue?.trigger = .control(index: 0)
        #expect(assigned == created)
        #expect(hash(assigned) == hash(created))
        assigned.segue = nil
        #expect(assigned != created)
        #expect(assigned == Control(kind: .button, text: "More", location: here))
    }

    @Test func changingACopysSegueLeavesTheOriginalAlone() {
        let original = BarButton(placement: .right, systemItem: .add, segue: segue("add"), location: here)
        var copy = original
        copy.segue?.destination = "elsewhere"
        #expect(original.segue?.destination == "b")
        #expect(copy.segue?.destination == "elsewhere")
        #expect(copy != original)
        copy.segue?.destination = "b"
        #expect(copy == original)
        #expect(hash(copy) == hash(original))
    }

    @Test func cellsCompareByTheirSeguesFlagsAndRowHeight() {
        let created = TableCell(
            reuseIdentifier: "Item", isPrototype: true, rowHeight: 44, selectionSegue: segue("show"),
            accessorySegue: segue("info"), location: here
        )
        var built = TableCell(reuseIdentifier: "Item", isPrototype: false, location: here)
        #expect(built.rowHeight == nil && !built.isPrototype)
        built.isPrototype = true
        built.rowHeight = 44
        built.accessorySegue = segue("info")
        #expect(built != created)
        built.selectionSegue = segue("show")
        #expect(built == created)
        #expect(hash(built) == hash(created))
        #expect(built.isPrototype && built.rowHeight == 44)

        var swapped = created
        swapped.selectionSegue = created.accessorySegue
        swapped.accessorySegue = created.selectionSegue
        #expect(swapped != created)
    }

    @Test func aRowHeightOfZeroIsNotTheAbsenceOfOne() {
        let none = TableCell(isPrototype: false, location: here)
        var zero = none
        zero.rowHeight = 0
        #expect(zero.rowHeight == 0)
        #expect(zero != none)
        zero.rowHeight = nil
        #expect(zero == none)
        #expect(hash(zero) == hash(none))
        var notPrototype = TableCell(isPrototype: true, location: here)
        notPrototype.isPrototype = false
        #expect(notPrototype == none)
    }

    /// A cell's image, outlet and row height, which share one pointer, read and compare like stored properties.
    @Test func aCellsRarePartsComeAndGoByValue() {
        let created = TableCell(isPrototype: false, image: "star", rowHeight: 60, outlet: "starCell", location: here)
        var built = TableCell(isPrototype: false, location: here)
        #expect(built.image == nil && built.outlet == nil && built.rowHeight == nil)
        built.outlet = "starCell"
        built.image = "star"
        #expect(built != created)
        built.rowHeight = 60
        #expect(built == created)
        #expect(hash(built) == hash(created))
        #expect(built.image == "star" && built.outlet == "starCell" && built.rowHeight == 60)

        var copy = built
        copy.image = nil
        #expect(built.image == "star" && copy.image == nil && copy.outlet == "starCell")
        copy.outlet = nil
        copy.rowHeight = nil
        let bare = TableCell(isPrototype: false, location: here)
        #expect(copy == bare)
        #expect(hash(copy) == hash(bare))
        #expect(built == created)
    }

    /// A navigation item's prompt and back button title, which share one pointer, read and compare like stored
    /// properties.
    @Test func aNavigationItemsPromptAndBackButtonTitleComeAndGoByValue() {
        let created = NavigationItemContent(title: "List", prompt: "Pick one", backButtonTitle: "Back", location: here)
        var built = NavigationItemContent(title: "List", location: here)
        built.backButtonTitle = "Back"
        #expect(built != created)
        built.prompt = "Pick one"
        #expect(built == created)
        #expect(hash(built) == hash(created))
        #expect(built.prompt == "Pick one" && built.backButtonTitle == "Back")

        var copy = built
        copy.prompt = nil
        #expect(built.prompt == "Pick one" && copy.prompt == nil && copy.backButtonTitle == "Back")
        copy.backButtonTitle = nil
        #expect(copy == NavigationItemContent(title: "List", location: here))
        #expect(hash(copy) == hash(NavigationItemContent(title: "List", location: here)))
    }

    /// As with a stored `Double?`, a cell whose row height is NaN is not equal even to a copy of itself.
    @Test func aNaNRowHeightComparesAsAStoredOptionalWould() {
        let cell = TableCell(isPrototype: false, rowHeight: .nan, location: here)
        let copy = cell
        #expect(copy != cell)
        #expect(cell.rowHeight?.isNaN == true)
    }

    @Test func alertActionsCompareByTheirSegues() {
        let created = AlertActionContent(title: "Share", segue: segue("share", trigger: .alertAction(index: 0)), location: here)
        var built = AlertActionContent(title: "Share", location: here)
        #expect(built != created)
        built.segue = segue("share", trigger: .alertAction(index: 0))
        #expect(built == created)
        #expect(hash(built) == hash(created))
    }

    @Test func aScenesTableAndNavigationItemAreLentInPlace() {
        var scene = Scene(id: "list", kind: .tableViewController, location: here)
        #expect(scene.withTableView(\.prototypes) == nil)
        #expect(scene.withNavigationItem(\.title) == nil)
        scene.tableView = TableLayout(prototypes: [TableCell(reuseIdentifier: "Item", isPrototype: true, location: there)], location: there)
        scene.navigationItem = NavigationItemContent(title: "List", location: here)
        #expect(scene.withTableView(\.prototypes)?.map(\.reuseIdentifier) == ["Item"])
        #expect(scene.withTableView(\.location) == there)
        #expect(scene.withNavigationItem(\.title) == "List")
        scene.tableView = nil
        #expect(scene.withTableView(\.location) == nil)
    }

    /// A scene's alert is lent in place, by the scene and by the scene read in place, and the walk over a scene's
    /// segues read in place finds its actions' segues after the other segues, as `segues` lists them.
    @Test func aScenesAlertIsLentInPlaceAndItsActionsSeguesAreWalked() {
        var scene = Scene(id: "share", kind: .alertController, location: here)
        #expect(scene.withAlert(\.title) == nil)
        scene.manualSegues = [segue("manual")]
        scene.alert = AlertContent(
            title: "Share", style: .actionSheet,
            actions: [
                AlertActionContent(title: "Cancel", location: there),
                AlertActionContent(title: "Share", segue: segue("share", trigger: .alertAction(index: 1)), location: there),
            ])
        #expect(scene.withAlert(\.title) == "Share")
        #expect(scene.withAlert(\.style) == .actionSheet)
        var walked: [(String?, SegueOrigin)] = []
        let lentStyle = InPlace.lending(scene) { lent in
            lent.forEachSegue { segue, origin in walked.append((segue.identifier, origin)) }
            return lent.withAlert(\.style)
        }
        #expect(lentStyle == .actionSheet)
        #expect(walked.map(\.0) == ["share", "manual"])
        #expect(walked.map(\.1) == [.alertAction, .manual])
        #expect(scene.segues.map(\.identifier) == ["share", "manual"])
        scene.alert = nil
        #expect(InPlace.lending(scene) { $0.withAlert(\.title) } == nil)
        #expect(scene.segues.map(\.identifier) == ["manual"])
    }

    /// The controls below a table are the last `controlsBelow` of the scene's, clamped to those there are.
    @Test(arguments: [(5, 2, 3..<5), (5, 0, 5..<5), (2, 7, 0..<2), (3, -1, 3..<3), (0, 0, 0..<0)])
    func theControlsBelowATableAreTheLastOnes(controlCount: Int, controlsBelow: Int, expected: Range<Int>) {
        #expect(Scene.controlIndicesBelowTable(controlCount: controlCount, controlsBelow: controlsBelow) == expected)
    }

    @Test func aScenesBoxedPartsReadAndChangeLikeStoredOnes() throws {
        var scene = Scene(id: "list", kind: .tableViewController, location: here)
        #expect(scene.navigationItem == nil && scene.tableView == nil && scene.alert == nil && scene.reference == nil)
        scene.navigationItem = NavigationItemContent(title: "List", location: here)
        scene.navigationItem?.rightButtons.append(BarButton(placement: .right, systemItem: .add, segue: segue("add"), location: there))
        scene.tableView = TableLayout(location: there)
        scene.tableView?.prototypes.append(TableCell(reuseIdentifier: "Item", isPrototype: true, selectionSegue: segue("show"), location: there))
        let copy = scene
        scene.tableView?.prototypes[0].text = "changed"
        scene.navigationItem?.title = "Changed"

        #expect(copy.tableView?.prototypes.first?.text == nil)
        #expect(copy.displayTitle == "List")
        #expect(scene.tableView?.prototypes.first?.text == "changed")
        #expect(scene.displayTitle == "Changed")
        #expect(scene.segues.map(\.identifier) == ["add", "show"])

        let created = Scene(
            id: "list", kind: .tableViewController, location: here,
            navigationItem: NavigationItemContent(
                title: "Changed", rightButtons: [BarButton(placement: .right, systemItem: .add, segue: segue("add"), location: there)], location: here),
            tableView: TableLayout(
                prototypes: [TableCell(reuseIdentifier: "Item", isPrototype: true, text: "changed", selectionSegue: segue("show"), location: there)],
                location: there)
        )
        #expect(scene.navigationItem == created.navigationItem)
        #expect(scene.tableView == created.tableView)
        scene.tableView = nil
        #expect(scene.tableView == nil)
        #expect(scene.segues.map(\.identifier) == ["add"])
    }

    @Test func aRelationshipsBoxedTabItemReadsAndChangesLikeAStoredOne() {
        let created = Relationship(kind: .tab, destination: "list", tabItem: TabItem(title: "List", image: "list"), location: here)
        var built = Relationship(kind: .tab, destination: "list", location: here)
        #expect(built.tabItem == nil && built != created)
        built.tabItem = TabItem(title: "List")
        built.tabItem?.image = "list"
        #expect(built == created)
        #expect(hash(built) == hash(created))
        var copy = built
        copy.tabItem?.badge = "3"
        #expect(built.tabItem?.badge == nil && copy.tabItem?.badge == "3" && copy != built)
        copy.tabItem = nil
        #expect(copy == Relationship(kind: .tab, destination: "list", location: here))
    }

    @Test func anAlertScenesActionsAppendInPlace() {
        var scene = Scene(id: "share", kind: .alertController, location: here, alert: AlertContent(title: "Share"))
        scene.alert?.actions.append(AlertActionContent(title: "Share", location: here))
        scene.alert?.actions.append(AlertActionContent(title: "Cancel", style: .cancel, location: there))
        #expect(
            scene.alert
                == AlertContent(
                    title: "Share",
                    actions: [
                        AlertActionContent(title: "Share", location: here), AlertActionContent(title: "Cancel", style: .cancel, location: there),
                    ]))
        scene.reference = StoryboardReference(storyboardName: "Other", referencedIdentifier: nil)
        #expect(scene.reference?.storyboardName == "Other")
        scene.reference?.referencedIdentifier = "Start"
        #expect(scene.reference == StoryboardReference(storyboardName: "Other", referencedIdentifier: "Start"))
    }
}

/// `FlowDocument`'s lookup by id, which keeps its own compact index.
@Suite struct FlowDocumentIndexTests {
    private let here = SourceLocation(file: "index.flow.xml", line: 1, column: 1)

    private func document(_ ids: [String]) -> FlowDocument {
        FlowDocument(
            file: "index.flow.xml", format: .flow,
            scenes: ids.enumerated().map { Scene(id: $0.element, kind: .viewController, title: "#\($0.offset)", location: here) },
            location: here
        )
    }

    @Test func everySceneIsFoundByItsIdAndNothingElseIs() {
        let ids = (0..<3000).map { $0.isMultiple(of: 3) ? "a-rather-long-scene-identifier-\($0)" : "s\($0)" }
        let document = document(ids)
        for (position, id) in ids.enumerated() {
            #expect(document.scene(withID: id)?.title == "#\(position)")
        }
        #expect(document.scene(withID: "s3000") == nil)
        #expect(document.scene(withID: "") == nil)
    }

    @Test func theFirstOfTwoScenesSharingAnIdIsFound() {
        let document = document(["a", "b", "a", "c", "b"])
        #expect(document.scene(withID: "a")?.title == "#0")
        #expect(document.scene(withID: "b")?.title == "#1")
        #expect(document.scene(withID: "c")?.title == "#3")
    }

    @Test func aDocumentWithoutScenesFindsNone() {
        let document = FlowDocument(file: "empty.flow.xml", format: .flow, initialSceneID: "a", scenes: [], location: here)
        #expect(document.scene(withID: "a") == nil)
        #expect(document.initialScene == nil)
    }
}
