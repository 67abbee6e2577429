extension Array where Element == Int32 {
    /// Replaces counts per slot with where each slot starts when the slots are laid out one after the other (an
    /// exclusive prefix sum), and returns the total: the layout of the graph's flat adjacency lists.
    mutating func replaceCountsWithOffsets() -> Int32 {
        var total: Int32 = 0
        for index in indices {
            let count = self[index]
            self[index] = total
            total += count
        }
        return total
    }
}
