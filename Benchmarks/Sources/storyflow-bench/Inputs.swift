import Foundation

/// The generated inputs, written once into a work folder and reused by later runs.
struct Inputs {
    let folder: String
    let corpus: String

    var smallFlow: String { folder + "/small-1KB.flow.xml" }
    func flow(scenes: Int) -> String { folder + "/flow-\(scenes)-scenes.flow.xml" }
    func flow(megabytes: Int) -> String { folder + "/flow-\(megabytes)MB.flow.xml" }
    func chain(scenes: Int) -> String { folder + "/chain-\(scenes)-scenes.flow.xml" }
    var emptyScript: String { folder + "/empty.script" }
    func storyboard(megabytes: Int) -> String { folder + "/storyboard-\(megabytes)MB.storyboard" }
    /// A real storyboard of 0.50 MiB (520,623 bytes) from the corpus, for reading speed on a file of that size.
    var halfMegabyteStoryboard: String { folder + "/storyboard-0.5MiB.storyboard" }
    var halfMegabyteStoryboardSource: String { corpus + "/hackiftekhar__IQKeyboardManager__a83da2e-MainSwift.storyboard" }
    func manySmallFiles(count: Int) -> String { folder + "/many-20KB-\(count)" }
    func storyboardTree(count: Int) -> String { folder + "/storyboards-6KB-\(count)" }
    var swiftAppFlow: String { folder + "/swift-app.flow.xml" }
    func swiftSources(count: Int) -> String { folder + "/swift-\(count)-files-300-lines" }

    /// The corpus storyboard replicated for the large-storyboard case.
    var storyboardSource: String { corpus + "/HabitRPG__habitica-ios__a9ec5fe-Main.storyboard" }

    func prepare(
        scenes: [Int], chains: [Int], megabytes: [Int], storyboardMegabytes: [Int], smallFileCount: Int, swiftFileCount: Int, storyboardTreeCount: Int
    ) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try writeIfMissing(emptyScript) { "" }
        for count in chains {
            try writeIfMissing(chain(scenes: count)) { FlowGenerator.chain(scenes: count) }
        }
        try writeIfMissing(smallFlow) { String(FlowGenerator.flow(scenes: 7).prefix(0)) + Self.oneKilobyteFlow }
        for count in scenes {
            try writeIfMissing(flow(scenes: count)) { FlowGenerator.flow(scenes: count) }
        }
        for size in megabytes {
            try writeIfMissing(flow(megabytes: size)) { Self.flow(ofAtLeast: size << 20) }
        }
        for size in storyboardMegabytes {
            try writeIfMissing(storyboard(megabytes: size)) {
                try StoryboardReplicator.replicate(source: storyboardSource, toAtLeast: size << 20)
            }
        }
        if !FileManager.default.fileExists(atPath: halfMegabyteStoryboard) {
            try FileManager.default.copyItem(atPath: halfMegabyteStoryboardSource, toPath: halfMegabyteStoryboard)
        }
        try writeIfMissing(swiftAppFlow) { SwiftAppGenerator.flow() }
        let sources = swiftSources(count: swiftFileCount)
        if !FileManager.default.fileExists(atPath: sources) {
            try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
            for index in 0..<swiftFileCount {
                try SwiftAppGenerator.source(index: index, lines: 300).write(toFile: sources + "/Controller\(index).swift", atomically: false, encoding: .utf8)
            }
        }
        let tree = storyboardTree(count: storyboardTreeCount)
        if !FileManager.default.fileExists(atPath: tree) { try StoryboardTree.write(count: storyboardTreeCount, into: tree) }
        let smallFiles = manySmallFiles(count: smallFileCount)
        if !FileManager.default.fileExists(atPath: smallFiles) {
            try FileManager.default.createDirectory(atPath: smallFiles, withIntermediateDirectories: true)
            let text = Self.flow(ofAtLeast: 20 << 10)
            for index in 0..<smallFileCount {
                try text.write(toFile: smallFiles + "/f\(index).flow.xml", atomically: false, encoding: .utf8)
            }
        }
    }

    private func writeIfMissing(_ path: String, _ make: () throws -> String) throws {
        guard !FileManager.default.fileExists(atPath: path) else { return }
        try make().write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// A generated flow of at least `bytes` bytes (sizes are found from a sample, then generated once).
    private static func flow(ofAtLeast bytes: Int) -> String {
        let sample = FlowGenerator.flow(scenes: 700).utf8.count
        let scenes = Int((Double(bytes) / Double(sample) * 700).rounded(.up)) + FlowGenerator.scenesPerUnit
        return FlowGenerator.flow(scenes: scenes)
    }

    private static let oneKilobyteFlow = """
        <?xml version="1.0" encoding="UTF-8"?>
        <flow version="1" name="Small" initial="nav">
          <navigationController id="nav">
            <root scene="list"/>
          </navigationController>
          <tableViewController id="list" class="ListViewController" title="Items">
            <navigationItem title="Items">
              <barButton placement="right" system="add">
                <segue id="add" kind="present" destination="edit"/>
              </barButton>
            </navigationItem>
            <tableView content="prototypes">
              <prototype reuseIdentifier="Cell" style="basic"/>
            </tableView>
          </tableViewController>
          <viewController id="edit" title="New">
            <navigationItem title="New">
              <barButton placement="left" system="cancel" effect="dismiss"/>
            </navigationItem>
            <textField outlet="name" placeholder="Name"/>
          </viewController>
        </flow>

        """
}
