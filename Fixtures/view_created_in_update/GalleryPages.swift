import SwiftUI
import UIKit

/// A pager that builds a new hosting controller for the page on every update.
struct GalleryPager: UIViewControllerRepresentable {
    let photos: [Photo]
    var page: Int

    func makeUIViewController(context: Context) -> UIPageViewController {
        UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }

    func updateUIViewController(_ pager: UIPageViewController, context: Context) {
        let controller = UIHostingController(rootView: PhotoPage(photo: photos[page]))  // expect: 26 [view_created_in_update]
        pager.setViewControllers([controller], direction: .forward, animated: false)
    }
}

/// Done right: a page is built only when the page changed.
struct GalleryPagerFixed: UIViewControllerRepresentable {
    let photos: [Photo]
    var page: Int

    func makeCoordinator() -> PagerCoordinator {
        PagerCoordinator()
    }

    func makeUIViewController(context: Context) -> UIPageViewController {
        UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }

    func updateUIViewController(_ pager: UIPageViewController, context: Context) {
        guard context.coordinator.currentPage != page else { return }
        context.coordinator.currentPage = page
        let controller = UIHostingController(rootView: PhotoPage(photo: photos[page]))
        pager.setViewControllers([controller], direction: .forward, animated: true)
    }
}

final class PagerCoordinator {
    var currentPage: Int?
}

struct Photo: Identifiable {
    let id: UUID
    let url: URL
}

struct PhotoPage: View {
    let photo: Photo

    var body: some View {
        AsyncImage(url: photo.url)
    }
}
