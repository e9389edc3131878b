import MapKit
import SwiftUI

/// Wrong: a new pin is added on every update and the old ones stay (round q).
struct StoreLocationMap: UIViewRepresentable {
    var location: CLLocationCoordinate2D

    func makeUIView(context: Context) -> MKMapView {
        MKMapView(frame: .zero)
    }

    func updateUIView(_ mapView: MKMapView, context: Context) {
        let marker = MKPointAnnotation()
        marker.coordinate = location
        mapView.addAnnotation(marker)  // expect: [registration_in_update]
    }
}

/// Correct: the previous pins are removed before the new one is added.
struct DeliveryMap: UIViewRepresentable {
    var destination: CLLocationCoordinate2D

    func makeUIView(context: Context) -> MKMapView {
        MKMapView(frame: .zero)
    }

    func updateUIView(_ mapView: MKMapView, context: Context) {
        mapView.removeAnnotations(mapView.annotations)
        let marker = MKPointAnnotation()
        marker.coordinate = destination
        mapView.addAnnotation(marker)
    }
}
