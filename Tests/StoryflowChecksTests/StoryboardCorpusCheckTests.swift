import Foundation
import StoryflowLint
import StoryflowModel
import StoryflowReader
import StoryflowTestSupport
import Testing

/// Every corpus storyboard through `Linter.check`, as `storyflow check` runs it: the defects MANIFEST.tsv lists
/// are reported by the matching rule at their lines, and nothing else is.
@Suite struct StoryboardCorpusCheckTests {
    /// Every finding except `deprecated-segue-kind` (one per legacy segue, counted against the manifest below),
    /// as `rule@line`, per file; files not listed have none. Besides the manifest's defects (marked), each entry
    /// was checked by hand against the storyboard:
    /// - manual-segue-missing-identifier (Habitica 3124): a controller-level show segue without identifier,
    ///   which Xcode warns about too;
    /// - show-without-navigation-controller (Hero 2073): a show from a modally presented scene, which UIKit turns
    ///   into a modal presentation (Hero relies on it); as notes (openHAB 1022, 1296, 1322), shows from a scene
    ///   only code makes, by its storyboard identifier, which work only if that code embeds it;
    /// - segue-to-ancestor: a button pushing its own scene again (IQKeyboardManager) stacks new copies (Eidolon's
    ///   manual push back to the scene below is code's choice, and not reported);
    /// - connection-to-another-scene: actions whose target is another scene's controller, left by copy and paste
    ///   (Habitica's task setup buttons, Eidolon's "Forgot Password?" and developer buttons): never connected;
    /// - unresolved-storyboard-reference (notes): the referenced storyboards are not in the corpus folder;
    /// - unsupported-storyboard (warnings): macOS storyboards are not read.
    static let expected: [String: [String]] = [
        "ECSlidingViewController__ECSlidingViewController__Main.storyboard": [
            "prototype-cell-missing-reuse-identifier@80"
        ],
        "HabitRPG__habitica-ios__a9ec5fe-Main.storyboard": [
            "connection-to-another-scene@258", "connection-to-another-scene@269", "manual-segue-missing-identifier@3124", "dangling-reference@4322",
            "dangling-reference@4331",
        ],
        "HabitRPG__habitica-ios__malformed-584c652-Main.storyboard": ["xml-syntax@1292"],
        "HeroTransitions__Hero__Main.storyboard": ["show-without-navigation-controller@2073"],
        "John-Lluch__SWRevealViewController__MainStoryboard.storyboard": ["prototype-cell-missing-reuse-identifier@161"],
        "John-Lluch__SWRevealViewController__MainStoryboard_iPhone.storyboard": ["prototype-cell-missing-reuse-identifier@39"],
        "openhab__openhab-ios__b522ee5-Main.storyboard": [
            "show-without-navigation-controller@1022", "show-without-navigation-controller@1296", "show-without-navigation-controller@1322",
        ],
        "Ranchero-Software__NetNewsWire__MainWindow.storyboard": ["unsupported-storyboard@2"],
        "ReactiveX__RxSwift__iOS-Main.storyboard": stride(from: 470, through: 610, by: 10).map { "unresolved-storyboard-reference@\($0)" },
        "ReactiveX__RxSwift__macOS-Main.storyboard": ["unsupported-storyboard@2"],
        "RocketChat__Rocket.Chat.iOS__Preferences.storyboard": [
            "dangling-reference@106", "dangling-reference@106", "dangling-reference@296", "dangling-reference@306", "unreachable-scene@319",
        ],
        "ShayneChow__iOS_Learning__Main.storyboard": [
            "prototype-cell-missing-reuse-identifier@46",
            "prototype-cell-missing-reuse-identifier@73",
        ],
        "artsy__eidolon__52b6a0e-Fulfillment.storyboard": [
            "connection-to-another-scene@809", "connection-to-another-scene@1218", "connection-to-another-scene@1488",
        ],
        "bryceco__GoMap__MainStoryboard.storyboard": [
            "unresolved-storyboard-reference@393", "unresolved-storyboard-reference@403", "unresolved-storyboard-reference@411",
            "unresolved-storyboard-reference@664",
        ],
        "duckduckgo__iOS__Feedback.storyboard": ["xml-syntax@504"],
        "duckduckgo__iOS__Settings.storyboard": [
            "unresolved-storyboard-reference@1123", "unresolved-storyboard-reference@1297", "unresolved-storyboard-reference@1307", "unreachable-scene@1315",
        ],
        "duckduckgo__iOS__Tab.storyboard": ["dangling-reference@105", "unresolved-storyboard-reference@124"],
        "hackiftekhar__IQKeyboardManager__Main.storyboard": ["segue-to-ancestor@104", "segue-to-ancestor@1783"],
        "hackiftekhar__IQKeyboardManager__a1d3b3a-MainSwift.storyboard": [
            "segue-to-ancestor@214", "segue-to-ancestor@2836", "prototype-cell-missing-reuse-identifier@3929",
        ],
        "hackiftekhar__IQKeyboardManager__a83da2e-MainSwift.storyboard": ["segue-to-ancestor@218", "segue-to-ancestor@2917"],
        "home-assistant__iOS__Main.storyboard": ["tab-bar-without-tabs@11", "unreachable-scene@25", "unreachable-scene@43"],
        "jpcarreira__MyLocations__MainStoryboard.storyboard": ["prototype-cell-missing-reuse-identifier@402"],
        "keepassium__KeePassium__Main.storyboard": ["unresolved-storyboard-reference@49", "unresolved-storyboard-reference@57"],
        "openhab__openhab-ios__conflict-2d7f07b-Main.storyboard": ["xml-syntax@852"],
        "seraphium__Homepwner__EasyToDo-Main.storyboard": ["prototype-cell-missing-reuse-identifier@371"],
        "xmartlabs__XLPagerTabStrip__Storyboard.storyboard": ["unreachable-scene@369", "unreachable-scene@412"],
    ]

    /// The manifest's analyzer flag for each rule that reports it.
    static let ruleForFlag = [
        "prototype_cell_no_reuseIdentifier": "prototype-cell-missing-reuse-identifier",
        "unreachable_scene_without_storyboardIdentifier": "unreachable-scene",
        "dangling_reference_non_segue": "dangling-reference",
    ]

    static func check(_ entry: StoryboardCorpus.Entry) throws -> [Diagnostic] {
        Linter.check(try FlowLoader.load(contentsOf: entry.path))
    }

    @Test(.enabled(if: StoryboardCorpus.isAvailable, StoryboardCorpus.unavailable))
    func theTableNamesOnlyCorpusFiles() {
        #expect(StoryboardCorpus.entries.count >= 50)
        #expect(Set(Self.expected.keys).isSubset(of: Set(StoryboardCorpus.entries.map(\.name))))
    }

    @Test(.enabled(if: StoryboardCorpus.isAvailable, StoryboardCorpus.unavailable), arguments: StoryboardCorpus.entries)
    func findingsAreExactlyTheExpectedOnes(_ entry: StoryboardCorpus.Entry) throws {
        let found = try Self.check(entry)
        let listed = found.filter { $0.rule != "deprecated-segue-kind" }.map { "\($0.rule)@\($0.location.line)" }
        #expect(listed == Self.expected[entry.name] ?? [], "\(found.filter { $0.rule != "deprecated-segue-kind" }.map(\.message))")
        let legacy = ["push", "modal", "replace"].reduce(0) { $0 + (entry.segueCounts[$1] ?? 0) }
        #expect(found.filter { $0.rule == "deprecated-segue-kind" }.count == legacy, "one warning per legacy segue")
    }

    @Test(.enabled(if: StoryboardCorpus.isAvailable, StoryboardCorpus.unavailable), arguments: StoryboardCorpus.entries)
    func manifestDefectsAreReportedByTheirRulesAndOtherFilesHaveNoErrors(_ entry: StoryboardCorpus.Entry) throws {
        let found = try Self.check(entry)
        for (flag, count) in entry.analyzerFlags {
            let rule = try #require(Self.ruleForFlag[flag], "unknown analyzer flag \(flag)")
            // The manifest's analyzer counted connection elements; the reader also reports a cell's built-in
            // label attribute that dangles (RocketChat line 106), which the test table lists.
            let counted = found.filter { $0.rule == rule && !$0.message.hasPrefix("the cell's") }
            #expect(counted.count == count, "\(flag)=\(count)")
        }
        if let line = entry.syntaxErrorLine {
            #expect(found.first?.rule == "xml-syntax")
            #expect(found.allSatisfy { $0.rule == "xml-syntax" && $0.location.line == line })
        }
        if !entry.listsDefects {
            #expect(!found.contains { $0.severity == .error }, "\(found.filter { $0.severity == .error }.map(\.message))")
        }
        #expect(found.allSatisfy { $0.location.file == entry.path })
    }

    @Test(.enabled(if: StoryboardCorpus.isAvailable, StoryboardCorpus.unavailable))
    func theDefectsTheManifestDescribesInWordsAreFoundToo() throws {
        func lines(_ name: String, _ rule: String) throws -> [Int] {
            let entry = try #require(StoryboardCorpus.entries.first { $0.name == name })
            return try Self.check(entry).filter { $0.rule == rule }.map(\.location.line)
        }
        #expect(try lines("home-assistant__iOS__Main.storyboard", "tab-bar-without-tabs") == [11], "initial tab bar without relationships")
        #expect(try lines("xmartlabs__XLPagerTabStrip__Storyboard.storyboard", "unreachable-scene") == [369, 412], "the navigation controller and its root")
        #expect(try lines("duckduckgo__iOS__Settings.storyboard", "unreachable-scene") == [1315], "AboutViewController jEM-1g-lEl")
    }
}
