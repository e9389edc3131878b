import AVFoundation
import Observation

@Observable
final class CameraService {
    let session = AVCaptureSession()
    private let queue = DispatchQueue(label: "camera.session")

    func start() {
        queue.async { [session] in
            if !session.isRunning { session.startRunning() }
        }
    }

    func stop() {
        queue.async { [session] in session.stopRunning() }
    }
}

final class PreviewView: UIView {
    override class var layerClass: AnyClass { AVCaptureVideoPreviewLayer.self }
    var previewLayer: AVCaptureVideoPreviewLayer? { layer as? AVCaptureVideoPreviewLayer }
}
