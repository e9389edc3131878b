import SwiftUI
import UIKit

/// Edits one note's body. Pushed from NotebookViewController.
struct NoteEditorView: View {
    @ObservedObject var library: NoteLibrary
    @ObservedObject private var settings = AppSettings.shared
    let noteID: Note.ID

    var body: some View {
        if let note = library.note(withID: noteID) {
            NoteTextView(
                text: Binding(get: { note.body }, set: { library.setBody($0, forNoteID: noteID) }),
                fontSize: settings.editorFontSize
            )
            .padding(.horizontal)
            .navigationTitle(note.title)
        } else {
            ContentUnavailableView("Note Deleted", systemImage: "trash")
        }
    }
}

/// UITextView, for its find interaction and richer editing behaviour.
struct NoteTextView: UIViewRepresentable {
    @Binding var text: String
    var fontSize: CGFloat

    func makeCoordinator() -> Coordinator {
        Coordinator(text: $text)
    }

    func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.backgroundColor = .clear
        textView.isFindInteractionEnabled = true
        textView.font = .systemFont(ofSize: fontSize)
        context.coordinator.startObservingKeyboard(for: textView)
        return textView
    }

    func updateUIView(_ textView: UITextView, context: Context) {
        context.coordinator.text = $text
        // Reassigned on every SwiftUI update; it belongs in makeUIView.
        textView.delegate = context.coordinator  // expect: 18 [delegate_in_update]
        if textView.text != text {
            textView.text = text
        }
        if textView.font?.pointSize != fontSize {
            textView.font = .systemFont(ofSize: fontSize)
        }
    }

    static func dismantleUIView(_ textView: UITextView, coordinator: Coordinator) {
        coordinator.stopObservingKeyboard()
    }

    final class Coordinator: NSObject, UITextViewDelegate {
        var text: Binding<String>
        private weak var textView: UITextView?
        private var keyboardObserver: NSObjectProtocol?

        init(text: Binding<String>) {
            self.text = text
        }

        func startObservingKeyboard(for textView: UITextView) {
            self.textView = textView
            let center = NotificationCenter.default
            // NotificationCenter keeps this block, and the block keeps the coordinator.
            keyboardObserver = center.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: .main) { _ in
                self.scrollSelectionIntoView()  // expect: 17 [coordinator_strong_self]
            }
        }

        func stopObservingKeyboard() {
            if let keyboardObserver {
                NotificationCenter.default.removeObserver(keyboardObserver)
            }
            keyboardObserver = nil
        }

        private func scrollSelectionIntoView() {
            guard let textView else { return }
            textView.scrollRangeToVisible(textView.selectedRange)
        }

        func textViewDidChange(_ textView: UITextView) {
            text.wrappedValue = textView.text
        }
    }
}
