import SwiftUI
import UIKit
import VisionKit

struct PhotoPage: Identifiable, Hashable {
    let id: UUID
    let image: UIImage
}

/// Horizontal pager over photos. Its `UIViewControllerRepresentable` conformance is
/// declared in PhotoPager+Representable.swift.
struct PhotoPager {
    var pages: [PhotoPage]
    @Binding var currentIndex: Int

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIViewController(context: Context) -> UIPageViewController {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        return Self.configured(pager, coordinator: context.coordinator)
    }

    func updateUIViewController(_ pager: UIPageViewController, context: Context) {
        let delegate = context.coordinator
        delegate.parent = self
        pager.dataSource = delegate  // expect: 15 [delegate_in_update]
        if let page = delegate.controller(at: currentIndex), pager.viewControllers?.first !== page {
            pager.setViewControllers([page], direction: .forward, animated: false)
        }
    }

    final class Coordinator: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        var parent: PhotoPager
        private var cache: [UUID: UIViewController] = [:]

        init(_ parent: PhotoPager) {
            self.parent = parent
        }

        func controller(at index: Int) -> UIViewController? {
            guard parent.pages.indices.contains(index) else { return nil }
            let page = parent.pages[index]
            if let cached = cache[page.id] { return cached }
            let controller = UIViewController()
            let imageView = UIImageView(image: page.image)
            imageView.contentMode = .scaleAspectFit
            controller.view = imageView
            cache[page.id] = controller
            return controller
        }

        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            controller(at: parent.currentIndex - 1)
        }

        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            controller(at: parent.currentIndex + 1)
        }

        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            guard completed, let shown = pageViewController.viewControllers?.first else { return }
            if let index = parent.pages.indices.first(where: { cache[parent.pages[$0].id] === shown }) {
                parent.currentIndex = index
            }
        }
    }
}

/// Conformance declared on an extension in the same file, with the methods inside it.
struct DocumentScanner {
    @Binding var isPresented: Bool
    var onScan: (VNDocumentCameraScan) -> Void
}

extension DocumentScanner: UIViewControllerRepresentable {
    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIViewController(context: Context) -> VNDocumentCameraViewController {
        VNDocumentCameraViewController()
    }

    func updateUIViewController(_ scanner: VNDocumentCameraViewController, context: Context) {
        context.coordinator.parent = self
        scanner.delegate = context.coordinator  // expect: 17 [delegate_in_update]
    }

    final class Coordinator: NSObject, VNDocumentCameraViewControllerDelegate {
        var parent: DocumentScanner

        init(_ parent: DocumentScanner) {
            self.parent = parent
        }

        func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan) {
            parent.onScan(scan)
            parent.isPresented = false
        }

        func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController) {
            parent.isPresented = false
        }

        func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFailWithError error: Error) {
            parent.isPresented = false
        }
    }
}
