/// Which walks `storyflow paths` generates.
public enum WalkStrategy: String, CaseIterable, Sendable {
    /// Shortest walks that together show every scene a walk can reach: one to each end of the search tree, each
    /// asserting every scene on its way.
    case scenes
    /// Those walks, plus for every segue and unwind they do not fire a shortest walk that ends by firing it.
    case segues
}
