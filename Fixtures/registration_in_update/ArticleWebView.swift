import SwiftUI
import WebKit

/// A web view bridging `postMessage` calls back to SwiftUI.
struct ArticleWebView: UIViewRepresentable {
    let url: URL
    let onMessage: (String) -> Void

    func makeCoordinator() -> MessageBridge {
        MessageBridge(onMessage: onMessage)
    }

    func makeUIView(context: Context) -> WKWebView {
        WKWebView(frame: .zero)
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        let controller = webView.configuration.userContentController
        controller.add(context.coordinator, name: "article")  // expect: 20 [registration_in_update]
        controller.addUserScript(ArticleScripts.readingMode)  // expect: 20 [registration_in_update]
        if webView.url != url {
            webView.load(URLRequest(url: url))
        }
    }
}

/// The same bridge done right: the old handler is removed before the new one is added.
struct ReaderWebView: UIViewRepresentable {
    let url: URL

    func makeUIView(context: Context) -> WKWebView {
        let webView = WKWebView(frame: .zero)
        webView.configuration.userContentController.addUserScript(ArticleScripts.readingMode)
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        let controller = webView.configuration.userContentController
        controller.removeScriptMessageHandler(forName: "reader")
        controller.add(ReaderHandler(), name: "reader")
        if webView.url != url {
            webView.load(URLRequest(url: url))
        }
    }
}

final class MessageBridge: NSObject, WKScriptMessageHandler {
    let onMessage: (String) -> Void

    init(onMessage: @escaping (String) -> Void) {
        self.onMessage = onMessage
    }

    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
        if let body = message.body as? String { onMessage(body) }
    }
}

final class ReaderHandler: NSObject, WKScriptMessageHandler {
    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {}
}

enum ArticleScripts {
    static let readingMode = WKUserScript(
        source: "document.body.classList.add('reading')", injectionTime: .atDocumentEnd, forMainFrameOnly: true)
}
