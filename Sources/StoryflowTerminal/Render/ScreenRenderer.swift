import StoryflowModel
import StoryflowScreen

/// Draws a `Screen` as a box-drawn frame of a fixed width, for a terminal or a transcript.
///
/// Every line of the result takes exactly `width` columns (East Asian wide characters count two). Tappable
/// rows, buttons, text fields and switches carry the number `ScreenNumbering` gives them, so `tap 2` works.
/// Layers presented modally are drawn inset below a one-line summary of each presenter; an alert or action
/// sheet is drawn on top of the dimmed screen: an alert in the middle, an action sheet at the bottom of a frame
/// grown by the sheet's height, so the rows it is about stay readable in a transcript.
///
/// ```swift
/// let frame = ScreenRenderer(width: 60, color: false).render(screen)
/// print(frame.text, terminator: "")
/// frame.numbering.target(forNumber: 2)   // .row(instance: "PlayersViewController#1", section: 0, row: 1)
/// ```
public struct ScreenRenderer: Sendable {
    /// The narrowest frame the renderer draws; narrower requests are widened to this.
    public static let minimumWidth = 24
    /// The widest frame drawn (`--width` takes no more; a wider terminal gets frames this wide).
    public static let maximumWidth = 1_000

    /// The frame's width in columns.
    public let width: Int
    /// Whether to add colour and bold (see `ColorPolicy`).
    public let color: Bool

    /// Creates a renderer drawing frames `width` columns wide (at least `minimumWidth`).
    public init(width: Int, color: Bool = false) {
        self.width = max(Self.minimumWidth, width)
        self.color = color
    }

    /// How many covered layers a frame names; more are counted on one line.
    static let coveredLayersShown = 6

    /// Draws `screen`.
    public func render(_ screen: Screen) -> RenderedScreen {
        let numbering = ScreenNumbering(screen: screen)
        let layers = LayerRenderer(numbering: numbering, tabBarOwner: screen.topLayer?.instance)
        var lines = frameLines(for: screen.layers, layers: layers)
        if let alert = screen.alert {
            lines = overlay(AlertRenderer(numbering: numbering).lines(for: alert, frameWidth: width), style: alert.style, on: lines)
        }
        return RenderedScreen(lines: lines, numbering: numbering, color: color)
    }

    private func frameLines(for stack: [ScreenLayer], layers: LayerRenderer) -> [StyledLine] {
        guard let top = stack.last else {
            let box = FrameBox(width: width)
            return [box.top(), box.framed(StyledLine("(nothing on screen)", style: .dim)), box.bottom()]
        }
        guard stack.count > 1 else { return layers.frame(top, width: width) }
        let box = FrameBox(width: width)
        var lines = [box.top(label: stack[0].instance)]
        // The layers underneath, one line each; a deep stack of presentations shows its first and last few
        // and counts the rest, so a frame stays a screenful however many there are.
        let presenters = stack.dropLast()
        let shown =
            presenters.count <= Self.coveredLayersShown
            ? Array(presenters)
            : Array(presenters.prefix(Self.coveredLayersShown / 2)) + Array(presenters.suffix(Self.coveredLayersShown / 2))
        for (index, presenter) in shown.enumerated() {
            if presenters.count > Self.coveredLayersShown, index == Self.coveredLayersShown / 2 {
                lines.append(box.framed(StyledLine("⋯ \(presenters.count - Self.coveredLayersShown) more presented layers", style: .dim)))
            }
            let title = presenter.navigationBar?.title ?? presenter.name
            lines.append(box.framed(StyledLine("⋯ " + title, style: .dim)))
        }
        lines += layers.frame(top, width: box.contentWidth).map(box.framed)
        lines.append(box.bottom())
        return lines
    }

    private func overlay(_ box: [StyledLine], style: AlertContent.Style, on base: [StyledLine]) -> [StyledLine] {
        var lines = base.map { $0.adding(.dim) }
        let blank = FrameBox(width: width, style: .dim).framed(StyledLine())
        let extraLines = style == .actionSheet ? box.count : max(0, box.count + 2 - lines.count)
        lines.insert(contentsOf: Array(repeating: blank, count: extraLines), at: lines.count - 1)
        let firstLine = style == .actionSheet ? lines.count - 1 - box.count : (lines.count - box.count) / 2
        let column = (width - (box.first?.width ?? 0)) / 2
        for (offset, boxLine) in box.enumerated() {
            lines[firstLine + offset] = lines[firstLine + offset].overlaid(with: boxLine, atColumn: column)
        }
        return lines
    }
}

/// A drawn screen: its lines, and the numbering that tells what each number on it addresses.
public struct RenderedScreen: Hashable, Sendable {
    /// The frame's lines, each exactly the renderer's width in columns.
    public let lines: [StyledLine]
    /// Which number drawn on the screen belongs to which row, control or alert action.
    public let numbering: ScreenNumbering
    /// Whether `text` carries colour escape codes.
    public let color: Bool

    /// The frame as it goes to the terminal: one line per frame line, each ending in a newline.
    public var text: String { lines.map { $0.rendered(color: color) + "\n" }.joined() }

    /// The frame without any escape codes, whatever `color` says.
    public var plainText: String { lines.map { $0.plainText + "\n" }.joined() }

    /// Where each tappable element is drawn, top to bottom and left to right: bar buttons, numbered controls,
    /// rows, accessory buttons, swipe actions, controls in cells, tabs, and an alert's actions. An element drawn
    /// on several lines (a subtitle row) has an entry per line.
    public var anchors: [ScreenAnchor] {
        lines.enumerated().flatMap { line, styled in
            styled.anchorColumns.map { ScreenAnchor(element: $0.element, line: line, columns: $0.columns) }
        }
    }
}

/// Where a tappable element lies in a drawn frame.
public struct ScreenAnchor: Hashable, Sendable {
    /// The element.
    public let element: ScreenElement
    /// The frame line, from 0.
    public let line: Int
    /// The columns it takes on that line.
    public let columns: Range<Int>
}
