import SwiftUI
import UIKit
import UniformTypeIdentifiers

/// Correct: the alert is a local that is presented and never stored, so its action's handler
/// lives only as long as the alert is on screen (round g).
struct BackupRestorePicker: UIViewControllerRepresentable {
    var onRestore: (URL, String) -> Void

    func makeCoordinator() -> Coordinator { Coordinator(onRestore: onRestore) }

    func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.zip])
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ uiViewController: UIDocumentPickerViewController, context: Context) {}

    final class Coordinator: NSObject, UIDocumentPickerDelegate {
        let onRestore: (URL, String) -> Void

        init(onRestore: @escaping (URL, String) -> Void) { self.onRestore = onRestore }

        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
            guard let archive = urls.first else { return }
            let prompt = UIAlertController(title: "Passphrase", message: nil, preferredStyle: .alert)
            prompt.addTextField { field in field.isSecureTextEntry = true }
            let restore = UIAlertAction(title: "Restore", style: .default) { [self] _ in
                onRestore(archive, prompt.textFields?.first?.text ?? "")
            }
            prompt.addAction(restore)
            showPrompt(prompt, over: controller)
        }

        private func showPrompt(_ prompt: UIAlertController, over controller: UIViewController) {
            controller.present(prompt, animated: true)
        }
    }
}
