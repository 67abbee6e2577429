/// The bounds on parsing an app's Swift files, which come from pull requests: a file past one is reported
/// (`swift-limit`) or given up on, so the time and memory `check --swift` takes are bounded whatever the files hold.
public enum SwiftParsingLimits {
    /// The largest Swift file read: 1 MiB, far beyond any hand-written source file (a syntax tree takes some
    /// 250 times its file's size); a larger one is reported, not parsed.
    public static let maximumFileSize = 1 << 20

    /// The longest one file is parsed, in seconds; past it the file is reported as not checked.
    public static let parseTimeLimit = 20

    /// How many files may be given up on (their threads left to finish in the background) before the files not
    /// yet parsed are given up on as well.
    public static let maximumAbandonedFiles = 4

    /// The longest all files are parsed, in seconds; the files not parsed by then are reported as not checked.
    public static let totalTimeLimit = 300

    /// The most memory the parsing process may hold: 4 GiB, some four times what four 1 MiB files take. Past it,
    /// the files being parsed are given up on (a shape the pre-scan did not foresee) and the rest are not started.
    public static let maximumMemory = 4 << 30
}
