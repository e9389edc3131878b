import PhotosUI
import SwiftUI

final class SheetDismissObserver: NSObject, UIAdaptivePresentationControllerDelegate {}

final class AvatarPickerPresenter {
    /// Wrong: the presentation controller holds its delegate weakly.
    func present(from host: UIViewController) {
        let picker = PHPickerViewController(configuration: PHPickerConfiguration())
        picker.presentationController?.delegate = SheetDismissObserver()  // expect: 40 [delegate_fresh_instance]
        host.present(picker, animated: true)
    }

    /// Wrong: a parameter typed as a framework view.
    func configure(_ searchBar: UISearchBar) {
        searchBar.delegate = SearchBarLogger.init()  // expect: 19 [delegate_fresh_instance]
    }
}

final class SearchBarLogger: NSObject, UISearchBarDelegate {}

/// Correct: the coordinator outlives the assignment.
struct PhotoPicker: UIViewControllerRepresentable {
    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIViewController(context: Context) -> PHPickerViewController {
        let picker = PHPickerViewController(configuration: PHPickerConfiguration())
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}

    final class Coordinator: NSObject, PHPickerViewControllerDelegate {
        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            picker.dismiss(animated: true)  // expect: 20 [coordinator_direct_dismiss]
        }
    }
}
