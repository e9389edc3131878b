import AVKit
import Combine
import PhotosUI
import SwiftUI

final class PlaybackModel: ObservableObject {
    @Published var isPlaying = false
    @Published var elapsed: Double = 0
    @Published var chapters: [String] = []
    let player = AVPlayer()
}

struct PlayerView: UIViewControllerRepresentable {
    @ObservedObject var model: PlaybackModel
    @Binding var isBuffering: Bool

    func makeCoordinator() -> PlaybackCoordinator {
        PlaybackCoordinator(self)
    }

    func makeUIViewController(context: Context) -> AVPlayerViewController {
        let controller = AVPlayerViewController()
        controller.player = model.player
        context.coordinator.start(observing: model.player)
        return controller
    }

    func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {
        context.coordinator.parent = self
        if controller.player !== model.player {
            controller.player = model.player
        }
    }

    static func dismantleUIViewController(_ controller: AVPlayerViewController, coordinator: PlaybackCoordinator) {
        coordinator.stop()
    }
}

/// Returned by PlayerView.makeCoordinator(): a Coordinator even though it is not named one.
final class PlaybackCoordinator: NSObject {  // expect: [coordinator_main_actor]
    var parent: PlayerView
    let chapterLabel = UILabel()
    private var statusObservation: NSKeyValueObservation?
    private var bufferObservation: NSKeyValueObservation?
    private var progressTimer: Timer?
    private var chapterTimer: Timer?
    private var cancellables = Set<AnyCancellable>()

    init(_ parent: PlayerView) {
        self.parent = parent
        super.init()
        NotificationCenter.default.addObserver(self, selector: #selector(playerDidFinish), name: AVPlayerItem.didPlayToEndTimeNotification, object: nil)
    }

    @objc private func playerDidFinish(_ note: Notification) {
        parent.model.isPlaying = false
    }

    func start(observing player: AVPlayer) {
        statusObservation = player.observe(\.timeControlStatus, options: [.initial, .new]) { player, _ in
            self.parent.model.isPlaying = player.timeControlStatus == .playing  // expect: 13 [coordinator_strong_self]
        }
        bufferObservation = player.observe(\.reasonForWaitingToPlay) { [weak self] player, _ in
            self?.parent.isBuffering = player.reasonForWaitingToPlay != nil
        }
        let timer = Timer(timeInterval: 0.5, repeats: true) { [self] _ in  // expect: 64 [coordinator_strong_self]
            parent.model.elapsed = player.currentTime().seconds
        }
        RunLoop.main.add(timer, forMode: .common)
        progressTimer = timer
        parent.model.$isPlaying
            .removeDuplicates()
            .sink { isPlaying in
                if isPlaying { self.scheduleChapterRefresh() }  // expect: 32 [coordinator_strong_self]
            }
            .store(in: &cancellables)
        parent.model.$chapters
            .map { $0.first }
            .assign(to: \.text, on: chapterLabel)
            .store(in: &cancellables)
    }

    func stop() {
        progressTimer?.invalidate()
        chapterTimer?.invalidate()
        statusObservation?.invalidate()
        bufferObservation?.invalidate()
        cancellables.removeAll()
    }

    /// The timer captures a local copy of `parent`, not the coordinator.
    private func scheduleChapterRefresh() {
        let parent = self.parent
        chapterTimer?.invalidate()
        chapterTimer = Timer.scheduledTimer(withTimeInterval: 10, repeats: true) { _ in
            parent.model.chapters = parent.model.chapters.filter { !$0.isEmpty }
        }
    }

    /// The inner UIAction closures are nested inside a weakly captured sink closure.
    func bindChapterMenu(to button: UIButton) {
        parent.model.$chapters
            .sink { [weak self] chapters in
                guard let self else { return }
                let actions = chapters.map { title in
                    UIAction(title: title) { _ in self.jump(to: title) }
                }
                button.menu = UIMenu(title: "Chapters", children: actions)
            }
            .store(in: &cancellables)
    }

    private func jump(to chapter: String) {
        guard let index = parent.model.chapters.firstIndex(of: chapter) else { return }
        parent.model.player.seek(to: CMTime(seconds: Double(index) * 60, preferredTimescale: 600))
    }
}

struct PhotoPicker: UIViewControllerRepresentable {
    @Binding var image: UIImage?
    @Binding var isPresented: Bool

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIViewController(context: Context) -> PHPickerViewController {
        var configuration = PHPickerConfiguration()
        configuration.filter = .images
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ picker: PHPickerViewController, context: Context) {
        context.coordinator.parent = self
    }

    final class Coordinator: NSObject, PHPickerViewControllerDelegate {
        var parent: PhotoPicker

        init(_ parent: PhotoPicker) {
            self.parent = parent
        }

        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            parent.isPresented = false
            guard let provider = results.first?.itemProvider, provider.canLoadObject(ofClass: UIImage.self) else { return }
            provider.loadObject(ofClass: UIImage.self) { object, _ in
                DispatchQueue.main.async {
                    self.parent.image = object as? UIImage
                }
            }
        }
    }
}

extension Notification.Name {
    static let connectivityLost = Notification.Name("ConnectivityLost")
}

struct OfflineBanner: View {
    var body: some View {
        Label("You're offline", systemImage: "wifi.slash")
            .padding()
            .background(.thinMaterial, in: Capsule())
    }
}

/// A browser shell that shows a banner when the connection drops.
struct BrowserShell: UIViewControllerRepresentable {
    func makeCoordinator() -> Coordinator {
        Coordinator()
    }

    func makeUIViewController(context: Context) -> UINavigationController {
        let navigationController = UINavigationController(rootViewController: UIViewController())
        context.coordinator.watchConnectivity(in: navigationController)
        return navigationController
    }

    func updateUIViewController(_ navigationController: UINavigationController, context: Context) {}

    final class Coordinator {  // expect: [coordinator_main_actor]
        weak var navigationController: UINavigationController?
        private var token: NSObjectProtocol?

        func watchConnectivity(in navigationController: UINavigationController) {
            self.navigationController = navigationController
            token = NotificationCenter.default.addObserver(forName: .connectivityLost, object: nil, queue: .main) { _ in
                self.navigationController?.view.addSubview(UIHostingController(rootView: OfflineBanner()).view)  // expect: [coordinator_strong_self] [hosting_view_without_containment]
            }
        }

        deinit {
            if let token { NotificationCenter.default.removeObserver(token) }
        }
    }
}
