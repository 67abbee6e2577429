import StoryflowModel
import StoryflowSemantics
import Testing

/// What each segue kind does from each place, as UIKit does it.
struct SegueTransitionTests {
    @Test func showPushesInsideNavigationAndPresentsElsewhere() {
        #expect(SegueTransition.of(.show, to: .viewController, from: .navigation) == .push)
        #expect(SegueTransition.of(.show, to: .viewController, from: .none) == .present(.noNavigationController))
        #expect(SegueTransition.of(.show, to: .tabBarController, from: .navigation) == .push)
    }

    @Test func showPresentsContainersThatCannotBePushed() {
        for place: SeguePlace in [.navigation, .split, .none] {
            #expect(SegueTransition.of(.show, to: .navigationController, from: place) == .present(.containerCannotBePushed))
            #expect(SegueTransition.of(.show, to: .splitViewController, from: place) == .present(.containerCannotBePushed))
        }
    }

    @Test func legacyPushRaisesWhereUIKitDoes() {
        #expect(SegueTransition.of(.push, to: .viewController, from: .navigation) == .push)
        #expect(SegueTransition.of(.push, to: .navigationController, from: .navigation) == .raises(.pushingNavigationController))
        #expect(SegueTransition.of(.push, to: .splitViewController, from: .navigation) == .raises(.pushingSplitViewController))
        #expect(SegueTransition.of(.push, to: .viewController, from: .none) == .raises(.pushWithoutNavigationController(segue: nil)))
        let named = SegueTransition.of(.push, to: .viewController, insideNavigation: false, insideSplit: false, identifier: "next")
        #expect(named.exception?.message.hasPrefix("Could not find a navigation controller for segue 'next'.") == true)
    }

    @Test func showDetailNeedsASplitView() {
        #expect(SegueTransition.of(.showDetail, to: .viewController, from: .split) == .showDetail)
        #expect(SegueTransition.of(.replace, to: .viewController, from: .navigation) == .present(.noSplitViewController))
    }

    @Test func theOtherKindsDoWhatTheySay() {
        #expect(SegueTransition.of(.present, to: .viewController, from: .navigation) == .present(.declared))
        #expect(SegueTransition.of(.modal, to: .viewController, from: .none) == .present(.declared))
        #expect(SegueTransition.of(.popover, to: .viewController, from: .none) == .popover)
        #expect(SegueTransition.of(.embed, to: .viewController, from: .none) == .embed)
        #expect(SegueTransition.of(.unwind, to: nil, from: .none) == .unwind)
        #expect(SegueTransition.of(.custom, to: .viewController, from: .none) == .custom)
        #expect(SegueTransition.mayPush(.show, to: .viewController))
        #expect(!SegueTransition.mayPush(.show, to: .navigationController))
        #expect(!SegueTransition.mayPush(.present, to: .viewController))
    }

    @Test func placesAfterATransition() {
        #expect(SegueTransition.push.destinationPlace(from: .navigation, destinationIsAlert: false) == .navigation)
        #expect(SegueTransition.present(.declared).destinationPlace(from: .navigation, destinationIsAlert: false) == .none)
        #expect(SegueTransition.present(.declared).destinationPlace(from: .navigation, destinationIsAlert: true) == .navigation)
        #expect(SegueTransition.present(.noSplitViewController).destinationPlace(from: .navigation, destinationIsAlert: false) == .none)
        #expect(SegueTransition.showDetail.destinationPlace(from: .navigationInSplit, destinationIsAlert: false) == .split)
        #expect(SegueTransition.of(.showDetail, to: .viewController, from: .navigationInSplit) == .showDetail)
        #expect(SegueTransition.of(.show, to: .viewController, from: .navigationInSplit) == .push)
        #expect(SegueTransition.raises(.pushingNavigationController).destinationPlace(from: .navigation, destinationIsAlert: false).isEmpty)
        #expect(SeguePlace([.none, .navigation, .navigationInSplit]).members == [.navigation, .navigationInSplit, .none])
    }

    @Test func containersRefuseWhatUIKitRefuses() {
        #expect(ContainerRules.refusal(of: .navigationController, as: .root) == .pushingNavigationController)
        #expect(ContainerRules.refusal(of: .splitViewController, as: .root) == .pushingSplitViewController)
        #expect(ContainerRules.refusal(of: .navigationController, as: .tab) == nil)
        #expect(ContainerRules.refusal(of: .viewController, as: .root) == nil)
        #expect(ContainerRules.childPlace(of: .tab, containerPlace: .navigation) == .navigation)
        #expect(ContainerRules.childPlace(of: .tab, containerPlace: .split) == .none)
        #expect(ContainerRules.childPlace(of: .tab, containerPlace: .navigationInSplit) == .navigation)
        #expect(ContainerRules.childPlace(of: .detail, containerPlace: .none) == .split)
        #expect(ContainerRules.childPlace(of: .master, containerPlace: .navigation) == .navigationInSplit)
        #expect(ContainerRules.childPlace(of: .root, containerPlace: .none) == .navigation)
        #expect(ContainerRules.childPlace(of: .root, containerPlace: [.split, .none]) == [.navigationInSplit, .navigation])
        #expect(ContainerRules.childPlace(of: .root, containerPlace: []) == .navigation, "a navigation controller code shows")
        #expect(ContainerRules.childPlace(of: .tab, containerPlace: []).isEmpty)
    }
}
