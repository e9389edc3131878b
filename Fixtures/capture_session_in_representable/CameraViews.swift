import AVFoundation
import SwiftUI

/// Correct: the session belongs to the service; the representable only shows it.
struct CameraPreview: UIViewRepresentable {
    let camera: CameraService

    func makeUIView(context: Context) -> PreviewView {
        let view = PreviewView()
        view.previewLayer?.session = camera.session
        camera.start()
        return view
    }

    func updateUIView(_ uiView: PreviewView, context: Context) {}

    static func dismantleUIView(_ uiView: PreviewView, coordinator: ()) {
        uiView.previewLayer?.session?.stopRunning()
    }
}

/// Wrong: a session per struct value, started from make on the main thread.
struct BarcodeScannerView: UIViewRepresentable {
    private let session = AVCaptureSession()  // expect: 27 [capture_session_in_representable]
    var onCode: (String) -> Void

    func makeUIView(context: Context) -> PreviewView {
        let view = PreviewView()
        view.previewLayer?.session = session
        session.startRunning()  // expect: 17 [capture_session_in_representable]
        return view
    }

    func updateUIView(_ uiView: PreviewView, context: Context) {
        if !session.isRunning {
            DispatchQueue.global(qos: .userInitiated).async {
                session.startRunning()  // expect: 25 [capture_session_in_representable]
            }
        }
    }

    static func dismantleUIView(_ uiView: PreviewView, coordinator: ()) {
        uiView.previewLayer?.session?.stopRunning()
    }
}

struct DocumentCaptureView {
    var onCapture: (Data) -> Void
}

extension DocumentCaptureView: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> DocumentCaptureController {
        let session = AVCaptureSession.init()  // expect: 23 [capture_session_in_representable]
        let controller = DocumentCaptureController(session: session)
        controller.onCapture = onCapture
        return controller
    }

    func updateUIViewController(_ uiViewController: DocumentCaptureController, context: Context) {
        uiViewController.onCapture = onCapture
    }
}

/// A UIKit controller owning its session is the intended shape.
final class DocumentCaptureController: UIViewController {
    let session: AVCaptureSession
    var onCapture: ((Data) -> Void)?

    init(session: AVCaptureSession = AVCaptureSession()) {
        self.session = session
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        DispatchQueue.global(qos: .userInitiated).async { [session] in session.startRunning() }
    }
}

struct CameraScreen: View {
    @State private var camera = CameraService()

    var body: some View {
        CameraPreview(camera: camera)
            .onDisappear { camera.stop() }
    }
}
