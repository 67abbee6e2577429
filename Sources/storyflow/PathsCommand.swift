import ArgumentParser
import Foundation
import StoryflowIO
import StoryflowModel
import StoryflowRuntime
import StoryflowSemantics
import StoryflowStepper
import StoryflowWalks

/// `storyflow paths FLOW`: generates runnable walks from the flow's graph.
struct PathsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "paths",
        abstract: "Generate walk scripts that step through a flow or storyboard.",
        discussion: """
            Walks take only gestures a person has on each screen (tap a bar button, button or row, choose an \
            alert action, select a tab); segues fired only from code become `perform` steps, marked as such. \
            Each step is followed by what it must show (expect scene, expect title, expect alert), and each walk \
            passes when run with `storyflow run FLOW --script WALK`. Walks start at the launch; scenes only \
            code makes (by their storyboard identifier) that no walk from the launch shows get walks of their own, \
            which begin `open ID` as `storyflow run --start` does. --start and --open start every walk at one \
            scene or deep link instead. What no walk can reach is listed first, with the reason. Without -o, one \
            script on standard output holds every walk, each after the first starting afresh with `relaunch` or \
            its own `open`. Exit status: 0, or 2 when the flow cannot be run or no walk can start.
            """
    )

    @Argument(help: "A flow file (.flow.xml) or a storyboard (.storyboard).")
    var flow: String

    @Option(help: "scenes: shortest walks that together show every scene a walk can reach; segues: also fire every segue and unwind at least once.")
    var strategy: WalkStrategy = .segues

    @Option(name: .shortAndLong, help: "A directory to write one .walk file per walk into (created if missing).")
    var output: String?

    @Option(help: ArgumentHelp("The most steps all walks may take together (1 to 10,000,000).", valueName: "count"))
    var maxSteps = Count(WalkPlan.defaultMaximumSteps)

    @Option(help: ArgumentHelp("How many steps from the launch walks may go (1 to 1,000).", valueName: "count"))
    var maxDepth = Count(WalkPlan.defaultMaximumDepth)

    @Option(help: ArgumentHelp("Start every walk at this scene (a storyboard identifier or a scene id), as `storyflow run --start`.", valueName: "ID"))
    var start: String?

    @Option(name: .customLong("open"), help: ArgumentHelp("Start every walk at the flow's deep link for URL, as `storyflow run --open`.", valueName: "URL"))
    var url: String?

    @Option(
        help: ArgumentHelp(
            "The device the walks run on, as `storyflow run --device`: iphone or ipad. Walks for the iPad start with a `device ipad` line.",
            valueName: "iphone|ipad"))
    var device: Device = .default

    @OptionGroup var progress: ProgressOptions

    func validate() throws {
        guard start == nil || url == nil else { throw ValidationError("--start and --open each say where walks start: give one of them.") }
        guard (1...10_000_000).contains(maxSteps.value) else { throw ValidationError("--max-steps must be from 1 to 10,000,000, not \(maxSteps.value).") }
        guard (1...1_000).contains(maxDepth.value) else { throw ValidationError("--max-depth must be from 1 to 1,000, not \(maxDepth.value).") }
    }

    func run() throws {
        let (plan, summary) = try progress.run { try planned(progress: $0) }
        guard let output else {
            StandardStreams.writeOutput(utf8: WalkScripts.combinedUTF8(plan, heading: summary).bytes)
            return
        }
        var linkStatus = stat()
        var unslashed = output
        while unslashed.count > 1, unslashed.hasSuffix("/") { unslashed.removeLast() }
        if lstat(unslashed, &linkStatus) == 0, (linkStatus.st_mode & S_IFMT) == S_IFLNK {
            throw failure(
                """
                -o \(TerminalText.visible(output)) is a symbolic link; walks are written only into a folder itself (a link committed to a repository could \
                lead them anywhere): name the folder it leads to
                """
            )
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw failure("-o \(TerminalText.visible(output)) is not a directory; walks are written one file each into a directory")
        }
        let replacedLinks = try progress.run { try writeWalks(plan, heading: Array(summary.prefix(1)), into: output, progress: $0) }
        var lines = summary + ["wrote \(plan.walks.count) walk\(plan.walks.count == 1 ? "" : "s") to \(output)"]
        if !replacedLinks.isEmpty {
            lines.append(
                """
                note: replaced \(replacedLinks.count) symbolic link\(replacedLinks.count == 1 ? "" : "s") in \(output) with the \
                walk\(replacedLinks.count == 1 ? "" : "s") (links there are never followed; what they led to was not touched): \
                \(replacedLinks.prefix(10).joined(separator: ", "))\(replacedLinks.count > 10 ? ", ..." : "")
                """
            )
        }
        // Generated walks left from an earlier run would run stale in a `*.walk` glob: name them.
        let writtenNames = Set(plan.walks.map { $0.name + ".walk" })
        let stale = ((try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []).filter { name in
            name.hasSuffix(".walk") && !writtenNames.contains(name) && name.first?.isNumber == true && name.contains("-")
        }.sorted()
        if !stale.isEmpty {
            lines.append(
                """
                note: \(stale.count) walk\(stale.count == 1 ? "" : "s") in \(output) \(stale.count == 1 ? "was" : "were") not written this time (from an \
                earlier run?): \(stale.prefix(10).joined(separator: ", "))\(stale.count > 10 ? ", ..." : ""); remove \(stale.count == 1 ? "it" : "them") \
                before running the walks
                """
            )
        }
        StandardStreams.writeOutput(lines.map { TerminalText.visible($0) + "\n" }.joined())
    }

    /// The walks the options ask for, and the summary lines above them.
    private func planned(progress: WorkProgress) throws -> (WalkPlan, [String]) {
        let (document, launchError) = try MainActor.assumeIsolated { () throws -> (FlowDocument, String?) in
            let storyboard: Storyboard
            do {
                storyboard = try Storyboard(contentsOf: flow, progress: progress)
            } catch {
                throw failure("\(TerminalText.visibleLines(String(describing: error)))")
            }
            guard storyboard.document.initialSceneID != nil else { return (storyboard.document, nil) }
            let error = Application(storyboard: storyboard, device: device).launch().first { $0.event == .error }
            return (storyboard.document, error.map { $0.message ?? $0.summary })
        }
        let walkStart: WalkStart =
            if let start { .scene(start) } else if let url { .deepLink(url) } else if launchError != nil { .codeEntryPoints } else { .launch }
        // A deep link opens from the launch: every walk would fail at once when the launch raises UIKit's error.
        if case .deepLink = walkStart, let launchError {
            throw failure("launching it raises an error, and a deep link opens from the launch: \(TerminalText.visible(launchError))")
        }
        let plan = WalkPlan(
            document: document, strategy: strategy, start: walkStart, maximumSteps: maxSteps.value, maximumDepth: maxDepth.value, device: device,
            progress: progress)
        if plan.walks.isEmpty {
            if walkStart == .codeEntryPoints, let launchError {
                let rest = plan.unwalkable.first ?? "none can start"
                throw failure("launching it raises an error (\(TerminalText.visible(launchError))), so no walk starts there, and \(rest)")
            }
            throw failure(plan.unwalkable.first ?? "no walk can start")
        }
        var summary = Self.summary(of: plan, flow: flow, strategy: strategy.rawValue)
        if walkStart == .codeEntryPoints, let launchError {
            summary.insert(
                "launching it raises an error, so walks start only at the scenes code makes: \(TerminalText.visible(launchError))", at: 1)
        }
        return (plan, summary)
    }

    /// Writes each walk of `plan` as a file in `output`, creating the folder (and those above it) when missing.
    /// A symbolic link in the folder is replaced, never followed: the folder may be a repository's, and a link
    /// planted there could otherwise lead the walk anywhere (a shell's start-up file). When a walk cannot be
    /// written, the walks written and the folders created are removed again. Returns the links replaced.
    private func writeWalks(_ plan: WalkPlan, heading: [String], into output: String, progress: WorkProgress) throws -> [String] {
        progress.begin("Writing", unit: "walks", total: plan.walks.count, subject: output)
        var created: [String] = []
        var folder = output
        while !folder.isEmpty, folder != "/", !FileManager.default.fileExists(atPath: folder) {
            created.append(folder)
            folder = (folder as NSString).deletingLastPathComponent
        }
        var writtenPaths: [String] = []
        var replacedLinks: [String] = []
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            for walk in plan.walks {
                defer { progress.advance() }
                let path = (output as NSString).appendingPathComponent(walk.name + ".walk")
                var status = stat()
                let isLink = lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
                try OutputFile.write(WalkScripts.file(walk, heading: heading), to: path, followingLinks: false)
                writtenPaths.append(path)
                if isLink { replacedLinks.append(walk.name + ".walk") }
            }
        } catch {
            if !created.isEmpty {
                for path in writtenPaths { unlink(path) }
                for folder in created { rmdir(folder) }
            }
            throw failure("cannot write the walks to \(TerminalText.visible(output)): \(Self.reason(error))")
        }
        return replacedLinks
    }

    /// What went wrong writing, in a few words: the system's reason for a folder that cannot be made.
    private static func reason(_ error: any Error) -> String {
        if let underlying = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error).map({ $0 as NSError }),
            underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return "\(error)"
    }

    /// Writes why no walks can be generated and returns the exit status to throw.
    private func failure(_ reason: String) -> ExitCode {
        StandardStreams.writeError("storyflow: error: cannot generate walks for \(TerminalText.visible(flow)): \(reason)\n")
        return ExitCode(2)
    }

    /// What the plan covers and what it cannot reach, one line each.
    static func summary(of plan: WalkPlan, flow: String, strategy: String) -> [String] {
        let steps = plan.walks.reduce(0) { $0 + $1.stepCount }
        var lines = [
            """
            storyflow paths --strategy \(strategy) \((flow as NSString).lastPathComponent): \(plan.walks.count) walk\(plan.walks.count == 1 ? "" : "s"), \
            \(steps) step\(steps == 1 ? "" : "s"); they show \(plan.shownSceneCount) scene\(plan.shownSceneCount == 1 ? "" : "s") and fire \
            \(plan.firedSegueCount) of the \(plan.segueCount) segues walks can fire
            """
                + (plan.unwalkableSegueCount > 0 ? " (\(plan.unwalkableSegueCount) more cannot be walked)" : "")
        ]
        if plan.isTruncated { lines.append("the walks stop at --max-steps; raise it to generate the rest") }
        if !plan.unwalkable.isEmpty {
            lines.append("not walkable:")
            lines += plan.unwalkable.map { "  " + $0 }
        }
        return lines
    }
}

extension WalkStrategy: ExpressibleByArgument {}
