import SwiftUI
import UIKit

/// Correct: the popover is wired in the branch that presents it, once per presentation (every
/// presentation has a new presentation controller).
struct ColorWellPopover: UIViewControllerRepresentable {
    @Binding var isPresented: Bool
    let picker: UIColorPickerViewController

    func makeCoordinator() -> Coordinator { Coordinator(isPresented: $isPresented) }

    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

    func updateUIViewController(_ anchor: UIViewController, context: Context) {
        if isPresented && anchor.presentedViewController == nil {
            picker.modalPresentationStyle = .popover
            picker.popoverPresentationController?.delegate = context.coordinator
            picker.popoverPresentationController?.sourceView = anchor.view
            anchor.present(picker, animated: true)
        }
    }

    final class Coordinator: NSObject, UIPopoverPresentationControllerDelegate {
        @Binding var isPresented: Bool
        init(isPresented: Binding<Bool>) { _isPresented = isPresented }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            isPresented = false
        }
    }
}

/// Correct: the same after an early `guard … else { return }`.
struct ExportSheetPresenter: UIViewControllerRepresentable {
    @Binding var isShowing: Bool
    let exporter: UINavigationController

    func makeCoordinator() -> Coordinator { Coordinator(isShowing: $isShowing) }

    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

    func updateUIViewController(_ host: UIViewController, context: Context) {
        guard isShowing, host.presentedViewController == nil else { return }
        exporter.presentationController?.delegate = context.coordinator
        host.present(exporter, animated: true)
    }

    final class Coordinator: NSObject, UIAdaptivePresentationControllerDelegate {
        @Binding var isShowing: Bool
        init(isShowing: Binding<Bool>) { _isShowing = isShowing }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            isShowing = false
        }
    }
}

/// Wrong: the delegate is set on every update; only the presentation is conditional.
struct ImportSheetPresenter: UIViewControllerRepresentable {
    @Binding var isShowing: Bool
    let importer: UINavigationController

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

    func updateUIViewController(_ host: UIViewController, context: Context) {
        importer.presentationController?.delegate = context.coordinator  // expect: 42 [delegate_in_update]
        if isShowing && host.presentedViewController == nil {
            host.present(importer, animated: true)
        }
    }

    final class Coordinator: NSObject, UIAdaptivePresentationControllerDelegate {}
}
