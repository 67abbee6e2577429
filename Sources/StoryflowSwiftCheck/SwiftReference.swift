import StoryflowModel

/// One place in an app's Swift code that names something a flow or storyboard declares, or that a storyboard
/// names: a segue identifier in `performSegue(withIdentifier:sender:)`, a reuse identifier in
/// `dequeueReusableCell(withIdentifier:)`, an unwind action method, ...
public struct SwiftReference: Hashable, Sendable {
    /// What the code names, and how.
    public enum Kind: Hashable, Sendable {
        /// A segue identifier: performed, compared in `prepare(for:sender:)` or `shouldPerformSegue`, or a
        /// `switch` case on it. `call` is how the code uses it, for messages.
        case segueIdentifier(call: String)
        /// A storyboard identifier passed to `instantiateViewController(withIdentifier:)`.
        case storyboardIdentifier
        /// A reuse identifier passed to `dequeueReusableCell(withIdentifier:)` (or a collection view's).
        case reuseIdentifier
        /// A reuse identifier the code registers a cell class or nib under, so no prototype needs it.
        case registeredReuseIdentifier
        /// A method that takes a segue, which unwind segues can target (`@IBAction func backToList(_:)`).
        case unwindActionMethod
        /// An `@IBSegueAction` method, which a storyboard segue names to create its destination.
        case segueActionMethod
        /// An input name passed to `setInput(_:to:)` or `input(_:)` (Storyflow's contract API).
        case inputName
        /// A result name passed to `deliverResult(_:value:)`.
        case resultName
    }

    /// What the code names.
    public var kind: Kind
    /// The identifier, or the method's base name.
    public var name: String
    /// Where in the Swift file.
    public var location: SourceLocation

    /// Creates a reference.
    public init(kind: Kind, name: String, location: SourceLocation) {
        self.kind = kind
        self.name = name
        self.location = location
    }
}
