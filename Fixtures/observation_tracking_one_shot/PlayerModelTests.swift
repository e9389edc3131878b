import Observation
import XCTest

final class PlayerModelTests: XCTestCase {
  func testTitleChangeIsObservedOnce() {
    let model = PlayerModel()
    var changes = 0
    withObservationTracking {
      _ = model.title
    } onChange: {
      changes += 1
    }
    model.title = "Next track"
    XCTAssertEqual(changes, 1)
  }
}
