import SwiftUI
import UIKit
import WebKit

/// Shapes that look like re-wiring in `update…` but are not: a controller created at
/// presentation time, a view built on demand, a delegate the parent passes in, and a data
/// payload that only happens to be called `dataSource`.
struct ReceiptShareButton: UIViewControllerRepresentable {
    @Binding var isPresented: Bool
    let receipt: URL

    func makeCoordinator() -> Coordinator { Coordinator(isPresented: $isPresented) }

    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

    func updateUIViewController(_ host: UIViewController, context: Context) {
        guard isPresented, host.presentedViewController == nil else { return }
        let share = UIActivityViewController(activityItems: [receipt], applicationActivities: nil)
        share.presentationController?.delegate = context.coordinator
        host.present(share, animated: true)
    }

    final class Coordinator: NSObject, UIAdaptivePresentationControllerDelegate {
        @Binding var isPresented: Bool
        init(isPresented: Binding<Bool>) { _isPresented = isPresented }
        func presentationControllerDidDismiss(_ controller: UIPresentationController) { isPresented = false }
    }
}

struct LazyNotesEditor: UIViewRepresentable {
    @Binding var text: String

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> EditorContainer { EditorContainer() }

    func updateUIView(_ container: EditorContainer, context: Context) {
        if container.textView == nil {
            let textView = UITextView()
            textView.delegate = context.coordinator
            container.install(textView)
        }
        if container.textView?.text != text { container.textView?.text = text }
    }

    final class Coordinator: NSObject, UITextViewDelegate {}
}

final class EditorContainer: UIView {
    private(set) var textView: UITextView?
    func install(_ view: UITextView) {
        addSubview(view)
        textView = view
    }
}

struct CheckoutWebView: UIViewRepresentable {
    let url: URL
    /// The checkout flow owns navigation decisions; it is passed in by the screen.
    let navigationDelegate: WKNavigationDelegate

    func makeUIView(context: Context) -> WKWebView { WKWebView() }

    func updateUIView(_ webView: WKWebView, context: Context) {
        webView.navigationDelegate = navigationDelegate
        if webView.url != url { webView.load(URLRequest(url: url)) }
    }
}

struct SparklineData: Equatable {
    var points: [Double]
}

struct Sparkline: UIViewRepresentable {
    var points: [Double]

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> SparklineView { SparklineView() }

    func updateUIView(_ view: SparklineView, context: Context) {
        context.coordinator.data = SparklineData(points: points)
        view.dataSource = context.coordinator.data
    }

    final class Coordinator {
        var data = SparklineData(points: [])
    }
}

final class SparklineView: UIView {
    var dataSource = SparklineData(points: [])
}

struct ContactsList: UIViewRepresentable {
    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UITableView { UITableView() }

    func updateUIView(_ table: UITableView, context: Context) {
        let coordinator = context.coordinator
        table.dataSource = coordinator.rows  // expect: 15 [delegate_in_update]
    }

    final class Coordinator {
        let rows = ContactRows()
    }
}

final class ContactRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
}
