import SwiftUI

/// A toolbar-style close button shared by several settings screens.
struct SettingsCloseButton: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Close") { dismiss() }
  }
}

struct SettingsHeader: View {
  let title: String

  var body: some View {
    Text(title).font(.headline)
  }
}
