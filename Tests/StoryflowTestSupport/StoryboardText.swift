/// A storyboard of `scenes` (their XML) under `<scenes>`, its initial controller `initial` (none when nil).
public func storyboard(initial: String?, scenes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """
}

/// A storyboard scene holding one plain view controller titled `title`.
public func storyboardScene(id: String, title: String) -> String {
    #"""
    <scene sceneID="s-\#(id)"><objects><viewController id="\#(id)" title="\#(title)" sceneMemberID="viewController"><view key="view" \#
    contentMode="scaleToFill" id="v-\#(id)"/></viewController></objects></scene>
    """#
}

/// A storyboard scene whose only object is `controller` (an element with `sceneMemberID="viewController"`).
public func storyboardScene(holding controller: String) -> String {
    "<scene sceneID=\"s-\(controller.count)\"><objects>\(controller)</objects></scene>"
}
