import StoryflowChecks
import StoryflowIO
import StoryflowModel
import StoryflowReader
import StoryflowSemantics

/// A flow loaded for running (`UIStoryboard`): it instantiates the scenes' controllers lazily through the class
/// registry, each container with the children its relationships name, and reports every step to its event log.
@MainActor
public final class Storyboard {
    /// The flow.
    public let document: FlowDocument
    /// The app's classes.
    public let registry: ClassRegistry
    /// Where events go.
    public let log: EventLog
    private var reportedUnknownClasses: Set<String> = []
    /// What a custom segue whose class is not registered does, here and in the storyboards references lead to:
    /// UIKit's error by default.
    public var unregisteredCustomSegues: UnregisteredCustomSegue {
        get { family.unregisteredCustomSegues }
        set { family.unregisteredCustomSegues = newValue }
    }
    /// Told what the session shows and fires, here and in the storyboards references lead to.
    public var coverage: CoverageObserver? {
        get { family.coverage }
        set { family.coverage = newValue }
    }
    /// The storyboards references lead to, shared by every storyboard loaded through them.
    private var family = StoryboardFamily()

    /// Creates a storyboard for a document.
    public init(document: FlowDocument, registry: ClassRegistry = ClassRegistry(), log: EventLog = EventLog()) {
        self.document = document
        self.registry = registry
        self.log = log
    }

    /// Loads the flow file at `path`, counting its scenes in `progress` (if given) as they are read; throws when it
    /// cannot be read or has errors.
    public convenience init(
        contentsOf path: String, registry: ClassRegistry = ClassRegistry(), log: EventLog = EventLog(), progress: WorkProgress? = nil
    ) throws {
        let result: LoadResult
        do {
            if let progress {
                result = try FlowLoader.load(contentsOf: path, counting: progress)
            } else {
                result = try FlowLoader.load(contentsOf: path)
            }
        } catch {
            throw StoryboardLoadError(diagnostics: [], reason: error.description)
        }
        try self.init(result, registry: registry, log: log)
    }

    /// Loads a flow from a string; throws when it has errors.
    public convenience init(string: String, file: String = "<string>", registry: ClassRegistry = ClassRegistry(), log: EventLog = EventLog()) throws {
        try self.init(FlowLoader.load(string: string, file: file), registry: registry, log: log)
    }

    /// The checks a flow must pass to be run: what would make loading it never end.
    static let requiredRules: [any Rule.Type] = [RelationshipCycleRule.self]

    /// The reader's rules whose errors leave the document incomplete (the file was not read to its end, or is
    /// not one Storyflow models), so running it would silently leave out what was not read.
    private static let incompleteReadRules: Set<String> = [
        "xml-syntax", "xml-doctype", "xml-limit", "io-error", "unsupported-document", "unsupported-storyboard",
    ]

    private convenience init(_ result: LoadResult, registry: ClassRegistry, log: EventLog) throws {
        guard let document = result.document else {
            throw StoryboardLoadError(diagnostics: result.diagnostics, reason: "the file cannot be run")
        }
        let errors = (result.diagnostics + FlowChecker(rules: Self.requiredRules).check(document)).filter { $0.severity == .error }
        let requiredRuleIDs = Set(Self.requiredRules.map { $0.description.id })
        let blocking = errors.filter { Self.incompleteReadRules.contains($0.rule) || requiredRuleIDs.contains($0.rule) }
        guard blocking.isEmpty else {
            throw StoryboardLoadError(diagnostics: blocking, reason: "the file cannot be run as it is")
        }
        // Two scenes with one id: a segue to it could mean either.
        var sceneIDs: Set<String> = []
        if let twice = document.scenes.first(where: { !sceneIDs.insert($0.id).inserted }) {
            throw StoryboardLoadError(
                diagnostics: errors.filter { $0.rule == "duplicate-id" },
                reason: "two scenes have the id `\(twice.id)`, so a segue to it could lead to either")
        }
        self.init(document: document, registry: registry, log: log)
        problems = errors
    }

    /// Errors `storyflow check` reports in the file that do not stop it running (a dangling outlet, two bar
    /// button items with one id, an unknown attribute): a session says so as it starts.
    public private(set) var problems: [Diagnostic] = []

    /// How UIKit's messages show the storyboard: `<Storyboard: Ratings>`.
    public var debugDescription: String { "<Storyboard: \(document.name ?? document.file)>" }

    /// Instantiates the initial scene (with the children its containers hold), or `nil` when the flow has none.
    public func instantiateInitialViewController() -> ViewController? {
        guard let scene = document.initialScene else {
            log.record(
                Event(
                    .error,
                    message: "Failed to instantiate the default view controller for \(debugDescription) - perhaps the designated entry point is not set?"))
            return nil
        }
        return instantiate(scene)
    }

    /// Instantiates the scene whose storyboard identifier is `identifier`; an unknown identifier is reported with
    /// UIKit's message and gives `nil`.
    public func instantiateViewController(withIdentifier identifier: String) -> ViewController? {
        guard let scene = document.scene(withStoryboardIdentifier: identifier) else {
            log.record(
                Event(
                    .error, method: "instantiateViewController(withIdentifier:)",
                    message: "Storyboard (\(debugDescription)) doesn't contain a view controller with identifier '\(identifier)'"))
            return nil
        }
        return instantiate(scene)
    }

    /// Instantiates the scene with flow id `id` to be embedded `depth` containers deep, so the containers it
    /// holds count from there towards `maximumNestingDepth`.
    func instantiate(sceneID id: String, embeddedAtDepth depth: Int) -> ViewController? {
        let outer = family.embeddingDepth
        family.embeddingDepth = depth
        defer { family.embeddingDepth = outer }
        return instantiate(sceneID: id)
    }

    /// Instantiates the scene with flow id `id`.
    func instantiate(sceneID id: String) -> ViewController? {
        guard let scene = document.scene(withID: id) else {
            log.record(Event(.error, message: "the flow has no scene with id '\(id)'"))
            return nil
        }
        return instantiate(scene)
    }

    /// How deep containers may hold one another (`ContainerRules.maximumNestingDepth`).
    public static let maximumNestingDepth = ContainerRules.maximumNestingDepth

    /// How many controllers one instantiation may make (`ContainerRules.maximumControllersPerInstantiation`).
    public static let maximumControllersPerInstantiation = ContainerRules.maximumControllersPerInstantiation

    /// Instantiates a scene's controller and, for containers, the children its relationships name. A child that
    /// would hold its own container (a relationship cycle), or that would nest containers deeper than
    /// `maximumNestingDepth`, is reported as an error and left out. A storyboard reference that cannot be resolved
    /// gives `nil` (its error is recorded): UIKit raises there, so what needed the scene is abandoned.
    func instantiate(_ scene: Scene) -> ViewController? {
        EventLog.$current.withValue(log) {
            if let reference = scene.reference { return instantiate(reference, scene: scene) }
            if family.nesting.isEmpty { family.controllersMade = 0 }
            family.controllersMade += 1
            let controller = makeController(for: scene)
            controller.storyboard = self
            family.nesting.append("\(document.file)#\(scene.id)")
            defer { family.nesting.removeLast() }
            for relationship in scene.relationships {
                guard mayNest(relationship.destination, in: scene.id, how: "holds") else { continue }
                guard let child = instantiate(sceneID: relationship.destination) else { continue }
                if let exception = ContainerRules.refusal(of: child.sceneKind, as: relationship.kind) {
                    controller.recordError(exception.message, method: exception.method)
                    continue
                }
                if let item = relationship.tabItem {
                    child.tabBarItem =
                        item.systemItem.map { TabBarItem(tabBarSystemItem: $0, badgeValue: item.badge) }
                        ?? TabBarItem(title: item.title, image: item.image, badgeValue: item.badge)
                }
                controller.addChild(child)
                if controller.usesFlowContract, let passes = relationship.passes {
                    controller.pass(passes, to: child.contentController, sender: nil)
                }
                if relationship.kind != .root {
                    child.contentController.reportMissingInputs(shownBy: "the <\(relationship.kind.rawValue)> of `\(scene.id)`")
                }
            }
            return controller
        }
    }

    /// Whether `child` may be instantiated inside `container` (`how`: "holds" or "embeds"): not when it is
    /// already one of the containers being instantiated around it, nor deeper than `maximumNestingDepth`. A refusal
    /// is recorded as an error event.
    func mayNest(_ child: String, in container: String, how: String, depth: Int? = nil) -> Bool {
        if family.nesting.contains("\(document.file)#\(child)") {
            log.record(
                Event(
                    .error, scene: container,
                    message:
                        """
                        `\(container)` \(how) `\(child)`, which already holds `\(container)`: a container cannot contain itself, so this child is left out \
                        (relationship-cycle)
                        """
                ))
            return false
        }
        guard family.controllersMade < Self.maximumControllersPerInstantiation else {
            log.record(
                Event(
                    .error, scene: container,
                    message:
                        """
                        `\(container)` \(how) `\(child)` after \(Self.maximumControllersPerInstantiation) controllers were made for one scene; Storyflow \
                        stops here and leaves the child out
                        """
                ))
            return false
        }
        guard (depth ?? family.embeddingDepth + family.nesting.count) < Self.maximumNestingDepth else {
            log.record(
                Event(
                    .error, scene: container,
                    message:
                        """
                        `\(container)` \(how) `\(child)` more than \(Self.maximumNestingDepth) containers deep; Storyflow stops nesting here and leaves the \
                        child out
                        """
                ))
            return false
        }
        return true
    }

    private func makeController(for scene: Scene) -> ViewController {
        InstantiationContext.$current.withValue(InstantiationContext(scene: scene, storyboard: self)) {
            if let name = scene.className, let factory = registry.controllerFactory(named: name) {
                return factory()
            }
            if let name = scene.className { noteUnknownClass(name, scene: scene.id) }
            let controller = Self.genericClass(for: scene.kind).init()
            controller.isGenericStandIn = true
            if let name = scene.className, scene.kind == .navigationController, !scene.relationships.contains(where: { $0.kind == .root }) {
                log.record(Event(.note, scene: scene.id, className: name, message: rootSetInCode(scene)))
            }
            return controller
        }
    }

    /// What a navigation controller whose class sets its root in code shows as a generic stand-in (an empty
    /// stack), and where to start instead: the scenes code can make by their storyboard identifiers.
    private func rootSetInCode(_ scene: Scene) -> String {
        // Only identifiers a command line can hold are worth suggesting.
        let identifiers = EntryPoints(document).identifiedScenes.compactMap { index -> String? in
            document.scenes[index].kind.isContainer ? nil : document.scenes[index].storyboardIdentifier
        }.filter { identifier in !identifier.unicodeScalars.contains { TerminalText.needsEscaping($0) } }
        let starts =
            identifiers.isEmpty
            ? "`--start` alone lists the scenes"
            : "for instance " + identifiers.prefix(5).map { "`--start \($0)`" }.joined(separator: ", ") + (identifiers.count > 5 ? ", …" : "")
        return """
            navigation controller \(SceneName.of(scene, in: document.format)) has no root view controller in the file: its class sets one in code, \
            so the generic controller standing in for it shows an empty stack; run with `--start ID` at a scene its code may push (\(starts))
            """
    }

    /// Instantiates the scene a storyboard reference stands for, from this storyboard or from the storyboard or flow
    /// of that name beside this one's file (which shares this storyboard's registry and log). A storyboard that
    /// cannot be found or loaded is reported with UIKit's message and gives `nil`, as does a missing identifier.
    private func instantiate(_ reference: StoryboardReference, scene: Scene) -> ViewController? {
        let key = "\(document.file)#\(scene.id)"
        guard family.resolving.insert(key).inserted else {
            log.record(Event(.error, scene: scene.id, message: "storyboard reference `\(scene.id)` leads back to itself, so it cannot be instantiated"))
            return nil
        }
        defer { family.resolving.remove(key) }
        let target: Storyboard
        if StoryboardReferenceResolver.isSelfReference(reference, in: document) {
            target = self
        } else if let name = reference.storyboardName, let other = storyboard(named: name, for: scene) {
            target = other
        } else {
            return nil
        }
        if let identifier = reference.referencedIdentifier, !identifier.isEmpty {
            return target.instantiateViewController(withIdentifier: identifier)
        }
        return target.instantiateInitialViewController()
    }

    private func storyboard(named name: String, for scene: Scene) -> Storyboard? {
        guard let path = StoryboardReferenceResolver.file(named: name, besides: document.file) else {
            log.record(Event(.error, scene: scene.id, message: "Could not find a storyboard named '\(name)' in the folder of \(document.file)"))
            return nil
        }
        if let loaded = family.storyboards[path] { return loaded }
        var loaded: Storyboard?
        do {
            let other = try Storyboard(contentsOf: path, registry: registry, log: log)
            other.family = family
            loaded = other
        } catch {
            log.record(Event(.error, scene: scene.id, message: "the storyboard '\(name)' cannot be loaded: \(error)"))
        }
        family.storyboards[path] = loaded
        return loaded
    }

    /// Notes, once per class, that the flow names a class the app did not register (UIKit's console message).
    func noteUnknownClass(_ name: String, scene: String?) {
        guard reportedUnknownClasses.insert(name).inserted else { return }
        log.record(Event(.note, scene: scene, className: name, message: "Unknown class \(name) in Interface Builder file."))
    }

    static func genericClass(for kind: SceneKind) -> ViewController.Type {
        switch kind {
        case .tableViewController: TableViewController.self
        case .navigationController: NavigationController.self
        case .tabBarController: TabBarController.self
        case .splitViewController: SplitViewController.self
        case .alertController: AlertController.self
        case .viewController, .collectionViewController, .pageViewController, .storyboardReference: ViewController.self
        }
    }

    /// Makes the segue object for a declaration: the registered class it names (of any kind), or the standard
    /// one (with a note when it names a class that is not registered). A custom segue whose class is not
    /// registered gives `nil` with UIKit's error, unless `unregisteredCustomSegues` is `.present`: then a
    /// standard segue that presents the destination, with a note.
    func makeSegue(_ declaration: Segue, source: ViewController, destination: ViewController) -> StoryboardSegue? {
        var segue = StoryboardSegue(identifier: declaration.identifier, source: source, destination: destination)
        var performed = declaration
        if let name = declaration.customClass, let factory = registry.segueFactory(named: name) {
            segue = factory(declaration.identifier, source, destination)
        } else if let name = declaration.customClass, declaration.kind != .custom {
            source.record(
                .note, segue: declaration.identifier,
                message: "the segue class `\(name)` is not registered, so the standard \(declaration.kind.rawValue) segue runs")
        } else if declaration.kind == .custom {
            let name = declaration.customClass.map { "`\($0)`" } ?? "(none given)"
            let registration = document.format == .storyboard ? "the app's code, which is not here" : "ClassRegistry.registerSegue"
            switch unregisteredCustomSegues {
            case .error:
                source.recordError("Could not create a segue of class '(null)'", method: "performSegue(withIdentifier:sender:)")
                source.record(
                    .note, segue: declaration.identifier,
                    message:
                        """
                        the custom segue class \(name) is not registered (\(registration)); run with --custom-segues present \
                        (Storyboard.unregisteredCustomSegues = .present) to present the destination modally instead
                        """
                )
                return nil
            case .present:
                source.record(
                    .note, segue: declaration.identifier,
                    message: "the custom segue class \(name) is not registered; presenting modally instead (--custom-segues present)")
                performed.kind = .present
            }
        }
        segue.declaration = performed
        segue.applyPresentationStyle()
        return segue
    }
}

/// The storyboards that reference one another, loaded once each by file path (`nil`: it could not be loaded),
/// the references being resolved and the containers being instantiated, so a cycle is reported instead of
/// recursing forever.
@MainActor
private final class StoryboardFamily {
    var storyboards: [String: Storyboard?] = [:]
    var resolving: Set<String> = []
    /// The containers being instantiated, outermost first (`file#scene`), so a child that holds one of them, or a
    /// chain too deep, is refused instead of recursing without end.
    var nesting: [String] = []
    /// How deep the scene being instantiated is embedded (container views above it), while it is.
    var embeddingDepth = 0
    /// What a custom segue whose class is not registered does.
    var unregisteredCustomSegues = UnregisteredCustomSegue.error
    /// Told what the session covers.
    weak var coverage: CoverageObserver?
    /// How many controllers the instantiation under way has made (`maximumControllersPerInstantiation`).
    var controllersMade = 0
}

/// Why a flow could not be loaded for running.
public struct StoryboardLoadError: Error, CustomStringConvertible {
    /// The error diagnostics, if the flow was read.
    public var diagnostics: [Diagnostic]
    /// A summary.
    public var reason: String

    /// The reason, then one line per diagnostic.
    public var description: String {
        ([reason] + diagnostics.map { "\($0.location): \($0.severity.rawValue): \($0.message) [\($0.rule)]" }).joined(separator: "\n")
    }
}
