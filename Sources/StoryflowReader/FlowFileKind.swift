import Foundation

/// What a file is to Storyflow, by its name: a flow file (`*.flow.xml`) or an Xcode storyboard (`*.storyboard`).
/// The one place that says which files `check`, watch mode, the language server, storyboard references and
/// `run --watch` read; a file named otherwise is read as whichever its root element says (`FlowLoader`).
public enum FlowFileKind: String, CaseIterable, Sendable {
    /// A flow file, Storyflow's own XML.
    case flow
    /// An Xcode storyboard.
    case storyboard

    /// The file name ending of the kind.
    public var suffix: String {
        switch self {
        case .flow: ".flow.xml"
        case .storyboard: ".storyboard"
        }
    }

    /// The endings a folder is searched for, storyboards first (the order references are looked up in).
    public static let suffixes = [FlowFileKind.storyboard.suffix, FlowFileKind.flow.suffix]

    /// The kind of the file at `path`, by its name; nil for any other name.
    public init?(path: String) {
        guard let kind = Self.allCases.first(where: { path.hasSuffix($0.suffix) }) else { return nil }
        self = kind
    }

    /// The name storyboard references use for the file at `path`: its file name without its kind's ending (the
    /// whole file name when that would leave nothing, or for another name).
    public static func storyboardName(of path: String) -> String {
        let name = URL(fileURLWithPath: path).lastPathComponent
        guard let kind = FlowFileKind(path: name), name.count > kind.suffix.count else { return name }
        return String(name.dropLast(kind.suffix.count))
    }
}
