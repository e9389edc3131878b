import SwiftUI
import UIKit

/// The tag field under a note's title. Typing in the middle of a tag jumps to the end: update
/// pushes the binding back into the field on every change.
struct NoteTagField: UIViewRepresentable {
    @Binding var tags: String

    func makeCoordinator() -> Coordinator {
        Coordinator(tags: $tags)
    }

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.placeholder = "Tags"
        field.autocapitalizationType = .none
        field.addTarget(context.coordinator, action: #selector(Coordinator.edited(_:)), for: .editingChanged)
        return field
    }

    func updateUIView(_ field: UITextField, context: Context) {
        field.text = tags  // expect: 15 [unguarded_update_feedback]
    }

    final class Coordinator: NSObject {
        let tags: Binding<String>

        init(tags: Binding<String>) {
            self.tags = tags
        }

        @objc func edited(_ field: UITextField) {
            tags.wrappedValue = field.text ?? ""
        }
    }
}
