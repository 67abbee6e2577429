import StoryflowRuntime
import StoryflowScreen
import Testing

@testable import ChildControllers

/// Seed 003's scenario: a list filled by a separate data source object; a photo screen embedding the details table
/// through an embed segue; the child's delegate call makes the parent push a detail made in code.
@MainActor
struct ChildControllersTests {
    @Test func theListIsFilledByTheArrayDataSourceThroughConfigureForPhoto() throws {
        let app = try AppDelegate().launch()
        #expect(rowTexts(app) == ["Lighthouse | 2013-06-01", "Harbour | 2013-06-02", "Dunes | 2013-06-03"])
        let list = try #require(app.topViewController as? PhotosViewController)
        #expect(list.tableView.dataSource !== list, "the controller is not its table's data source")
        #expect(list.tableView.dataSource is ArrayDataSource<Photo>)
    }

    @Test func thePhotoScreenEmbedsTheDetailsBeforeItsViewDidLoad() throws {
        let app = try AppDelegate().launch()
        let open = try app.tapRow(IndexPath(row: 1, section: 0))
        #expect(
            trace(open, story) == [
                "init PhotoViewController#1",
                "prepare PhotosViewController#1 showPhoto",
                "perform PhotosViewController#1 showPhoto",
                "push NavigationController#1",
                "init DetailsViewController#1",
                "prepare PhotoViewController#1 embedDetails",
                "perform PhotoViewController#1 embedDetails",
                "viewDidLoad DetailsViewController#1",
                "didMoveToParent DetailsViewController#1",
                "viewDidLoad PhotoViewController#1",
                "viewWillDisappear PhotosViewController#1",
                "viewWillAppear PhotoViewController#1",
                "viewWillAppear DetailsViewController#1",
                "viewDidDisappear PhotosViewController#1",
                "viewDidAppear PhotoViewController#1",
                "viewDidAppear DetailsViewController#1",
                "didMoveToParent PhotoViewController#1",
            ])
        let layer = try #require(app.screen.topLayer)
        #expect(layer.navigationBar?.title == "Harbour")
        let embedded = try #require(layer.body.controls.first { !$0.embedded.isEmpty }?.embedded.first)
        #expect(
            embedded.body.table?.sections[0].rows.map { [$0.text, $0.detail] } == [
                ["name", "Harbour"], ["creationDate", "2013-06-02"], ["author", "Ben Okafor"],
            ])
    }

    @Test func theChildsDelegateMakesTheParentPushAndBackReleasesIt() throws {
        let app = try AppDelegate().launch()
        try app.tapRow(IndexPath(row: 0, section: 0))
        let push = try app.tapRow(IndexPath(row: 2, section: 0))
        #expect(
            trace(push, story) == [
                "delegate DetailsViewController#1 tableView(_:didSelectRowAt:) [0, 2]",
                "delegate PhotoViewController#1 didSelectPhotoAttributeWithKey(_:) author",
                "init DetailViewController#1",
                "push NavigationController#1",
                "viewDidLoad DetailViewController#1",
                "viewWillDisappear PhotoViewController#1",
                "viewWillDisappear DetailsViewController#1",
                "viewWillAppear DetailViewController#1",
                "viewDidDisappear PhotoViewController#1",
                "viewDidDisappear DetailsViewController#1",
                "viewDidAppear DetailViewController#1",
                "didMoveToParent DetailViewController#1",
            ])
        #expect(app.screen.topLayer?.navigationBar?.title == "author")
        #expect(app.screen.topLayer?.body.controls.map(\.text) == ["Ana Lima"])
        try app.back()
        let back = try app.back()
        #expect(trace(back, [.deinit]) == ["deinit PhotoViewController#1", "deinit DetailsViewController#1"])
    }
}
