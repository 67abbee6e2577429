import Foundation
import StoryflowModel

/// Builds a `FlowDocument` from the streamed events of an Xcode `.storyboard` file.
///
/// `<document>` and everything outside `<scenes>` arrive as shallow events (only the root's attributes are
/// read); each `<scene>` is materialized, converted and dropped before the next one is read, so memory beyond
/// the model stays bounded by the largest scene. What needs the whole file (tab bar items declared in child
/// scenes, references to ids) is settled in `finish()`.
final class StoryboardDocumentReader: XMLStreamHandler {
    private let file: String
    let sink = DiagnosticCollector()
    private var openNames: [String] = []
    private var rootLocation: SourceLocation?
    private var isSupported = false
    private var initial: String?
    private var initialLocation: SourceLocation?
    private let collector: StoryboardSceneCollector
    private var scenes: [Scene] = []
    private var suppressions: [Suppression] = []
    /// Storyflow comments read and not yet given to the scene they are in, by where the element each precedes starts.
    private var annotations: [SourceLocation: [StoryflowAnnotation]] = [:]
    /// The deep links Storyflow comments declare.
    private var deepLinks: [DeepLink] = []
    /// Whether Storyflow comments gave scenes their flow ids (so the collector's id table no longer fits).
    private var renamedScenes = false
    /// The segues `<inferredMetricsTieBreakers>` (after the scenes) refers to by id.
    private var tieBreakerReferences: [ObjectReference] = []

    init(file: String, visit: SceneVisitor?) {
        self.file = file
        collector = StoryboardSceneCollector(visit: visit)
    }

    /// Everything found while reading, document and scenes.
    var diagnostics: [Diagnostic] { sink.diagnostics + collector.sink.diagnostics }

    /// The document read, or `nil` if the file is not an iOS storyboard.
    var document: FlowDocument? {
        guard let rootLocation, isSupported else { return nil }
        let name = (URL(fileURLWithPath: file).lastPathComponent as NSString).deletingPathExtension
        var document =
            renamedScenes
            ? FlowDocument(
                file: file, format: .storyboard, name: name, initialSceneID: initial, initialLocation: initialLocation, scenes: scenes,
                suppressions: suppressions, location: rootLocation)
            : FlowDocument(
                file: file, format: .storyboard, name: name, initialSceneID: initial, initialLocation: initialLocation,
                scenes: scenes, sceneIDs: collector.sceneIDs.table, suppressions: suppressions, location: rootLocation
            )
        document.deepLinks = deepLinks
        return document
    }

    func shouldMaterialize(_ name: String, depth: Int) -> Bool {
        depth == 2 && name == "scene" && isSupported && openNames == ["document", "scenes"]
    }

    func open(_ node: XMLNode, depth: Int) {
        if openNames.last == "inferredMetricsTieBreakers", let entry = node.attributeEntry("reference"), !entry.value.isEmpty {
            tieBreakerReferences.append(ObjectReference(id: entry.value, location: entry.location, subject: .tieBreaker, severity: .warning))
        }
        openNames.append(node.name)
        guard depth == 0 else { return }
        rootLocation = node.location
        checkRoot(node)
        initial = node.attribute("initialViewController")
        initialLocation = node.attributeEntry("initialViewController")?.location
    }

    func close(_ name: String, depth: Int, line: Int) {
        openNames.removeLast()
    }

    func subtree(_ node: XMLNode, depth: Int) {
        collector.add(node, annotations: annotations.mapValues(StoryflowAnnotation.merged))
        annotations = [:]
    }

    func comment(_ text: String, location: SourceLocation, next: FollowingElement?) {
        if isSupported, StoryflowAnnotation.isAnnotation(text) {
            var annotation = StoryflowAnnotation.read(text, at: location, sink: sink)
            deepLinks += annotation.deepLinks
            annotation.deepLinks = []
            guard !annotation.isEmpty else { return }
            if let start = next?.start {
                annotations[start, default: []].append(annotation)
            } else {
                StoryflowAnnotation.reportMisplaced(annotation, sink: sink)
            }
            return
        }
        guard let suppression = SuppressionComment.parse(text, location: location, next: next) else { return }
        suppressions.append(suppression)
    }

    /// Settles what needs the whole file: tab items for tab relationships, and references to missing ids or to
    /// another scene's objects (only when the file was `readWhole`: a read that stopped early has not seen the
    /// objects after the error). Call once, after the stream ended.
    func finish(readWhole: Bool) {
        for annotation in annotations.values.map(StoryflowAnnotation.merged).sorted(by: { $0.location < $1.location }) {
            StoryflowAnnotation.reportMisplaced(annotation, sink: sink)
        }
        annotations = [:]
        scenes = collector.scenes
        let tabItems = collector.tabItems
        for index in scenes.indices where scenes[index].kind == .tabBarController {
            for position in scenes[index].relationships.indices where scenes[index].relationships[position].kind == .tab {
                scenes[index].relationships[position].tabItem = tabItems[scenes[index].relationships[position].destination]
            }
        }
        defer {
            renameScenes()
            UnwindSelectorNaming.apply(to: &scenes)
        }
        guard readWhole else { return }
        for reference in collector.references where reference.subject.isConnection {
            // An id declared twice may name an object of this scene too: `duplicate-id` is what to say of it.
            guard let target = collector.objectIDs[reference.id], target.scene != reference.scene, !collector.objectIDs.duplicated.contains(reference.id),
                collector.sceneNames.indices.contains(target.scene)
            else { continue }
            sink.report(
                .connectionToAnotherScene, at: reference.location,
                """
                \(reference.subject.description) names the <\(target.element)> at line \(target.line), which is in scene \
                \(collector.sceneNames[target.scene]), not in this one (\(collector.sceneNames[reference.scene])): each scene compiles to its own nib, so \
                this connection is never made at run time\(reference.subject.isOutlet ? " and the outlet stays nil" : ""); remove it in the \
                Connections inspector and connect it within its own scene
                """,
                severity: .warning)
        }
        for references in [collector.references, tieBreakerReferences] {
            for reference in references where collector.objectIDs[reference.id] == nil { reportDangling(reference) }
        }
    }

    /// Reports a reference to an id no object of the storyboard has.
    private func reportDangling(_ reference: ObjectReference) {
        var message = "\(reference.subject.description) refers to `\(reference.id)`, but no object in this storyboard has that id"
        if reference.subject.isOutlet {
            message += "; the outlet stays nil at run time (an implicitly unwrapped outlet crashes when used): reconnect it in Xcode"
        } else if case .tieBreaker = reference.subject {
            // Interface Builder keeps this list itself; nothing in its editor shows it.
            message += "; Xcode rebuilds this list when it saves the storyboard: open and save the file in Xcode, or delete this element"
        } else {
            message += "; reconnect it in Xcode or delete the connection"
        }
        sink.report(.danglingReference, at: reference.location, message, severity: reference.severity)
    }

    /// Gives scenes the flow ids Storyflow comments keep for them.
    private func renameScenes() {
        let named = [initial].compactMap { $0 } + deepLinks.flatMap { [$0.sceneID] + [$0.containerID].compactMap { $0 } }
        let objectIDs = collector.objectIDs
        let renaming = SceneRenaming(collector.renames, scenes: scenes, isObjectID: { objectIDs[$0] != nil }, named: named, sink: sink)
        guard !renaming.isEmpty else { return }
        renaming.apply(to: &scenes, initialSceneID: &initial, deepLinks: &deepLinks)
        renamedScenes = true
    }

    private func checkRoot(_ node: XMLNode) {
        let problem: String?
        var severity = Severity.warning
        let runtime = node.attributeEntry("targetRuntime")
        if node.name == "archive" {
            problem =
                """
                this storyboard is in Interface Builder's legacy archive format; open it in a current Xcode and save it to convert it to the <document> \
                format Storyflow reads
                """
        } else if node.name != "document" {
            severity = .error
            problem =
                "the root element is <\(node.name)>; an Xcode storyboard starts with <document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">"
        } else if let runtime, !StoryboardVocabulary.isUIKitRuntime(runtime.value) {
            let platform = runtime.value.hasPrefix("MacOSX") ? "a macOS" : runtime.value.lowercased().hasPrefix("watch") ? "a watchOS" : "not an iOS"
            problem = "this is \(platform) storyboard (targetRuntime `\(runtime.value)`); Storyflow reads iOS (UIKit) storyboards only"
        } else if runtime == nil, !(node.attribute("type") ?? "").contains("CocoaTouch") {
            problem = "this storyboard names no iOS target runtime (type `\(node.attribute("type") ?? "none")`); Storyflow reads iOS (UIKit) storyboards only"
        } else {
            problem = nil
        }
        if let problem {
            sink.report(.unsupportedStoryboard, at: runtime?.location ?? node.location, problem, severity: severity)
        } else {
            isSupported = true
        }
    }
}
