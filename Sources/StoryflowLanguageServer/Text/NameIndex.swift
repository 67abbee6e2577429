import StoryflowReader

/// The names a flow or storyboard declares and the places that name them, found in its outline: what go to
/// definition, find references, rename and completion work from.
struct NameIndex {
    /// What a name names.
    enum Kind: Equatable {
        case scene
        case segue
        case unwindAction
        case reuseIdentifier
        case input
        case result
    }

    /// One declaration of, or reference to, a name: the bytes of its attribute value.
    struct Name {
        var kind: Kind
        var value: String
        var range: Range<Int>
        /// The element whose attribute it is.
        var element: Int
        var isDeclaration: Bool
    }

    /// The dialect a document is in, from its file name.
    enum Dialect {
        case flow
        case storyboard
    }

    let dialect: Dialect
    private(set) var names: [Name] = []
    /// The elements that declare scenes, in document order.
    private(set) var sceneElements: [Int] = []

    init(_ outline: XMLOutline, dialect: Dialect) {
        self.dialect = dialect
        for (index, element) in outline.elements.enumerated() {
            switch dialect {
            case .flow: indexFlow(element, at: index)
            case .storyboard: indexStoryboard(element, at: index)
            }
        }
    }

    private mutating func add(_ kind: Kind, _ attribute: XMLOutline.Attribute?, element: Int, declaration: Bool) {
        guard let attribute, attribute.isClosed else { return }
        names.append(Name(kind: kind, value: attribute.value, range: attribute.valueRange, element: element, isDeclaration: declaration))
    }

    private mutating func indexFlow(_ element: XMLOutline.Element, at index: Int) {
        if FlowSchema.isScene(element.name) {
            sceneElements.append(index)
            add(.scene, element.attribute("id"), element: index, declaration: true)
        }
        switch element.name {
        case "segue": add(.segue, element.attribute("id"), element: index, declaration: true)
        case "unwindAction": add(.unwindAction, element.attribute("name"), element: index, declaration: true)
        case "prototype": add(.reuseIdentifier, element.attribute("reuseIdentifier"), element: index, declaration: true)
        case "input": add(.input, element.attribute("name"), element: index, declaration: true)
        case "result": add(.result, element.attribute("name"), element: index, declaration: true)
        default: break
        }
        for attribute in element.attributes {
            guard let reference = FlowSchema.reference(of: attribute.name, in: element.name) else { continue }
            let kind: Kind =
                switch reference {
                case .scene: .scene
                case .reuseIdentifier: .reuseIdentifier
                case .unwindAction: .unwindAction
                case .input: .input
                case .result: .result
                }
            add(kind, attribute, element: index, declaration: false)
        }
    }

    private mutating func indexStoryboard(_ element: XMLOutline.Element, at index: Int) {
        if element.attribute("sceneMemberID")?.value == "viewController" {
            sceneElements.append(index)
            add(.scene, element.attribute("id"), element: index, declaration: true)
        }
        // Segues, outlets and actions all name their object by `destination`: every one is a reference, so a
        // rename keeps them all connected.
        add(.scene, element.attribute("destination"), element: index, declaration: false)
        switch element.name {
        case "segue":
            add(.segue, element.attribute("identifier"), element: index, declaration: true)
            add(.unwindAction, element.attribute("unwindAction"), element: index, declaration: false)
        case "document":
            add(.scene, element.attribute("initialViewController"), element: index, declaration: false)
        case "tableViewCell", "collectionViewCell":
            add(.reuseIdentifier, element.attribute("reuseIdentifier"), element: index, declaration: true)
        default: break
        }
    }

    /// The name whose value holds `offset`: its quotes included, as a cursor on either quote is on the value.
    func name(at offset: Int) -> Name? {
        names.first { $0.range.lowerBound - 1 <= offset && offset <= $0.range.upperBound }
    }

    /// Every declaration and reference of `value` as a `kind`, in document order.
    func occurrences(of kind: Kind, _ value: String) -> [Name] {
        names.filter { $0.kind == kind && $0.value == value }
    }

    /// The distinct values declared as `kind`, sorted.
    func declared(_ kind: Kind) -> [String] {
        Array(Set(names.lazy.filter { $0.kind == kind && $0.isDeclaration }.map(\.value))).sorted()
    }

    /// The distinct values of `kind` named anywhere (declared or referenced), sorted: storyboards reference
    /// unwind actions that only the app's code declares.
    func mentioned(_ kind: Kind) -> [String] {
        Array(Set(names.lazy.filter { $0.kind == kind }.map(\.value))).sorted()
    }
}
