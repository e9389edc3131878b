// Generated code: `.bridgelint.yml` excludes this folder, so the plugins do not report it.
#if canImport(UIKit)
import SwiftUI
import UIKit

struct GeneratedAvatarView: UIViewRepresentable {
  func makeCoordinator() -> Coordinator { Coordinator() }

  func makeUIView(context: Context) -> UIScrollView {
    UIScrollView()
  }

  func updateUIView(_ view: UIScrollView, context: Context) {
    view.delegate = context.coordinator  // expect: 10 [delegate_in_update]
  }

  final class Coordinator: NSObject, UIScrollViewDelegate {}
}
#endif
