extension ReaderRule {
    /// Storyboards that trigger the storyboard-only rules (with `↓` markers) and storyboards that do not; the
    /// other reader rules are about any XML and the flow format, which docs/flow-format.md illustrates.
    var storyboardExamples: (triggering: [String], nonTriggering: [String]) {
        switch self {
        case .exitPlaceholderOutsideObjects:
            (
                [
                    Self.storyboard(
                        """
                                <viewController id="add" sceneMemberID="viewController">
                                  <connections><segue destination="exit1" kind="unwind" identifier="BackToList" unwindAction="backToList:" \
                        id="u1"/></connections>
                                  ↓<exit id="exit1" userLabel="Exit" sceneMemberID="exit"/>
                                </viewController>
                              </objects>
                        """)
                ],
                [
                    Self.storyboard(
                        """
                                <viewController id="add" sceneMemberID="viewController">
                                  <connections><segue destination="exit1" kind="unwind" identifier="BackToList" unwindAction="backToList:" \
                        id="u1"/></connections>
                                </viewController>
                                <exit id="exit1" userLabel="Exit" sceneMemberID="exit"/>
                              </objects>
                        """)
                ]
            )
        case .sceneDroppedByIbtool:
            (
                [
                    Self.storyboard(
                        """
                                <viewController id="add" sceneMemberID="viewController"/>
                              </objects>
                            </scene>
                            ↓<scene sceneID="s2">
                              <objects>
                                <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                              </objects>
                        """)
                ],
                [
                    Self.storyboard(
                        """
                                <viewController id="add" sceneMemberID="viewController"/>
                                <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                              </objects>
                        """)
                ]
            )
        case .danglingReference:
            (
                [
                    Self.storyboard(
                        """
                                <viewController id="add" customClass="AddViewController" sceneMemberID="viewController">
                                  <connections><outlet property="nameField" ↓destination="gone-id" id="o1"/></connections>
                                </viewController>
                              </objects>
                        """),
                    Self.storyboard(
                        """
                                <viewController id="add" sceneMemberID="viewController">
                                  <connections><segue destination="add" kind="popoverPresentation" identifier="Tip" ↓popoverAnchorView="gone-id" \
                        id="p1"/></connections>
                                </viewController>
                              </objects>
                        """),
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" \
                    initialViewController="add">
                      <scenes>
                        <scene sceneID="s1"><objects><viewController id="add" sceneMemberID="viewController"/></objects></scene>
                      </scenes>
                      <inferredMetricsTieBreakers>
                        <segue ↓reference="gone-segue"/>
                      </inferredMetricsTieBreakers>
                    </document>
                    """,
                ],
                [
                    Self.storyboard(
                        """
                                <viewController id="add" customClass="AddViewController" sceneMemberID="viewController">
                                  <view key="view" id="v1">
                                    <subviews><textField id="field1"/></subviews>
                                  </view>
                                  <connections><outlet property="nameField" destination="field1" id="o1"/></connections>
                                </viewController>
                              </objects>
                        """)
                ]
            )
        case .unresolvedStoryboardReference:
            (
                [
                    Self.storyboard(
                        """
                                <viewController id="add" sceneMemberID="viewController">
                                  <connections><segue destination="ref1" kind="presentation" identifier="Settings" id="s1"/></connections>
                                </viewController>
                              </objects>
                            </scene>
                            <scene sceneID="s2">
                              <objects>
                                ↓<viewControllerPlaceholder referencedIdentifier="Settings" id="ref1" sceneMemberID="viewController"/>
                              </objects>
                        """)
                ],
                [
                    Self.storyboard(
                        """
                                <viewController id="add" sceneMemberID="viewController">
                                  <connections><segue destination="ref1" kind="presentation" identifier="Settings" id="s1"/></connections>
                                </viewController>
                              </objects>
                            </scene>
                            <scene sceneID="s2">
                              <objects>
                                <viewControllerPlaceholder referencedIdentifier="Settings" id="ref1" sceneMemberID="viewController"/>
                              </objects>
                            </scene>
                            <scene sceneID="s3">
                              <objects>
                                <viewController storyboardIdentifier="Settings" id="settings" sceneMemberID="viewController"/>
                              </objects>
                        """)
                ]
            )
        case .unsupportedStoryboard:
            (
                [
                    Self.storyboard(
                        """
                                <viewController id="add" sceneMemberID="viewController"/>
                              </objects>
                        """, runtime: "↓targetRuntime=\"MacOSX.Cocoa\"")
                ],
                [
                    Self.storyboard(
                        """
                                <viewController id="add" sceneMemberID="viewController"/>
                              </objects>
                        """)
                ]
            )
        case .connectionToAnotherScene:
            (
                [
                    Self.storyboard(
                        """
                                <tableViewController id="add" sceneMemberID="viewController">
                                  <tableView key="view" id="t1"/>
                                </tableViewController>
                              </objects>
                            </scene>
                            <scene sceneID="s2">
                              <objects>
                                <viewController id="other" sceneMemberID="viewController">
                                  <view key="view" id="v2"/>
                                  <connections>↓<outlet property="tableView" destination="t1" id="o1"/></connections>
                                </viewController>
                              </objects>
                        """)
                ],
                [
                    Self.storyboard(
                        """
                                <tableViewController id="add" sceneMemberID="viewController">
                                  <tableView key="view" id="t1"/>
                                  <connections><outlet property="tableView" destination="t1" id="o1"/></connections>
                                </tableViewController>
                              </objects>
                        """)
                ]
            )
        case .collectionCellMissingReuseIdentifier:
            (
                [
                    Self.storyboard(
                        """
                                <collectionViewController id="add" sceneMemberID="viewController">
                                  <collectionView key="view" id="cv1"><cells>
                                    ↓<collectionViewCell id="cell1"/>
                                  </cells></collectionView>
                                </collectionViewController>
                              </objects>
                        """),
                    Self.storyboard(
                        """
                                <collectionViewController id="add" sceneMemberID="viewController">
                                  <collectionView key="view" id="cv1">
                                    <cells><collectionViewCell reuseIdentifier="Photo" id="cell1"/></cells>
                                    ↓<collectionReusableView key="sectionHeaderView" id="h1"/>
                                  </collectionView>
                                </collectionViewController>
                              </objects>
                        """),
                ],
                [
                    Self.storyboard(
                        """
                                <collectionViewController id="add" sceneMemberID="viewController">
                                  <collectionView key="view" id="cv1"><cells>
                                    <collectionViewCell reuseIdentifier="Photo" id="cell1"/>
                                  </cells></collectionView>
                                </collectionViewController>
                              </objects>
                        """)
                ]
            )
        case .duplicateCollectionReuseIdentifier:
            (
                [
                    Self.storyboard(
                        """
                                <viewController id="add" sceneMemberID="viewController">
                                  <view key="view" id="v1"><subviews>
                                    <collectionView id="cv1"><cells>
                                      <collectionViewCell reuseIdentifier="Photo" id="cell1"/>
                                      ↓<collectionViewCell reuseIdentifier="Photo" id="cell2"/>
                                    </cells></collectionView>
                                  </subviews></view>
                                </viewController>
                              </objects>
                        """)
                ],
                [
                    Self.storyboard(
                        """
                                <viewController id="add" sceneMemberID="viewController">
                                  <view key="view" id="v1"><subviews>
                                    <collectionView id="cv1"><cells>
                                      <collectionViewCell reuseIdentifier="Photo" id="cell1"/>
                                      <collectionViewCell reuseIdentifier="Video" id="cell2"/>
                                    </cells></collectionView>
                                  </subviews></view>
                                </viewController>
                              </objects>
                        """)
                ]
            )
        default:
            ([], [])
        }
    }

    /// A storyboard of one scene (`body` ends its `<objects>`; further scenes may follow).
    private static func storyboard(_ body: String, runtime: String = "targetRuntime=\"iOS.CocoaTouch\"") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \(runtime) initialViewController="add">
          <scenes>
            <scene sceneID="s1">
              <objects>
        \(body)
            </scene>
          </scenes>
        </document>
        """
    }
}
