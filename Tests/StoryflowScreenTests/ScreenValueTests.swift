import StoryflowModel
import StoryflowScreen
import Testing

/// `Screen` is the value between the runtime and the renderers: what is on the screen, compared by value (watch
/// mode and the full-screen mode redraw only when it changes).
struct ScreenValueTests {
    func layer(_ scene: String, title: String? = nil, rows: [String] = []) -> ScreenLayer {
        ScreenLayer(
            sceneID: scene, instance: "\(scene)#1", navigationBar: title.map { ScreenNavigationBar(title: $0) },
            body: ScreenBody(controls: [ScreenControl(kind: .button, text: "Go")])
        )
    }

    @Test func theTopLayerIsTheLastPresented() {
        #expect(Screen(layers: []).topLayer == nil)
        let screen = Screen(layers: [layer("home"), layer("sheet")])
        #expect(screen.topLayer?.sceneID == "sheet")
    }

    @Test func aLayerIsNamedByItsSceneUnlessGivenAName() {
        #expect(layer("home").name == "home")
        #expect(ScreenLayer(sceneID: "home", instance: "Home#1", name: "Players").name == "Players")
    }

    @Test func screensAreEqualExactlyWhenWhatIsShownIsEqual() {
        let screen = Screen(layers: [layer("home", title: "Home")])
        #expect(screen == Screen(layers: [layer("home", title: "Home")]))
        #expect(screen != Screen(layers: [layer("home", title: "Other")]))
        #expect(screen != Screen(layers: [layer("home", title: "Home")], alert: ScreenAlert(title: "Sure?", message: nil, style: .alert, actions: [])))
        var switched = screen
        switched.layers[0].body.controls[0].isOn = true
        #expect(switched != screen)
        #expect(Set([screen, Screen(layers: [layer("home", title: "Home")])]).count == 1)
    }
}
