import MapKit
import SwiftUI

/// Notes that have a location, on a map.
struct PlacesView: View {
    let notes: [Note]
    @State private var selectedNoteID: Note.ID?

    private var selectedNote: Note? {
        notes.first { $0.id == selectedNoteID }
    }

    var body: some View {
        NavigationStack {
            PlacesMapView(notes: notes, selectedNoteID: $selectedNoteID)
                .ignoresSafeArea(edges: .bottom)
                .navigationTitle("Places")
                .safeAreaInset(edge: .bottom) {
                    if let selectedNote {
                        Text(selectedNote.title)
                            .padding()
                            .background(.regularMaterial, in: Capsule())
                    }
                }
        }
    }
}

/// MKMapView with one annotation per located note. The delegate is wired once, in
/// makeUIView; updates only touch the annotations when the set of notes changed.
struct PlacesMapView: UIViewRepresentable {
    var notes: [Note]
    @Binding var selectedNoteID: Note.ID?

    func makeCoordinator() -> Coordinator {
        Coordinator(selectedNoteID: $selectedNoteID)
    }

    func makeUIView(context: Context) -> MKMapView {
        let mapView = MKMapView()
        mapView.delegate = context.coordinator
        mapView.register(MKMarkerAnnotationView.self, forAnnotationViewWithReuseIdentifier: MKMapViewDefaultAnnotationViewReuseIdentifier)
        return mapView
    }

    func updateUIView(_ mapView: MKMapView, context: Context) {
        context.coordinator.selectedNoteID = $selectedNoteID
        let annotations = notes.compactMap(NoteAnnotation.init(note:))
        let shown = Set(mapView.annotations.compactMap { ($0 as? NoteAnnotation)?.noteID })
        guard shown != Set(annotations.map(\.noteID)) else { return }
        mapView.removeAnnotations(mapView.annotations)
        mapView.addAnnotations(annotations)
        mapView.showAnnotations(annotations, animated: false)
    }

    final class Coordinator: NSObject, MKMapViewDelegate {
        var selectedNoteID: Binding<Note.ID?>

        init(selectedNoteID: Binding<Note.ID?>) {
            self.selectedNoteID = selectedNoteID
        }

        func mapView(_ mapView: MKMapView, didSelect annotation: MKAnnotation) {
            selectedNoteID.wrappedValue = (annotation as? NoteAnnotation)?.noteID
        }

        func mapView(_ mapView: MKMapView, didDeselect annotation: MKAnnotation) {
            selectedNoteID.wrappedValue = nil
        }
    }
}

final class NoteAnnotation: NSObject, MKAnnotation {
    let noteID: Note.ID
    let coordinate: CLLocationCoordinate2D
    let title: String?

    init?(note: Note) {
        guard let coordinate = note.coordinate else { return nil }
        noteID = note.id
        self.coordinate = coordinate
        title = note.title
        super.init()
    }
}
