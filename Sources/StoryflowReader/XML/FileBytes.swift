import Foundation
import StoryflowIO
import StoryflowModel

/// A file's bytes in memory of their own, read as the parser goes, so that only a window of a large file is in
/// memory at a time: pages are read in just before the reader needs them (`makeAvailable(upTo:)`), and pages it
/// has finished with are given back (`releasePages(before:)`).
///
/// The bytes live in an anonymous mapping rather than on the heap: `releasePages(before:)` returns the pages
/// below an offset with `MADV_DONTNEED`. (A file-backed `mmap` would save the copy, but a file truncated by
/// another program while it is read turns into a SIGBUS crash; reading it cannot.) A file that turns out
/// shorter or longer than it was when opened is reported through `failure`; the bytes never read are zeros, on
/// which the parser stops. Files smaller than `ReaderTuning.pageReleaseStep` never give pages back, so they are read whole into
/// heap memory instead: a mapping per file costs two system calls and a page fault per page, which adds up when
/// `check` reads thousands of small files.
final class FileBytes {
    /// The file's bytes, as many as the file held when it was opened; those past `makeAvailable(upTo:)`'s offset
    /// are not read yet.
    let bytes: UnsafeBufferPointer<UInt8>
    private let mapping: UnsafeMutableRawPointer?
    private let mappedLength: Int
    /// Whether `mapping` is heap memory (a small file) rather than an anonymous mapping.
    private let isHeap: Bool
    /// Everything below this offset has been given back.
    private var releasedUpTo = 0
    /// Everything below this offset has been read.
    private var readUpTo = 0
    /// The open file while bytes remain to be read, else -1.
    private var descriptor: Int32 = -1
    /// Why the bytes are not the file's, if the file changed while it was read.
    private(set) var failure: String?

    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// Opens the regular file at `path` (anything else is refused) and reads its first `ReaderTuning.readAheadStep`
    /// bytes (all of a file smaller than `ReaderTuning.pageReleaseStep`).
    init(contentsOf path: String) throws(LoadError) {
        // Looked at before it is opened (opening some devices acts on them), and again once open (it may have been
        // swapped meanwhile). O_NONBLOCK: opening a FIFO must not wait for a writer.
        var before = stat()
        if stat(path, &before) == 0, let kind = InputError.kindName(before.st_mode) {
            throw LoadError(path: path, reason: "is \(kind), not a regular file; only regular files are read")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            throw LoadError(path: path, reason: "cannot be opened for reading (\(String(cString: strerror(errno))))")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw LoadError(path: path, reason: "cannot be read: \(reason)")
        }
        if let kind = InputError.kindName(status.st_mode) {
            close(descriptor)
            throw LoadError(path: path, reason: "is \(kind), not a regular file; only regular files are read")
        }
        let expected = Int(status.st_size)
        guard expected > 0 else {
            // A file of /proc or /sys says it is empty and has content all the same: not a file to read.
            var probe: UInt8 = 0
            let got = read(descriptor, &probe, 1)
            close(descriptor)
            if got > 0 { throw LoadError(path: path, reason: InputError.pseudoFileReason) }
            (mapping, mappedLength, isHeap, bytes) = (nil, 0, false, UnsafeBufferPointer(start: nil, count: 0))
            return
        }
        // One spare page, so a file that grew since `fstat` is noticed rather than cut short silently.
        let length = (expected / Self.pageSize + 2) * Self.pageSize
        let isHeap = length < ReaderTuning.pageReleaseStep
        let memory =
            isHeap
            ? malloc(length)
            : mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0).flatMap { $0 == MAP_FAILED ? nil : $0 }
        guard let base = memory else {
            close(descriptor)
            throw LoadError(path: path, reason: "cannot be read: not enough memory for \(expected) bytes")
        }
        // Large files fault their memory in 2 MB pages where the system allows it (transparent huge pages in
        // `madvise` mode), a page fault per 2 MB instead of per 4 KB; where it does not, this changes nothing.
        if !isHeap { _ = madvise(base, length, MADV_HUGEPAGE) }
        mapping = base
        mappedLength = length
        self.isHeap = isHeap
        if isHeap {
            // A small file is read whole now; its length is what it holds.
            let (count, failure) = Self.readWhole(descriptor, into: base, capacity: length)
            close(descriptor)
            bytes = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: count)
            readUpTo = count
            self.failure = failure
        } else {
            self.descriptor = descriptor
            bytes = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: expected)
            makeAvailable(upTo: ReaderTuning.readAheadStep)
        }
        if let failure { throw LoadError(path: path, reason: "cannot be read: \(failure)") }
    }

    /// Reads the file until at least the bytes below `offset` are in memory (in steps of `ReaderTuning.readAheadStep`). Once the
    /// last byte is read, checks that nothing follows it. Call only with offsets that do not decrease, from one
    /// thread at a time.
    func makeAvailable(upTo offset: Int) {
        guard offset > readUpTo, descriptor >= 0, let mapping else { return }
        let target = min(max(offset, readUpTo + ReaderTuning.readAheadStep), bytes.count)
        while readUpTo < target {
            let got = read(descriptor, mapping + readUpTo, target - readUpTo)
            if got < 0, errno == EINTR { continue }
            guard got > 0 else {
                finishReading(failure: got < 0 ? String(cString: strerror(errno)) : "the file shrank while it was being read")
                return
            }
            readUpTo += got
        }
        guard readUpTo == bytes.count else { return }
        var extra: UInt8 = 0
        var got: Int
        repeat { got = read(descriptor, &extra, 1) } while got < 0 && errno == EINTR
        finishReading(failure: got > 0 ? "the file grew while it was being read" : nil)
    }

    /// Reads a small file whole into `base`: how many bytes it holds, and why they are not the file's if a file
    /// longer than `capacity` allows (it grew since it was opened) or a read error says so.
    private static func readWhole(
        _ descriptor: Int32, into base: UnsafeMutableRawPointer, capacity: Int
    ) -> (count: Int, failure: String?) {
        var count = 0
        while count < capacity {
            let got = read(descriptor, base + count, capacity - count)
            if got < 0, errno == EINTR { continue }
            if got < 0 { return (count, String(cString: strerror(errno))) }
            if got == 0 { return (count, nil) }
            count += got
        }
        return (count, "the file grew while it was being read")
    }

    private func finishReading(failure: String?) {
        self.failure = self.failure ?? failure
        close(descriptor)
        descriptor = -1
    }

    /// Gives back the whole pages below `offset` (less a safety margin) once they add up to `ReaderTuning.pageReleaseStep`.
    /// Only offsets the reader will not look at again may be passed.
    func releasePages(before offset: Int) {
        guard let mapping, !isHeap else { return }
        let end = (offset - Self.pageSize) / Self.pageSize * Self.pageSize
        guard end - releasedUpTo >= ReaderTuning.pageReleaseStep else { return }
        madvise(mapping + releasedUpTo, end - releasedUpTo, MADV_DONTNEED)
        releasedUpTo = end
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        guard let mapping else { return }
        if isHeap { free(mapping) } else { munmap(mapping, mappedLength) }
    }
}
