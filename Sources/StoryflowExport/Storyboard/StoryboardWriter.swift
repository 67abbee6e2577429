import StoryflowModel

/// What `StoryboardWriter` needs besides the flow.
public struct StoryboardExportOptions: Sendable {
    /// The Interface Builder version the file says wrote it (`toolsVersion`); Xcode opens files of older and newer
    /// versions, and rewrites it on save.
    public var toolsVersion: String
    /// The module custom classes are in (`customModule`); `nil` leaves it to the target that builds the storyboard
    /// (`customModuleProvider="target"`), as Xcode does for classes of the app itself.
    public var module: String?

    /// The `toolsVersion` of Xcode 26's storyboards, and the plug-in version written with it.
    public static let currentToolsVersion = "24765"
    static let currentPluginVersion = "24743"

    /// Creates options.
    public init(toolsVersion: String = currentToolsVersion, module: String? = nil) {
        self.toolsVersion = toolsVersion
        self.module = module
    }
}

/// An exported storyboard: its text, and a note for each part of the flow a storyboard cannot hold.
public struct StoryboardExport: Sendable {
    /// The storyboard XML.
    public var text: String
    /// What was left out and why, each at the flow element it is about (severity `note`, rule `not-exported`).
    public var notes: [Diagnostic]
}

/// Writes a `FlowDocument` as an Xcode storyboard: one `<scene>` per scene with its controller, every container
/// relationship, segue, navigation item, tab bar item, table and control, views laid out top to bottom with frames.
///
/// Object ids are derived from the flow's names (`InterfaceBuilderIDs`), so exporting again gives the same file.
/// What only Storyflow models (contracts, passes and results received, sample rows, action effects, deep links,
/// unwind action declarations) is kept as flow XML in `<!--storyflow …-->` comments before the elements it belongs
/// to, which Storyflow's storyboard reader reads back and Xcode drops when it saves. Alerts (code in iOS) and a
/// switch's caption (no place in Interface Builder) are left out, with a note for each.
public enum StoryboardWriter {
    /// The rule id of the notes an export gives.
    public static let noteRule = "not-exported"

    /// The storyboard for `document`.
    public static func write(_ document: FlowDocument, options: StoryboardExportOptions = StoryboardExportOptions()) -> StoryboardExport {
        var builder = StoryboardBuilder(document: document, options: options)
        let scenes = builder.scenes()
        var root = IBElement(
            "document",
            [
                ("type", "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"), ("version", "3.0"), ("toolsVersion", options.toolsVersion),
                ("targetRuntime", "iOS.CocoaTouch"), ("propertyAccessControl", "none"), ("useAutolayout", "YES"), ("useTraitCollections", "YES"),
                ("useSafeAreas", "YES"), ("colorMatched", "YES"), ("initialViewController", builder.initialControllerID),
            ])
        root.append(IBElement("device", [("id", "retina6_12"), ("orientation", "portrait"), ("appearance", "light")]))
        var dependencies = IBElement("dependencies")
        dependencies.append(IBElement("deployment", [("identifier", "iOS")]))
        dependencies.append(
            IBElement("plugIn", [("identifier", "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"), ("version", StoryboardExportOptions.currentPluginVersion)]))
        for (name, version) in builder.capabilities.sorted(by: { $0.key < $1.key }) {
            dependencies.append(IBElement("capability", [("name", name), ("minToolsVersion", version)]))
        }
        root.append(dependencies)
        var scenesElement = IBElement("scenes", children: scenes)
        scenesElement.annotation = builder.deepLinkAnnotation()
        root.append(scenesElement)
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        root.render(depth: 0, into: &text)
        return StoryboardExport(text: text, notes: builder.notes)
    }
}
