import MapKit
import SwiftUI
import WebKit

protocol TrailAnnotationDelegate: AnyObject {
    func trailMap(didSelectPinNamed name: String)
}

struct TrailMap: UIViewRepresentable {
    var pins: [MKPointAnnotation]
    @Binding var selectedPin: String?
    weak var annotationDelegate: TrailAnnotationDelegate?

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.pointOfInterestFilter = .excludingAll
        map.addAnnotations(pins)
        return map
    }

    func updateUIView(_ uiView: MKMapView, context: Context) {
        context.coordinator.parent = self
        context.coordinator.annotationDelegate = annotationDelegate
        uiView.delegate = context.coordinator  // expect: 16 [delegate_in_update]
        if uiView.annotations.count != pins.count {
            uiView.removeAnnotations(uiView.annotations)
            uiView.addAnnotations(pins)
        }
    }

    final class Coordinator: NSObject, MKMapViewDelegate {
        var parent: TrailMap
        weak var annotationDelegate: TrailAnnotationDelegate?

        init(_ parent: TrailMap) {
            self.parent = parent
        }

        func mapView(_ mapView: MKMapView, didSelect annotation: MKAnnotation) {
            guard let name = annotation.title ?? nil else { return }
            parent.selectedPin = name
            annotationDelegate?.trailMap(didSelectPinNamed: name)
        }
    }
}

/// The same map done right: the delegate is wired once, in makeUIView.
struct CampsiteMap: UIViewRepresentable {
    var campsites: [MKPointAnnotation]

    func makeCoordinator() -> Coordinator {
        Coordinator()
    }

    func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.delegate = context.coordinator
        return map
    }

    func updateUIView(_ uiView: MKMapView, context: Context) {
        let isAttached = uiView.delegate === context.coordinator
        assert(isAttached, "delegate is wired in makeUIView")
        if uiView.annotations.count != campsites.count {
            uiView.removeAnnotations(uiView.annotations)
            uiView.addAnnotations(campsites)
        }
    }

    final class Coordinator: NSObject, MKMapViewDelegate {
        func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
            mapView.dequeueReusableAnnotationView(withIdentifier: "campsite")
        }
    }
}

struct ArticleWebView: UIViewRepresentable {
    let url: URL
    @Binding var isLoading: Bool

    func makeCoordinator() -> Coordinator {
        Coordinator(isLoading: $isLoading)
    }

    func makeUIView(context: Context) -> WKWebView {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.allowsBackForwardNavigationGestures = true
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        webView.navigationDelegate = context.coordinator  // expect: 17 [delegate_in_update]
        webView.uiDelegate = context.coordinator  // expect: [delegate_in_update]
        if webView.url != url {
            webView.load(URLRequest(url: url))
        }
    }

    final class Coordinator: NSObject, WKNavigationDelegate, WKUIDelegate {
        @Binding var isLoading: Bool

        init(isLoading: Binding<Bool>) {
            _isLoading = isLoading
        }

        func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
            isLoading = true
        }

        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
            isLoading = false
        }
    }
}

/// Re-wires its delegate only when something else replaced it: guarded, so not a finding.
struct ReaderWebView: UIViewRepresentable {
    let html: String

    func makeCoordinator() -> Coordinator {
        Coordinator()
    }

    func makeUIView(context: Context) -> WKWebView {
        let webView = WKWebView()
        webView.navigationDelegate = context.coordinator
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        if webView.navigationDelegate !== context.coordinator {
            webView.navigationDelegate = context.coordinator
        }
        if context.coordinator.loadedHTML != html {
            context.coordinator.loadedHTML = html
            webView.loadHTMLString(html, baseURL: nil)
        }
    }

    final class Coordinator: NSObject, WKNavigationDelegate {
        var loadedHTML: String?
    }
}

/// A pre-SwiftUI adapter used by the widget configuration screen. Not a representable:
/// its `updateUIView` is an ordinary method.
final class LegacyMapAdapter: NSObject, MKMapViewDelegate {
    let mapView = MKMapView()

    func updateUIView(_ uiView: MKMapView, animated: Bool) {
        uiView.delegate = self
        uiView.showsUserLocation = true
    }
}
