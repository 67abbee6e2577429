import Dispatch
import Foundation
import StoryflowChecks
import StoryflowIO
import StoryflowModel
import StoryflowReader
import Synchronization

/// What checking a set of files produced.
public struct LintResult: Sendable {
    /// The files checked, in the order given (files excluded by configuration are left out).
    public var files: [String]
    /// Every diagnostic, from the files and their configuration files, sorted by location.
    public var diagnostics: [Diagnostic]
    /// Files that could not be read.
    public var failures: [LoadError]
    /// The configuration files that left out files found in folders, in the order first met.
    public var excludingConfigurations: [String] = []
}

/// Checks flow files: reads each, runs the enabled rules, applies configuration and suppression comments.
/// Files are checked concurrently on all cores; the result does not depend on scheduling.
public struct Linter: Sendable {
    /// The configuration file used for every file, instead of the `.storyflow.yml` found upward from each.
    public var configurationPath: String?

    /// The name of the configuration file searched for upward from each checked file.
    public static let configurationFileName = ".storyflow.yml"

    /// The most findings of one rule in one file reported (0: no cap); the rest are stood for by one "and N more"
    /// finding.
    public var maximumPerRule: Int

    /// Creates a linter; `configurationPath` overrides the search for `.storyflow.yml`.
    public init(configurationPath: String? = nil, maximumPerRule: Int = DiagnosticLimits.shownPerRule) {
        self.configurationPath = configurationPath
        self.maximumPerRule = maximumPerRule
    }

    /// Checks `files` (paths as the user gave them). Files in `foundInFolders` were found by searching folders
    /// and are left out when their configuration excludes them (or does not include them); every other file was
    /// named by the user and is always checked, as SwiftLint does. `progress`, if given, counts the files checked
    /// and names each as its check starts.
    public func lint(files: [String], foundInFolders: Set<String> = [], progress: WorkProgress? = nil) throws(ConfigurationError) -> LintResult {
        let knownRules = Set(RuleCatalog.ids)
        var resolver = ConfigurationResolver(explicitPath: configurationPath, knownRules: knownRules)
        var included: [(file: String, configuration: Configuration)] = []
        var excluding: [String] = []
        for file in files {
            let configuration = try resolver.configuration(for: file)
            if !foundInFolders.contains(file) || configuration.includes(Self.absolutePath(file)) {
                included.append((file, configuration))
            } else if let path = resolver.configurationPath(for: file), !excluding.contains(path) {
                excluding.append(path)
            }
        }
        let jobs = included
        progress?.begin("Checking", unit: "files", total: jobs.count)
        let outcomes = Mutex([LintOutcome?](repeating: nil, count: jobs.count))
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            progress?.start(jobs[index].file)
            let outcome = Self.lint(file: jobs[index].file, configuration: jobs[index].configuration)
            outcomes.withLock { $0[index] = outcome }
            progress?.finish(jobs[index].file)
        }
        var diagnostics = resolver.diagnostics
        var failures: [LoadError] = []
        for outcome in outcomes.withLock({ $0 }) {
            switch outcome {
            case .checked(let found): diagnostics += found
            case .failed(let error): failures.append(error)
            case nil: break
            }
        }
        let shown = DiagnosticLimits.capped(diagnostics.sorted(), perRule: maximumPerRule, how: "`--max-per-rule 0` shows them all")
        return LintResult(files: jobs.map(\.file), diagnostics: shown.sorted(), failures: failures, excludingConfigurations: excluding)
    }

    /// `diagnostics` found outside the flows (in Swift sources, by `check --swift`), each under the configuration
    /// of its own file: rules the configuration does not enable are dropped, severities replaced as configured.
    public func applyConfiguration(to diagnostics: [Diagnostic]) throws(ConfigurationError) -> [Diagnostic] {
        var resolver = ConfigurationResolver(explicitPath: configurationPath, knownRules: Set(RuleCatalog.ids))
        var result: [Diagnostic] = []
        for diagnostic in diagnostics {
            let configuration = try resolver.configuration(for: diagnostic.location.file)
            if let description = RuleCatalog.description(for: diagnostic.rule), !configuration.isEnabled(description) { continue }
            result += configuration.apply(to: [diagnostic])
        }
        return result
    }

    /// Checks a document from `contents`, as an editor holds it (saved or not), under the configuration found
    /// for `file` (or the one given to the linter). The configuration file's own findings are not included.
    public func check(contents: Data, file: String) throws(ConfigurationError) -> [Diagnostic] {
        var resolver = ConfigurationResolver(explicitPath: configurationPath, knownRules: Set(RuleCatalog.ids))
        let configuration = try resolver.configuration(for: file)
        return Self.check(FlowLoader.load(data: contents, file: file), configuration: configuration)
    }

    /// Checks one document already read, under `configuration`: what `lint(files:)` does for each file. Storyboard
    /// references are followed to the files beside the document's own file.
    public static func check(_ loaded: LoadResult, configuration: Configuration = Configuration()) -> [Diagnostic] {
        let checker = checker(for: configuration)
        return check(loaded, configuration: configuration) { checker.check($0) }
    }

    /// `check(_:configuration:)` with `runRules` finding what the enabled rules find in the document.
    private static func check(
        _ loaded: LoadResult, configuration: Configuration, runRules: (FlowDocument) -> [Diagnostic]
    ) -> [Diagnostic] {
        var diagnostics = loaded.diagnostics
        if let document = loaded.document {
            diagnostics += StoryboardReferenceResolver.diagnostics(for: document)
            diagnostics += runRules(document)
            diagnostics = SuppressionFilter.apply(document.suppressions, to: diagnostics, knownRules: Set(RuleCatalog.ids))
        }
        return configuration.apply(to: diagnostics).sorted()
    }

    private static func checker(for configuration: Configuration) -> FlowChecker {
        FlowChecker(rules: RuleRegistry.all.filter { configuration.isEnabled($0.description) })
    }

    private enum LintOutcome: Sendable {
        case checked([Diagnostic])
        case failed(LoadError)
    }

    /// Reads and checks one file in one go: the scene rules run as each scene is read, and the document keeps
    /// only the scenes' outlines for the other rules (see `ScenePass`), so a large file's model is never whole.
    private static func lint(file: String, configuration: Configuration) -> LintOutcome {
        do {
            let checker = checker(for: configuration)
            let pass = checker.scenePass()
            var loaded = try FlowLoader.load(contentsOf: file, visitingScenes: pass.visit)
            let found = check(loaded, configuration: configuration) { checker.check($0, after: pass) }
            // A large document is freed once checked, on a background thread: taken out of `loaded`, so the
            // background thread holds its last reference.
            if let document = loaded.document.take() {
                let sceneCount = document.scenes.count
                BackgroundRelease.release(consume document, ifSceneCount: sceneCount)
            }
            return .checked(found)
        } catch {
            return .failed(error)
        }
    }

    static func absolutePath(_ path: String) -> String {
        StandardPath.of(path)
    }
}
