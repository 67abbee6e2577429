import Foundation
import StoryflowModel

/// A whole file read into memory of its own, so that pages the reader has finished with can be given back to
/// the system while the rest of the file is read.
///
/// The bytes live in an anonymous mapping rather than on the heap: `releasePages(before:)` returns the pages
/// below an offset with `MADV_DONTNEED`, which keeps the memory a large file costs to about the part not yet
/// read. (A file-backed `mmap` would save the copy, but a file truncated by another program while it is read
/// turns into a SIGBUS crash; reading it cannot.) Files smaller than `releaseStep` never give pages back, so
/// they are read into heap memory instead: a mapping per file costs two system calls and a page fault per
/// page, which adds up when `check` reads thousands of small files.
final class FileBytes {
    /// The file's bytes.
    let bytes: UnsafeBufferPointer<UInt8>
    private let mapping: UnsafeMutableRawPointer?
    private let mappedLength: Int
    /// Whether `mapping` is heap memory (a small file) rather than an anonymous mapping.
    private let isHeap: Bool
    /// Everything below this offset has been given back.
    private var releasedUpTo = 0

    /// Pages are given back only in steps of at least this many bytes, to keep system calls rare.
    static let releaseStep = 4 << 20
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// Reads the file at `path`.
    init(contentsOf path: String) throws(LoadError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw LoadError(path: path, reason: "cannot be opened for reading (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw LoadError(path: path, reason: "cannot be read: \(String(cString: strerror(errno)))")
        }
        let expected = Int(status.st_size)
        guard expected > 0 else {
            (mapping, mappedLength, isHeap, bytes) = (nil, 0, false, UnsafeBufferPointer(start: nil, count: 0))
            return
        }
        // One spare page, so a file that grew since `fstat` is noticed rather than cut short silently.
        let length = (expected / Self.pageSize + 2) * Self.pageSize
        let isHeap = length < Self.releaseStep
        let memory = isHeap
            ? malloc(length)
            : mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0).flatMap { $0 == MAP_FAILED ? nil : $0 }
        guard let base = memory else {
            throw LoadError(path: path, reason: "cannot be read: not enough memory for \(expected) bytes")
        }
        // Large files fault their memory in 2 MB pages where the system allows it (transparent huge pages in
        // `madvise` mode), a page fault per 2 MB instead of per 4 KB; where it does not, this changes nothing.
        if !isHeap { _ = madvise(base, length, MADV_HUGEPAGE) }
        let release = { if isHeap { free(base) } else { munmap(base, length) } }
        var count = 0
        while count < length {
            let got = read(descriptor, base + count, length - count)
            if got < 0, errno == EINTR { continue }
            if got < 0 {
                let reason = String(cString: strerror(errno))
                release()
                throw LoadError(path: path, reason: "cannot be read: \(reason)")
            }
            if got == 0 { break }
            count += got
        }
        guard count < length else {
            release()
            throw LoadError(path: path, reason: "cannot be read: the file grew while it was being read")
        }
        mapping = base
        mappedLength = length
        self.isHeap = isHeap
        bytes = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: count)
    }

    /// Gives back the whole pages below `offset` (less a safety margin) once they add up to `releaseStep`.
    /// Only offsets the reader will not look at again may be passed.
    func releasePages(before offset: Int) {
        guard let mapping, !isHeap else { return }
        let end = (offset - Self.pageSize) / Self.pageSize * Self.pageSize
        guard end - releasedUpTo >= Self.releaseStep else { return }
        madvise(mapping + releasedUpTo, end - releasedUpTo, MADV_DONTNEED)
        releasedUpTo = end
    }

    deinit {
        guard let mapping else { return }
        if isHeap { free(mapping) } else { munmap(mapping, mappedLength) }
    }
}
