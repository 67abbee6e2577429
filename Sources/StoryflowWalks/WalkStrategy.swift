/// Which walks `storyflow paths` generates.
public enum WalkStrategy: String, CaseIterable, Sendable {
    /// Walks that together show every scene a walk can reach, through the search tree depth first, each step
    /// asserting where it arrives.
    case scenes
    /// Those walks, also firing every segue and unwind on the screens they show that the tree does not take.
    case segues
}
