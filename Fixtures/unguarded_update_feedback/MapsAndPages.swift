import MapKit
import SwiftUI
import WebKit

/// A map that follows a binding: `setRegion` calls the delegate, which writes the binding again.
struct TrailheadMap: UIViewRepresentable {
    @Binding var region: MKCoordinateRegion

    func makeUIView(context: Context) -> MKMapView {
        MKMapView()
    }

    func updateUIView(_ mapView: MKMapView, context: Context) {
        mapView.setRegion(region, animated: true)  // expect: 17 [unguarded_update_feedback]
        mapView.showsUserLocation = true
    }
}

/// Guarded by a coordinator flag the delegate sets while the user drags.
struct CampMap: UIViewRepresentable {
    var region: MKCoordinateRegion

    func makeCoordinator() -> CampMapCoordinator {
        CampMapCoordinator()
    }

    func makeUIView(context: Context) -> MKMapView {
        MKMapView()
    }

    func updateUIView(_ mapView: MKMapView, context: Context) {
        if !context.coordinator.isUserMoving {
            mapView.setRegion(region, animated: false)
        }
    }
}

final class CampMapCoordinator: NSObject, MKMapViewDelegate {
    var isUserMoving = false
}

/// Reloads the page on every update.
struct TrailGuidePage: UIViewRepresentable {
    let url: URL

    func makeUIView(context: Context) -> WKWebView {
        WKWebView()
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        webView.load(URLRequest(url: url))  // expect: 17 [unguarded_update_feedback]
    }
}

/// Loads only when the address changed; a scroll view whose offset is compared first.
struct TrailNotesPage: UIViewRepresentable {
    let html: String
    let baseURL: URL?

    func makeCoordinator() -> PageCoordinator {
        PageCoordinator()
    }

    func makeUIView(context: Context) -> WKWebView {
        WKWebView()
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        guard context.coordinator.lastHTML != html else { return }
        context.coordinator.lastHTML = html
        webView.loadHTMLString(html, baseURL: baseURL)
    }
}

final class PageCoordinator {
    var lastHTML: String?
}

struct ElevationStrip: UIViewRepresentable {
    @Binding var offset: CGPoint
    let isEnabled: Bool

    func makeUIView(context: Context) -> UIScrollView {
        UIScrollView()
    }

    func updateUIView(_ scrollView: UIScrollView, context: Context) {
        if scrollView.contentOffset != offset {
            scrollView.setContentOffset(offset, animated: false)
        }
        scrollView.isScrollEnabled = isEnabled
        scrollView.contentOffset = offset  // expect: 20 [unguarded_update_feedback]
    }
}

/// A switch and a slider: programmatic changes send no control events.
struct ElevationToggle: UIViewRepresentable {
    @Binding var isOn: Bool
    @Binding var level: Float

    func makeUIView(context: Context) -> UISwitch {
        UISwitch()
    }

    func updateUIView(_ toggle: UISwitch, context: Context) {
        toggle.isOn = isOn
        toggle.setOn(isOn, animated: true)
    }
}
