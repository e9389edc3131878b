import SwiftUI
import UIKit

/// Wrong: both exits dismiss through UIKit.
struct ReceiptPhotoPicker: UIViewControllerRepresentable {
    var onPick: (UIImage) -> Void

    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    func makeUIViewController(context: Context) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {
        context.coordinator.parent = self
    }

    final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        var parent: ReceiptPhotoPicker

        init(parent: ReceiptPhotoPicker) { self.parent = parent }

        func imagePickerController(
            _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
        ) {
            if let image = info[.originalImage] as? UIImage { parent.onPick(image) }
            picker.presentingViewController?.dismiss(animated: true)  // expect: 46 [coordinator_direct_dismiss]
        }

        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            picker.dismiss(animated: true, completion: nil)  // expect: 20 [coordinator_direct_dismiss]
        }
    }
}

/// Correct: a UIKit host presents the picker itself, so UIKit dismisses it.
struct AttachmentButtonHost: UIViewControllerRepresentable {
    @Binding var showPicker: Bool

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
        guard showPicker, uiViewController.presentedViewController == nil else { return }
        let picker = UIImagePickerController()
        picker.delegate = context.coordinator
        uiViewController.present(picker, animated: true)
    }

    final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        func imagePickerController(
            _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
        ) {
            picker.dismiss(animated: true)
        }

        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            picker.dismiss(animated: true)
        }
    }
}

/// Correct: the controller's own presented child.
struct DocumentBrowser: UIViewControllerRepresentable {
    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIViewController(context: Context) -> UIDocumentBrowserViewController {
        let browser = UIDocumentBrowserViewController(forOpening: [.pdf])
        browser.delegate = context.coordinator
        return browser
    }

    func updateUIViewController(_ uiViewController: UIDocumentBrowserViewController, context: Context) {}

    final class Coordinator: NSObject, UIDocumentBrowserViewControllerDelegate {
        func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL]) {
            controller.presentedViewController?.dismiss(animated: true)
        }
    }
}
