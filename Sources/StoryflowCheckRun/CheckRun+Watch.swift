import StoryflowLint
import StoryflowWatch

extension CheckRun {
    /// The incremental check of watch mode over the same files, configuration and exclusions as `check()`.
    public func incrementalCheck() -> IncrementalCheck {
        let options = self.options
        return IncrementalCheck(linter: linter) {
            let found = FileSearch.flowFiles(in: options.paths)
            return IncrementalCheck.Collected(
                files: found.files, foundInFolders: options.forceExclude ? Set(found.files) : found.foundInFolders, failures: found.failures,
                notes: found.notes
            )
        }
    }
}
