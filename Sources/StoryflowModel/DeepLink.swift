/// A URL the app opens at a scene (`<deepLink url="ratings://players/{name}" scene="playerDetails"/>`): the
/// runtime builds the back stack UIKit code would build to show it, binding the URL's placeholders to inputs.
public struct DeepLink: Hashable, Sendable {
    /// The URL pattern.
    public var pattern: DeepLinkPattern
    /// The scene it opens.
    public var sceneID: String
    /// The container the scene is opened in, when it sits in several.
    public var containerID: String?
    /// Values for inputs besides the placeholders'.
    public var passes: [InputPass]
    /// Where it is declared.
    public var location: SourceLocation

    /// Creates a deep link.
    public init(pattern: DeepLinkPattern, sceneID: String, containerID: String? = nil, passes: [InputPass] = [], location: SourceLocation) {
        self.pattern = pattern
        self.sceneID = sceneID
        self.containerID = containerID
        self.passes = passes
        self.location = location
    }
}

/// A URL pattern: a scheme, then segments separated by `/` (the host first), each literal text or a `{name}`
/// placeholder matching one whole segment. A URL's query and fragment are not matched.
public struct DeepLinkPattern: Hashable, Sendable {
    /// One part of the pattern between slashes.
    public enum Segment: Hashable, Sendable {
        /// Text the URL must have there (compared ignoring letter case for the scheme and host).
        case literal(String)
        /// A placeholder: any one non-empty segment, captured under the name.
        case placeholder(String)
    }

    /// The pattern as written.
    public var text: String
    /// The scheme (`ratings`, `https`), lowercased.
    public var scheme: String
    /// The host and the path's segments.
    public var segments: [Segment]

    /// Whether `target` (what `open` and `--open` are given) is a URL, for a deep link, rather than a scene's
    /// storyboard identifier or id: it holds `://`.
    public static func isURL(_ target: String) -> Bool {
        target.contains("://")
    }

    /// Parses a pattern; `nil` with the reason when it is not one.
    public static func parse(_ text: String) -> Result<DeepLinkPattern, PatternError> {
        guard let (scheme, rest) = URLParts.split(text), !scheme.isEmpty else {
            return .failure(PatternError("`\(text)` has no scheme; write it as `scheme://host/path`, e.g. `myapp://players/{name}`"))
        }
        var segments: [Segment] = []
        var names = Set<String>()
        for part in rest {
            if part.hasPrefix("{") && part.hasSuffix("}") && part.count > 2 {
                let name = String(part.dropFirst().dropLast())
                guard !name.contains("{"), !name.contains("}") else {
                    return .failure(PatternError("`\(part)` is not a placeholder; a placeholder is a whole segment such as `{name}`"))
                }
                guard names.insert(name).inserted else {
                    return .failure(PatternError("`{\(name)}` appears twice in `\(text)`; each placeholder fills its input once, so name them apart"))
                }
                segments.append(.placeholder(name))
            } else if part.contains("{") || part.contains("}") {
                return .failure(PatternError("`\(part)` mixes text and a placeholder; a placeholder is a whole segment such as `{name}`"))
            } else {
                segments.append(.literal(part))
            }
        }
        return .success(DeepLinkPattern(text: text, scheme: scheme.lowercased(), segments: segments))
    }

    /// Why a pattern could not be parsed.
    public struct PatternError: Error, Hashable, Sendable {
        /// What is wrong, and how to write it.
        public let message: String
        init(_ message: String) { self.message = message }
    }

    /// The placeholders' names, in order.
    public var placeholders: [String] {
        segments.compactMap { if case .placeholder(let name) = $0 { name } else { nil } }
    }

    /// The placeholders' values when `url` matches the pattern, percent-decoded; `nil` when it does not match.
    public func match(_ url: String) -> [String: String]? {
        guard let (scheme, parts) = URLParts.split(url), scheme.lowercased() == self.scheme, parts.count == segments.count else {
            return nil
        }
        var values: [String: String] = [:]
        for (index, (segment, part)) in zip(segments, parts).enumerated() {
            switch segment {
            case .literal(let text):
                let same = index == 0 ? text.lowercased() == part.lowercased() : text == part
                guard same else { return nil }
            case .placeholder(let name):
                guard !part.isEmpty, let decoded = URLParts.percentDecoded(part) else { return nil }
                values[name] = decoded
            }
        }
        return values
    }
}

/// Splitting and decoding URLs as deep link patterns see them.
enum URLParts {
    /// The scheme and the `/`-separated segments after `scheme://` (the host first), without the query, the
    /// fragment and a trailing slash; `nil` without `://`.
    static func split(_ url: String) -> (scheme: String, segments: [String])? {
        guard let colon = url.firstIndex(of: ":"), url[colon...].hasPrefix("://") else { return nil }
        var rest = url[url.index(colon, offsetBy: 3)...]
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        if rest.hasSuffix("/") { rest = rest.dropLast() }
        let scheme = String(url[..<colon])
        return (scheme, rest.isEmpty ? [] : rest.split(separator: "/", omittingEmptySubsequences: false).map(String.init))
    }

    /// `text` with `%XX` escapes decoded as UTF-8; `nil` when an escape is malformed or the bytes are not UTF-8.
    static func percentDecoded(_ text: String) -> String? {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
