import Foundation
import StoryflowBaseline
import StoryflowChecks
import StoryflowCodegen
import StoryflowConsole
import StoryflowCoverage
import StoryflowExport
import StoryflowGraph
import StoryflowLanguageServer
import StoryflowModel
import StoryflowReader
import StoryflowRuntime
import StoryflowSemantics
import StoryflowSession
import StoryflowSwiftCheck
import StoryflowSwiftParsing
import StoryflowWalks

/// The surfaces fuzzed, each a function of one input's bytes that must never crash, hang or trap. `flow` is
/// `FuzzHarness.run`; the others take what their surface reads from a pull request or a client. Each has its
/// own corpus, `Fuzz/Corpus/NAME/`, replayed by `swift test`; the libFuzzer target picks one by the environment
/// variable `STORYFLOW_FUZZ_TARGET` (`bash scripts/fuzz.sh --target NAME`).
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// A flow or storyboard through the reader, the checks, the reporters and the stepper.
    case flow
    /// Swift source through `check --swift`'s pre-scan, parser and reference collector.
    case swift
    /// A flow or storyboard through every `graph` writer (the first byte picks the dialect).
    case graph
    /// Bytes a language client sends: the message reader and JSON parser, then the whole server.
    case lsp
    /// A coverage file, read and reported in every format against a small flow.
    case coverage
    /// A baseline file, read and used to filter findings.
    case baseline
    /// Terminal bytes through the full-screen mode's key decoder and a keys file, pressed in a session.
    case keys
    /// A flow or storyboard through the walk search and generator (`paths`); the first byte picks the dialect,
    /// the device, the strategy and where walks start.
    case walks
    /// A flow or storyboard through `export` (read back as a storyboard), `import` (read back as a flow) and
    /// `generate swift` for both targets; the first byte picks the dialect.
    case convert

    /// The most keys one input presses, so each input stays fast.
    public static let maximumKeys = 200

    /// Runs `bytes` through the surface.
    @MainActor
    public func run(_ bytes: [UInt8]) {
        switch self {
        case .flow: FuzzHarness.run(bytes)
        case .swift: Self.swift(bytes)
        case .graph: Self.graph(bytes)
        case .lsp: Self.languageServer(bytes)
        case .coverage: Self.coverage(bytes)
        case .baseline: Self.baseline(bytes)
        case .keys: Self.keys(bytes)
        case .walks: Self.walks(bytes)
        case .convert: Self.convert(bytes)
        }
    }

    /// The flow the coverage, baseline and keys targets work against.
    static let flowText = """
        <flow version="1" initial="nav">
          <navigationController id="nav"><root scene="list"/></navigationController>
          <tableViewController id="list" title="Players">
            <unwindAction name="cancel"/>
            <navigationItem title="Players">
              <barButton placement="right" system="add"><segue id="add" kind="present" destination="add"/></barButton>
            </navigationItem>
            <tableView style="plain" content="prototypes">
              <prototype reuseIdentifier="Player" style="subtitle" accessory="disclosureIndicator">
                <segue id="show" kind="show" destination="detail"/>
              </prototype>
              <samples><row prototype="Player" text="Bill Evans"/><row prototype="Player" text="Oscar Peterson"/></samples>
            </tableView>
          </tableViewController>
          <viewController id="detail" title="Player"><textField outlet="name" placeholder="Name"/><switch outlet="pro"/></viewController>
          <viewController id="add" title="Add"><button title="Cancel"><segue id="back" kind="unwind" action="cancel"/></button></viewController>
        </flow>
        """

    static let flowDocument: FlowDocument? = FlowLoader.load(string: flowText, file: "fuzz.flow.xml").document

    private static func swift(_ bytes: [UInt8]) {
        let scanned = SwiftSources.references(in: String(decoding: bytes, as: UTF8.self), file: "Fuzz.swift")
        _ = SwiftFlowChecker.check(scanned.references, against: flowDocument.map { [$0] } ?? [])
    }

    private static func graph(_ bytes: [UInt8]) {
        let file = (bytes.first ?? 0) % 2 == 0 ? "fuzz.flow.xml" : "fuzz.storyboard"
        guard let document = FlowLoader.load(data: Data(bytes.dropFirst()), file: file).document else { return }
        var picture = FlowPicture(document: document)
        picture.followReferences(of: document)
        for format in GraphFormat.allCases { _ = format.render(picture) }
        if let first = picture.nodes.first { _ = GraphFormat.dot.render(picture.around(first.id, depth: 2)) }
    }

    @MainActor
    private static func languageServer(_ bytes: [UInt8]) {
        _ = try? JSON.parse(bytes)
        // The server reads the bytes as its input until it ends, and answers into nothing.
        guard let input = temporaryFile(holding: bytes) else { return }
        let output = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer {
            close(input)
            close(output)
        }
        _ = LanguageServer(input: input, output: output, options: .init(version: "fuzz")).run()
    }

    private static func coverage(_ bytes: [UInt8]) {
        guard let record = try? CoverageRecord.parse(String(decoding: bytes, as: UTF8.self), path: "fuzz.coverage.json"),
            let document = flowDocument
        else { return }
        _ = record.json
        // The first file by name, so that an input replays the same way in every process.
        let runs = record.files.min { $0.key < $1.key }?.value
        let report = CoverageReport(document: document, file: "fuzz.flow.xml", coverage: runs)
        for format in CoverageFormat.allCases { _ = format.render(report) }
        var picture = FlowPicture(document: document)
        picture.mark(coverage: runs)
        for format in GraphFormat.allCases { _ = format.render(picture) }
    }

    private static func baseline(_ bytes: [UInt8]) {
        guard let baseline = try? Baseline.parse(bytes, path: "fuzz.baseline.json"), let document = flowDocument else { return }
        _ = baseline.json()
        let findings = FlowChecker().check(document)
        let fingerprints = Fingerprinter.fingerprints(of: findings, relativeTo: ".")
        _ = baseline.filter(findings, fingerprints: fingerprints, checkedFiles: ["fuzz.flow.xml"])
        _ = Baseline(findings, fingerprints: fingerprints, keeping: baseline, checkedFiles: []).json()
    }

    /// The most steps and the deepest walk one input generates, so each input stays fast.
    static let walkLimits = (steps: 2_000, depth: 40)

    /// The document after the first byte, read in the dialect its lowest bit picks; nil when it cannot be read.
    private static func document(_ bytes: [UInt8]) -> FlowDocument? {
        let file = (bytes.first ?? 0) % 2 == 0 ? "fuzz.flow.xml" : "fuzz.storyboard"
        return FlowLoader.load(data: Data(bytes.dropFirst()), file: file).document
    }

    private static func walks(_ bytes: [UInt8]) {
        guard let document = document(bytes) else { return }
        let selector = bytes.first ?? 0
        let device: Device = selector & 2 == 0 ? .iphone : .ipad
        let strategy: WalkStrategy = selector & 4 == 0 ? .segues : .scenes
        let start: WalkStart = selector & 8 == 0 ? .launch : .codeEntryPoints
        let plan = WalkPlan(
            document: document, strategy: strategy, start: start, maximumSteps: walkLimits.steps, maximumDepth: walkLimits.depth, device: device)
        _ = WalkScripts.combined(plan, heading: ["# fuzz"])
        for walk in plan.walks.prefix(3) { _ = WalkScripts.file(walk, heading: ["# fuzz"]) }
        if let index = WalkIndex(document: document, start: start, maximumDepth: walkLimits.depth, device: device) {
            for scene in document.scenes.indices.prefix(20) { _ = index.commands(toScene: scene) }
        }
    }

    private static func convert(_ bytes: [UInt8]) {
        guard let document = document(bytes) else { return }
        let export = StoryboardWriter.write(document, options: StoryboardExportOptions(module: "Fuzz"))
        if let storyboard = FlowLoader.load(string: export.text, file: "fuzz-export.storyboard").document {
            _ = FlowLoader.load(string: FlowWriter.write(storyboard, source: "fuzz-export.storyboard"), file: "fuzz-import.flow.xml")
        }
        if document.format == .storyboard { _ = FlowWriter.write(document, source: "fuzz.storyboard") }
        for target in SwiftTarget.allCases {
            _ = SwiftCodeGenerator.generate([document], options: SwiftCodeOptions(target: target, command: "storyflow generate swift fuzz"))
        }
    }

    /// The bytes up to the first NUL are what a terminal sends; the rest is a keys file (`--keys-file`). `w`
    /// is left out of both: saving a walk writes a file, which the tests of the full-screen mode cover.
    @MainActor
    private static func keys(_ bytes: [UInt8]) {
        let split = bytes.firstIndex(of: 0) ?? bytes.endIndex
        var decoder = FullScreenKeyDecoder()
        var keys = bytes[..<split].compactMap { decoder.feed($0) }
        if let last = decoder.flush() { keys.append(last) }
        if split < bytes.endIndex, let fromFile = try? KeyScript.keys(file: String(decoding: bytes[(split + 1)...], as: UTF8.self)) {
            keys += fromFile
        }
        guard let document = flowDocument else { return }
        let screen = FullScreenSession(columns: 60, lines: 20, color: false, flowName: "fuzz") { output in
            let session = StepperSession(application: Application(storyboard: Storyboard(document: document)), width: 58, output: output)
            session.launch()
            return session
        }
        guard let screen else { return }
        for key in keys.prefix(maximumKeys) where key != .character("w") && !screen.hasQuit {
            screen.handle(key)
        }
        _ = screen.plainText
    }

    /// A file holding `bytes`, already unlinked, open for reading from its start; nil when none can be made.
    private static func temporaryFile(holding bytes: [UInt8]) -> Int32? {
        var template = Array((NSTemporaryDirectory() + "/storyflow-fuzz-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count, lseek(descriptor, 0, SEEK_SET) == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }
}
