/// One view controller declared by a flow, with everything that belongs to it.
public struct Scene: Sendable, Identifiable {
    /// The scene's id, unique in its document; segues and relationships name it.
    public var id: String
    /// The custom class the app registers for it (`class`), if any.
    public var className: String?
    /// The controller's `title`.
    public var title: String?
    /// The id `instantiateViewController(withIdentifier:)` finds it by.
    public var storyboardIdentifier: String?
    /// Where the scene is declared.
    public var location: SourceLocation
    /// What kind of controller it is.
    public var kind: SceneKind
    /// Controls in the scene's view, in document order.
    public var controls: [Control]
    /// Segues declared directly under the scene: manual segues fired by `performSegue(withIdentifier:sender:)`.
    public var manualSegues: [Segue]
    /// Relationships from a container to the scenes it holds, in order.
    public var relationships: [Relationship]
    /// Unwind actions the scene's controller implements, which unwind segues can target.
    public var unwindActions: [UnwindAction]

    // The optional parts live behind a pointer each: scenes are stored inline in the document's array, and most
    // scenes lack most of them (see `Indirect`).

    /// The navigation item shown in a navigation bar above the scene.
    public var navigationItem: NavigationItemContent? {
        get { navigationItemBox.wrappedValue }
        set { navigationItemBox.wrappedValue = newValue }
        _modify { yield &navigationItemBox.wrappedValue }
    }

    /// The scene's table, for table view controllers and views holding a table.
    public var tableView: TableLayout? {
        get { tableViewBox.wrappedValue }
        set { tableViewBox.wrappedValue = newValue }
        _modify { yield &tableViewBox.wrappedValue }
    }

    /// The content of an alert or action sheet scene.
    public var alert: AlertContent? {
        get { alertBox.wrappedValue }
        set { alertBox.wrappedValue = newValue }
        _modify { yield &alertBox.wrappedValue }
    }

    // The boxes that walks over every scene read are stored by name, so `withNavigationItem`, `withTableView`,
    // `withAlert` and `InPlace`'s walks can be inlined into other modules and read a box without copying the
    // scene: calling a method or a computed property on a scene read in place copies it first.
    @usableFromInline var navigationItemBox: Boxed<NavigationItemContent>
    @usableFromInline var tableViewBox: Boxed<TableLayout>
    @usableFromInline var alertBox: Boxed<AlertContent>

    /// The target of a storyboard reference scene.
    public var reference: StoryboardReference? {
        get { rareParts.wrappedValue?.reference }
        set { updateRareParts { $0.reference = newValue } }
    }

    /// The scene's table views besides `tableView`, in document order: a second table in its view, a table
    /// among the scene's other objects, a table in a collection view cell. Rules read their cells; the runtime
    /// shows `tableView` only.
    public var additionalTables: [TableLayout]? {
        get { rareParts.wrappedValue?.additionalTables }
        set { updateRareParts { $0.additionalTables = newValue } }
    }

    /// The inputs the scene takes and the results it gives back, when the flow declares them.
    public var contract: SceneContract? {
        get { rareParts.wrappedValue?.contract }
        set { updateRareParts { $0.contract = newValue } }
    }

    /// The reuse identifiers of the scene's collection view cells (storyboards), each with where its cell is.
    public var collectionCellIdentifiers: [CellIdentifier]? {
        get { rareParts.wrappedValue?.collectionCellIdentifiers }
        set { updateRareParts { $0.collectionCellIdentifiers = newValue } }
    }

    /// The presentation style the controller is made with (`modalPresentationStyle`; Interface Builder's
    /// Presentation), which a presenting segue's own style overrides; `nil` for UIKit's default, `automatic`.
    public var modalPresentationStyle: PresentationStyle? {
        get { rareParts.wrappedValue?.modalPresentationStyle }
        set { updateRareParts { $0.modalPresentationStyle = newValue } }
    }

    /// The transition style the controller is made with (`modalTransitionStyle`; Interface Builder's Transition),
    /// which a presenting segue's own style overrides; `nil` for UIKit's default, `coverVertical`.
    public var modalTransitionStyle: TransitionStyle? {
        get { rareParts.wrappedValue?.modalTransitionStyle }
        set { updateRareParts { $0.modalTransitionStyle = newValue } }
    }

    /// Whether the controller defines the presentation context for `currentContext` presentations from it or
    /// the controllers it holds (`definesPresentationContext`; Interface Builder's Defines Context); `nil` for
    /// UIKit's default (true for a navigation controller, false otherwise).
    public var definesPresentationContext: Bool? {
        get { rareParts.wrappedValue?.definesPresentationContext }
        set { updateRareParts { $0.definesPresentationContext = newValue } }
    }

    /// Whether the tab bar hides while the controller is on a navigation stack above its root
    /// (`hidesBottomBarWhenPushed`; Interface Builder's Hide Bottom Bar on Push); `nil` for UIKit's default, false.
    public var hidesBottomBarWhenPushed: Bool? {
        get { rareParts.wrappedValue?.hidesBottomBarWhenPushed }
        set { updateRareParts { $0.hidesBottomBarWhenPushed = newValue } }
    }

    /// Whether a navigation controller's bar is hidden (`isNavigationBarHidden`; Interface Builder's Shows
    /// Navigation Bar unchecked); `nil` for UIKit's default, shown.
    public var isNavigationBarHidden: Bool? {
        get { rareParts.wrappedValue?.isNavigationBarHidden }
        set { updateRareParts { $0.isNavigationBarHidden = newValue } }
    }

    /// What few scenes have, behind one pointer: a storyboard reference's target, a scene's other tables, its
    /// contract, its collection view cells' identifiers, its own presentation and transition styles, whether it
    /// defines the presentation context, whether it hides the tab bar when pushed, and whether its navigation bar
    /// is hidden.
    struct RareParts: Hashable, Sendable {
        var reference: StoryboardReference?
        var additionalTables: [TableLayout]?
        var contract: SceneContract?
        var collectionCellIdentifiers: [CellIdentifier]?
        var modalPresentationStyle: PresentationStyle?
        var modalTransitionStyle: TransitionStyle?
        var definesPresentationContext: Bool?
        var hidesBottomBarWhenPushed: Bool?
        var isNavigationBarHidden: Bool?
    }

    var rareParts: Boxed<RareParts> = Boxed(wrappedValue: nil)

    /// Changes the rare parts, dropping the box when nothing is left in it (so equal scenes stay equal).
    private mutating func updateRareParts(_ change: (inout RareParts) -> Void) {
        var parts = rareParts.wrappedValue ?? RareParts()
        change(&parts)
        rareParts.wrappedValue = parts == RareParts() ? nil : parts
    }

    /// Creates a scene.
    public init(
        id: String,
        kind: SceneKind,
        className: String? = nil,
        title: String? = nil,
        storyboardIdentifier: String? = nil,
        location: SourceLocation,
        navigationItem: NavigationItemContent? = nil,
        tableView: TableLayout? = nil,
        controls: [Control] = [],
        manualSegues: [Segue] = [],
        relationships: [Relationship] = [],
        unwindActions: [UnwindAction] = [],
        alert: AlertContent? = nil,
        reference: StoryboardReference? = nil
    ) {
        self.id = id
        self.kind = kind
        self.className = className
        self.title = title
        self.storyboardIdentifier = storyboardIdentifier
        self.location = location
        self.navigationItemBox = Boxed(wrappedValue: navigationItem)
        self.tableViewBox = Boxed(wrappedValue: tableView)
        self.controls = controls
        self.manualSegues = manualSegues
        self.relationships = relationships
        self.unwindActions = unwindActions
        self.alertBox = Boxed(wrappedValue: alert)
        self.reference = reference
    }

    /// Calls `body` with the scene's navigation item in place, without copying it out of its box; `nil` when the
    /// scene has none. For code that looks at many scenes: reading `navigationItem` copies the whole item.
    @inlinable
    public func withNavigationItem<Result>(_ body: (NavigationItemContent) -> Result) -> Result? {
        navigationItemBox.withValue(body)
    }

    /// Calls `body` with the scene's table view in place, without copying it out of its box; `nil` when the scene
    /// has none. For code that looks at many scenes: reading `tableView` copies the whole table (its sections,
    /// prototypes and samples retained and released again).
    @inlinable
    public func withTableView<Result>(_ body: (TableLayout) -> Result) -> Result? {
        tableViewBox.withValue(body)
    }

    /// Calls `body` with the scene's alert content in place, without copying it out of its box; `nil` when the
    /// scene is no alert.
    @inlinable
    public func withAlert<Result>(_ body: (AlertContent) -> Result) -> Result? {
        alertBox.withValue(body)
    }

    /// The class the runtime instantiates: the custom class, or the kind's default.
    public var effectiveClassName: String { className ?? kind.defaultClassName }

    /// The title a navigation bar shows for the scene: the navigation item's, else the controller's.
    public var displayTitle: String? { navigationItem?.title ?? title }

    /// The indices in `controls` of those laid out above the table's rows (all of them when there is no table).
    public var controlIndicesAboveTable: Range<Int> { 0..<(controls.count - controlIndicesBelowTable.count) }

    /// The indices in `controls` of those laid out below the table's rows (`TableLayout.controlsBelow`).
    public var controlIndicesBelowTable: Range<Int> {
        Self.controlIndicesBelowTable(controlCount: controls.count, controlsBelow: withTableView(\.controlsBelow) ?? 0)
    }

    /// The indices of the controls laid out below the table's rows, of a scene with `controlCount` controls
    /// whose table declares `controlsBelow` (`TableLayout.controlsBelow`, 0 without a table): the last ones,
    /// `controlsBelow` clamped to the controls there are.
    public static func controlIndicesBelowTable(controlCount: Int, controlsBelow: Int) -> Range<Int> {
        let below = min(max(controlsBelow, 0), controlCount)
        return (controlCount - below)..<controlCount
    }
}

/// A cell's reuse identifier and where the cell is declared.
public struct CellIdentifier: Hashable, Sendable {
    /// The reuse identifier `dequeueReusableCell(withReuseIdentifier:for:)` finds the cell by.
    public var reuseIdentifier: String
    /// Where the cell is.
    public var location: SourceLocation

    /// Creates one.
    public init(reuseIdentifier: String, location: SourceLocation) {
        self.reuseIdentifier = reuseIdentifier
        self.location = location
    }
}
