import Foundation
import StoryflowIO
import Testing

/// `StandardPath` gives what Foundation's `standardizedFileURL` gives, on every path built from a few tricky
/// components (`.`, `..`, empty, names with dots) joined by one or two slashes.
struct StandardPathTests {
    static let components = ["a", ".", "..", "", "...", ".x"]

    /// Every path of up to `depth` components under `prefix`.
    static func paths(under prefix: String, depth: Int) -> [String] {
        guard depth > 0 else { return [] }
        var result: [String] = []
        for component in components {
            for separator in ["/", "//"] {
                let path = prefix + separator + component
                result.append(path)
                result += paths(under: path, depth: depth - 1)
            }
        }
        return result
    }

    @Test func absolutePathsAreStandardAsFoundationMakesThem() {
        let paths = Self.paths(under: "", depth: 4)
        #expect(paths.count > 20_000)
        let differing = paths.filter { StandardPath.of($0) != URL(fileURLWithPath: $0).standardizedFileURL.path }
        #expect(differing.isEmpty, "first: \(differing.prefix(5))")
    }

    @Test func relativePathsAreMadeAbsoluteFromTheCurrentFolder() {
        for path in ["a", "a/../b", "./x", "x/", "a//b/."] {
            #expect(StandardPath.of(path) == URL(fileURLWithPath: path).standardizedFileURL.path, "\(path)")
        }
        #expect(StandardPath.of("/a/b/../c/./d/") == "/a/c/d")
        #expect(StandardPath.of("/") == "/")
    }
}
