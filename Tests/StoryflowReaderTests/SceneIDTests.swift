import StoryflowModel
import Testing

@testable import StoryflowReader

/// The table of scene positions by id that the flow reader builds as it appends scenes and the document adopts:
/// duplicate ids in both namespaces (scenes and controls), and lookups that find the first scene of an id.
@Suite struct SceneIDTests {
    @Test func aSceneReusingAControlIDIsReportedAtTheControlsLine() throws {
        let result = read(
            """
            <flow version="1">
              <viewController id="a"><label id="x"/></viewController>
              <viewController id="x" title="first"/>
              <viewController id="x" title="second"/>
              <viewController id="b"><label id="x"/></viewController>
            </flow>
            """)
        #expect(rules(result) == ["duplicate-id", "duplicate-id", "duplicate-id"])
        #expect(positions(result) == ["3:19", "4:19", "5:33"])
        #expect(
            result.diagnostics.map(\.message) == [
                "the id `x` is already used by the element at line 2; ids must be unique in a flow (this scene cannot be reached by it)",
                "the id `x` is already used by the element at line 2; ids must be unique in a flow (this scene cannot be reached by it)",
                "the id `x` is already used by the element at line 2; ids must be unique in a flow (this control cannot be reached by it)",
            ])
        let document = try #require(result.document)
        #expect(document.scene(withID: "x")?.title == "first")
        #expect(document.position(ofSceneWithID: "x") == 1)
    }

    @Test func aControlReusingASceneIDIsReportedAtTheScenesLine() {
        let result = read(
            """
            <flow version="1">
              <viewController
                  id="x"/>
              <viewController id="b"><label id="x"/><view><button id="x" title="Go"/></view></viewController>
              <viewController id="c"><label id="y"/><label id="y"/></viewController>
            </flow>
            """)
        #expect(rules(result) == ["duplicate-id", "duplicate-id", "duplicate-id"])
        #expect(positions(result) == ["4:33", "4:55", "5:48"])
        #expect(
            result.diagnostics.map(\.message) == [
                "the id `x` is already used by the element at line 3; ids must be unique in a flow (this control cannot be reached by it)",
                "the id `x` is already used by the element at line 3; ids must be unique in a flow (this control cannot be reached by it)",
                "the id `y` is already used by the element at line 5; ids must be unique in a flow (this control cannot be reached by it)",
            ])
    }

    @Test func aSceneThatFailsToReadTakesNoPlaceAndNoID() throws {
        let result = read(
            """
            <flow version="1">
              <viewController title="no id"/>
              <viewController id="a" title="first"/>
              <viewController title="no id either"/>
              <viewController id="a" title="second"/>
              <viewController id="b"/>
            </flow>
            """)
        #expect(rules(result) == ["missing-attribute", "missing-attribute", "duplicate-id"])
        #expect(positions(result).last == "5:19")
        #expect(result.diagnostics.last?.message.contains("already used by the element at line 3;") == true)
        let document = try #require(result.document)
        #expect(document.scenes.map(\.id) == ["a", "a", "b"])
        #expect(document.scene(withID: "a")?.title == "first")
        #expect(document.position(ofSceneWithID: "b") == 2)
        #expect(document.scene(withID: "no id") == nil)
    }

    @Test func theTableGrowsThroughThousandsOfScenesAndKeepsTheFirst() throws {
        let count = 5_000
        var xml = "<flow version=\"1\">\n"
        for number in 0..<count { xml += "<viewController id=\"s\(number)\" title=\"\(number)\"/>\n" }
        xml += "<viewController id=\"s4321\" title=\"again\"/>\n<viewController id=\"last\"/>\n</flow>"
        let result = read(xml)
        #expect(rules(result) == ["duplicate-id"])
        #expect(positions(result) == ["\(count + 2):17"])
        #expect(result.diagnostics.first?.message.contains("already used by the element at line 4323;") == true)
        let document = try #require(result.document)
        #expect(document.scenes.count == count + 2)
        let misplaced = (0..<count).filter { document.position(ofSceneWithID: "s\($0)") != $0 }
        #expect(misplaced.isEmpty)
        #expect(document.scene(withID: "s4321")?.title == "4321")
        #expect(document.position(ofSceneWithID: "last") == count + 1)
        #expect(document.position(ofSceneWithID: "s\(count)") == nil)
        #expect(document.scene(withID: "") == nil)
    }

    @Test func theModelsOwnTableFindsTheFirstOfDuplicateIDs() throws {
        let scenes = ["a", "b", "a", "c", "b"].enumerated().map { position, id in
            Scene(id: id, kind: .viewController, title: "\(position)", location: SourceLocation(file: "f", line: position + 1, column: 1))
        }
        let document = FlowDocument(file: "f", format: .flow, scenes: scenes, location: SourceLocation(file: "f", line: 1, column: 1))
        #expect(["a", "b", "c", "d"].map(document.position(ofSceneWithID:)) == [0, 1, 3, nil])
        #expect(document.scene(withID: "b")?.title == "1")
        let empty = FlowDocument(file: "f", format: .flow, scenes: [], location: SourceLocation(file: "f", line: 1, column: 1))
        #expect(empty.scene(withID: "a") == nil)
    }
}
