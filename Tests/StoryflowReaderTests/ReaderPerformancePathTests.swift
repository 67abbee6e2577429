import Foundation
import StoryflowModel
import Testing

@testable import StoryflowReader

/// The pieces changed for speed and memory (docs/performance.md) keep their exact behaviour: compact locations,
/// files read into a mapping that gives parsed pages back, and line:column found by the byte scanner.
/// The model's location (Testing has a type of the same name).
private typealias Location = StoryflowModel.SourceLocation

@Suite struct ReaderPerformancePathTests {
    // MARK: SourceLocation

    @Test func sourceLocationKeepsItsPublicShape() {
        var location = Location(file: "a.flow.xml", line: 3, column: 7)
        #expect(location.file == "a.flow.xml")
        #expect(location.description == "a.flow.xml:3:7")
        location.file = "b.flow.xml"
        location.line = 10
        location.column = 2
        #expect(location.description == "b.flow.xml:10:2")
        #expect(location == Location(file: "b.flow.xml", line: 10, column: 2))
    }

    @Test func sourceLocationIsSmallAndFreeOfReferenceCounting() {
        #expect(MemoryLayout<Location>.size == 12)
        #expect(_isPOD(Location.self))
    }

    @Test func equalPathsInternToEqualLocationsWithEqualHashes() {
        let path = "interned-\(UUID()).flow.xml"
        let first = Location(file: path, line: 1, column: 1)
        let second = Location(path: SourcePath(String(path.reversed().reversed())), line: 1, column: 1)
        #expect(first == second)
        #expect(Set([first, second]).count == 1)
        #expect(first != Location(file: path + "x", line: 1, column: 1))
    }

    @Test func locationsSortByFileThenLineThenColumn() {
        let sorted = [
            Location(file: "z.flow.xml", line: 1, column: 1),
            Location(file: "a.flow.xml", line: 2, column: 1),
            Location(file: "a.flow.xml", line: 1, column: 9),
            Location(file: "a.flow.xml", line: 1, column: 2),
        ].sorted()
        #expect(sorted.map(\.description) == ["a.flow.xml:1:2", "a.flow.xml:1:9", "a.flow.xml:2:1", "z.flow.xml:1:1"])
    }

    // MARK: Columns

    @Test func scalarCountMatchesCountingOneByteAtATime() {
        let samples = ["", "a", "héllo wörld", "日本語のタイトル", String(repeating: "aé日😀", count: 37), "12345678é"]
        for sample in samples {
            for start in 0..<min(9, sample.utf8.count + 1) {
                let bytes = Array(sample.utf8)[start...]
                let expected = bytes.filter { $0 & 0xC0 != 0x80 }.count
                let counted = bytes.withUnsafeBufferPointer { SourceScanner.scalarCount($0) }
                #expect(counted == expected, "\(sample) from \(start)")
            }
        }
    }

    @Test func attributeColumnsOnALongSingleLineWithCJKTextCountScalars() {
        var xml = #"<flow version="1">"#
        for index in 0..<2_000 {
            xml += #"<viewController id="s\#(index)" title="日本語のタイトル \#(index) 😀"/>"#
        }
        let before = xml + #"<viewController id="last" title="题目=bogus" "#
        xml = before + #"bogus="1"/></flow>"#
        let result = read(xml)
        #expect(rules(result) == ["unknown-attribute"])
        #expect(positions(result) == ["1:\(before.unicodeScalars.count + 1)"])
    }

    @Test func attributesWhoseNamesShareAPrefixGetTheirOwnLocations() {
        let result = read(
            """
            <flow version="1">
              <viewController idx="1" id="a" i="2"/>
            </flow>
            """)
        #expect(rules(result) == ["unknown-attribute", "unknown-attribute"])
        #expect(positions(result) == ["2:19", "2:34"])
    }

    @Test func moreDistinctNamesThanTheNameCacheHoldsAreAllReadCorrectly() {
        let names = (0..<700).map { "unknownAttribute\($0)" }
        let attributes = names.map { "\($0)=\"x\"" }.joined(separator: " ")
        let result = read("<flow version=\"1\"><viewController id=\"a\" \(attributes)/></flow>")
        #expect(result.diagnostics.count == names.count)
        let reported = result.diagnostics.map { $0.message.split(separator: "`", omittingEmptySubsequences: false)[1] }
        #expect(reported.map(String.init) == names, "names reported differ from the names written")
    }

    // MARK: Reading files

    @Test func fileBytesHoldsTheFileExactly() throws {
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let text = String(repeating: "<flow>日本語</flow>\n", count: 1_000) + "end"
        try text.write(to: url, atomically: true, encoding: .utf8)
        let contents = try FileBytes(contentsOf: url.path)
        #expect(Array(contents.bytes) == Array(text.utf8))
    }

    @Test func filesOnEitherSideOfTheHeapLimitReadExactly() throws {
        // Below the release step a file is read into heap memory, from there on into a mapping.
        for size in [ReaderTuning.pageReleaseStep - 3 * 4096 - 1, ReaderTuning.pageReleaseStep - 4096, ReaderTuning.pageReleaseStep + 1] {
            let url = temporaryFile()
            defer { try? FileManager.default.removeItem(at: url) }
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 % 253) }
            try Data(bytes).write(to: url)
            let contents = try FileBytes(contentsOf: url.path)
            #expect(contents.bytes.count == size)
            contents.makeAvailable(upTo: size)
            let readExactly = Array(contents.bytes) == bytes
            #expect(readExactly, "\(size) bytes")
            #expect(contents.failure == nil)
            contents.releasePages(before: size)
        }
    }

    @Test func aLargeFileIsReadInAsAskedAndAChangeMeanwhileIsAFailure() throws {
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let size = ReaderTuning.pageReleaseStep + 3 * ReaderTuning.readAheadStep
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 % 251) }
        try Data(bytes).write(to: url)
        let contents = try FileBytes(contentsOf: url.path)
        // Only the first step is read when the file is opened; the rest is still zeros.
        let firstStepRead = Array(contents.bytes.prefix(ReaderTuning.readAheadStep)) == Array(bytes.prefix(ReaderTuning.readAheadStep))
        #expect(firstStepRead)
        #expect(contents.bytes[size - 1] == 0)
        contents.makeAvailable(upTo: 2 * ReaderTuning.readAheadStep + 10)
        let askedRead = Array(contents.bytes.prefix(2 * ReaderTuning.readAheadStep + 10)) == Array(bytes.prefix(2 * ReaderTuning.readAheadStep + 10))
        #expect(askedRead)
        #expect(contents.failure == nil)

        let shrinking = try FileBytes(contentsOf: url.path)
        try Data(bytes.prefix(2 * ReaderTuning.readAheadStep)).write(to: url)
        shrinking.makeAvailable(upTo: size)
        #expect(shrinking.failure == "the file shrank while it was being read")

        try Data(bytes).write(to: url)
        let growing = try FileBytes(contentsOf: url.path)
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data([1, 2, 3]))
        try handle.close()
        growing.makeAvailable(upTo: size)
        let allRead = Array(growing.bytes) == bytes
        #expect(allRead)
        #expect(growing.failure == "the file grew while it was being read")
    }

    @Test func emptyAndMissingFiles() throws {
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        try Data().write(to: url)
        #expect(try FileBytes(contentsOf: url.path).bytes.isEmpty)
        #expect(try rules(FlowLoader.load(contentsOf: url.path)) == ["xml-syntax"])
        #expect(throws: LoadError.self) { try FileBytes(contentsOf: url.path + ".missing") }
    }

    @Test func releasedPagesLeaveMemoryAndTheRestStaysIntact() throws {
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let size = ReaderTuning.pageReleaseStep * 2 + 12_345
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 % 251) }
        try Data(bytes).write(to: url)
        let contents = try FileBytes(contentsOf: url.path)
        contents.makeAvailable(upTo: size)
        #expect(residentPages(contents.bytes, upTo: ReaderTuning.pageReleaseStep) > 0)
        contents.releasePages(before: ReaderTuning.pageReleaseStep + 2 * 4096 + 100)
        #expect(residentPages(contents.bytes, upTo: ReaderTuning.pageReleaseStep) == 0)
        let kept = ReaderTuning.pageReleaseStep + 4096
        let restIntact = Array(contents.bytes[kept...]) == Array(bytes[kept...])
        #expect(restIntact)
    }

    @Test func aFileLargerThanTheReleaseStepReadsTheSameFromDiskAsFromMemory() throws {
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let title = String(repeating: "标题 title ", count: 200)
        var xml = "<flow version=\"1\">\n"
        var index = 0
        while xml.utf8.count < ReaderTuning.pageReleaseStep * 2 {
            xml += "  <viewController id=\"s\(index)\" title=\"\(title)\"\(index % 500 == 0 ? " bogus=\"1\"" : "")/>\n"
            index += 1
        }
        xml += "  <viewController id=\"s0\"/>\n</flow>\n"
        try xml.write(to: url, atomically: true, encoding: .utf8)
        let fromDisk = try FlowLoader.load(contentsOf: url.path)
        let fromMemory = FlowLoader.load(data: Data(xml.utf8), file: url.path)
        #expect(fromDisk.diagnostics == fromMemory.diagnostics)
        #expect(fromDisk.document?.scenes.count == index + 1)
        #expect(fromDisk.diagnostics.last?.rule == "duplicate-id")
        #expect(fromDisk.diagnostics.last?.location.line == index + 2)
        #expect(fromDisk.diagnostics.filter { $0.rule == "unknown-attribute" }.count == (index + 499) / 500)
    }

    /// Large files whose problem lies past the first read step: a DOCTYPE after a long comment, a syntax error
    /// late in the file, a file cut short, an attribute value longer than a read step.
    static let largeProblemFiles: [(name: String, text: String)] = {
        let comment = "<!--" + String(repeating: "x", count: ReaderTuning.pageReleaseStep + ReaderTuning.readAheadStep) + "-->\n"
        var scenes = ""
        var index = 0
        while scenes.utf8.count < ReaderTuning.pageReleaseStep + 2 * ReaderTuning.readAheadStep {
            scenes += "  <viewController id=\"s\(index)\" title=\"Scene \(index)\"><label text=\"标题\"/></viewController>\n"
            index += 1
        }
        let flow = "<flow version=\"1\" initial=\"s0\">\n" + scenes + "</flow>\n"
        let late = flow.utf8.count * 3 / 4
        return [
            ("doctype after a long comment", "<?xml version=\"1.0\"?>\n" + comment + "<!DOCTYPE flow>\n" + flow),
            ("a long comment first", "<?xml version=\"1.0\"?>\n" + comment + flow),
            ("syntax error late", String(flow.utf8.prefix(late))! + "<<" + String(flow.utf8.dropFirst(late))!),
            ("cut short", String(flow.utf8.prefix(late))!),
            (
                "long attribute",
                "<flow version=\"1\" initial=\"a\">\n  <viewController id=\"a\" title=\""
                    + String(repeating: "t", count: ReaderTuning.pageReleaseStep + ReaderTuning.readAheadStep) + "\" bogus=\"1\"/>\n</flow>\n"
            ),
        ]
    }()

    @Test(arguments: largeProblemFiles.indices)
    func aLargeFileWithAProblemPastTheFirstReadStepReadsTheSameFromDiskAsFromMemory(_ index: Int) throws {
        let (name, text) = Self.largeProblemFiles[index]
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        try text.write(to: url, atomically: true, encoding: .utf8)
        let fromDisk = try FlowLoader.load(contentsOf: url.path)
        let fromMemory = FlowLoader.load(data: Data(text.utf8), file: url.path)
        #expect(fromDisk.diagnostics == fromMemory.diagnostics, "\(name)")
        #expect(fromDisk.document?.scenes.count == fromMemory.document?.scenes.count, "\(name)")
        #expect(!fromDisk.diagnostics.isEmpty || name == "a long comment first", "\(name)")
    }

    @Test(arguments: ["shrank", "grew"])
    func aFileChangedWhileItIsReadIsAReadFailure(_ change: String) throws {
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        var xml = "<flow version=\"1\" initial=\"s0\">\n"
        var index = 0
        while xml.utf8.count < ReaderTuning.pageReleaseStep * 3 {
            xml += "  <viewController id=\"s\(index)\" title=\"Scene \(index)\"><label text=\"标题\"/></viewController>\n"
            index += 1
        }
        xml += "</flow>\n"
        try xml.write(to: url, atomically: true, encoding: .utf8)
        let path = url.path
        // The first scene is read long before the reader reaches the middle of the file: change the file then.
        let changeOnFirstScene: SceneVisitor = { scene, _ in
            guard scene.id == "s0" else { return }
            if change == "shrank" {
                _ = truncate(path, off_t(ReaderTuning.pageReleaseStep * 2))
            } else if let handle = FileHandle(forWritingAtPath: path) {
                handle.seekToEndOfFile()
                handle.write(Data("<!-- more -->\n".utf8))
                handle.closeFile()
            }
        }
        #expect {
            try FlowLoader.load(contentsOf: path, visitingScenes: changeOnFirstScene)
        } throws: { error in
            (error as? LoadError)?.reason == "cannot be read: the file \(change) while it was being read"
        }
    }

    @Test func oneSceneLargerThanTheReleaseStepKeepsItsAttributeLocations() throws {
        // One scene spans pages the reader gives back while it reads on: its attributes' locations (on tags
        // written over two lines, too) are those of the same file read from memory.
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        var xml = "<flow version=\"1\" initial=\"big\">\n  <viewController id=\"big\">\n"
        var index = 0
        while xml.utf8.count < ReaderTuning.pageReleaseStep * 2 + 4096 {
            xml += "    <label outlet=\"o\(index)\" text=\"标题 \(index)\"\(index % 40_000 == 0 ? "\n           bogus=\"1\"" : "")/>\n"
            index += 1
        }
        xml += "    <label colour=\"red\"/>\n  </viewController>\n</flow>\n"
        try xml.write(to: url, atomically: true, encoding: .utf8)
        let fromDisk = try FlowLoader.load(contentsOf: url.path)
        let fromMemory = FlowLoader.load(data: Data(xml.utf8), file: url.path)
        let unknown = fromDisk.diagnostics.filter { $0.rule == "unknown-attribute" }
        #expect(unknown.count == (index + 39_999) / 40_000 + 1)
        #expect(unknown.first.map { "\($0.location.line):\($0.location.column)" } == "4:12")
        #expect(unknown.last.map { "\($0.location.column)" } == "12")
        #expect(fromDisk.diagnostics == fromMemory.diagnostics)
    }

    private func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("storyflow-perf-\(UUID()).flow.xml")
    }

    /// How many pages of `bytes` below `limit` are in memory, by `mincore`.
    private func residentPages(_ bytes: UnsafeBufferPointer<UInt8>, upTo limit: Int) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let pages = limit / 4096
        var vector = [UInt8](repeating: 0, count: pages)
        guard mincore(UnsafeMutableRawPointer(mutating: base), pages * 4096, &vector) == 0 else { return -1 }
        return vector.filter { $0 & 1 == 1 }.count
    }
}
