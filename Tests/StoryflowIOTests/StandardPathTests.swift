import Foundation
import StoryflowIO
import StoryflowTestSupport
import Testing

/// `StandardPath` gives what Foundation's `standardizedFileURL` gives, on every path built from a few tricky
/// components (`.`, `..`, empty, names with dots) joined by one or two slashes, and through symbolic links.
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

    @Test func goingUpFromASymbolicLinkGoesUpFromItsTarget() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.file("real/inner"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: scratch.file("real/project"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.file("link"), withDestinationPath: scratch.file("real/inner"))
        let path = scratch.file("link/../project")
        #expect(StandardPath.of(path) == URL(fileURLWithPath: path).standardizedFileURL.path)
        #expect(StandardPath.of(path).hasSuffix("/real/project"))
        #expect(StandardPath.of(scratch.file("link/./a")) == URL(fileURLWithPath: scratch.file("link/a")).standardizedFileURL.path)
    }
}
