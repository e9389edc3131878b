import SwiftUI
import WebKit

/// Correct: dismantle delegates the teardown to a helper on the web view declared in this file,
/// which removes every script handler (round g).
struct HelpCenterWebView: UIViewRepresentable {
    let page: URL

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> WKWebView {
        let web = WKWebView()
        web.configuration.userContentController.add(context.coordinator, name: "helpCenter")
        context.coordinator.webView = web
        web.load(URLRequest(url: page))
        return web
    }

    func updateUIView(_ uiView: WKWebView, context: Context) {}

    static func dismantleUIView(_ uiView: WKWebView, coordinator: Coordinator) {
        uiView.detachBridges()
    }

    final class Coordinator: NSObject, WKScriptMessageHandler {
        var webView: WKWebView?

        func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
            webView?.evaluateJavaScript("ack()")
        }
    }
}

extension WKWebView {
    func detachBridges() {
        stopLoading()
        configuration.userContentController.removeAllScriptMessageHandlers()
    }
}
