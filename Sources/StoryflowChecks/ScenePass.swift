import StoryflowModel
import Synchronization

/// The first half of checking a file while it is read: the scene rules run on each scene as the reader
/// produces it, and the scene is then reduced to its outline, so the document the reader returns holds only what
/// the other rules read. `FlowChecker.check(_:after:)` is the second half.
///
/// On a large flow most of the model is what only scene rules look at (labels, text fields, sample rows): the
/// check then never holds it all at once.
public final class ScenePass: Sendable {
    private let rules: [any SceneRule]
    private let found = Mutex<[Diagnostic]>([])

    init(rules: [any SceneRule]) {
        self.rules = rules
    }

    /// Runs the scene rules on `scene` and reduces it to its outline. The reader calls this once for each scene,
    /// in document order, from one thread at a time.
    public func visit(_ scene: inout Scene, format: FlowDocument.Format) {
        var diagnostics: [Diagnostic] = []
        InPlace.lending(&scene) { scene in
            for rule in rules { rule.check(scene, in: format, into: &diagnostics) }
        }
        if !diagnostics.isEmpty { found.withLock { $0 += diagnostics } }
        scene.reduceToOutline()
    }

    /// What the scene rules found in the scenes visited so far.
    public var diagnostics: [Diagnostic] { found.withLock { $0 } }
}
