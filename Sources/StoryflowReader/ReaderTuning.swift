/// The reader's tuning constants, in one place, each with the measurement behind it (docs/performance.md has the
/// runs; `scripts/bench.sh` and `valgrind --tool=callgrind` re-measure them). None changes what is read or
/// reported: `ConcurrentReadTests` and `scripts/compare-check-output.sh` hold every finding identical across
/// them. The limits that do change what is reported are `XMLStreamReader.maximumDepth`,
/// `XMLStreamReader.maximumFileSize` and `BrokenInputCompatibility`.
enum ReaderTuning {
    /// Files at least this large are read on two threads (libxml2 and the source scanner on one; the tree walker
    /// and the conversion to the model on the other), when the machine has more than one core. Starting the
    /// worker costs about 0.1 ms; on a 1 MB flow (2,000 scenes) the second thread takes about 2 ms off 9 ms,
    /// and on the 2,000 files of 20 KB it would only add thread starts.
    static let concurrentReadMinimumSize = 1 << 20

    /// Committed events go to the worker of a concurrent read in batches of about this many. At 2,048 a batch's
    /// events and attributes (about 200 KB) stay in the second-level cache while both threads touch them; 512
    /// took 4% more time on the 50 MB flow (more lock hand-offs), 8,192 no less.
    static let eventsPerBatch = 2048

    /// Batches waiting for the worker before the reading thread waits: enough to ride out a slow moment on
    /// either thread, few enough that memory stays bounded (8 × 200 KB).
    static let pendingBatches = 8

    /// Replayed batches kept for the reading thread to reuse, so neither thread allocates batch storage in the
    /// steady state (the worker no longer freeing batches took its thread from 483 M to 449 M instructions on
    /// the 10,000-scene flow); two cover the one being filled while the other is replayed.
    static let reusedBatches = 2

    /// Slots of the cache of element and attribute names by libxml2's interned pointer (`NameCache`). Flows and
    /// storyboards use a few hundred distinct names; at 512 slots (a power of two) the table stays under half
    /// full.
    static let nameCacheSlots = 512

    /// A file is read into memory this far ahead of the bytes pushed to libxml2, so reading overlaps parsing
    /// and only a window of a large file is in memory (the 50 MB flow's file costs 0–5 MB of its peak).
    static let readAheadStep = 1 << 20

    /// Pages of a file behind the parser are given back in steps of at least this many bytes, to keep
    /// `madvise` calls rare (a dozen on a 50 MB file). Files smaller than this never give pages back, so they
    /// are read whole into heap memory instead (see `FileBytes`).
    static let pageReleaseStep = 4 << 20
}
