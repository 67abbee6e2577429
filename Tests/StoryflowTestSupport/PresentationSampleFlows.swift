/// Flows about how scenes are presented, shared by the runtime's and the walk planner's tests.
public enum PresentationSampleFlows {
    /// A map whose buttons present Settings with a partial curl: in the automatic style (UIKit refuses it), in full
    /// screen (allowed), by the destination's own styles (`layers`, allowed), in a style the segue sets over the
    /// destination's (refused), from a sheet (refused: the sheet does not cover the screen) and from a scene
    /// presented over the full screen (allowed).
    public static let partialCurls = """
        <flow version="1" initial="map">
          <viewController id="map" title="Map">
            <button title="Curl"><segue kind="present" destination="settings" transition="partialCurl"/></button>
            <button title="Full Curl"><segue kind="present" destination="settings" transition="partialCurl" presentation="fullScreen"/></button>
            <button title="Own Curl"><segue kind="present" destination="layers"/></button>
            <button title="Sheet"><segue kind="present" destination="sheet"/></button>
            <button title="Layers Sheet"><segue kind="present" destination="layers" presentation="formSheet"/></button>
            <button title="Cover"><segue kind="present" destination="cover" presentation="overFullScreen"/></button>
          </viewController>
          <viewController id="settings" title="Settings"/>
          <viewController id="layers" title="Layers" presentation="fullScreen" transition="partialCurl"/>
          <viewController id="sheet" title="Sheet">
            <button title="Curl"><segue kind="present" destination="settings" transition="partialCurl" presentation="fullScreen"/></button>
          </viewController>
          <viewController id="cover" title="Cover">
            <button title="Curl"><segue kind="present" destination="settings" transition="partialCurl" presentation="fullScreen"/></button>
          </viewController>
        </flow>
        """

    /// A master-detail split view, each column in its navigation controller: the master's Open shows another
    /// detail (`showDetail`) and its Info presents a popover. On an iPhone it collapses onto the master's
    /// navigation controller and the popover shows as a form sheet; on an iPad both columns show.
    public static let masterDetail = """
        <flow version="1" name="MasterDetail" initial="split">
          <splitViewController id="split"><master scene="masterNav"/><detail scene="detailNav"/></splitViewController>
          <navigationController id="masterNav"><root scene="master"/></navigationController>
          <viewController id="master" title="Master">
            <button title="Open"><segue id="open" kind="showDetail" destination="other"/></button>
            <button title="Info"><segue id="info" kind="popover" destination="info"/></button>
          </viewController>
          <navigationController id="detailNav"><root scene="detail"/></navigationController>
          <viewController id="detail" title="Detail"/>
          <viewController id="other" title="Other"/>
          <viewController id="info" title="Info"/>
        </flow>
        """

    /// A login navigation controller with its bar hidden that pushes the app's tab bar, whose Feed tab is a
    /// navigation controller of its own, with a `+` bar button that shows a post: the inner bar shows under the
    /// hidden outer one.
    public static let loginBeforeTabs = """
        <flow version="1" name="Login" initial="login">
          <navigationController id="login" navigationBarHidden="true"><root scene="welcome"/></navigationController>
          <viewController id="welcome" title="Welcome"><button title="Enter"><segue kind="show" destination="tabs"/></button></viewController>
          <tabBarController id="tabs"><tab scene="feedNav" title="Feed"/><tab scene="other" title="Other"/></tabBarController>
          <navigationController id="feedNav"><root scene="feed"/></navigationController>
          <viewController id="feed" title="Feed">
            <navigationItem title="Feed"><barButton placement="right" system="add"><segue kind="show" destination="post"/></barButton></navigationItem>
          </viewController>
          <viewController id="post" title="Post"/>
          <viewController id="other" title="Other"/>
        </flow>
        """

    /// A navigation stack whose list pushes `locked`, whose item hides the Back button, and `both`, whose left
    /// button supplements it.
    public static let backButtonFlags = """
        <flow version="1" name="Flags" initial="nav">
          <navigationController id="nav"><root scene="list"/></navigationController>
          <viewController id="list" title="List">
            <button title="Locked"><segue kind="show" destination="locked"/></button>
            <button title="Both"><segue kind="show" destination="both"/></button>
          </viewController>
          <viewController id="locked" title="Locked"><navigationItem hidesBackButton="true"/></viewController>
          <viewController id="both" title="Both">
            <navigationItem leftItemsSupplementBackButton="true"><barButton placement="left" title="Edit"/></navigationItem>
          </viewController>
        </flow>
        """
}
