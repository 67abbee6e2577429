import StoryflowModel
import StoryflowSemantics

/// The search `storyflow paths` makes, for other tools: which scenes and segues a walk can reach, why a segue
/// cannot be fired, and the commands of the shortest walk to a scene or that fires a segue.
public struct WalkIndex: Sendable {
    private let planner: WalkPlanner

    /// The search of `document` from `start` on `device`; nil when no walk can start (no initial scene nor scene
    /// code makes, or only ones in another storyboard).
    public init?(
        document: FlowDocument, start: WalkStart = .launch, maximumDepth: Int = WalkPlan.defaultMaximumDepth, device: Device = .default
    ) {
        // The index answers what walks reach and fire, never how to come back, so the search skips the ways back.
        guard let planner = WalkPlanner(document: document, start: start, maximumDepth: maximumDepth, findsWaysBack: false, device: device)
        else { return nil }
        self.planner = planner
    }

    /// Whether a walk shows the scene at `scene` (its index in the document).
    public func isReached(_ scene: Int) -> Bool { planner.reached[scene] != nil }

    /// Why no walk fires `segue`, or nil when one can.
    public func reasonNoWalkFires(_ segue: SegueReference) -> String? {
        if planner.fireable[segue] != nil { return nil }
        if let problem = planner.unwalkable[segue] { return problem.reason }
        return planner.reached[segue.scene] == nil ? "no walk shows its scene" : "no walk shows it on a screen where it can be fired"
    }

    /// The scene on top after a walk fires `segue` (for an unwind, the scene it lands on), when a walk can fire it.
    public func landing(of segue: SegueReference) -> Int? {
        planner.fireable[segue]?.landing
    }

    /// The commands of the shortest walk that shows the scene at `scene`.
    public func commands(toScene scene: Int) -> [String]? {
        planner.reached[scene].map { planner.commands(to: $0) }
    }

    /// The commands of the shortest walk that fires `segue`.
    public func commands(toFire segue: SegueReference) -> [String]? {
        planner.fireable[segue].map { planner.commands(to: $0.node) + $0.gesture.commands }
    }
}
