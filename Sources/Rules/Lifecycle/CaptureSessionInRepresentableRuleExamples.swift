import BridgeLint

enum CaptureSessionInRepresentableExamples {
  static let nonTriggering: [Example] = [
    Example(
      """
      struct CameraPreview: UIViewRepresentable {
        let session: AVCaptureSession
        func makeUIView(context: Context) -> PreviewView {
          let view = PreviewView()
          view.previewLayer.session = session
          return view
        }
        func updateUIView(_ view: PreviewView, context: Context) {}
      }
      """),
    Example(
      """
      @Observable final class CameraModel {
        let session = AVCaptureSession()
        func start() { queue.async { self.session.startRunning() } }
      }
      """),
    Example(
      """
      final class ScannerViewController: UIViewController {
        private let session = AVCaptureSession()
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          DispatchQueue.global(qos: .userInitiated).async { self.session.startRunning() }
        }
      }
      """),
    Example(
      """
      struct Scanner: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> ScannerViewController { ScannerViewController() }
        func updateUIViewController(_ controller: ScannerViewController, context: Context) {}
      }
      """),
    Example(
      """
      struct CameraPreview: UIViewRepresentable {
        final class PreviewView: UIView {
          let session = AVCaptureSession()
        }
        func makeUIView(context: Context) -> PreviewView { PreviewView() }
        func updateUIView(_ view: PreviewView, context: Context) {}
      }
      """),
    Example(
      """
      struct CameraPreview: UIViewRepresentable {
        let camera: CameraService
        func makeUIView(context: Context) -> PreviewView {
          let view = PreviewView()
          view.previewLayer.session = camera.session
          camera.start()
          return view
        }
        func updateUIView(_ view: PreviewView, context: Context) {}
      }
      """),
    Example(
      """
      struct Recorder: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ view: UIView, context: Context) {}
        final class Coordinator {
          let session = AVCaptureSession()
        }
      }
      """),
    Example(
      """
      struct CameraScreen: View {
        @State private var camera = CameraModel()
        var body: some View {
          CameraPreview(session: camera.session)
            .task { camera.session.startRunning() }
        }
      }
      """),
    Example(
      """
      struct CameraPreview: UIViewRepresentable {
        let session: AVCaptureSession
        func makeUIView(context: Context) -> PreviewView { PreviewView(session: session) }
        func updateUIView(_ view: PreviewView, context: Context) {}
        static func dismantleUIView(_ view: PreviewView, coordinator: ()) {
          view.session?.stopRunning()
        }
      }
      """),
    Example(
      """
      struct AudioMeter: UIViewRepresentable {
        let engine: AVAudioEngine
        func makeUIView(context: Context) -> MeterView { MeterView() }
        func updateUIView(_ view: MeterView, context: Context) {
          try? engine.start()
        }
      }
      """),
    Example(
      """
      struct CameraPreview: UIViewRepresentable {
        let session: AVCaptureSession
        func makeUIView(context: Context) -> PreviewView { PreviewView() }
        func updateUIView(_ view: PreviewView, context: Context) {
          view.isRunningBadgeVisible = session.isRunning
        }
      }
      """),
    Example(
      """
      struct FaceScanner: UIViewRepresentable {
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> UIView {
          let view = UIView()
          configure(context.coordinator)
          return view
        }
        func updateUIView(_ view: UIView, context: Context) {}
        static func dismantleUIView(_ view: UIView, coordinator: Coordinator) { coordinator.capture?.stopRunning() }
        private func configure(_ coordinator: Coordinator) {
          guard coordinator.capture == nil else { return }
          let session = AVCaptureSession()
          coordinator.capture = session
        }
        final class Coordinator { var capture: AVCaptureSession? }
      }
      """),
    Example(
      """
      struct ScannerPreview: UIViewRepresentable {
        let scanning: Bool
        func makeUIView(context: Context) -> ScannerView { ScannerView() }
        func updateUIView(_ view: ScannerView, context: Context) {
          if scanning {
            if view.session?.isRunning != true {
              DispatchQueue.global(qos: .userInitiated).async { view.session?.startRunning() }
            }
          } else {
            view.session?.stopRunning()
          }
        }
      }
      """),
    Example(
      """
      struct BarcodeScanner: UIViewRepresentable {
        let isActive: Bool
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> PreviewView {
          let view = PreviewView()
          let session = AVCaptureSession()
          view.previewLayer.session = session
          context.coordinator.session = session
          context.coordinator.queue.async {
            session.addInput(Camera.input())
            session.startRunning()
          }
          return view
        }
        func updateUIView(_ view: PreviewView, context: Context) {
          let coordinator = context.coordinator
          let active = isActive
          coordinator.queue.async {
            guard let session = coordinator.session else { return }
            if active {
              if !session.isRunning { session.startRunning() }
            } else if session.isRunning {
              session.stopRunning()
            }
          }
        }
        static func dismantleUIView(_ view: PreviewView, coordinator: Coordinator) {
          let session = coordinator.session
          coordinator.queue.async { session?.stopRunning() }
        }
        final class Coordinator {
          var session: AVCaptureSession?
          let queue = DispatchQueue(label: "camera")
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example(
      """
      struct BarcodeScanner: UIViewRepresentable {
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> PreviewView { PreviewView() }
        func updateUIView(_ view: PreviewView, context: Context) {
          let coordinator = context.coordinator
          coordinator.queue.async { coordinator.session?.↓startRunning() }
        }
        static func dismantleUIView(_ view: PreviewView, coordinator: Coordinator) {
          coordinator.session?.stopRunning()
        }
        final class Coordinator {
          var session: AVCaptureSession?
          let queue = DispatchQueue(label: "camera")
        }
      }
      """),
    Example(
      """
      struct ScannerPreview: UIViewRepresentable {
        func makeUIView(context: Context) -> ScannerView { ScannerView() }
        func updateUIView(_ view: ScannerView, context: Context) {
          DispatchQueue.global().async { view.session?.↓startRunning() }
        }
      }
      """),
    Example(
      """
      struct CameraPreview: UIViewRepresentable {
        let session = ↓AVCaptureSession()
        func makeUIView(context: Context) -> PreviewView { PreviewView(session: session) }
        func updateUIView(_ view: PreviewView, context: Context) {}
      }
      """),
    Example(
      """
      struct Scanner: UIViewRepresentable {
        func makeUIView(context: Context) -> PreviewView {
          let session = ↓AVCaptureSession()
          let view = PreviewView(session: session)
          session.↓startRunning()
          return view
        }
        func updateUIView(_ view: PreviewView, context: Context) {}
      }
      """),
    Example(
      """
      struct CameraPreview: UIViewRepresentable {
        let session: AVCaptureSession
        func makeUIView(context: Context) -> PreviewView {
          let view = PreviewView(session: session)
          DispatchQueue.global().async { session.↓startRunning() }
          return view
        }
        func updateUIView(_ view: PreviewView, context: Context) {}
      }
      """),
    Example(
      """
      struct CameraPreview: UIViewRepresentable {
        let session: AVCaptureSession
        func makeUIView(context: Context) -> PreviewView { PreviewView(session: session) }
        func updateUIView(_ view: PreviewView, context: Context) {
          if !session.isRunning { session.↓startRunning() }
        }
      }
      """),
    Example(
      """
      struct QRScanner {
        private let captureSession = ↓AVCaptureSession.init()
      }
      extension QRScanner: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        func updateUIViewController(_ controller: UIViewController, context: Context) {}
      }
      """),
    Example(
      """
      struct Scanner: UIViewControllerRepresentable {
        var session: AVCaptureSession = ↓AVCaptureSession()
        func makeUIViewController(context: Context) -> ScannerViewController {
          let controller = ScannerViewController(session: session)
          controller.session.↓startRunning()
          return controller
        }
        func updateUIViewController(_ controller: ScannerViewController, context: Context) {}
      }
      """),
    Example(
      """
      struct Mirror: NSViewRepresentable {
        func makeNSView(context: Context) -> NSView {
          let session = ↓AVCaptureSession()
          return PreviewNSView(session: session)
        }
        func updateNSView(_ view: NSView, context: Context) {}
      }
      """),
  ]
}
