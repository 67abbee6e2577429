import Testing

@testable import StoryflowReader

/// Hostile input is refused by the shared XML layer before the storyboard reader sees it.
@Suite struct StoryboardHostileInputTests {
    @Test func doctypeInAStoryboardIsRefused() {
        let result = readStoryboard("<?xml version=\"1.0\"?>\n<!DOCTYPE document [<!ENTITY x \"y\">]>\n<document targetRuntime=\"iOS.CocoaTouch\"/>")
        #expect(result.document == nil)
        #expect(rules(result) == ["xml-doctype"])
    }

    @Test func deeplyNestedViewsInASceneHitTheDepthLimit() {
        let depth = 5_000
        let views = String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth)
        let result = readStoryboard(
            storyboardXML(
                "<scene sceneID=\"a\"><objects><viewController id=\"vc1\" sceneMemberID=\"viewController\">\(views)</viewController></objects></scene>"))
        #expect(result.document == nil)
        #expect(rules(result).first == "xml-limit")
    }
}
