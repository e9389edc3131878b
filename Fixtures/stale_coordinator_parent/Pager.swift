import SwiftUI
import UIKit

struct OnboardingPage: Identifiable {
    let id: Int
    let title: String
}

/// Wrong: `pages` changes with the parent, but the data source reads the first copy.
struct OnboardingPager: UIViewControllerRepresentable {
    var pages: [OnboardingPage]
    var onFinish: () -> Void

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIViewController(context: Context) -> UIPageViewController {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = context.coordinator
        return pager
    }

    func updateUIViewController(_ uiViewController: UIPageViewController, context: Context) {
        context.coordinator.currentIndex = min(context.coordinator.currentIndex, pages.count - 1)
    }
}

extension OnboardingPager {
    final class Coordinator: NSObject, UIPageViewControllerDataSource {
        var parent: OnboardingPager  // expect: 13 [stale_coordinator_parent]
        var currentIndex = 0

        init(_ parent: OnboardingPager) { self.parent = parent }

        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            guard currentIndex + 1 < parent.pages.count else {
                parent.onFinish()
                return nil
            }
            return UIViewController()
        }

        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            nil
        }
    }
}

/// Modal composer with an empty update: reported as info.
struct FeedbackComposer: UIViewControllerRepresentable {
    var onSent: (Bool) -> Void

    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    func makeUIViewController(context: Context) -> FeedbackViewController {
        let controller = FeedbackViewController()
        controller.delegate = context.coordinator
        return controller
    }

    func updateUIViewController(_ uiViewController: FeedbackViewController, context: Context) {}

    final class Coordinator: NSObject, FeedbackViewControllerDelegate {
        let parent: FeedbackComposer  // expect: 13 [stale_coordinator_parent]

        init(parent: FeedbackComposer) { self.parent = parent }

        func feedbackDidFinish(sent: Bool) { parent.onSent(sent) }
    }
}

protocol FeedbackViewControllerDelegate: AnyObject {
    func feedbackDidFinish(sent: Bool)
}

final class FeedbackViewController: UIViewController {
    weak var delegate: FeedbackViewControllerDelegate?
}
