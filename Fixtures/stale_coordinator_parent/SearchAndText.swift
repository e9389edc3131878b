import SwiftUI
import UIKit

/// Wrong: the coordinator calls the closure of the first render forever.
struct SearchField: UIViewRepresentable {
    @Binding var query: String
    var placeholder: String
    var onSubmit: (String) -> Void

    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    func makeUIView(context: Context) -> UISearchBar {
        let bar = UISearchBar()
        bar.delegate = context.coordinator
        return bar
    }

    func updateUIView(_ uiView: UISearchBar, context: Context) {
        if uiView.text != query { uiView.text = query }
        uiView.placeholder = placeholder
    }

    final class Coordinator: NSObject, UISearchBarDelegate {
        let parent: SearchField  // expect: 13 [stale_coordinator_parent]

        init(parent: SearchField) { self.parent = parent }

        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            parent.query = searchText
        }

        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
            parent.onSubmit(searchBar.text ?? "")
        }
    }
}

/// Correct: refreshed first thing in update.
struct CommentField: UIViewRepresentable {
    @Binding var text: String
    var onCommit: () -> Void

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.delegate = context.coordinator
        return field
    }

    func updateUIView(_ uiView: UITextField, context: Context) {
        context.coordinator.parent = self
        if uiView.text != text { uiView.text = text }
    }

    final class Coordinator: NSObject, UITextFieldDelegate {
        var parent: CommentField

        init(_ parent: CommentField) { self.parent = parent }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            parent.onCommit()
            return true
        }
    }
}

/// Correct: only a binding is read through the copy.
struct NotesView: UIViewRepresentable {
    @Binding var text: String

    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    func makeUIView(context: Context) -> UITextView {
        let view = UITextView()
        view.delegate = context.coordinator
        return view
    }

    func updateUIView(_ uiView: UITextView, context: Context) {
        if uiView.text != text { uiView.text = text }
    }

    final class Coordinator: NSObject, UITextViewDelegate {
        let parent: NotesView

        init(parent: NotesView) { self.parent = parent }

        func textViewDidChange(_ textView: UITextView) { parent.text = textView.text }
    }
}
