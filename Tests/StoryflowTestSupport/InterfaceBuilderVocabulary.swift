import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The elements and attributes of Interface Builder documents, each in its position: `parent>element` for an
/// element inside another, `element@attribute` for an attribute an element has, and `element@attribute=value` for
/// the attributes whose values are names from a fixed set (segue kinds, styles, system items). An element that fills
/// a property of its parent is named with its key (`tableViewController>tableView[view]`, `tableView[view]@dataMode`).
///
/// `Tests/Fixtures/InterfaceBuilderVocabulary.txt` holds the vocabulary of the storyboard corpus's iOS storyboards
/// (every one Xcode opens: the `<document>` formats of Xcode 4.2 and later); the exporter may write only what is
/// in it.
public enum InterfaceBuilderVocabulary {
    /// The fixture's path.
    public static let fixturePath = "Tests/Fixtures/InterfaceBuilderVocabulary.txt"

    /// The fixture of entries the exporter writes that no corpus storyboard happens to have, each with the reason it
    /// is Interface Builder's.
    public static let supplementPath = "Tests/Fixtures/InterfaceBuilderVocabularySupplement.txt"

    /// Attributes whose values the exporter writes itself (not names the flow gives, such as system items and
    /// styles, which map one to one onto UIKit's), recorded with their values.
    static let valuedAttributes: Set<String> = [
        "key", "kind", "relationship", "sceneMemberID", "placeholderIdentifier", "dataMode", "trigger", "buttonType", "borderStyle",
        "contentMode", "type", "colorSpace", "customColorSpace", "textAlignment", "lineBreakMode", "baselineAdjustment", "separatorStyle",
        "eventType", "targetRuntime", "orientation", "appearance", "customModuleProvider", "transitionStyle", "navigationOrientation",
        "spineLocation",
    ]

    /// Elements that are view controllers: what one has in the corpus, every one may have (Interface Builder's
    /// inspectors for UIViewController apply to its subclasses), so they are recorded as `(controller)`.
    static let controllers: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "navigationController", "tabBarController",
        "splitViewController", "pageViewController",
    ]

    /// Elements that are controls (UIControl): likewise recorded as `(control)`.
    static let controls: Set<String> = ["button", "switch", "textField", "slider", "segmentedControl", "stepper", "datePicker"]

    /// The name an element is recorded under.
    static func recorded(_ name: String) -> String {
        controllers.contains(name) ? "(controller)" : controls.contains(name) ? "(control)" : name
    }

    /// The entries of one document's text; `nil` when it is not well-formed XML.
    public static func entries(of text: String) -> Set<String>? {
        let collector = Collector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = collector
        return parser.parse() ? collector.entries : nil
    }

    /// The fixture's entries, with the supplement's.
    public static func fixture() throws -> Set<String> {
        Set(try Repository.text(fixturePath).split(separator: "\n").map(String.init)).union(try supplement())
    }

    /// The supplement's entries (each line: the entry, a tab, the reason).
    public static func supplement() throws -> Set<String> {
        Set(
            try Repository.text(supplementPath).split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap {
                $0.split(separator: "\t").first.map(String.init)
            })
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var entries: Set<String> = []
        private var stack: [String] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let recordedName = InterfaceBuilderVocabulary.recorded(elementName)
            let name = attributes["key"].map { "\(recordedName)[\($0)]" } ?? recordedName
            let position = (stack.last ?? "") + ">" + name
            entries.insert(position)
            for (attribute, value) in attributes {
                entries.insert(name + "@" + attribute)
                if InterfaceBuilderVocabulary.valuedAttributes.contains(attribute) { entries.insert(recordedName + "@" + attribute + "=" + value) }
            }
            stack.append(name)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }
    }
}
