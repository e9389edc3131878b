import AVFoundation
import Combine
import SwiftUI
import UIKit

/// An app-wide audio router: it outlives every screen, so what it keeps is not owned by a coordinator.
final class AudioRouter {
    static let shared = AudioRouter()
    var onInterruption: (() -> Void)?
    var onRouteChange: ((String) -> Void)?
}

final class LyricsModel: ObservableObject {
    @Published var line = ""
    @Published var speaker: Speaker?
    @Published var speakers: [Speaker] = []
}

final class Speaker {
    var parent: Speaker?
    var name = ""
    func highlight() {}
}

struct LyricsView: UIViewRepresentable {  // expect: [wraps_native_primitive]
    @ObservedObject var model: LyricsModel
    var onPause: () -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        context.coordinator.start(label)
        return label
    }

    func updateUIView(_ label: UILabel, context: Context) {}

    static func dismantleUIView(_ label: UILabel, coordinator: Coordinator) {
        coordinator.teardown()
    }

    final class Coordinator: NSObject {  // expect: [coordinator_main_actor]
        var parent: LyricsView  // expect: [stale_coordinator_parent]
        var text = ""
        private var cancellables = Set<AnyCancellable>()

        init(_ parent: LyricsView) {
            self.parent = parent
        }

        func start(_ label: UILabel) {
            // Kept on the shared router and cleared in `teardown`, which dismantle calls: no cycle.
            AudioRouter.shared.onInterruption = {
                self.parent.onPause()
            }
            // Kept on the shared router and never cleared: the coordinator lives as long as the app.
            AudioRouter.shared.onRouteChange = { route in
                self.text = route  // expect: 17 [coordinator_strong_self]
            }
            // `[text]` captures the value of `text` when the closure is made, not `self`.
            parent.model.$line.sink { [text] line in
                label.text = text + line
            }
            .store(in: &cancellables)
            // A value capture does not make the implicit `parent` any less a use of `self`.
            parent.model.$line.sink { [text] line in
                parent.onPause()  // expect: 17 [coordinator_strong_self]
                print(text, line)
            }
            .store(in: &cancellables)
            // `[weak label]` is about the label; `self` is still captured strongly.
            parent.model.$line.sink { [weak label] line in
                label?.text = line
                self.text = line  // expect: 17 [coordinator_strong_self]
            }
            .store(in: &cancellables)
            // `parent` here is the speaker's parent (an `if let`), not the coordinator's member.
            parent.model.$speaker.sink { speaker in
                if let parent = speaker?.parent {
                    parent.highlight()
                }
            }
            .store(in: &cancellables)
            // `parent` here is the loop variable.
            parent.model.$speakers.sink { speakers in
                for parent in speakers {
                    parent.highlight()
                }
            }
            .store(in: &cancellables)
        }

        func teardown() {
            AudioRouter.shared.onInterruption = nil
            cancellables.removeAll()
        }
    }
}
