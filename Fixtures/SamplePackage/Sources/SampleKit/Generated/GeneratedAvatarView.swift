// Generated code: `.bridgelint.yml` excludes this folder, so the plugins do not report it.
#if canImport(UIKit)
import SwiftUI
import UIKit

struct GeneratedAvatarView: UIViewRepresentable {
  var delegate: UIScrollViewDelegate?

  func makeUIView(context: Context) -> UIScrollView {
    UIScrollView()
  }

  func updateUIView(_ view: UIScrollView, context: Context) {
    view.delegate = delegate  // expect: 10 [delegate_in_update]
  }
}
#endif
