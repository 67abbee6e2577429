import ArgumentParser

/// A whole number typed for an option (`--max-per-rule 20`), read as swift-argument-parser reads an `Int`. Help shows
/// its default as its digits: for an `Int`, swift-argument-parser describes the default through string
/// interpolation, whose dynamic casts cost every start of the command a scan of all the binary's protocol
/// conformances (docs/performance.md).
struct Count: ExpressibleByArgument, Sendable {
    var value: Int

    init(_ value: Int) {
        self.value = value
    }

    init?(argument: String) {
        guard let value = Int(argument: argument) else { return nil }
        self.value = value
    }

    var defaultValueDescription: String { String(value) }
}
