import Foundation
import UIKit

// Issue 16's load benchmark: a xib of 200 views (a root view holding 100 labels and 99
// views in 100 rows) and 300 constraints (each label's top to the row above and its
// leading; each view's leading to its label's trailing; one width) read from memory by
// UINib(data:bundle:), instantiated, then laid out at 390x844 (the first layout). Each run
// parses the document anew (a new UINib), as the GtkBuilder peer does (Gtk/builder.c);
// as there, the tree and the nib are freed after the timed part.
//   swift run -c release NibLoadTiming [RUNS]

func document() -> Data {
    var xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>

    """
    var constraints = ""
    for row in 0..<100 {
        xml += """
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Row \(row)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="label\(row)">
                            <rect key="frame" x="16" y="\(row * 25)" width="60" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>

        """
        let above = row == 0 ? "secondItem=\"root\" secondAttribute=\"top\"" : "secondItem=\"label\(row - 1)\" secondAttribute=\"bottom\""
        constraints += """
                        <constraint firstItem="label\(row)" firstAttribute="top" \(above) constant="4" id="top\(row)"/>
                        <constraint firstItem="label\(row)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="leading\(row)"/>

        """
        if row < 99 {
            xml += """
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box\(row)">
                                <rect key="frame" x="84" y="\(row * 25)" width="40" height="8"/>
                                <color key="backgroundColor" red="0.0" green="0.48" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </view>

            """
            constraints += """
                            <constraint firstItem="box\(row)" firstAttribute="leading" secondItem="label\(row)" secondAttribute="trailing" constant="8" id="boxLeading\(row)"/>

            """
        }
    }
    constraints += """
                    <constraint firstItem="box0" firstAttribute="width" constant="40" id="boxWidth"/>

    """
    xml += """
                </subviews>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                <constraints>
    \(constraints)            </constraints>
            </view>
        </objects>
    </document>
    """
    return Data(xml.utf8)
}

/// Loads and lays out one copy; returns the nib and root so that the caller frees them
/// outside the timed part (the peer unrefs its builder and root after its clock stops).
@MainActor func loadAndLayOut(_ data: Data) -> (nib: UINib, root: UIView) {
    let nib = UINib(data: data, bundle: nil)
    guard let root = nib.instantiate(withOwner: nil).first as? UIView else { fatalError("the document did not load") }
    root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    root.layoutIfNeeded()
    return (nib, root)
}

let runs = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 200
let data = document()
MainActor.assumeIsolated {
    let first = loadAndLayOut(data).root
    let shape = (first.subviews.count + 1, first.constraints.count)
    precondition(shape == (200, 300), "expected 200 views and 300 constraints, got \(shape)")
    for _ in 0..<20 { _ = loadAndLayOut(data) }
    var samples: [Double] = []
    var freeing: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        var loaded: (nib: UINib, root: UIView)? = loadAndLayOut(data)
        let end = DispatchTime.now().uptimeNanoseconds
        withExtendedLifetime(loaded) {}  // alive when the clock stopped
        loaded = nil
        freeing.append(Double(DispatchTime.now().uptimeNanoseconds - end) / 1e6)
        samples.append(Double(end - start) / 1e6)
    }
    samples.sort()
    freeing.sort()
    print(String(format: "OpenUIKit UINib: 200 views, 300 constraints loaded from a xib and laid out: median %.3f ms, p90 %.3f ms (%d runs)",
                 samples[runs / 2], samples[runs * 9 / 10], runs))
    print(String(format: "  (not timed, as in the peer: freeing the nib and the tree afterwards, median %.3f ms)", freeing[runs / 2]))
}
