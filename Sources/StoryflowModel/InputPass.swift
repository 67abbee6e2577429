/// A value a way into a scene passes to one of its inputs (`<pass input="player" value="$row"/>`).
public struct InputPass: Hashable, Sendable {
    /// The destination's input it fills.
    public var input: String
    /// Where the value comes from; `nil` when only the app's code knows it (its `prepare(for:sender:)` sets it).
    public var value: PassedValue?
    /// Where it is declared.
    public var location: SourceLocation

    /// Creates a pass.
    public init(input: String, value: PassedValue?, location: SourceLocation) {
        self.input = input
        self.value = value
        self.location = location
    }
}

/// Where a passed value comes from: text in the flow, the row that was tapped, or the source scene's own input.
public enum PassedValue: Hashable, Sendable {
    /// The text itself (`value="Chet Baker"`; `$$` writes a literal `$`).
    case literal(String)
    /// The tapped row's text (`$row`), or the sample value of one of its outlets (`$row.nameLabel`).
    case row(outlet: String?)
    /// The value of one of the source scene's inputs (`$input.player`), handing it on.
    case input(String)

    /// Parses the `value` attribute; `nil` for an unknown `$` form.
    public init?(flowValue text: String) {
        guard text.hasPrefix("$") else {
            self = .literal(text)
            return
        }
        if text.hasPrefix("$$") {
            self = .literal(String(text.dropFirst()))
        } else if text == "$row" {
            self = .row(outlet: nil)
        } else if text.hasPrefix("$row."), text.count > 5 {
            self = .row(outlet: String(text.dropFirst(5)))
        } else if text.hasPrefix("$input."), text.count > 7 {
            self = .input(String(text.dropFirst(7)))
        } else {
            return nil
        }
    }

    /// The value as a flow file writes it.
    public var flowValue: String {
        switch self {
        case .literal(let text): text.hasPrefix("$") ? "$" + text : text
        case .row(let outlet?): "$row.\(outlet)"
        case .row(nil): "$row"
        case .input(let name): "$input.\(name)"
        }
    }
}

/// A result a presenter takes from the scene a segue opens (`<receive result="didAddPlayer"/>`): it is the
/// destination's delegate for that result.
public struct ResultReceipt: Hashable, Sendable {
    /// The destination's result.
    public var result: String
    /// Where it is declared.
    public var location: SourceLocation

    /// Creates a receipt.
    public init(result: String, location: SourceLocation) {
        self.result = result
        self.location = location
    }
}

/// What a segue passes to the scene it opens, which of its results the source takes back, and the method that
/// creates the destination.
public struct SegueContract: Hashable, Sendable {
    /// Values for the destination's inputs.
    public var passes: [InputPass]
    /// The destination's results the source handles.
    public var receipts: [ResultReceipt]
    /// The source's `@IBSegueAction` method that creates the destination, with the values it needs, as a
    /// storyboard names it (`destinationCreationSelector`, e.g. `makeDetail:sender:segueIdentifier:`).
    public var creationAction: String?

    /// Creates a segue's contract.
    public init(passes: [InputPass] = [], receipts: [ResultReceipt] = [], creationAction: String? = nil) {
        self.passes = passes
        self.receipts = receipts
        self.creationAction = creationAction
    }

    /// Whether it says nothing.
    public var isEmpty: Bool { passes.isEmpty && receipts.isEmpty && creationAction == nil }
}
