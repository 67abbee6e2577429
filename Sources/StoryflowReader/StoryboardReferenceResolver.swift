import Foundation
import StoryflowModel

/// Follows storyboard references (`viewControllerPlaceholder`, `<storyboardReference>`) to the files they name:
/// `storyboardName` is a storyboard (`Name.storyboard`) or flow (`Name.flow.xml`) in the same folder as the
/// referring file, as an app bundle holds its compiled storyboards side by side; no name means the referring file.
public enum StoryboardReferenceResolver {
    /// The name other files use for `file`: its file name without `.storyboard` or `.flow.xml`.
    public static func storyboardName(of file: String) -> String {
        FlowFileKind.storyboardName(of: file)
    }

    /// The path of the storyboard or flow named `name` in the folder of `file`, if there is one.
    public static func file(named name: String, besides file: String) -> String? {
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        for suffix in FlowFileKind.suffixes {
            let candidate = folder.appendingPathComponent(name + suffix).path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
        }
        return nil
    }

    /// Whether `reference`, found in `document`, names `document` itself.
    public static func isSelfReference(_ reference: StoryboardReference, in document: FlowDocument) -> Bool {
        guard let name = reference.storyboardName, !name.isEmpty else { return true }
        return name == storyboardName(of: document.file)
    }

    /// Problems with the storyboard references of `document` (rule `unresolved-storyboard-reference`): an
    /// identifier no scene of the target has, a target without initial scene, or (as a note, since the app bundle
    /// may hold it) a storyboard that is not in the folder. Other files are read from disk only when `document`
    /// itself is a file on disk; each is read once.
    public static func diagnostics(for document: FlowDocument) -> [Diagnostic] {
        let references = document.scenes.compactMap { scene in scene.reference.map { (scene, $0) } }
        guard !references.isEmpty else { return [] }
        let onDisk = FileManager.default.fileExists(atPath: document.file)
        var loaded: [String: FlowDocument?] = [:]
        var result: [Diagnostic] = []
        for (scene, reference) in references {
            let target: FlowDocument
            let name: String
            if isSelfReference(reference, in: document) {
                target = document
                name = "this file"
            } else {
                guard onDisk, let storyboardName = reference.storyboardName else { continue }
                name = "storyboard `\(storyboardName)`"
                guard let path = file(named: storyboardName, besides: document.file) else {
                    let missing =
                        document.format == .storyboard
                        ? "\(storyboardName).storyboard is not" : "neither \(storyboardName).storyboard nor \(storyboardName).flow.xml is"
                    result.append(
                        diagnostic(
                            at: scene.location, severity: .note,
                            """
                            storyboard reference \(referenceName(scene, in: document)) names storyboard `\(storyboardName)`, but \
                            \(missing) \
                            in this folder, so check and run cannot follow it; UIKit throws \"Could not find a storyboard named '\(storyboardName)'\" unless \
                            the app bundle has it
                            """
                        ))
                    continue
                }
                if loaded[path] == nil { loaded[path] = (try? FlowLoader.load(contentsOf: path))?.document }
                guard let other = loaded[path] ?? nil else { continue }
                target = other
            }
            if let identifier = reference.referencedIdentifier, !identifier.isEmpty {
                guard target.scene(withStoryboardIdentifier: identifier) == nil else { continue }
                result.append(
                    diagnostic(
                        at: scene.location, severity: .error,
                        """
                        storyboard reference \(referenceName(scene, in: document)) names the scene with identifier `\(identifier)` in \(name), but no scene \
                        there has that \(document.format == .storyboard ? "Storyboard ID" : "storyboardIdentifier"); instantiating it throws \"Storyboard \
                        doesn't contain a view controller with identifier '\(identifier)'\"
                        """
                    ))
            } else if target.initialScene == nil {
                let identifier = document.format == .storyboard ? "a Referenced ID in the Attributes inspector" : "a `referencedIdentifier`"
                let fix = target.file == document.file ? "give it \(identifier)" : "give \(name) an initial scene or the reference \(identifier)"
                result.append(
                    diagnostic(
                        at: scene.location, severity: .error,
                        "storyboard reference \(referenceName(scene, in: document)) leads to the initial scene of \(name), which has none: \(fix)"
                    ))
            }
        }
        return result
    }

    private static func diagnostic(at location: SourceLocation, severity: Severity, _ message: String) -> Diagnostic {
        Diagnostic(location: location, severity: severity, rule: ReaderRule.unresolvedStoryboardReference.rawValue, message: message)
    }

    /// How a message names a reference scene: its id in a flow file; in a storyboard, whose ids Interface Builder
    /// made up, the object id in parentheses (the message goes on to name the storyboard and scene it stands for).
    private static func referenceName(_ scene: Scene, in document: FlowDocument) -> String {
        document.format == .storyboard ? "(\(scene.id))" : "`\(scene.id)`"
    }
}
