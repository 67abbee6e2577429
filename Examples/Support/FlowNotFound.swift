/// No flow file was found for an example.
public struct FlowNotFound: Error, CustomStringConvertible {
    /// The flow's name.
    public var name: String
    /// The paths tried, in order.
    public var searched: [String]

    /// What to do about it.
    public var description: String {
        "cannot find the flow '\(name)'; looked at \(searched.joined(separator: ", ")); pass its path with --flow"
    }
}
