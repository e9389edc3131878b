import BridgeLint

enum ModalExitPathMissingExamples {
  static let nonTriggering: [Example] = [
    Example(
      """
      struct PhotoPicker: UIViewControllerRepresentable {
        @Binding var image: UIImage?
        @Environment(\\.dismiss) private var dismiss
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        func makeUIViewController(context: Context) -> UIImagePickerController {
          let picker = UIImagePickerController()
          picker.delegate = context.coordinator
          return picker
        }
        func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}
        final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
          let parent: PhotoPicker
          init(parent: PhotoPicker) { self.parent = parent }
          func imagePickerController(
            _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
          ) {
            if let image = info[.originalImage] as? UIImage { parent.image = image }
            parent.dismiss()
          }
          func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { parent.dismiss() }
        }
      }
      """),
    // The parent's completion, handed to the work that reads the scan, is called when it ends.
    Example(
      """
      struct Scanner: UIViewControllerRepresentable {
        let completion: ([String]?) -> Void
        func makeCoordinator() -> Coordinator { Coordinator(completion: completion) }
        func makeUIViewController(context: Context) -> VNDocumentCameraViewController { VNDocumentCameraViewController() }
        func updateUIViewController(_ controller: VNDocumentCameraViewController, context: Context) {}
        final class Coordinator: NSObject, VNDocumentCameraViewControllerDelegate {
          private let completion: ([String]?) -> Void
          init(completion: @escaping ([String]?) -> Void) { self.completion = completion }
          func documentCameraViewController(_ c: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan) {
            TextReader(scan: scan).read(then: completion)
          }
          func documentCameraViewControllerDidCancel(_ c: VNDocumentCameraViewController) { completion(nil) }
          func documentCameraViewController(_ c: VNDocumentCameraViewController, didFailWithError error: Error) {
            completion(nil)
          }
        }
      }
      """),
    // Offering only images (the default), the picker always hands in the original image: the
    // guard cannot fail.
    Example(
      """
      struct CoverPicker: UIViewControllerRepresentable {
        @Binding var cover: UIImage?
        @Environment(\\.dismiss) private var dismiss
        func makeUIViewController(context: Context) -> UIImagePickerController {
          let picker = UIImagePickerController()
          picker.delegate = context.coordinator
          return picker
        }
        func updateUIViewController(_ controller: UIImagePickerController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(self) }
        final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
          let owner: CoverPicker
          init(_ owner: CoverPicker) { self.owner = owner }
          func imagePickerController(
            _ picker: UIImagePickerController, didFinishPickingMediaWithInfo media: [UIImagePickerController.InfoKey: Any]
          ) {
            guard let cover = media[.originalImage] as? UIImage else { return }
            owner.cover = cover
            owner.dismiss()
          }
          func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { owner.dismiss() }
        }
      }
      """),
    // The return only an encoding failure reaches is no pick the user can make; an edit the
    // picker could not read goes on to the dismissal.
    Example(
      """
      final class AvatarCoordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        let parent: AvatarPicker
        init(_ parent: AvatarPicker) { self.parent = parent }
        func imagePickerController(
          _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
        ) {
          if let edited = info[.editedImage] as? UIImage {
            guard let png = edited.pngData() else { return }
            parent.avatar = png
          }
          picker.dismiss(animated: true)
        }
      }
      """),
    // The image picker is dismissed before the pick is read: every way out closes it.
    Example(
      """
      final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        let parent: ImagePicker
        init(_ parent: ImagePicker) { self.parent = parent }
        func imagePickerController(
          _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
        ) {
          parent.dismiss()
          guard let image = info[.originalImage] as? UIImage else { return }
          parent.image = image
        }
        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { parent.dismiss() }
      }
      """),
    // A coordinator declared in its own file clears the presenting binding on both ways out.
    Example(
      """
      final class Coordinator: NSObject, UINavigationControllerDelegate, UIImagePickerControllerDelegate {
        @Binding var pickerShown: Bool
        init(pickerShown: Binding<Bool>) { _pickerShown = pickerShown }
        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
          pickerShown = false
        }
        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { pickerShown = false }
      }
      """),
    // A helper object that is the picker's delegate hands every result, an empty one too, to its
    // own delegate, which dismisses; with no delegate left there is nobody to tell.
    Example(
      """
      final class LibraryPickerHelper: NSObject, PHPickerViewControllerDelegate {
        weak var delegate: LibraryPickerHelperDelegate?
        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
          guard let delegate = delegate else { return }
          guard let provider = results.first?.itemProvider else { return delegate.helper(self, didPick: nil) }
          delegate.helper(self, didPick: provider)
        }
      }
      """),
    // A message composer whose delegate is another object the representable hands it.
    Example(
      """
      struct InviteMessage: UIViewControllerRepresentable {
        let recipients: [String]
        let handler: MessageHandler
        func makeUIViewController(context: Context) -> MFMessageComposeViewController {
          let composer = MFMessageComposeViewController()
          composer.recipients = recipients
          composer.messageComposeDelegate = handler
          return composer
        }
        func updateUIViewController(_ controller: MFMessageComposeViewController, context: Context) {}
      }
      """),
    // A coordinator that stores the presentation binding itself and writes its `wrappedValue`.
    Example(
      """
      struct PhotoPicker: UIViewControllerRepresentable {
        @Binding var isPresented: Bool
        func makeUIViewController(context: Context) -> PHPickerViewController {
          PHPickerViewController(configuration: PHPickerConfiguration())
        }
        func updateUIViewController(_ picker: PHPickerViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(isPresented: $isPresented) }
        final class Coordinator: NSObject, PHPickerViewControllerDelegate {
          let isPresented: Binding<Bool>
          init(isPresented: Binding<Bool>) { self.isPresented = isPresented }
          func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            isPresented.wrappedValue = false
          }
        }
      }
      """),
    // A picker pushed on a `NavigationStack`: emptying the path pops it, on both exits.
    Example(
      """
      struct CameraScreen: UIViewControllerRepresentable {
        @Binding var path: NavigationPath
        func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
        func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}
        func makeCoordinator() -> CameraCoordinator { CameraCoordinator(path: $path) }
      }
      final class CameraCoordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        @Binding var path: NavigationPath
        init(path: Binding<NavigationPath>) { _path = path }
        func imagePickerController(
          _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
        ) {
          path = NavigationPath()
        }
        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { path = .init() }
      }
      """),
    Example(
      """
      struct LibraryPicker: UIViewControllerRepresentable {
        let store: PickedItemsStore
        func makeUIViewController(context: Context) -> PHPickerViewController { PHPickerViewController(configuration: .init()) }
        func updateUIViewController(_ picker: PHPickerViewController, context: Context) {}
        final class Coordinator: NSObject, PHPickerViewControllerDelegate {
          let parent: LibraryPicker
          private var handled = false
          init(parent: LibraryPicker) { self.parent = parent }
          func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            guard !handled else { return }
            handled = true
            parent.store.receive(results)
          }
        }
      }
      """),
    Example(
      """
      struct Scanner: UIViewControllerRepresentable {
        @Environment(\\.dismiss) var dismiss
        func makeUIViewController(context: Context) -> VNDocumentCameraViewController { VNDocumentCameraViewController() }
        func updateUIViewController(_ controller: VNDocumentCameraViewController, context: Context) {}
        final class Coordinator: NSObject, VNDocumentCameraViewControllerDelegate {
          let parent: Scanner
          init(parent: Scanner) { self.parent = parent }
          func documentCameraViewController(_ c: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan) {
            parent.dismiss()
          }
          func documentCameraViewControllerDidCancel(_ c: VNDocumentCameraViewController) { parent.dismiss() }
          func documentCameraViewController(_ c: VNDocumentCameraViewController, didFailWithError error: Error) {
            parent.dismiss()
          }
        }
      }
      """),
    Example(
      """
      struct PhotoPicker: UIViewControllerRepresentable {
        @Binding var isPresented: Bool
        func makeUIViewController(context: Context) -> PHPickerViewController { PHPickerViewController(configuration: .init()) }
        func updateUIViewController(_ picker: PHPickerViewController, context: Context) {}
        final class Coordinator: NSObject, PHPickerViewControllerDelegate {
          var parent: PhotoPicker
          init(parent: PhotoPicker) { self.parent = parent }
          func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            parent.isPresented = false
            guard let provider = results.first?.itemProvider else { return }
            provider.loadObject(ofClass: UIImage.self) { _, _ in }
          }
        }
      }
      """),
    Example(
      """
      struct MailView: UIViewControllerRepresentable {
        let onFinish: (MFMailComposeResult) -> Void
        func makeUIViewController(context: Context) -> MFMailComposeViewController { MFMailComposeViewController() }
        func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}
        final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {
          var parent: MailView
          init(parent: MailView) { self.parent = parent }
          func mailComposeController(_ c: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {
            parent.onFinish(result)
          }
        }
      }
      """),
    Example(
      """
      struct ImagePicker: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
        func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}
        final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
          let completion: (UIImage?) -> Void
          init(completion: @escaping (UIImage?) -> Void) { self.completion = completion }
          func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            completion(info[.originalImage] as? UIImage)
          }
          func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { completion(nil) }
        }
      }
      """),
    Example(
      """
      struct DocumentPicker: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
          UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
        }
        func updateUIViewController(_ picker: UIDocumentPickerViewController, context: Context) {}
        final class Coordinator: NSObject, UIDocumentPickerDelegate {
          func documentPicker(_ picker: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
            print(urls)
          }
        }
      }
      """),
    Example(
      """
      struct Safari: UIViewControllerRepresentable {
        let url: URL
        func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
        func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
        final class Coordinator: NSObject, SFSafariViewControllerDelegate {}
      }
      """),
    Example(
      """
      struct PhotoPicker: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> PHPickerViewController { PHPickerViewController(configuration: .init()) }
        func updateUIViewController(_ picker: PHPickerViewController, context: Context) {}
        final class Coordinator: NSObject, PHPickerViewControllerDelegate {
          func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            picker.dismiss(animated: true)
            results.forEach { result in
              guard result.itemProvider.canLoadObject(ofClass: UIImage.self) else { return }
            }
          }
        }
      }
      """),
    Example(
      """
      struct Scanner: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> VNDocumentCameraViewController { VNDocumentCameraViewController() }
        func updateUIViewController(_ controller: VNDocumentCameraViewController, context: Context) {}
        final class Coordinator: NSObject, VNDocumentCameraViewControllerDelegate {}
      }
      """),
    Example(
      """
      struct MessageView: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> MFMessageComposeViewController { MFMessageComposeViewController() }
        func updateUIViewController(_ controller: MFMessageComposeViewController, context: Context) {}
        final class Coordinator: NSObject, MFMessageComposeViewControllerDelegate {
          func messageComposeViewController(_ c: MFMessageComposeViewController, didFinishWith result: MessageComposeResult) {
            finish(result)
          }
          private func finish(_ result: MessageComposeResult) {}
        }
      }
      """),
    Example(
      """
      struct ImagePicker: UIViewControllerRepresentable {
        @Binding var image: UIImage?
        func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
        func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}
        final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
          var parent: ImagePicker
          init(parent: ImagePicker) { self.parent = parent }
          func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            parent.image = info[.originalImage] as? UIImage
          }
          func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            DispatchQueue.main.async { self.parent.image = nil }
          }
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example(
      """
      struct PhotoPicker: UIViewControllerRepresentable {
        @Binding var image: UIImage?
        @Environment(\\.dismiss) private var dismiss
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        func makeUIViewController(context: Context) -> UIImagePickerController {
          let picker = UIImagePickerController()
          picker.delegate = context.coordinator
          return picker
        }
        func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}
        final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
          let parent: PhotoPicker
          init(parent: PhotoPicker) { self.parent = parent }
          func imagePickerController(
            _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
          ) {
            ↓if let image = info[.editedImage] as? UIImage {
              parent.image = image
              parent.dismiss()
            }
          }
          func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { parent.dismiss() }
        }
      }
      """),
    // A stored value handed on is no way out: only a stored closure is called back.
    Example(
      """
      struct Scanner: UIViewControllerRepresentable {
        let store: ScanStore
        func makeCoordinator() -> Coordinator { Coordinator(store: store) }
        func makeUIViewController(context: Context) -> VNDocumentCameraViewController { VNDocumentCameraViewController() }
        func updateUIViewController(_ controller: VNDocumentCameraViewController, context: Context) {}
        final class Coordinator: NSObject, VNDocumentCameraViewControllerDelegate {
          private let store: ScanStore
          init(store: ScanStore) { self.store = store }
          func ↓documentCameraViewController(_ c: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan) {
            TextReader(scan: scan).read(into: store)
          }
          func documentCameraViewControllerDidCancel(_ c: VNDocumentCameraViewController) { c.dismiss(animated: true) }
          func documentCameraViewController(_ c: VNDocumentCameraViewController, didFailWithError error: Error) {
            c.dismiss(animated: true)
          }
        }
      }
      """),
    // An image picker reports a pick it cannot read through the same callback (rounds bb and ff):
    // offered movies too, a video has no image.
    Example(
      """
      struct ImagePicker: UIViewControllerRepresentable {
        @Binding var image: UIImage?
        @Environment(\\.dismiss) private var dismiss
        func makeUIViewController(context: Context) -> UIImagePickerController {
          let picker = UIImagePickerController()
          picker.mediaTypes = [UTType.image.identifier, UTType.movie.identifier]
          picker.delegate = context.coordinator
          return picker
        }
        func updateUIViewController(_ controller: UIImagePickerController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator(self) }
        final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
          let parent: ImagePicker
          init(_ parent: ImagePicker) { self.parent = parent }
          func imagePickerController(
            _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
          ) {
            guard let image = info[.originalImage] as? UIImage else { ↓return }
            parent.image = image
            parent.dismiss()
          }
          func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { parent.dismiss() }
        }
      }
      """),
    // A cancel callback that only logs leaves the picker up.
    Example(
      """
      struct AvatarPicker: UIViewControllerRepresentable {
        @Binding var isShown: Bool
        func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
        func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}
        final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
          let parent: AvatarPicker
          init(_ parent: AvatarPicker) { self.parent = parent }
          func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            parent.isShown = false
          }
          func ↓imagePickerControllerDidCancel(_ picker: UIImagePickerController) { print("cancelled") }
        }
      }
      """),
    // No `imagePickerControllerDidCancel(_:)`: Cancel runs none of the coordinator's exit.
    Example(
      """
      struct ImagePicker: UIViewControllerRepresentable {
        @Binding var image: UIImage?
        func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
        func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}
      }
      extension ImagePicker {
        final class Coordinator: NSObject, ↓UIImagePickerControllerDelegate, UINavigationControllerDelegate {
          let picker: ImagePicker
          init(picker: ImagePicker) { self.picker = picker }
          func imagePickerController(_ controller: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            picker.image = info[.originalImage] as? UIImage
          }
        }
      }
      """),
    Example(
      """
      struct Camera: UIViewControllerRepresentable {
        enum Mode { case save(done: () -> Void), handle((UIImage) -> Void) }
        let mode: Mode
        func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
        func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}
        final class Coordinator: NSObject, ↓UIImagePickerControllerDelegate, UINavigationControllerDelegate {
          let parent: Camera
          init(_ parent: Camera) { self.parent = parent }
          func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            switch parent.mode {
            case .save(let done): done()
            case .handle(let handler): handler(UIImage())
            }
          }
        }
      }
      """),
    Example(
      """
      struct Scanner: UIViewControllerRepresentable {
        @Environment(\\.dismiss) var dismiss
        func makeUIViewController(context: Context) -> VNDocumentCameraViewController { VNDocumentCameraViewController() }
        func updateUIViewController(_ controller: VNDocumentCameraViewController, context: Context) {}
        final class Coordinator: NSObject, ↓VNDocumentCameraViewControllerDelegate {
          let parent: Scanner
          init(parent: Scanner) { self.parent = parent }
          func documentCameraViewController(_ c: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan) {
            parent.dismiss()
          }
          func documentCameraViewController(_ c: VNDocumentCameraViewController, didFailWithError error: Error) {
            parent.dismiss()
          }
        }
      }
      """),
    Example(
      """
      struct PhotoPicker: UIViewControllerRepresentable {
        @Environment(\\.dismiss) var dismiss
        func makeUIViewController(context: Context) -> PHPickerViewController { PHPickerViewController(configuration: .init()) }
        func updateUIViewController(_ picker: PHPickerViewController, context: Context) {}
        final class Coordinator: NSObject, PHPickerViewControllerDelegate {
          let parent: PhotoPicker
          init(parent: PhotoPicker) { self.parent = parent }
          func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            guard let provider = results.first?.itemProvider else { ↓return }
            parent.dismiss()
            provider.loadObject(ofClass: UIImage.self) { _, _ in }
          }
        }
      }
      """),
    Example(
      """
      struct MailView: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> MFMailComposeViewController { MFMailComposeViewController() }
        func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}
        final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {
          func ↓mailComposeController(_ c: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {
            print(result)
          }
        }
      }
      """),
    Example(
      """
      struct CameraCapture: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
        func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}
      }
      extension CameraCapture {
        final class Coordinator: NSObject, ↓UIImagePickerControllerDelegate, UINavigationControllerDelegate {
          func ↓imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            guard let image = info[.originalImage] as? UIImage else { return }
            UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)
          }
        }
      }
      """),
    Example(
      """
      struct MessageView: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> MFMessageComposeViewController { MFMessageComposeViewController() }
        func updateUIViewController(_ controller: MFMessageComposeViewController, context: Context) {}
        final class Coordinator: NSObject, MFMessageComposeViewControllerDelegate {
          func ↓messageComposeViewController(_ c: MFMessageComposeViewController, didFinishWith result: MessageComposeResult) {}
        }
      }
      """),
    Example(
      """
      struct Scanner: UIViewControllerRepresentable {
        @Binding var pages: [UIImage]
        func makeUIViewController(context: Context) -> VNDocumentCameraViewController { VNDocumentCameraViewController() }
        func updateUIViewController(_ controller: VNDocumentCameraViewController, context: Context) {}
        final class Coordinator: NSObject, VNDocumentCameraViewControllerDelegate {
          var parent: Scanner
          init(parent: Scanner) { self.parent = parent }
          func documentCameraViewController(_ c: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan) {
            guard scan.pageCount > 0 else { return }
            parent.pages = (0..<scan.pageCount).map { scan.imageOfPage(at: $0) }
          }
          func documentCameraViewControllerDidCancel(_ c: VNDocumentCameraViewController) { c.dismiss(animated: true) }
          func ↓documentCameraViewController(_ c: VNDocumentCameraViewController, didFailWithError error: Error) {
            print(error)
          }
        }
      }
      """),
    // A mail composer with no delegate at all: Send and Cancel do nothing (round aa).
    Example(
      """
      struct FeedbackMail: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> some UIViewController {
          let composer = ↓MFMailComposeViewController()
          composer.setSubject("Feedback")
          return composer
        }
        func updateUIViewController(_ controller: UIViewControllerType, context: Context) {}
      }
      """),
    // A UIKit controller that is the scanner's delegate but leaves out Cancel (round aa).
    Example(
      """
      final class ScanController: UIViewController, ↓VNDocumentCameraViewControllerDelegate {
        func scan() {
          let scanner = VNDocumentCameraViewController()
          scanner.delegate = self
          present(scanner, animated: true)
        }
        func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan) {
          controller.dismiss(animated: true)
        }
        func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFailWithError error: Error) {
          controller.dismiss(animated: true)
        }
      }
      """),
  ]
}
