import MapKit
import SwiftUI
import UIKit

/// Reported: the conformance lives in an extension, so the class itself is not isolated.
struct ZoomableImage: UIViewRepresentable {
    let image: UIImage

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UIScrollView {
        let scroll = UIScrollView()
        scroll.delegate = context.coordinator
        context.coordinator.imageView.image = image
        scroll.addSubview(context.coordinator.imageView)
        return scroll
    }

    func updateUIView(_ uiView: UIScrollView, context: Context) {}

    final class Coordinator: NSObject {  // expect: 11 [coordinator_main_actor]
        let imageView = UIImageView()
    }
}

extension ZoomableImage.Coordinator: UIScrollViewDelegate {
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }
}

/// Not reported: the conformance in the declaration isolates the class.
struct PlacesMap: UIViewRepresentable {
    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.delegate = context.coordinator
        return map
    }

    func updateUIView(_ uiView: MKMapView, context: Context) {}

    final class Coordinator: NSObject, MKMapViewDelegate {
        func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    }
}

/// Not reported: explicitly isolated.
struct ShakeDetector: UIViewRepresentable {
    var onShake: () -> Void

    func makeCoordinator() -> ShakeCoordinator { ShakeCoordinator() }

    func makeUIView(context: Context) -> UIView {
        context.coordinator.attach(to: UIView())
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
}

@MainActor
final class ShakeCoordinator {
    func attach(to view: UIView) -> UIView { view }
}

/// Not reported: holds values only.
struct Counter: UIViewRepresentable {
    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UIStepper { UIStepper() }

    func updateUIView(_ uiView: UIStepper, context: Context) {}

    final class Coordinator {
        var count = 0
        var onChange: ((Int) -> Void)?
    }
}

/// Reported: a returned coordinator type declared at top level.
struct GestureOverlay: UIViewRepresentable {
    func makeCoordinator() -> GestureOverlayCoordinator { GestureOverlayCoordinator() }

    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.addGestureRecognizer(
            UITapGestureRecognizer(target: context.coordinator, action: #selector(GestureOverlayCoordinator.tapped)))
        return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
}

final class GestureOverlayCoordinator: NSObject {  // expect: 7 [coordinator_main_actor]
    @objc func tapped(_ recognizer: UITapGestureRecognizer) {}
}
