import StoryflowSession
import StoryflowTerminal

@testable import StoryflowConsole

/// A terminal for tests: the bytes the line editor would read, one by one or as resizes, and a small VT100
/// screen that interprets what it writes (printing with autowrap and wide characters, CR, LF, cursor moves,
/// erasing), so a test reads the screen a person would see.
final class EmulatedTerminal: TerminalConnection {
    private var pending: [TerminalInput]
    private(set) var columns: Int
    /// Called when a resize is read (the test changes `columns` through it).
    var widthAfterResize: [Int]
    private(set) var rows: [[Character?]] = [[]]
    private(set) var row = 0
    private(set) var column = 0
    /// Whether the last character filled the row's last column (the next one wraps first).
    private var wrapPending = false
    private(set) var writes: [String] = []
    /// Where the cursor was each time the editor asked for input (after drawing what it had).
    private(set) var cursorWhenAsked: [[Int]] = []

    init(columns: Int, typing text: String = "", then more: [TerminalInput] = [], widthAfterResize: [Int] = []) {
        self.columns = columns
        self.widthAfterResize = widthAfterResize
        pending = Array(text.utf8).map(TerminalInput.byte) + more
    }

    /// Queues more input.
    func type(_ text: String) { pending += Array(text.utf8).map(TerminalInput.byte) }
    func press(_ bytes: [UInt8]) { pending += bytes.map(TerminalInput.byte) }
    func resize() { pending.append(.resized) }

    func nextInput() -> TerminalInput {
        cursorWhenAsked.append([row, wrapPending ? columns : column])
        guard !pending.isEmpty else { return .end }
        let input = pending.removeFirst()
        if input == .resized, !widthAfterResize.isEmpty {
            columns = widthAfterResize.removeFirst()
            // Like a terminal that does not reflow: the text stays, the cursor is kept inside the new width.
            column = min(column, columns - 1)
            wrapPending = false
        }
        return input
    }

    func enterRawMode() -> Bool { true }
    func restore() {}

    func write(_ text: String) {
        writes.append(text)
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            switch scalar {
            case "\r":
                column = 0
                wrapPending = false
            case "\n":
                moveRow(by: 1)
                wrapPending = false
            case "\u{1B}": scalars = escape(scalars)
            default:
                var text = String(scalar)
                while let next = scalars.first, next.properties.generalCategory == .nonspacingMark {
                    text.unicodeScalars.append(next)
                    scalars = scalars.dropFirst()
                }
                put(Character(text))
            }
        }
    }

    /// The screen's rows as text, trailing blanks removed, empty rows at the bottom dropped.
    var screen: [String] {
        var lines = rows.map { String($0.compactMap { $0 }).replacingOccurrences(of: "\u{0}", with: " ") }
            .map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    private func put(_ character: Character) {
        let width = TerminalWidth.columns(of: character)
        if wrapPending || column + width > columns {
            moveRow(by: 1)
            column = 0
            wrapPending = false
        }
        ensureRow()
        while rows[row].count < column + width { rows[row].append(" ") }
        rows[row][column] = character
        if width == 2 { rows[row][column + 1] = nil }
        column += width
        if column >= columns {
            column = columns - 1
            wrapPending = true
        }
    }

    private func moveRow(by count: Int) {
        row = max(0, row + count)
        ensureRow()
    }

    private func ensureRow() {
        while rows.count <= row { rows.append([]) }
    }

    private func escape(_ rest: ArraySlice<Unicode.Scalar>) -> ArraySlice<Unicode.Scalar> {
        guard rest.first == "[" else { return rest }
        var rest = rest.dropFirst()
        var parameter = ""
        while let scalar = rest.first, !("@"..."~").contains(scalar) {
            parameter.unicodeScalars.append(scalar)
            rest = rest.dropFirst()
        }
        guard let final = rest.first else { return rest }
        let count = Int(parameter) ?? 1
        switch final {
        case "A":
            moveRow(by: -count)
            wrapPending = false
        case "B":
            moveRow(by: count)
            wrapPending = false
        case "C":
            column = min(columns - 1, column + count)
            wrapPending = false
        case "D":
            column = max(0, column - count)
            wrapPending = false
        case "K":
            ensureRow()
            if rows[row].count > column { rows[row].removeSubrange(column...) }
        case "J":
            ensureRow()
            if parameter == "2" {
                rows = [[]]
                row = 0
            } else {
                if rows[row].count > column { rows[row].removeSubrange(column...) }
                rows.removeSubrange((row + 1)...)
            }
        case "H":
            row = 0
            column = 0
            wrapPending = false
        default: break
        }
        return rest.dropFirst()
    }
}
