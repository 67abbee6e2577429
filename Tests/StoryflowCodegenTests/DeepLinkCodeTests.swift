import Foundation
import StoryflowModel
import StoryflowReader
import StoryflowTestSupport
import Testing

@testable import StoryflowCodegen

/// The generated `DeepLink(url:)` matches a URL as the runtime's `DeepLinkPattern.match` does (scheme and host
/// letter case, escapes, queries, fragments, trailing slashes, malformed URLs), compiled and run; where a value is
/// not of its input's type it goes on to the next pattern, where the runtime would open the first and report the
/// input.
@Suite struct DeepLinkCodeTests {
    static let flow = """
        <flow version="1" name="Links" initial="list">
          <viewController id="list"/>
          <viewController id="item">
            <input name="id" type="Int"/>
            <input name="name"/>
          </viewController>
          <viewController id="flag"><input name="on" type="Bool"/></viewController>
          <deepLink url="links://items/{id}/{name}" scene="item"/>
          <deepLink url="links://items/new" scene="list"/>
          <deepLink url="links://Flags/{on}" scene="flag"/>
          <deepLink url="https://example.com/items/{id}/{name}" scene="item"/>
        </flow>
        """

    static let urls = [
        "links://items/7/Chess", "LINKS://ITEMS/7/Chess", "links://items/7/Chess/", "links://items/7/Chess?x=1#y", "links://items/x/Chess",
        "links://items/7/Ch%C3%A8ss", "links://items/7/%ZZ", "links://items/7/%FF", "links://items/7/", "links://items/new", "links://Items/New",
        "links://flags/true", "links://flags/yes", "https://example.com/items/1/a", "https://Example.COM/items/1/a", "links:/items/1/a",
        "items/1/a", "links://", "links://items", "other://items/1/a",
    ]

    @Test(.enabled(if: SwiftTypeChecker.unavailable == nil, "\(SwiftTypeChecker.unavailable ?? "")"))
    func theGeneratedMatcherMatchesAsTheRuntimesPatternsDo() throws {
        let document = try #require(FlowLoader.load(string: Self.flow, file: "Links.flow.xml").document)
        let generated = SwiftCodeGenerator.generate([document], options: SwiftCodeOptions(command: "test"))
            .replacingOccurrences(of: "import StoryflowRuntime\n", with: "")
        let literals = Self.urls.map { SwiftNames.literal($0) }.joined(separator: ", ")
        let main = """
            for url in [\(literals)] {
                print(LinksFlow.DeepLink(url: url).map { "\\($0)" } ?? "nil")
            }
            """
        let output = try SwiftTypeChecker.runProgram([("Generated.swift", generated), ("main.swift", main)])
        let expected = Self.urls.map { url -> String in
            for (index, link) in document.deepLinks.enumerated() {
                guard let values = link.pattern.match(url) else { continue }
                let scene = document.scene(withID: link.sceneID)
                let typed = link.pattern.placeholders.map { name -> String? in
                    guard let value = values[name] else { return nil }
                    switch scene?.contract?.input(named: name)?.typeName {
                    case "Int": return Int(value).map { "\(SwiftNames.lowerCamel(name)): \($0)" }
                    case "Bool": return Bool(value).map { "\(SwiftNames.lowerCamel(name)): \($0)" }
                    default: return "\(SwiftNames.lowerCamel(name)): \(SwiftNames.literal(value))"
                    }
                }
                // A value that is not of its input's type does not open this link; the next pattern may match.
                guard typed.allSatisfy({ $0 != nil }) else { continue }
                let name = ["item", "list", "flag", "item2"][index]
                return typed.isEmpty ? name : "\(name)(\(typed.compactMap { $0 }.joined(separator: ", ")))"
            }
            return "nil"
        }
        #expect(output.split(separator: "\n").map(String.init) == expected)
    }
}
