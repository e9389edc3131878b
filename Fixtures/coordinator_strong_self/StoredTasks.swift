import AppKit
import SwiftUI
import UIKit

/// A stored `Task` holds its closure only while it runs: a debounce that sleeps and finishes is
/// transient; a watcher looping over notifications until cancelled is a cycle.
struct ScrollEndDetector: NSViewRepresentable {
  let onEnd: () -> Void

  func makeNSView(context: Context) -> NSView { NSView() }
  func updateNSView(_ view: NSView, context: Context) {}
  func makeCoordinator() -> Coordinator { Coordinator(onEnd: onEnd) }

  @MainActor final class Coordinator: NSObject {
    private let onEnd: () -> Void
    private var endTask: Task<Void, Never>?
    private var isScrolling = false

    init(onEnd: @escaping () -> Void) { self.onEnd = onEnd }

    func scrolled() {
      isScrolling = true
      endTask?.cancel()
      endTask = Task { @MainActor in
        try? await Task.sleep(for: .milliseconds(300))
        guard !Task.isCancelled else { return }
        isScrolling = false
        onEnd()
      }
    }
  }
}

struct PasteboardBadge: UIViewRepresentable {
  func makeUIView(context: Context) -> PasteboardPreview { PasteboardPreview() }
  func updateUIView(_ preview: PasteboardPreview, context: Context) { context.coordinator.preview = preview }
  func makeCoordinator() -> Coordinator { Coordinator() }

  @MainActor final class Coordinator {
    var preview: PasteboardPreview?
    private var watcher: Task<Void, Never>?

    func start() {
      watcher = Task { @MainActor in
        for await _ in NotificationCenter.default.notifications(named: UIPasteboard.changedNotification) {
          self.preview?.show(UIPasteboard.general.string)  // expect: 11 [coordinator_strong_self]
        }
      }
    }
  }
}

final class PasteboardPreview: UIView {
  func show(_ text: String?) {}
}
