import BridgeLint

enum CoordinatorDirectDismissExamples {
  static let nonTriggering: [Example] = [
    Example(
      """
      struct ImagePicker: UIViewControllerRepresentable {
        @Environment(\\.dismiss) var dismiss
        func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
        func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}
        final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
          let parent: ImagePicker
          init(parent: ImagePicker) { self.parent = parent }
          func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { parent.dismiss() }
        }
      }
      """),
    Example(
      """
      struct MailView: UIViewControllerRepresentable {
        @Binding var isPresented: Bool
        func makeUIViewController(context: Context) -> MFMailComposeViewController { MFMailComposeViewController() }
        func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}
        final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {
          var parent: MailView
          init(parent: MailView) { self.parent = parent }
          func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {
            parent.isPresented = false
          }
        }
      }
      """),
    Example(
      """
      struct Browser: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UINavigationController { UINavigationController() }
        func updateUIViewController(_ navigation: UINavigationController, context: Context) {}
        final class Coordinator: NSObject {
          func closeChild(_ navigation: UINavigationController) {
            navigation.presentedViewController?.dismiss(animated: true)
          }
        }
      }
      """),
    Example(
      """
      struct SharePresenter: UIViewControllerRepresentable {
        @Binding var isPresented: Bool
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        func updateUIViewController(_ host: UIViewController, context: Context) {
          guard isPresented, host.presentedViewController == nil else { return }
          host.present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true)
        }
        final class Coordinator: NSObject {
          func finished(_ host: UIViewController) { host.dismiss(animated: true) }
        }
      }
      """),
    Example(
      """
      struct Picker: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        func updateUIViewController(_ controller: UIViewController, context: Context) {}
        final class Coordinator: NSObject, PHPickerViewControllerDelegate {
          func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            picker.dismiss(animated: true)
          }
        }
      }
      """),
    Example(
      """
      final class PhotoFlow: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
          picker.dismiss(animated: true)
        }
      }
      """),
    Example(
      """
      struct Scanner: UIViewControllerRepresentable {
        @Binding var isShown: Bool
        func makeUIViewController(context: Context) -> VNDocumentCameraViewController { VNDocumentCameraViewController() }
        func updateUIViewController(_ controller: VNDocumentCameraViewController, context: Context) {}
        final class Coordinator: NSObject, VNDocumentCameraViewControllerDelegate {
          var parent: Scanner
          init(parent: Scanner) { self.parent = parent }
          func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController) {
            controller.dismiss(animated: true)
            parent.isShown = false
          }
        }
      }
      """),
    Example(
      """
      struct Camera: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ view: UIView, context: Context) {}
        final class Coordinator: NSObject {
          func close(_ controller: UIImagePickerController) { controller.dismiss(animated: true) }
        }
      }
      """),
    Example(
      """
      struct Picker: UIViewControllerRepresentable {
        let presenter: UIViewController
        func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
        func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}
        final class Coordinator: NSObject {
          let host = UIViewController()
          func close() { host.dismiss(animated: true) }
        }
      }
      """),
    Example(
      """
      struct Composer: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> MFMessageComposeViewController { MFMessageComposeViewController() }
        func updateUIViewController(_ controller: MFMessageComposeViewController, context: Context) {}
        final class Coordinator: NSObject, MFMessageComposeViewControllerDelegate {
          let onFinish: () -> Void
          init(onFinish: @escaping () -> Void) { self.onFinish = onFinish }
          func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult) {
            onFinish()
          }
        }
      }
      """),
    Example(
      """
      struct Wizard: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UINavigationController { UINavigationController() }
        func updateUIViewController(_ navigation: UINavigationController, context: Context) {}
        final class Coordinator: NSObject {
          func showHelp(_ navigation: UINavigationController) {
            navigation.pushViewController(UIViewController(), animated: true)
          }
          func back(_ navigation: UINavigationController) { navigation.dismiss(animated: true) }
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example(
      """
      struct ImagePicker: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
        func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}
        final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
          func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            picker.↓dismiss(animated: true)
          }
        }
      }
      """),
    Example(
      """
      struct PhotoPicker: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> PHPickerViewController {
          PHPickerViewController(configuration: PHPickerConfiguration())
        }
        func updateUIViewController(_ picker: PHPickerViewController, context: Context) {}
        final class Coordinator: NSObject, PHPickerViewControllerDelegate {
          func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            picker.↓dismiss(animated: true, completion: nil)
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
          func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {
            controller.presentingViewController?.↓dismiss(animated: true)
          }
        }
      }
      """),
    Example(
      """
      struct DocumentScanner {}
      extension DocumentScanner: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> VNDocumentCameraViewController { VNDocumentCameraViewController() }
        func updateUIViewController(_ controller: VNDocumentCameraViewController, context: Context) {}
        final class Coordinator: NSObject, VNDocumentCameraViewControllerDelegate {
          func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController) {
            controller.↓dismiss(animated: true)
          }
        }
      }
      """),
    Example(
      """
      struct Safari: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
        func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
        final class Coordinator: NSObject, SFSafariViewControllerDelegate {
          func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
            DispatchQueue.main.async { controller.↓dismiss(animated: true) }
          }
        }
      }
      """),
    Example(
      """
      struct ContactPicker: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> CNContactPickerViewController { CNContactPickerViewController() }
        func updateUIViewController(_ controller: CNContactPickerViewController, context: Context) {}
      }
      extension ContactPicker {
        final class Coordinator: NSObject, CNContactPickerDelegate {
          func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact) {
            picker.presentingViewController?.↓dismiss(animated: true)
          }
        }
      }
      """),
  ]
}
