extension ComponentGraph {
    /// A batch of questions "do any of these scenes lead to each of those scenes along one edge or more?", laid
    /// out flat: each question's sources and targets are contiguous runs of two arrays, so a batch of any size
    /// takes four arrays, not two per question.
    public struct Queries: Sendable {
        /// The number of questions.
        public let count: Int
        /// Where each question's sources start in `sourceList`, plus the total at the end.
        let sourceStart: [Int32]
        /// The scene index of every source, question after question, each question's in the order given.
        let sourceList: [Int32]
        /// Where each question's targets start in `targetList`, plus the total at the end.
        let targetStart: [Int32]
        /// The scene index of every target, question after question, each question's in the order given.
        let targetList: [Int32]
        /// For each place in `targetList`, the position of that target in the `targets` it was given in.
        let targetInput: [Int32]

        /// Creates `count` questions from pairs naming a question (`0..<count`) and a scene: the question's
        /// sources are the scenes `sources` pairs it with, its targets those `targets` pairs it with, each in the
        /// order of the pairs. `Answers.reached` answers the targets in the order of `targets`.
        public init(count: Int, sources: [(query: Int, scene: Int)], targets: [(query: Int, scene: Int)]) {
            self.count = count
            (sourceStart, sourceList, _) = Self.group(sources, count: count)
            (targetStart, targetList, targetInput) = Self.group(targets, count: count)
        }

        /// The scenes question `query` starts from, in the order given.
        public func sources(of query: Int) -> LazyMapSequence<ArraySlice<Int32>, Int> {
            sourceList[Int(sourceStart[query])..<Int(sourceStart[query + 1])].lazy.map { Int($0) }
        }

        /// The positions in the given `targets` of question `query`'s targets, in the order given.
        public func targetPositions(of query: Int) -> LazyMapSequence<ArraySlice<Int32>, Int> {
            targetInput[Int(targetStart[query])..<Int(targetStart[query + 1])].lazy.map { Int($0) }
        }

        /// The places in `targetList` of question `query`'s targets.
        func targetSlots(of query: Int) -> Range<Int> {
            Int(targetStart[query])..<Int(targetStart[query + 1])
        }

        /// The places in `sourceList` of question `query`'s sources.
        func sourceSlots(of query: Int) -> Range<Int> {
            Int(sourceStart[query])..<Int(sourceStart[query + 1])
        }

        /// `pairs` grouped by question, keeping their order within each (a counting sort): the offsets, the scenes,
        /// and for each place the pair's position in `pairs`.
        private static func group(_ pairs: [(query: Int, scene: Int)], count: Int) -> ([Int32], [Int32], [Int32]) {
            var start = Array(repeating: Int32(0), count: count + 1)
            for pair in pairs {
                precondition(pair.query >= 0 && pair.query < count, "query number out of range")
                start[pair.query] += 1
            }
            let total = start.replaceCountsWithOffsets()
            var scenes = Array(repeating: Int32(0), count: Int(total))
            var input = Array(repeating: Int32(0), count: Int(total))
            var next = start
            for (position, pair) in pairs.enumerated() {
                let place = Int(next[pair.query])
                scenes[place] = Int32(pair.scene)
                input[place] = Int32(position)
                next[pair.query] += 1
            }
            return (start, scenes, input)
        }
    }
}
