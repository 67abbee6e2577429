extension Array {
    /// The element at `index`, or `nil` when out of bounds.
    package subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
