import SafariServices
import SwiftUI

/// The delegate that reports the Done button; it keeps the closure it is given.
final class DoneButtonDelegate: NSObject, SFSafariViewControllerDelegate {
    private let onDone: () -> Void

    init(onDone: @escaping () -> Void) {
        self.onDone = onDone
    }

    func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
        onDone()
    }
}

/// Wrong: the struct builds its own delegate; the next update of the parent makes a new struct,
/// the old delegate goes away and the weak `delegate` is nil (round q).
struct HelpCenterPage: UIViewControllerRepresentable {
    let address: URL
    private let doneDelegate: DoneButtonDelegate

    init(address: URL, onDone: @escaping () -> Void) {
        self.address = address
        self.doneDelegate = DoneButtonDelegate(onDone: onDone)
    }

    func makeUIViewController(context: Context) -> SFSafariViewController {
        let page = SFSafariViewController(url: address)
        page.delegate = doneDelegate  // expect: [delegate_fresh_instance]
        return page
    }

    func updateUIViewController(_ page: SFSafariViewController, context: Context) {}
}

/// Correct: the parent keeps the delegate and passes it in.
struct PrivacyPage: UIViewControllerRepresentable {
    let address: URL
    let doneDelegate: DoneButtonDelegate

    func makeUIViewController(context: Context) -> SFSafariViewController {
        let page = SFSafariViewController(url: address)
        page.delegate = doneDelegate
        return page
    }

    func updateUIViewController(_ page: SFSafariViewController, context: Context) {}
}
