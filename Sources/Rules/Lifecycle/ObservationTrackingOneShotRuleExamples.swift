import BridgeLint

/// `ObservationTrackingOneShotRule`'s examples (run as tests, shown on its page), kept apart from its logic.
enum ObservationTrackingOneShotExamples {
  static let nonTriggering: [Example] = [
    Example(
      """
      func observeTitle() {
        withObservationTracking {
          titleLabel.text = model.title
        } onChange: {
          Task { @MainActor in self.observeTitle() }
        }
      }
      """),
    Example(
      """
      func track() {
        withObservationTracking { _ = model.count } onChange: { [weak self] in
          self?.setNeedsLayout()
        }
      }
      """),
    Example(
      """
      func testTracking() {
        var fired = false
        withObservationTracking { _ = session.canUndo } onChange: { fired = true }
        session.canUndo = true
        XCTAssertTrue(fired)
      }
      """),
    Example(
      """
      func values() -> AsyncStream<Int> {
        let (signals, signaller) = AsyncStream<Void>.makeStream()
        _ = withObservationTracking { model.count } onChange: { signaller.yield() }
        Task {
          for await _ in signals {
            _ = withObservationTracking { model.count } onChange: { signaller.yield() }
          }
        }
        return AsyncStream { _ in }
      }
      """),
    Example(
      """
      override func updateProperties() {
        super.updateProperties()
        titleLabel.text = model.title
      }
      """),
    Example(
      """
      func wait() async {
        await withCheckedContinuation { continuation in
          withObservationTracking { _ = model.isReady } onChange: { continuation.resume() }
        }
      }
      """),
    Example(
      """
      func observe() {
        withObservationTracking({ render(model.items) }, onChange: { DispatchQueue.main.async { self.observe() } })
      }
      """),
    Example("let tracked = model.items.count"),
    Example(
      """
      import Testing

      @Test func renameNotifiesOnce() {
        let store = DraftStore()
        var notified = 0
        withObservationTracking { _ = store.name } onChange: { notified += 1 }
        store.name = "Renamed"
        #expect(notified == 1)
      }
      """),
    Example(
      """
      func startObserving() {
        for item in items {
          withObservationTracking { _ = item.name } onChange: { self.startObserving() }
        }
      }
      """),
    Example(
      """
      func bind() {
        withObservationTracking { _ = model.state } onChange: { [weak self] in
          self?.needsRefresh = true
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example(
      """
      func observe() async {
        while !Task.isCancelled {
          ↓withObservationTracking { render(model.items) } onChange: {}
          try? await Task.sleep(for: .milliseconds(100))
        }
      }
      """),
    Example(
      """
      func observe() async {
        repeat {
          _ = ↓withObservationTracking { model.count } onChange: { print("changed") }
          try? await Task.sleep(for: .seconds(1))
        } while !Task.isCancelled
      }
      """),
    Example(
      """
      func startThemeListener() {
        ↓withObservationTracking {
          _ = theme.palette
        } onChange: {
          Task { @MainActor in self.applyTheme() }
        }
      }
      """),
    Example(
      """
      override func viewDidLoad() {
        super.viewDidLoad()
        ↓withObservationTracking {
          titleLabel.text = model.title
        } onChange: {
          print("title changed")
        }
      }
      """),
    Example(
      """
      init(model: Model) {
        self.model = model
        ↓withObservationTracking({ _ = model.items }, onChange: { [weak self] in self?.reload() })
      }
      """),
    Example(
      """
      func bind() {
        ↓withObservationTracking { _ = model.selection } onChange: {
          DispatchQueue.main.async { self.collectionView.reloadData() }
        }
      }
      """),
  ]
}
