import StoryflowModel

extension FlowPicture {
    /// The extra layers a picture can carry beside the flow itself.
    public enum Overlay: String, Sendable, Hashable {
        /// What `check` reports, on the scenes and segues it reports on.
        case diagnostics
        /// How often walks showed each scene and fired each segue.
        case coverage
        /// What changed between two versions of the flow.
        case difference
    }

    /// One finding of `check`, on the part of the picture it is about.
    public struct Finding: Sendable, Hashable {
        /// `error`, `warning` or `note`.
        public var severity: String
        public var rule: String
        public var message: String
        public var line: Int
        public var column: Int
    }

    /// How a part of the picture differs from the base version of the flow.
    public enum Change: String, Sendable, Hashable {
        case added, removed, changed
    }

    /// What the overlays say about one scene, container or segue.
    public struct Marks: Sendable, Hashable {
        /// What `check` reports on it, in the order of the file.
        public var findings: [Finding] = []
        /// How often walks showed it (a scene) or fired it (a segue); nil without the coverage overlay.
        public var hits: Int?
        /// How it differs from the base version; nil when it did not change (or without a difference).
        public var change: Change?
        /// For a changed part, what changed (`title "A" → "B"`).
        public var changes: [String] = []

        /// The most severe finding's severity, when there are findings.
        public var worstSeverity: String? {
            for severity in ["error", "warning", "note"] where findings.contains(where: { $0.severity == severity }) {
                return severity
            }
            return findings.first?.severity
        }
    }
}
