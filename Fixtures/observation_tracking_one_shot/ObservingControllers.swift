import Observation
import UIKit

@Observable final class PlayerModel {
  var title = ""
  var isPlaying = false
  var progress = 0.0
}

final class PlayerViewController: UIViewController {
  let model = PlayerModel()
  private let titleLabel = UILabel()
  private let progressView = UIProgressView()
  private var needsProgressUpdate = false

  override func viewDidLoad() {
    super.viewDidLoad()
    observeTitle()
    withObservationTracking {  // expect: 5 [observation_tracking_one_shot]
      progressView.progress = Float(model.progress)
    } onChange: {
      print("progress changed")
    }
    observeProgress()
  }

  private func observeTitle() {
    withObservationTracking {
      titleLabel.text = model.title
    } onChange: { [weak self] in
      Task { @MainActor in self?.observeTitle() }
    }
  }

  private func observeProgress() {
    withObservationTracking {
      _ = model.progress
    } onChange: { [weak self] in
      self?.needsProgressUpdate = true
    }
  }

  func pollPlayback() async {
    while !Task.isCancelled {
      withObservationTracking {  // expect: 7 [observation_tracking_one_shot]
        titleLabel.alpha = model.isPlaying ? 1 : 0.5
      } onChange: {}
      try? await Task.sleep(for: .milliseconds(200))
    }
  }
}

final class ThemeListener {
  let model: PlayerModel

  init(model: PlayerModel) {
    self.model = model
    withObservationTracking({ _ = model.isPlaying }, onChange: { [weak self] in self?.apply() })  // expect: [observation_tracking_one_shot]
  }

  func apply() {}

  func stream() -> AsyncStream<String> {
    let (signals, signaller) = AsyncStream<Void>.makeStream()
    let (values, continuation) = AsyncStream<String>.makeStream()
    continuation.yield(withObservationTracking { model.title } onChange: { signaller.yield() })
    Task { @MainActor in
      for await _ in signals {
        continuation.yield(withObservationTracking { model.title } onChange: { signaller.yield() })
      }
    }
    return values
  }
}
