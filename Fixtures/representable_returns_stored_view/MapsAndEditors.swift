import MapKit
import PencilKit
import SwiftUI

/// Wrong: the map is allocated with every value of the struct and handed to SwiftUI.
struct StoreLocatorMap: UIViewRepresentable {
    let map = MKMapView()  // stored, built per init
    var stores: [MKPointAnnotation]

    func makeUIView(context: Context) -> MKMapView {
        map.showsUserLocation = true
        return map  // expect: 16 [representable_returns_stored_view]
    }

    func updateUIView(_ uiView: MKMapView, context: Context) {
        uiView.removeAnnotations(uiView.annotations)
        uiView.addAnnotations(stores)
    }
}

/// Correct: created in make.
struct RouteMap: UIViewRepresentable {
    var route: MKPolyline

    func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.addOverlay(route)
        return map
    }

    func updateUIView(_ uiView: MKMapView, context: Context) {}
}

struct SketchCanvas {
    private var canvas = PKCanvasView()
    var tool: PKTool
}

extension SketchCanvas: UIViewRepresentable {
    func makeUIView(context: Context) -> PKCanvasView {
        canvas.tool = tool
        return self.canvas  // expect: 21 [representable_returns_stored_view]
    }

    func updateUIView(_ uiView: PKCanvasView, context: Context) {
        uiView.tool = tool
    }
}

/// Correct: an injected view (previews wrap UIKit views this way).
struct UIKitPreview<Content: UIView>: UIViewRepresentable {
    let view: Content

    init(_ build: () -> Content) { view = build() }

    func makeUIView(context: Context) -> Content { view }

    func updateUIView(_ uiView: Content, context: Context) {}
}

/// Correct: the coordinator owns the view and make returns it from there.
struct NotesEditor: UIViewRepresentable {
    @Binding var text: String

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UITextView { context.coordinator.textView }

    func updateUIView(_ uiView: UITextView, context: Context) {
        if uiView.text != text { uiView.text = text }
    }

    final class Coordinator {  // expect: [coordinator_main_actor]
        let textView = UITextView()
    }
}
