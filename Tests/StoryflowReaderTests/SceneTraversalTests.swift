import StoryflowModel
import Testing

/// The model's one walk over a scene (`InPlace<Scene>.forEachSegue`, `containsControl`), which the flow graph,
/// the rules, `Scene.segues` and `Scene.allControls` share: its order is the graph's edge order.
@Suite struct SceneTraversalTests {
    static let flow = """
        <flow version="1" initial="list">
          <tableViewController id="list" title="List">
            <navigationItem>
              <barButton placement="right" title="R"><segue id="right" kind="show" destination="list"/></barButton>
              <barButton placement="left" title="L"><segue id="left" kind="show" destination="list"/></barButton>
            </navigationItem>
            <button title="Outer" outlet="outer"><segue id="control" kind="show" destination="list"/></button>
            <tableView content="static">
              <section>
                <cell text="Cell"><segue id="cell" kind="show" destination="list"/><switch outlet="inCell" title="S"/></cell>
              </section>
            </tableView>
            <segue id="manual" kind="show" destination="list"/>
          </tableViewController>
        </flow>
        """

    @Test func seguesComeInDocumentOrderByWhereTheyAreDeclared() throws {
        var scene = try #require(read(Self.flow).document?.scenes.first)
        #expect(scene.segues.map(\.identifier) == ["left", "right", "cell", "control", "manual"])
        var origins: [SegueOrigin] = []
        InPlace.lending(&scene) { $0.forEachSegue { _, origin in origins.append(origin) } }
        #expect(origins == [.barButton, .barButton, .cell, .control(.button), .manual])
    }

    @Test func controlsComeFromTheViewThenFromCells() throws {
        let scene = try #require(read(Self.flow).document?.scenes.first)
        #expect(scene.allControls.map(\.outlet) == ["outer", "inCell"])
    }
}
