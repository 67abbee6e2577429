/// The reader's tuning constants, in one place, each with why it has its value (docs/performance.md has the
/// runs cited; `scripts/bench.sh` and `valgrind --tool=callgrind` re-measure them; figures not found there are
/// estimates, marked "about"). None is meant to change what is read or reported: `ConcurrentReadTests` reads
/// every flow and storyboard on one thread and on two and expects the same. The limits that do change what is
/// reported are `XMLStreamReader.maximumDepth`, `XMLStreamReader.maximumFileSize` and `BrokenInputCompatibility`.
enum ReaderTuning {
    /// Files at least this large are read on two threads (libxml2 and the source scanner on one; the tree walker
    /// and the conversion to the model on the other), when the machine has more than one core. Starting the
    /// worker costs a thread start; a 1 MB flow (2,000 scenes) already keeps both threads busy, and on the
    /// 2,000 files of 20 KB `check` keeps the cores busy with one file each instead.
    static let concurrentReadMinimumSize = 1 << 20

    /// Committed events go to the worker of a concurrent read in batches of about this many: few enough lock
    /// hand-offs per file (about 250 on the 50 MB flow), and a batch (about 200 KB of events and attributes)
    /// small enough to stay in cache while both threads touch it.
    static let eventsPerBatch = 2048

    /// Batches waiting for the worker before the reading thread waits: enough to ride out a slow moment on
    /// either thread, few enough that memory stays bounded (8 × 200 KB).
    static let pendingBatches = 8

    /// Replayed batches, emptied by the worker, kept for the reading thread to reuse, so neither thread allocates
    /// batch storage in the steady state; two cover the one being filled while the other is replayed.
    static let reusedBatches = 2

    /// Slots of the cache of element and attribute names by libxml2's interned pointer (`NameCache`). Flows and
    /// storyboards use a few hundred distinct names (about 150 in the flow vocabulary and a storyboard's),
    /// so at 512 slots (a power of two) the table stays under half full.
    static let nameCacheSlots = 512

    /// Slots of the cache of attribute values (`ValueCache`) at most: 1,024 slots of at most 64 bytes (64 KB) take
    /// 76–86% of the values in the benchmark files and the corpus's largest storyboards from the cache.
    static let valueCacheSlots = 1024

    /// A file is read into memory this far ahead of the bytes pushed to libxml2, so reading overlaps parsing
    /// and only a window of a large file is in memory (the 50 MB flow's file costs 0–5 MB of its peak).
    static let readAheadStep = 1 << 20

    /// Pages of a file behind the parser are given back in steps of at least this many bytes, to keep
    /// `madvise` calls rare (a dozen on a 50 MB file). Files smaller than this never give pages back, so they
    /// are read whole into heap memory instead (see `FileBytes`).
    static let pageReleaseStep = 4 << 20
}
