import Combine
import SwiftUI
import UIKit

/// A text field that reports edits through stored closures instead of a delegate.
final class CallbackTextField: UITextField {
    var onEdit: ((String) -> Void)?
    var onReturn: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addTarget(self, action: #selector(editingChanged), for: .editingChanged)
        addTarget(self, action: #selector(returnPressed), for: .editingDidEndOnExit)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    @objc private func editingChanged() {
        onEdit?(text ?? "")
    }

    @objc private func returnPressed() {
        onReturn?()
    }
}

final class EditorModel: ObservableObject {
    @Published var text = ""
    @Published var wordCount = 0
    @Published var status = "Saved"
}

struct NoteEditor: UIViewRepresentable {
    @ObservedObject var model: EditorModel
    @Binding var keyboardHeight: CGFloat
    var onAutosave: () -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.font = .preferredFont(forTextStyle: .body)
        textView.delegate = context.coordinator
        context.coordinator.attach(to: textView)
        return textView
    }

    func updateUIView(_ uiView: UITextView, context: Context) {
        context.coordinator.parent = self
        if uiView.text != model.text {
            uiView.text = model.text
        }
    }

    static func dismantleUIView(_ uiView: UITextView, coordinator: Coordinator) {
        coordinator.detach()
    }

    final class Coordinator: NSObject, UITextViewDelegate {
        var parent: NoteEditor
        weak var textView: UITextView?
        var statusText = ""
        private var observers: [NSObjectProtocol] = []
        private var cancellables = Set<AnyCancellable>()
        private var autosaveTimer: Timer?
        private var sizeObservation: NSKeyValueObservation?

        init(_ parent: NoteEditor) {
            self.parent = parent
            super.init()
            let center = NotificationCenter.default
            observers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { note in
                let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
                self.parent.keyboardHeight = frame.height  // expect: 17 [coordinator_strong_self]
            })
            observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main, using: { _ in
                self.parent.keyboardHeight = 0  // expect: [coordinator_strong_self]
            }))
            parent.model.$text
                .map { $0.split(whereSeparator: \.isWhitespace).count }
                .assign(to: \.wordCount, on: parent.model)
                .store(in: &cancellables)
            parent.model.$status
                .assign(to: \.statusText, on: self)  // expect: 47 [coordinator_strong_self]
                .store(in: &cancellables)
        }

        func attach(to textView: UITextView) {
            self.textView = textView
            autosaveTimer = Timer.scheduledTimer(withTimeInterval: 30, repeats: true) { _ in
                self.parent.onAutosave()  // expect: 17 [coordinator_strong_self]
            }
            sizeObservation = textView.observe(\.contentSize, options: [.new]) { textView, _ in
                textView.isScrollEnabled = textView.contentSize.height > 400
            }
        }

        func detach() {
            autosaveTimer?.invalidate()
            sizeObservation?.invalidate()
            observers.forEach(NotificationCenter.default.removeObserver)
            cancellables.removeAll()
        }

        func textViewDidChange(_ textView: UITextView) {
            parent.model.text = textView.text
            UIView.animate(withDuration: 0.2) {
                self.textView?.backgroundColor = .secondarySystemBackground
            }
            DispatchQueue.main.async { [self] in
                parent.model.status = "Edited"
            }
        }

        func textViewDidEndEditing(_ textView: UITextView) {
            let words = textView.text.split(separator: " ").map { self.normalized(String($0)) }
            parent.model.status = "\(words.count) words"
            Task { @MainActor in
                self.parent.onAutosave()
            }
        }

        private func normalized(_ word: String) -> String {
            word.lowercased()
        }
    }
}

struct SearchField: UIViewRepresentable {
    @Binding var query: String
    var onSubmit: () -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIView(context: Context) -> CallbackTextField {
        let field = CallbackTextField()
        field.placeholder = "Search"
        field.returnKeyType = .search
        context.coordinator.bind(field)
        return field
    }

    func updateUIView(_ uiView: CallbackTextField, context: Context) {
        context.coordinator.parent = self
        if uiView.text != query {
            uiView.text = query
        }
    }
}

// The Coordinator is declared in an extension of the representable.
extension SearchField {
    final class Coordinator {
        var parent: SearchField
        var onClear: (() -> Void)?

        init(_ parent: SearchField) {
            self.parent = parent
            self.onClear = { self.parent.query = "" }  // expect: 30 [coordinator_strong_self]
        }

        func bind(_ field: CallbackTextField) {
            field.onEdit = { text in
                self.parent.query = text  // expect: 17 [coordinator_strong_self]
            }
            field.onReturn = { [weak self] in
                self?.parent.onSubmit()
            }
            let clear = UIAction(title: "Clear", image: UIImage(systemName: "xmark.circle.fill")) { [unowned self] _ in
                self.onClear?()
            }
            field.rightView = UIButton(primaryAction: clear)
            field.rightViewMode = .whileEditing
        }
    }
}
