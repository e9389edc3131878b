import SwiftUI

/// Correct: asks the wrapper declared beside the representable before offering the sheet.
struct ContactScreen: View {
    @State private var composing = false

    var body: some View {
        Button("Contact us") { composing = true }
            .disabled(!ContactMailView.isAvailable)
            .sheet(isPresented: $composing) { ContactMailView() }
    }
}
