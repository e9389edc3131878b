import SwiftUI
import UIKit

/// Wrong: a repeating timer that nobody invalidates.
struct LiveClock: UIViewRepresentable {
    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in  // expect: 15 [missing_teardown]
            label.text = Date.now.formatted(date: .omitted, time: .standard)
        }
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {}
}

/// Correct: invalidated in dismantle.
struct Stopwatch: UIViewRepresentable {
    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        context.coordinator.timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak label] _ in
            label?.text = Date.now.formatted()
        }
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {}

    static func dismantleUIView(_ uiView: UILabel, coordinator: Coordinator) {
        coordinator.timer?.invalidate()
    }

    final class Coordinator {
        var timer: Timer?
    }
}

/// Wrong: `removeObserver(self)` does not remove a block observer's token.
struct KeyboardAwareTextView: UIViewRepresentable {
    @Binding var text: String

    func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

    func makeUIView(context: Context) -> UITextView {
        let view = UITextView()
        view.delegate = context.coordinator
        return view
    }

    func updateUIView(_ uiView: UITextView, context: Context) {
        if uiView.text != text { uiView.text = text }
    }

    final class Coordinator: NSObject, UITextViewDelegate {
        var text: Binding<String>
        var keyboardHeight: CGFloat = 0

        init(text: Binding<String>) {
            self.text = text
            super.init()
            NotificationCenter.default.addObserver(  // expect: 40 [missing_teardown]
                forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
            ) { [weak self] note in
                let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                self?.keyboardHeight = frame?.height ?? 0
            }
        }

        deinit { NotificationCenter.default.removeObserver(self) }

        func textViewDidChange(_ textView: UITextView) { text.wrappedValue = textView.text }
    }
}

/// Correct: the token is stored and removed.
struct DayChangeLabel: UIViewRepresentable {
    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        context.coordinator.observe(label)
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {}

    final class Coordinator {  // expect: [coordinator_main_actor]
        private var token: NSObjectProtocol?

        func observe(_ label: UILabel) {
            token = NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) {
                [weak label] _ in label?.text = Date.now.formatted(date: .complete, time: .omitted)
            }
        }

        deinit {
            if let token { NotificationCenter.default.removeObserver(token) }
        }
    }
}

/// Wrong: the display link's target is the coordinator, so a deinit teardown never runs.
struct WaveformView: UIViewRepresentable {
    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        let link = CADisplayLink(target: context.coordinator, selector: #selector(Coordinator.tick))  // expect: 20 [missing_teardown]
        link.add(to: .main, forMode: .common)
        context.coordinator.link = link
        return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {}

    final class Coordinator: NSObject {
        var link: CADisplayLink?

        @objc func tick() {}

        deinit { link?.invalidate() }
    }
}
