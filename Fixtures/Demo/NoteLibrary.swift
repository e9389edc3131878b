import CoreLocation
import Foundation

struct Note: Identifiable, Hashable {
    let id: UUID
    var title: String
    var body: String
    var isPinned: Bool
    var modified: Date
    var latitude: Double?
    var longitude: Double?

    var coordinate: CLLocationCoordinate2D? {
        guard let latitude, let longitude else { return nil }
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}

/// The single source of truth for notes, owned by the App.
@MainActor
final class NoteLibrary: ObservableObject {
    @Published private(set) var notes: [Note] = Note.samples

    func note(withID id: Note.ID) -> Note? {
        notes.first { $0.id == id }
    }

    func setBody(_ body: String, forNoteID id: Note.ID) {
        guard let index = notes.firstIndex(where: { $0.id == id }), notes[index].body != body else { return }
        notes[index].body = body
        notes[index].modified = Date()
    }

    func togglePin(_ id: Note.ID) {
        guard let index = notes.firstIndex(where: { $0.id == id }) else { return }
        notes[index].isPinned.toggle()
    }

    func add() -> Note {
        let note = Note(id: UUID(), title: "New Note", body: "", isPinned: false, modified: Date())
        notes.insert(note, at: 0)
        return note
    }
}

/// User preferences, one instance for the whole app.
final class AppSettings: ObservableObject {
    static let shared = AppSettings()

    @Published var editorFontSize: Double = 17
    @Published var showsPinnedFirst = true
    @Published var syncOverCellular = false
    @Published var notebookName = "Field Notes"

    private init() {}
}

extension Note {
    static let samples: [Note] = [
        Note(id: UUID(), title: "Heron at the weir", body: "Grey heron fishing below the weir, 7:40.",
             isPinned: true, modified: Date(), latitude: 51.752, longitude: -1.257),
        Note(id: UUID(), title: "Beech mast", body: "Heavy mast year along the ridge path.",
             isPinned: false, modified: Date(), latitude: 51.771, longitude: -1.301),
        Note(id: UUID(), title: "Shopping", body: "Notebook, pencils, hand lens.",
             isPinned: false, modified: Date()),
    ]
}
