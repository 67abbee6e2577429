import Foundation
import StoryflowModel
import StoryflowTestSupport
import Testing

@testable import StoryflowReader

/// `Flows/storyflow.xsd` validates every flow in `Flows/`, rejects what the reader rejects where XML Schema can
/// say so, and declares exactly the reader's vocabulary.
@Suite struct SchemaTests {
    static let schemaText = (try? Repository.text("Flows/storyflow.xsd")) ?? ""

    func validator() throws -> SchemaValidator {
        var errors: [String] = []
        let validator = SchemaValidator(schema: Self.schemaText, errors: &errors)
        #expect(errors.isEmpty, "storyflow.xsd: \(errors)")
        return try #require(validator)
    }

    @Test func theSchemaParsesWithoutErrors() throws {
        #expect(!Self.schemaText.isEmpty)
        _ = try validator()
    }

    @Test func everyFlowInTheFlowsFolderIsValid() throws {
        let validator = try validator()
        let files = try flowFiles(in: flowsFolder)
        #expect(files.map(\.lastPathComponent).contains("Ratings.flow.xml"))
        for file in files {
            let errors = validator.errors(in: try String(contentsOf: file, encoding: .utf8))
            #expect(errors.isEmpty, "\(file.lastPathComponent): \(errors)")
        }
    }

    @Test func flowsForCheckRulesAreValidToo() throws {
        let validator = try validator()
        for file in try flowFiles(in: flowsFolder.appendingPathComponent("broken")) {
            let rule = file.lastPathComponent.replacingOccurrences(of: ".flow.xml", with: "")
            guard ReaderRule(rawValue: rule) == nil else { continue }
            let errors = validator.errors(in: try String(contentsOf: file, encoding: .utf8))
            #expect(errors.isEmpty, "\(file.lastPathComponent): \(errors)")
        }
    }

    /// Reader-rule flows the schema can catch too (not the syntax ones, nor attributes required only in some cases).
    @Test(arguments: ["unknown-element", "unknown-attribute", "invalid-value", "duplicate-id", "duplicate-trigger", "unsupported-document"])
    func brokenReaderFlowsAreInvalid(rule: String) throws {
        let validator = try validator()
        let text = try Repository.text("Flows/broken/\(rule).flow.xml")
        #expect(!validator.errors(in: text).isEmpty)
    }

    static let validVariants: [(String, String)] = [
        ("navigation item after the table", "<viewController id='a'><tableView/><label/><navigationItem/><button/></viewController>"),
        (
            "navigation item between controls",
            """
            <tableViewController id='a'><label/><navigationItem title='t'/><tableView \
            content='static'><section><cell/></section></tableView></tableViewController>
            """
        ),
        (
            "root after the navigation item",
            "<navigationController id='n'><navigationItem/><root scene='a'/><segue kind='show' id='s' destination='a'/></navigationController>"
        ),
        (
            "selection and accessory segues around subviews",
            """
            <tableViewController id='a'><tableView><prototype reuseIdentifier='c'><label/><segue kind='show' destination='a'/><image/><segue kind='show' \
            destination='a' trigger='accessory'/></prototype><samples><section header='h'><row/></section></samples><prototype \
            reuseIdentifier='d'/></tableView></tableViewController>
            """
        ),
        (
            "Interface Builder booleans",
            "<viewController id='a'><switch on='YES'/><segue kind='present' id='p' destination='a' animated='NO'/></viewController>"
        ),
        (
            "every scene kind",
            """
            <flow version='1'><viewController id='a'/><tableViewController id='b'/><collectionViewController id='c'/><pageViewController \
            id='d'/><navigationController id='e'/><tabBarController id='f'><tab scene='a' systemItem='more'/></tabBarController><splitViewController \
            id='g'><master scene='a'/><supplementary scene='b'/><detail scene='c'/></splitViewController><alertController id='h' style='actionSheet'><action \
            title='OK' style='cancel'/></alertController><storyboardReference id='i' storyboardName='Other'/></flow>
            """
        ),
        (
            "nested views",
            """
            <viewController id='a'><view id='v'><view><label id='l' tag='-3'/><button id='b'><segue kind='show' \
            destination='a'/></button></view></view></viewController>
            """
        ),
        ("fractional row height", "<viewController id='a'><tableView rowHeight='43.5'/></viewController>"),
    ]

    @Test func validVariantsAreAccepted() throws {
        let validator = try validator()
        for (name, xml) in Self.validVariants {
            let document = xml.hasPrefix("<flow") ? xml : "<flow version='1'>\(xml)</flow>"
            #expect(validator.errors(in: document).isEmpty, "\(name): \(validator.errors(in: document))")
            #expect(!read(document).diagnostics.contains { $0.severity == .error }, "the reader disagrees on \(name)")
        }
    }

    static let invalidVariants: [(String, String)] = [
        ("wrong root element", "<storyboard version='3.0'/>"),
        ("unsupported version", "<flow version='2'/>"),
        ("unknown scene element", "<flow><viewControler id='a'/></flow>"),
        ("unknown attribute", "<flow><viewController id='a' titel='x'/></flow>"),
        ("scene without id", "<flow><viewController title='x'/></flow>"),
        ("empty scene id", "<flow><viewController id=''/></flow>"),
        ("segue without kind", "<flow><viewController id='a'><segue id='s' destination='a'/></viewController></flow>"),
        ("unknown segue kind", "<flow><viewController id='a'><segue id='s' kind='modally' destination='a'/></viewController></flow>"),
        ("unknown presentation", "<flow><viewController id='a'><segue id='s' kind='present' presentation='sheet' destination='a'/></viewController></flow>"),
        ("two table views", "<flow><viewController id='a'><tableView/><tableView/></viewController></flow>"),
        ("two navigation items", "<flow><viewController id='a'><navigationItem/><label/><navigationItem/></viewController></flow>"),
        ("two roots", "<flow><navigationController id='n'><root scene='a'/><root scene='b'/></navigationController></flow>"),
        ("table in a navigation controller", "<flow><navigationController id='n'><tableView/></navigationController></flow>"),
        ("controls in an alert", "<flow><alertController id='n'><label/></alertController></flow>"),
        (
            "sections and prototypes mixed",
            "<flow><viewController id='a'><tableView><section/><prototype reuseIdentifier='c'/></tableView></viewController></flow>"
        ),
        ("two samples", "<flow><viewController id='a'><tableView><prototype reuseIdentifier='c'/><samples/><samples/></tableView></viewController></flow>"),
        (
            "rows and sections mixed in samples",
            "<flow><viewController id='a'><tableView><prototype reuseIdentifier='c'/><samples><row/><section/></samples></tableView></viewController></flow>"
        ),
        (
            "three segues in a cell",
            """
            <flow><viewController id='a'><tableView><prototype reuseIdentifier='c'><segue kind='show' destination='a'/><segue kind='show' destination='a' \
            trigger='accessory'/><segue kind='show' destination='a'/></prototype></tableView></viewController></flow>
            """
        ),
        (
            "two segues on a bar button",
            """
            <flow><viewController id='a'><navigationItem><barButton system='add'><segue kind='show' destination='a'/><segue kind='show' \
            destination='a'/></barButton></navigationItem></viewController></flow>
            """
        ),
        ("unknown system item", "<flow><viewController id='a'><navigationItem><barButton system='plus'/></navigationItem></viewController></flow>"),
        (
            "unknown cell accessory",
            "<flow><viewController id='a'><tableView><section><cell accessory='disclosure'/></section></tableView></viewController></flow>"
        ),
        ("segue inside a label", "<flow><viewController id='a'><label><segue kind='show' destination='a'/></label></viewController></flow>"),
        (
            "sample value without text",
            """
            <flow><viewController id='a'><tableView><prototype reuseIdentifier='c'/><samples><row><value \
            outlet='x'/></row></samples></tableView></viewController></flow>
            """
        ),
        ("tag that is not a number", "<flow><viewController id='a'><label tag='first'/></viewController></flow>"),
        ("negative row height", "<flow><viewController id='a'><tableView rowHeight='-1'/></viewController></flow>"),
        ("infinite row height", "<flow><viewController id='a'><tableView rowHeight='INF'/></viewController></flow>"),
        ("boolean spelled 1", "<flow><viewController id='a'><switch on='1'/></viewController></flow>"),
        ("duplicate scene ids", "<flow><viewController id='a'/><tableViewController id='a'/></flow>"),
        ("control id equal to a scene id", "<flow><viewController id='a'><view><label id='a'/></view></viewController></flow>"),
        ("unwind action without name", "<flow><viewController id='a'><unwindAction/></viewController></flow>"),
        ("text inside a scene", "<flow><viewController id='a'>hello</viewController></flow>"),
    ]

    @Test func invalidVariantsAreRejectedByTheSchemaAndTheReader() throws {
        let validator = try validator()
        for (name, xml) in Self.invalidVariants {
            #expect(!validator.errors(in: xml).isEmpty, "the schema accepts \(name)")
            if name != "text inside a scene" {
                #expect(read(xml).diagnostics.contains { $0.severity == .error }, "the reader accepts \(name)")
            }
        }
    }

    @Test func theSchemaDeclaresExactlyTheReadersElementsAndAttributes() throws {
        let schema = try #require(SchemaDocument(text: Self.schemaText))
        let declared = schema.attributesByElement.mapValues { Set($0.keys) }
        let vocabulary = FlowVocabulary.attributesByElement.mapValues { Set($0) }
        #expect(Set(declared.keys) == Set(vocabulary.keys))
        for (element, attributes) in vocabulary {
            #expect(declared[element] == attributes, "<\(element)>")
        }
    }

    /// Every enumerated attribute and the model's values for it.
    static let enumeratedAttributes: [(element: String, attribute: String, values: [String])] = {
        let booleans = ["true", "false", "YES", "NO", "yes", "no"]
        var result: [(String, String, [String])] = [
            ("flow", "version", ["1"]),
            ("segue", "kind", SegueKind.allCases.map(\.rawValue)),
            ("segue", "presentation", PresentationStyle.allCases.map(\.rawValue)),
            ("segue", "transition", TransitionStyle.allCases.map(\.rawValue)),
            ("segue", "trigger", CellSegueTrigger.allCases.map(\.rawValue)),
            ("segue", "animated", booleans),
            ("tab", "systemItem", TabItem.SystemItem.allCases.map(\.rawValue)),
            ("barButton", "placement", BarButton.Placement.allCases.map(\.rawValue)),
            ("barButton", "system", BarButton.SystemItem.allCases.map(\.rawValue)),
            ("barButton", "effect", ActionEffect.allCases.map(\.rawValue)),
            ("button", "effect", ActionEffect.allCases.map(\.rawValue)),
            ("switch", "on", booleans),
            ("tableView", "style", TableLayout.Style.allCases.map(\.rawValue)),
            ("tableView", "content", TableLayout.Content.allCases.map(\.rawValue)),
            ("alertController", "style", AlertContent.Style.allCases.map(\.rawValue)),
            ("action", "style", AlertActionContent.Style.allCases.map(\.rawValue)),
            ("action", "effect", ActionEffect.allCases.map(\.rawValue)),
            ("input", "required", booleans),
        ]
        for (element, kind) in FlowVocabulary.sceneElements where kind != .alertController && kind != .storyboardReference {
            result.append((element, "presentation", PresentationStyle.allCases.map(\.rawValue)))
            result.append((element, "transition", TransitionStyle.allCases.map(\.rawValue)))
            result.append((element, "definesContext", booleans))
            result.append((element, "hidesBottomBar", booleans))
        }
        result.append(("navigationController", "navigationBarHidden", booleans))
        result.append(("navigationItem", "hidesBackButton", booleans))
        result.append(("navigationItem", "leftItemsSupplementBackButton", booleans))
        for element in ["label", "button", "textField", "switch", "image", "containerView", "view"] { result.append((element, "hidden", booleans)) }
        for element in ["button", "textField", "switch", "barButton"] { result.append((element, "enabled", booleans)) }
        for element in ["cell", "prototype"] {
            result.append((element, "style", TableCell.Style.allCases.map(\.rawValue)))
            result.append((element, "accessory", TableCell.Accessory.allCases.map(\.rawValue)))
            result.append((element, "selection", TableCell.SelectionStyle.allCases.map(\.rawValue)))
        }
        return result
    }()

    @Test func enumerationsMatchTheModel() throws {
        let schema = try #require(SchemaDocument(text: Self.schemaText))
        var enumerated: Set<String> = []
        for (element, attribute, values) in Self.enumeratedAttributes {
            let type = try #require(schema.attributesByElement[element]?[attribute], "\(element)@\(attribute)")
            #expect(schema.enumerations[type] == values, "\(element)@\(attribute) has type \(type)")
            enumerated.insert("\(element)@\(attribute)")
        }
        for (element, attributes) in schema.attributesByElement {
            for (attribute, type) in attributes where schema.enumerations[type] != nil {
                #expect(enumerated.contains("\(element)@\(attribute)"), "\(element)@\(attribute) is enumerated in the schema only")
            }
        }
    }

    @Test func requiredAttributesMatchTheReader() throws {
        let schema = try #require(SchemaDocument(text: Self.schemaText))
        var expected: Set<String> = [
            "segue@kind", "unwindAction@name", "action@title", "value@text", "tab@scene", "root@scene", "master@scene",
            "supplementary@scene", "detail@scene", "input@name", "result@name", "pass@input", "receive@result",
            "deepLink@url", "deepLink@scene",
        ]
        for scene in FlowVocabulary.sceneElements.keys { expected.insert("\(scene)@id") }
        #expect(schema.requiredAttributes == expected)
        for requirement in expected {
            let parts = requirement.split(separator: "@").map(String.init)
            #expect(read(Self.documentMissing(parts[1], on: parts[0])).diagnostics.contains { $0.rule == "missing-attribute" }, "\(requirement)")
        }
    }

    /// A flow where `element` lacks only `attribute`.
    static func documentMissing(_ attribute: String, on element: String) -> String {
        let body: String
        switch element {
        case "segue": body = "<viewController id='a'><segue id='s' destination='a'/></viewController>"
        case "unwindAction": body = "<viewController id='a'><unwindAction/></viewController>"
        case "action": body = "<alertController id='a'><action style='cancel'/></alertController>"
        case "value":
            body =
                "<viewController id='a'><tableView><prototype reuseIdentifier='c'/><samples><row><value tag='1'/></row></samples></tableView></viewController>"
        case "tab": body = "<tabBarController id='a'><tab title='x'/></tabBarController>"
        case "root": body = "<navigationController id='a'><root/></navigationController>"
        case "master", "supplementary", "detail": body = "<splitViewController id='a'><\(element)/></splitViewController>"
        case "input": body = "<viewController id='a'><input type='Int'/></viewController>"
        case "result": body = "<viewController id='a'><result type='Int'/></viewController>"
        case "pass": body = "<viewController id='a'><segue kind='show' destination='a'><pass value='1'/></segue></viewController>"
        case "receive": body = "<viewController id='a'><segue kind='show' destination='a'><receive/></segue></viewController>"
        case "deepLink": body = attribute == "url" ? "<deepLink scene='a'/>" : "<deepLink url='a://b'/>"
        default: body = "<\(element)/>"
        }
        return "<flow version='1'>\(body)</flow>"
    }
}
