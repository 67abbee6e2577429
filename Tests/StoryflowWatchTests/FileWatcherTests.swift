import Foundation
import StoryflowTestSupport
import StoryflowWatch
import Testing

/// The watcher on a temporary folder: what it reports after files are written, renamed and removed.
struct FileWatcherTests {
    /// Whether this machine lets a process use inotify; without it the watcher polls, which sees files change
    /// but neither folders nor a writer still holding a file open.
    static let inotifyWorks: Bool = {
        let descriptor = inotify_init1(0)
        if descriptor >= 0 { close(descriptor) }
        return descriptor >= 0
    }()

    /// The changes seen within five seconds (a watcher that sees nothing fails the test instead of hanging it).
    func changes(_ watcher: FileWatcher, until expected: (Set<String>) -> Bool) -> Set<String> {
        var seen = Set<String>()
        let deadline = Date().addingTimeInterval(5)
        while !expected(seen), Date() < deadline {
            var poller = pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, 100) > 0 || watcher.mechanism != .inotify { seen.formUnion(watcher.takeEvents()) }
        }
        return seen
    }

    @Test func writingRenamingAndRemovingAFileAreSeen() throws {
        let scratch = try Scratch()
        let folder = FileWatcher.canonical(scratch.path)
        let watcher = FileWatcher(paths: [scratch.path])
        let written = try scratch.write("<flow/>", to: "a.flow.xml")
        #expect(changes(watcher) { $0.contains(folder + "/a.flow.xml") }.contains(folder + "/a.flow.xml"))
        try FileManager.default.moveItem(atPath: written, toPath: scratch.file("b.flow.xml"))
        let moved = changes(watcher) { $0.contains(folder + "/b.flow.xml") }
        #expect(moved.contains(folder + "/b.flow.xml"))
        try FileManager.default.removeItem(atPath: scratch.file("b.flow.xml"))
        #expect(changes(watcher) { $0.contains(folder + "/b.flow.xml") }.contains(folder + "/b.flow.xml"))
    }

    @Test(.enabled(if: inotifyWorks, "inotify cannot be used here: the watcher polls, which sees no folders"))
    func aFolderMadeInsideAWatchedOneIsWatchedToo() throws {
        let scratch = try Scratch()
        let folder = FileWatcher.canonical(scratch.path)
        let watcher = FileWatcher(paths: [scratch.path])
        try FileManager.default.createDirectory(atPath: scratch.file("sub"), withIntermediateDirectories: false)
        _ = changes(watcher) { $0.contains(folder + "/sub") }
        try scratch.write("<flow/>", to: "sub/c.flow.xml")
        #expect(changes(watcher) { $0.contains(folder + "/sub/c.flow.xml") }.contains(folder + "/sub/c.flow.xml"))
    }

    /// A folder named to the watcher, or a folder inside it, removed or moved away and made again, is watched
    /// again: after its going was seen, when it was made again before the watcher read anything, and while a
    /// process still holds the old folder open (the kernel then ends its watch only once it is let go). Each case
    /// on a watcher of its own.
    @Test(
        .enabled(if: inotifyWorks, "inotify cannot be used here: the watcher polls, which sees no folders"),
        arguments: ["remove", "move", "remove and make again at once", "remove while held open"], [false, true])
    func aFolderGoneAndMadeAgainIsWatchedAgain(away: String, isInside: Bool) throws {
        let scratch = try Scratch()
        let relative = isInside ? "d/sub" : "d"
        try FileManager.default.createDirectory(atPath: scratch.file(relative), withIntermediateDirectories: true)
        let folder = FileWatcher.canonical(scratch.file(relative))
        let watcher = FileWatcher(paths: [scratch.file("d")])
        try #require(watcher.mechanism == .inotify)
        let held = away == "remove while held open" ? open(folder, O_RDONLY | O_DIRECTORY) : -1
        defer { if held >= 0 { close(held) } }
        if away == "move" {
            try FileManager.default.moveItem(atPath: folder, toPath: folder + ".old")
        } else {
            try FileManager.default.removeItem(atPath: folder)
        }
        if away == "remove" || away == "move" {
            #expect(changes(watcher) { $0.contains(folder) }.contains(folder), "the folder's going is seen")
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let seen = changes(watcher) { $0.contains(folder) }
        #expect(seen.contains(folder), "the folder made again: \(seen)")
        try scratch.write("<flow/>", to: relative + "/x.flow.xml")
        #expect(changes(watcher) { $0.contains(folder + "/x.flow.xml") }.contains(folder + "/x.flow.xml"), "a file in the folder made again")
    }

    @Test(.enabled(if: inotifyWorks, "inotify cannot be used here: the watcher polls, which sees no writer"))
    func aFileBeingWrittenHoldsTheBatchUntilItsWriterClosesIt() throws {
        let scratch = try Scratch()
        let watcher = FileWatcher(paths: [scratch.path])
        try #require(watcher.mechanism == .inotify)
        let path = scratch.file("copied.flow.xml")
        let whole = "<flow version=\"1\" initial=\"home\"><viewController id=\"home\"/></flow>"
        let writer = Thread {
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            let half = whole.utf8.count / 2
            _ = Array(whole.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, half) }
            usleep(200_000)  // a copy pausing: no event comes until the file is closed
            _ = Array(whole.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress! + half, whole.utf8.count - half) }
            close(descriptor)
        }
        writer.start()
        let changed = watcher.waitForChanges()
        #expect(changed.contains(FileWatcher.canonical(path)))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == whole, "the batch ended before the writer closed the file")
    }
}
