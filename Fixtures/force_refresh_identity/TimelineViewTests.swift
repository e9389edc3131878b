import SwiftUI
import XCTest

/// A view built in a test is inspected, never rendered: nothing churns.
final class TimelineViewTests: XCTestCase {
  func testRowBuildsForAnyEntry() {
    let row = TimelineRow(entry: TimelineEntry(id: 1, title: "Title", body: "Body")).id(UUID())
    XCTAssertNotNil(row)
  }

  func testScreenBuilds() {
    XCTAssertNotNil(TimelineScreen().id(Date()))
  }
}
