import SwiftUI
import UIKit
import WebKit

final class ContactsDataSource: NSObject, UITableViewDataSource {
    var contacts: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { contacts.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }
}

/// Wrong: nothing keeps the data source; the table stays empty.
final class ContactsViewController: UIViewController {
    private let tableView = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.dataSource = ContactsDataSource()  // expect: 19 [delegate_fresh_instance]
    }
}

/// Correct: the data source is stored first.
final class FavoritesViewController: UIViewController {
    private let tableView = UITableView()
    private let source = ContactsDataSource()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.dataSource = source
    }
}

final class ExternalLinkPolicy: NSObject, WKNavigationDelegate {}

/// Wrong: the navigation delegate is released at once.
struct TermsWebView: UIViewRepresentable {
    let url: URL

    func makeUIView(context: Context) -> WKWebView {
        let web = WKWebView()
        web.navigationDelegate = ExternalLinkPolicy()  // expect: 13 [delegate_fresh_instance]
        web.load(URLRequest(url: url))
        return web
    }

    func updateUIView(_ uiView: WKWebView, context: Context) {}
}

/// Correct: a project type's own strong `delegate` property.
final class UploadQueue {
    var delegate: UploadQueueDelegate?

    func startLogging() {
        delegate = UploadLogger()
    }
}

protocol UploadQueueDelegate: AnyObject {}

final class UploadLogger: UploadQueueDelegate {}

/// Correct: CAAnimation keeps its delegate strongly.
final class PulseView: UIView {
    func pulse() {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.delegate = PulseAnimationObserver()
        layer.add(animation, forKey: "pulse")
    }
}

final class PulseAnimationObserver: NSObject, CAAnimationDelegate {}
