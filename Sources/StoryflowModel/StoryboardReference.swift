/// The target of a storyboard reference: a scene in another storyboard or flow file.
public struct StoryboardReference: Hashable, Sendable {
    /// The other storyboard's name (its file name without extension); `nil` means this same file.
    public var storyboardName: String?
    /// The storyboard identifier of the target scene; `nil` means the other storyboard's initial scene.
    public var referencedIdentifier: String?

    /// Creates a reference.
    public init(storyboardName: String?, referencedIdentifier: String?) {
        self.storyboardName = storyboardName
        self.referencedIdentifier = referencedIdentifier
    }
}
