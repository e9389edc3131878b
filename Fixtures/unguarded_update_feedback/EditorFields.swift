import SwiftUI
import UIKit

/// A notes editor that pushes its text on every update: typing in the middle jumps to the end.
struct NoteBodyEditor: UIViewRepresentable {
    @Binding var text: String
    @Binding var isFocused: Bool

    func makeCoordinator() -> Coordinator {
        Coordinator(text: $text)
    }

    func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.delegate = context.coordinator
        return textView
    }

    func updateUIView(_ textView: UITextView, context: Context) {
        textView.text = text  // expect: 18 [unguarded_update_feedback]
        textView.font = .preferredFont(forTextStyle: .body)
        DispatchQueue.main.async {
            textView.becomeFirstResponder()  // expect: 22 [unguarded_update_feedback]
        }
    }

    final class Coordinator: NSObject, UITextViewDelegate {
        let text: Binding<String>

        init(text: Binding<String>) {
            self.text = text
        }

        func textViewDidChange(_ textView: UITextView) {
            text.wrappedValue = textView.text
        }
    }
}

/// The same editor done right: changed-value checks and a focus test.
struct NoteTitleField: UIViewRepresentable {
    @Binding var title: String
    @Binding var isFocused: Bool

    func makeUIView(context: Context) -> UITextField {
        UITextField()
    }

    func updateUIView(_ field: UITextField, context: Context) {
        if field.text != title {
            field.text = title
        }
        if isFocused && !field.isFirstResponder {
            field.becomeFirstResponder()
        }
        field.placeholder = "Title"
    }
}

/// A read-only text view and a label: no feedback path.
struct NotePreview: UIViewRepresentable {
    let text: String

    func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.isEditable = false
        return textView
    }

    func updateUIView(_ textView: UITextView, context: Context) {
        textView.text = text
    }
}

struct NoteCaption: UIViewRepresentable {
    let caption: String

    func makeUIView(context: Context) -> UILabel {
        UILabel()
    }

    func updateUIView(_ label: UILabel, context: Context) {
        label.text = caption
    }
}

/// A search bar inside a representable: the bar is the view.
struct NoteSearchBar: UIViewRepresentable {
    @Binding var query: String

    func makeUIView(context: Context) -> UISearchBar {
        UISearchBar()
    }

    func updateUIView(_ searchBar: UISearchBar, context: Context) {
        guard let window = searchBar.window else { return }
        searchBar.text = query  // expect: 19 [unguarded_update_feedback]
        searchBar.tintColor = window.tintColor
    }
}

/// A comment box that follows a focus flag with one ternary: one statement, one finding.
struct CommentBox: UIViewRepresentable {
    let isActive: Bool

    func makeUIView(context: Context) -> UITextField {
        UITextField()
    }

    func updateUIView(_ field: UITextField, context: Context) {
        DispatchQueue.main.async {
            _ = isActive ? field.becomeFirstResponder() : field.resignFirstResponder()  // expect: 34 [unguarded_update_feedback]
        }
    }
}
