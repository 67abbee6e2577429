import Foundation

/// The storyboards the project writes itself for its tests (`Tests/Fixtures/Storyboards/`), so that everything the
/// storyboard reader promises is tested on a fresh clone with nothing beside it.
public enum Fixtures {
    /// `Tests/Fixtures/Storyboards/`.
    public static let storyboards = Repository.url("Tests/Fixtures/Storyboards")

    /// The path of the fixture storyboard `name` (without `.storyboard`).
    public static func storyboard(_ name: String) -> String {
        storyboards.appendingPathComponent(name + ".storyboard").path
    }

    /// Every fixture storyboard's path, sorted.
    public static var allStoryboards: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: storyboards.path)) ?? [])
            .filter { $0.hasSuffix(".storyboard") }.sorted().map { storyboards.appendingPathComponent($0).path }
    }
}
