import Foundation

/// A path made absolute (against the current folder) with `.` components and repeated or trailing slashes
/// dropped: what `URL(fileURLWithPath:).standardizedFileURL.path` gives, without a URL for each path, which a
/// watch over thousands of files does for every file. A path with a `..` component is left to Foundation, which
/// follows symbolic links before going up (`link/..` is the folder above the link's target, not the link's).
public enum StandardPath {
    /// `path` made absolute and standard.
    public static func of(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        if isStandard(absolute) { return absolute }
        let components = absolute.split(separator: "/", omittingEmptySubsequences: true)
        if components.contains("..") { return URL(fileURLWithPath: absolute).standardizedFileURL.path }
        return "/" + components.filter { $0 != "." }.joined(separator: "/")
    }

    /// Whether an absolute path is standard already: no empty, `.` or `..` component and no trailing slash.
    private static func isStandard(_ path: String) -> Bool {
        var componentLength = 0
        var componentDots = 0
        for byte in path.utf8.dropFirst() {
            if byte == UInt8(ascii: "/") {
                if componentLength == 0 || isDots(componentLength, componentDots) { return false }
                componentLength = 0
                componentDots = 0
            } else {
                componentLength += 1
                if byte == UInt8(ascii: ".") { componentDots += 1 }
            }
        }
        return componentLength == 0 ? path.utf8.count == 1 : !isDots(componentLength, componentDots)
    }

    /// Whether a component of `length` bytes, `dots` of them dots, is `.` or `..`.
    private static func isDots(_ length: Int, _ dots: Int) -> Bool {
        dots == length && length <= 2
    }
}
