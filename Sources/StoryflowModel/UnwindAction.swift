/// An unwind action a scene's controller implements (in UIKit, an `@IBAction` taking a `UIStoryboardSegue`).
public struct UnwindAction: Hashable, Sendable {
    /// The action's name, e.g. `backToT0Do`: the method's base name, which unwind segues name it by.
    public var name: String
    /// The name as the file declares it, e.g. `backToT0Do(segue:)` or `backToT0Do:`.
    public var declaredName: String
    /// Where it is declared.
    public var location: SourceLocation

    /// Creates an unwind action declared as `declaredName` (a method name, a Swift method reference such as
    /// `backToT0Do(segue:)` or an Objective-C selector such as `backToT0Do:`).
    public init(declaredName: String, location: SourceLocation) {
        self.name = Self.normalizedName(declaredName)
        self.declaredName = declaredName
        self.location = location
    }

    /// Creates an unwind action named `name`, declared by that name.
    public init(name: String, location: SourceLocation) {
        self.init(declaredName: name, location: location)
    }

    /// The Objective-C selector of the method, which Interface Builder names the action by: `backToT0Do(segue:)`
    /// is `backToT0DoWithSegue:`, while `backToT0Do(_:)`, `backToT0Do:` and `backToT0Do` are `backToT0Do:`.
    public var selector: String {
        guard let open = declaredName.firstIndex(of: "("), declaredName.hasSuffix(")") else {
            return declaredName.hasSuffix(":") ? declaredName : declaredName + ":"
        }
        let labels = declaredName[declaredName.index(after: open)..<declaredName.index(before: declaredName.endIndex)]
            .split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard let first = labels.first else { return name + ":" }
        var selector = name
        if first != "_", let initial = first.first { selector += "With" + initial.uppercased() + first.dropFirst() }
        selector += ":"
        for label in labels.dropFirst() { selector += (label == "_" ? "" : label) + ":" }
        return selector
    }

    /// An action name without the Objective-C selector's trailing colon and argument labels (`backToT0Do:` and
    /// `backToT0Do(segue:)` both become `backToT0Do`).
    public static func normalizedName(_ name: String) -> String {
        guard name.utf8.contains(where: { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ":") }) else { return name }
        var result = Substring(name)
        if let parenthesis = result.firstIndex(of: "(") { result = result[..<parenthesis] }
        if let colon = result.firstIndex(of: ":") { result = result[..<colon] }
        return String(result)
    }
}
