/// One element of an Interface Builder document being written: a name, attributes in the order Xcode writes
/// them, children, and the comment Xcode puts before a scene.
struct IBElement {
    var name: String
    private(set) var attributes: [(name: String, value: String)] = []
    var children: [IBElement] = []
    /// A comment written on the line before the element (`<!--Players-->` before a scene).
    var comment: String?
    /// Flow XML for what Interface Builder has no place for, written before the element in a `<!--storyflow …-->`
    /// comment, which Storyflow's storyboard reader reads back (and Xcode drops when it saves the file).
    var annotation: [FlowFragments.Line] = []

    init(_ name: String, _ attributes: [(String, String?)] = [], children: [IBElement] = []) {
        self.name = name
        for (attribute, value) in attributes { set(attribute, value) }
        self.children = children
    }

    /// The word that opens a comment Storyflow's storyboard reader reads as flow XML.
    static let annotationMarker = "storyflow"

    /// Appends an attribute; a `nil` value writes nothing.
    mutating func set(_ attribute: String, _ value: String?) {
        guard let value else { return }
        attributes.append((attribute, value))
    }

    /// The value of an attribute set earlier.
    func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// Appends `child`.
    mutating func append(_ child: IBElement) {
        children.append(child)
    }

    /// Appends a `<name>` element holding `children`, unless there are none.
    mutating func appendGroup(_ name: String, _ children: [IBElement]) {
        guard !children.isEmpty else { return }
        self.children.append(IBElement(name, children: children))
    }

    /// The element as Xcode writes it: four spaces an indentation level, empty elements self-closed.
    func render(depth: Int, into text: inout String) {
        let indentation = String(repeating: "    ", count: depth)
        if let comment { text += indentation + "<!--" + XMLText.comment(comment) + "-->\n" }
        if !annotation.isEmpty {
            text += indentation + "<!--" + Self.annotationMarker + "\n"
            for (depth, markup) in annotation {
                // A comment cannot hold `--`; only attribute values can have it, and there `&#45;` reads back as `-`.
                text += indentation + String(repeating: "    ", count: depth + 1) + markup.replacingOccurrences(of: "--", with: "-&#45;") + "\n"
            }
            text += indentation + "-->\n"
        }
        text += indentation + "<" + name
        for (attribute, value) in attributes { text += " " + attribute + "=\"" + XMLText.attribute(value) + "\"" }
        guard !children.isEmpty else {
            text += "/>\n"
            return
        }
        text += ">\n"
        for child in children { child.render(depth: depth + 1, into: &text) }
        text += indentation + "</" + name + ">\n"
    }

    /// `<rect key="frame" …/>`, with numbers as Xcode writes them (`0.0`, `20`, `20.5`).
    static func frame(x: Double, y: Double, width: Double, height: Double) -> IBElement {
        IBElement("rect", [("key", "frame"), ("x", number(x)), ("y", number(y)), ("width", number(width)), ("height", number(height))])
    }

    /// `<autoresizingMask key="autoresizingMask" …/>` with the given flags set to `YES`.
    static func autoresizingMask(_ flags: String...) -> IBElement {
        IBElement("autoresizingMask", [("key", "autoresizingMask")] + flags.map { ($0, "YES") })
    }

    /// A number as Interface Builder writes it: zero as `0.0`, whole numbers without a fraction.
    static func number(_ value: Double) -> String {
        if value == 0 { return "0.0" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// `YES` for true; `nil` (the attribute left out) for false.
    static func yes(_ flag: Bool) -> String? { flag ? "YES" : nil }
}
