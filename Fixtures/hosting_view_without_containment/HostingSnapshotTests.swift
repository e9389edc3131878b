import SwiftUI
import UIKit
import XCTest

@testable import Dashboard

/// A test builds hosting controllers to measure and inspect their views; nothing is shown, so
/// containment does not apply (no findings in this file).
final class BadgeLayoutTests: XCTestCase {
  func testBadgeFitsItsContainer() {
    let host = UIHostingController(rootView: BadgeView(count: 12))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    container.addSubview(host.view)
    host.view.frame = container.bounds
    host.view.layoutIfNeeded()
    XCTAssertLessThanOrEqual(host.view.intrinsicContentSize.width, 320)
  }

  func testHostingViewClassIsDetected() {
    let probe = UIView()
    probe.addSubview(UIHostingController(rootView: Text("probe")).view)
    XCTAssertEqual(probe.subviews.count, 1)
  }
}
