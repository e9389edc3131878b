import Combine
import SwiftUI
import UIKit

/// A formatting toolbar whose buttons report back through the coordinator.
struct FormattingBar: UIViewRepresentable {
    @Binding var isBold: Bool
    @Binding var isItalic: Bool

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIView(context: Context) -> UIStackView {
        let stack = UIStackView()
        stack.axis = .horizontal
        stack.spacing = 12
        context.coordinator.installButtons(in: stack)
        let plain = UIButton(primaryAction: UIAction(title: "Plain") { _ in context.coordinator.clearFormatting() })
        stack.addArrangedSubview(plain)
        return stack
    }

    func updateUIView(_ uiView: UIStackView, context: Context) {
        context.coordinator.parent = self
        context.coordinator.refresh()
    }

    final class Coordinator: NSObject {  // expect: [coordinator_main_actor]
        var parent: FormattingBar
        private let boldButton = UIButton(type: .system)
        private let italicButton = UIButton(type: .system)
        private let linkButton = UIButton(type: .system)
        private let moreButton = UIButton(type: .system)

        init(_ parent: FormattingBar) {
            self.parent = parent
        }

        func installButtons(in stack: UIStackView) {
            boldButton.setTitle("B", for: .normal)
            boldButton.addAction(UIAction { _ in self.parent.isBold.toggle() }, for: .primaryActionTriggered)  // expect: 50 [coordinator_strong_self]
            italicButton.setTitle("I", for: .normal)
            italicButton.addAction(UIAction { [self] _ in parent.isItalic.toggle() }, for: .primaryActionTriggered)  // expect: 48 [coordinator_strong_self]
            linkButton.setTitle("Link", for: .normal)
            linkButton.addAction(UIAction { [weak self] _ in
                guard let self else { return }
                parent.isBold = false
                self.parent.isItalic = false
            }, for: .primaryActionTriggered)
            let clearAll = UIAction(title: "Clear Formatting", image: UIImage(systemName: "textformat")) { _ in
                self.clearFormatting()  // expect: 17 [coordinator_strong_self]
            }
            moreButton.setImage(UIImage(systemName: "ellipsis.circle"), for: .normal)
            moreButton.menu = UIMenu(children: [clearAll])
            moreButton.showsMenuAsPrimaryAction = true
            [boldButton, italicButton, linkButton, moreButton].forEach { stack.addArrangedSubview($0) }
        }

        func refresh() {
            boldButton.isSelected = parent.isBold
            italicButton.isSelected = parent.isItalic
            UIView.animate(withDuration: 0.15, animations: {
                self.boldButton.alpha = self.parent.isBold ? 1 : 0.6
            }, completion: { _ in
                self.italicButton.alpha = self.parent.isItalic ? 1 : 0.6
            })
        }

        func clearFormatting() {
            parent.isBold = false
            parent.isItalic = false
        }
    }
}

extension Notification.Name {
    static let userDidSignOut = Notification.Name("UserDidSignOut")
}

final class UserSession: ObservableObject {
    @Published var isSignedIn = false

    func refreshToken() {}
}

final class CartViewController: UIViewController {
    var onContinue: (() -> Void)?
}

/// Navigation coordinator of the UIKit app shell: not a representable's Coordinator.
final class AppCoordinator {
    let navigationController: UINavigationController
    private let session: UserSession
    private var observers: [NSObjectProtocol] = []
    private var cancellables = Set<AnyCancellable>()
    private var refreshTimer: Timer?

    init(navigationController: UINavigationController, session: UserSession) {
        self.navigationController = navigationController
        self.session = session
    }

    func start() {
        observers.append(NotificationCenter.default.addObserver(forName: .userDidSignOut, object: nil, queue: .main) { _ in
            self.showSignIn()
        })
        session.$isSignedIn
            .sink { signedIn in
                if signedIn { self.showHome() }
            }
            .store(in: &cancellables)
        refreshTimer = Timer.scheduledTimer(withTimeInterval: 300, repeats: true) { _ in
            self.session.refreshToken()
        }
        showHome()
    }

    private func showHome() {
        navigationController.setViewControllers([UIViewController()], animated: false)
    }

    private func showSignIn() {
        navigationController.present(UIViewController(), animated: true)
    }
}

enum Checkout {
    /// Coordinates the checkout flow. Nested in an enum, not in a representable.
    final class Coordinator {
        private let navigationController: UINavigationController
        var onFinish: (() -> Void)?

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func start() {
            let cart = CartViewController()
            cart.onContinue = { self.showPayment() }
            navigationController.pushViewController(cart, animated: true)
        }

        private func showPayment() {
            let payment = UIViewController()
            payment.title = "Payment"
            navigationController.pushViewController(payment, animated: true)
        }
    }
}

/// A SwiftUI view with a nested helper class that happens to be called Coordinator.
struct OnboardingView: View {
    @StateObject private var coordinator = Coordinator()

    var body: some View {
        Text("Page \(coordinator.page + 1)")
            .onAppear { coordinator.start() }
    }

    final class Coordinator: ObservableObject {
        @Published var page = 0
        private var timer: Timer?

        func start() {
            timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in
                self.page = (self.page + 1) % 3
            }
        }
    }
}
