import AVFoundation
import SwiftUI

/// Correct: a helper builds the session only while the coordinator has none, hands it to the
/// coordinator at once, and dismantle stops it: the coordinator owns it (round g).
struct BarcodeReaderView: UIViewRepresentable {
    var onCode: (String) -> Void

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        attachCamera(to: view, context.coordinator)
        return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {}

    static func dismantleUIView(_ uiView: UIView, coordinator: Coordinator) {
        coordinator.session?.stopRunning()
        coordinator.session = nil
    }

    private func attachCamera(to view: UIView, _ coordinator: Coordinator) {
        guard coordinator.session == nil else { return }
        let reader = AVCaptureSession()
        coordinator.session = reader
        let preview = AVCaptureVideoPreviewLayer(session: reader)
        view.layer.addSublayer(preview)
        coordinator.queue.async { reader.startRunning() }
    }

    final class Coordinator {
        var session: AVCaptureSession?
        let queue = DispatchQueue(label: "barcode.reader")
    }
}
