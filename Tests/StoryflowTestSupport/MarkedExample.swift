/// A rule example with its `↓` markers removed and the `line:column` position of each recorded (columns counted
/// in Unicode scalars, as Storyflow's locations are).
public struct MarkedExample {
    /// The example without its markers.
    public var text = ""
    /// Where each marker was, as `line:column`, in order.
    public var positions: [String] = []

    /// Takes the markers out of `example`.
    public init(_ example: String) {
        var line = 1
        var column = 1
        for character in example {
            if character == "↓" {
                positions.append("\(line):\(column)")
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
    }
}
