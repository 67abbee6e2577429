import StoryflowModel

/// One read of a document: a `SAXEventProducer` pushes the bytes through libxml2, a `SAXEventBatcher` holds
/// each push's events until the push has succeeded, and a `SAXEventReplayer` replays them into the tree walker
/// and `Handler` (on a worker thread for a concurrent read). The order of pushes and commits is the one
/// `BrokenInputCompatibility` describes.
final class SAXSession<Handler: XMLStreamHandler> {
    private let reader: XMLStreamReader
    private let source: ByteSource
    private let replayer: SAXEventReplayer<Handler>
    private let batcher: SAXEventBatcher
    private let producer: SAXEventProducer

    /// A session reading `source` for `reader`; with `concurrent`, events are replayed on a worker thread while
    /// libxml2 and the source scanner go on.
    init(reader: XMLStreamReader, source: ByteSource, path: SourcePath, handler: Handler, concurrent: Bool) {
        self.reader = reader
        self.source = source
        let replayer = SAXEventReplayer(path: path, handler: handler)
        self.replayer = replayer
        batcher = SAXEventBatcher(concurrent: concurrent) { replayer.replay(&$0) }
        producer = SAXEventProducer(reader: reader, source: source, path: path, batcher: batcher)
    }

    /// Parses the whole document. Returns false if reading stopped on an error.
    func run(url: String, options: Int32) -> Bool {
        // An empty document has nothing to parse (`FlowLoader` reports it before it gets here).
        guard source.count > 0 else {
            batcher.finish()
            return true
        }
        guard producer.start(url: url, options: options) else {
            batcher.finish()
            return false
        }
        let succeeded = producer.routingThreadErrors { pushAndCommit() }
        // On a concurrent read, the worker replays the last batch before the reports and the document are read.
        batcher.finish()
        reader.append(replayer.reports)
        if !succeeded, !producer.stoppedAtDocumentType, !producer.tooDeep, !producer.stopped {
            reader.explainStop(at: producer.position, code: producer.errorCode)
        }
        return succeeded && !reader.hasErrors
    }

    /// Pushes the document and commits each push's events once it has succeeded. Returns false if reading
    /// stopped on an error.
    private func pushAndCommit() -> Bool {
        var nextRelease = ReaderTuning.pageReleaseStep
        var delivering = false
        while true {
            let finished = producer.finishedOffset
            if finished >= nextRelease {
                source.releasePages(before: finished)
                nextRelease = finished + ReaderTuning.pageReleaseStep
            }
            let (succeeded, ended) = producer.push()
            if producer.stoppedAtDocumentType {
                batcher.commit(endsDocument: false, flush: true)
                return false
            }
            guard succeeded else {
                batcher.dropUncommitted()
                return false
            }
            // Nothing is delivered until the root element is open after a push.
            if !delivering && producer.depth == 0 && !ended { continue }
            delivering = true
            batcher.commit(endsDocument: ended, flush: ended || producer.tooDeep)
            if producer.tooDeep { return false }
            if ended { return true }
        }
    }
}
