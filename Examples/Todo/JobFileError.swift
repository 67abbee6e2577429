/// Why the jobs could not be loaded or saved, said so a user can act on it.
enum JobFileError: Error, CustomStringConvertible {
    case missing(path: String)
    case unreadable(path: String, reason: String)
    case protected(path: String)
    case notWritable(path: String, reason: String)

    var description: String {
        switch self {
        case .missing(let path): "\(path) does not exist yet; starting with no jobs"
        case .unreadable(let path, let reason):
            "\(path) is not a JSON list of jobs (\(reason)); starting with no jobs and leaving the file untouched"
        case .protected(let path):
            "\(path) could not be read at launch and is kept as it was; fix or remove it to save jobs again"
        case .notWritable(let path, let reason): "cannot write \(path): \(reason)"
        }
    }
}
