import Foundation

/// A tree of small storyboards (a navigation controller, a table with a prototype cell whose segue shows a detail
/// scene), for `check --watch` on a large project: `count` files, a hundred to a folder.
enum StoryboardTree {
    static func write(count: Int, into folder: String) throws {
        for index in 0..<count {
            let subfolder = folder + "/group\(index / 100)"
            if index % 100 == 0 { try FileManager.default.createDirectory(atPath: subfolder, withIntermediateDirectories: true) }
            try storyboard.write(toFile: subfolder + "/Screen\(index).storyboard", atomically: false, encoding: .utf8)
        }
    }

    /// A storyboard of 6 KB that `check` finds nothing in.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505"
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES"
            colorMatched="YES" initialViewController="nav-00-001">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
            </dependencies>
            <scenes>
                <scene sceneID="scn-00-001">
                    <objects>
                        <navigationController id="nav-00-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-001">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="tvc-00-001" kind="relationship" relationship="rootViewController" id="rel-00-001"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="frs-00-001" userLabel="First Responder"
                            sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="scn-00-002">
                    <objects>
                        <tableViewController id="tvc-00-001" customClass="ItemsViewController" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES"
                                dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1"
                                sectionHeaderHeight="28" sectionFooterHeight="28" id="tbl-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES"
                                        selectionStyle="default" indentationWidth="10" reuseIdentifier="ItemCell" textLabel="lbl-00-001"
                                        style="IBUITableViewCellStyleDefault" id="cel-00-001">
                                        <rect key="frame" x="0.0" y="50" width="393" height="43.666667938232422"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES"
                                            multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES"
                                            insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cel-00-001" id="ccv-00-001">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="43.666667938232422"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left"
                                                    insetsLayoutMarginsFromSafeArea="NO" text="Item" textAlignment="natural"
                                                    lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines"
                                                    adjustsFontSizeToFit="NO" id="lbl-00-001">
                                                    <rect key="frame" x="20" y="0.0" width="353" height="43.666667938232422"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                        <connections>
                                            <segue destination="dvc-00-001" kind="show" identifier="ShowItem" id="seg-00-001"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                                <connections>
                                    <outlet property="dataSource" destination="tvc-00-001" id="out-00-001"/>
                                    <outlet property="delegate" destination="tvc-00-001" id="out-00-002"/>
                                </connections>
                            </tableView>
                            <navigationItem key="navigationItem" title="Items" id="nvi-00-001"/>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="frs-00-002" userLabel="First Responder"
                            sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="scn-00-003">
                    <objects>
                        <viewController id="dvc-00-001" customClass="ItemViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="vw0-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <viewLayoutGuide key="safeArea" id="sfa-00-001"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                            <navigationItem key="navigationItem" title="Item" id="nvi-00-002"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="frs-00-003" userLabel="First Responder"
                            sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>

        """
}
