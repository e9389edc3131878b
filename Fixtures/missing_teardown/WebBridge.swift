import SwiftUI
import WebKit

/// Wrong: the content controller keeps the coordinator, which keeps the web view, and nothing removes it.
struct CheckoutWebView: UIViewRepresentable {
    let url: URL
    var onMessage: (String) -> Void

    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    func makeUIView(context: Context) -> WKWebView {
        let web = WKWebView()
        web.configuration.userContentController.add(context.coordinator, name: "checkout")  // expect: 49 [missing_teardown]
        context.coordinator.webView = web
        web.load(URLRequest(url: url))
        return web
    }

    func updateUIView(_ uiView: WKWebView, context: Context) {
        context.coordinator.parent = self
    }

    final class Coordinator: NSObject, WKScriptMessageHandler {
        var parent: CheckoutWebView
        /// Kept to run scripts on reply: web view → content controller → coordinator → web view.
        var webView: WKWebView?

        init(parent: CheckoutWebView) { self.parent = parent }

        func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
            parent.onMessage(String(describing: message.body))
        }
    }
}

/// Correct: removed when SwiftUI dismantles the view.
struct HelpWebView: UIViewRepresentable {
    let url: URL

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> WKWebView {
        let web = WKWebView()
        web.configuration.userContentController.add(context.coordinator, name: "help")
        web.load(URLRequest(url: url))
        return web
    }

    func updateUIView(_ uiView: WKWebView, context: Context) {}

    static func dismantleUIView(_ uiView: WKWebView, coordinator: Coordinator) {
        uiView.configuration.userContentController.removeScriptMessageHandler(forName: "help")
    }

    final class Coordinator: NSObject, WKScriptMessageHandler {
        func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {}
    }
}

/// Wrong: the coordinator holds the web view strongly, so its deinit never runs.
struct ArticleWebView: UIViewRepresentable {
    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> WKWebView {
        let web = WKWebView()
        context.coordinator.webView = web
        context.coordinator.install()
        return web
    }

    func updateUIView(_ uiView: WKWebView, context: Context) {}

    final class Coordinator: NSObject, WKScriptMessageHandler {
        var webView: WKWebView?

        func install() {
            webView?.configuration.userContentController.add(self, name: "article")  // expect: 58 [missing_teardown]
        }

        deinit {
            webView?.configuration.userContentController.removeAllScriptMessageHandlers()
        }

        func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {}
    }
}

/// Correct: the handler holds only a binding and a callback, so the web view, its content
/// controller and the handler are released together (no cycle, no message after removal).
struct ReceiptWebView: UIViewRepresentable {
    @Binding var isLoading: Bool
    var onReceipt: (String) -> Void

    func makeCoordinator() -> Coordinator { Coordinator(isLoading: $isLoading, onReceipt: onReceipt) }

    func makeUIView(context: Context) -> WKWebView {
        let web = WKWebView()
        web.configuration.userContentController.add(context.coordinator, name: "receipt")
        return web
    }

    func updateUIView(_ uiView: WKWebView, context: Context) {}

    final class Coordinator: NSObject, WKScriptMessageHandler {
        @Binding var isLoading: Bool
        let onReceipt: (String) -> Void

        init(isLoading: Binding<Bool>, onReceipt: @escaping (String) -> Void) {
            _isLoading = isLoading
            self.onReceipt = onReceipt
        }

        func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
            isLoading = false
            onReceipt(String(describing: message.body))
        }
    }
}
