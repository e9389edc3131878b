import SwiftUI

/// The list of notes, hosted by NotebookViewController.
struct NoteListView: View {
    @ObservedObject var library: NoteLibrary
    @ObservedObject private var settings = AppSettings.shared
    var onOpen: (Note) -> Void

    private var orderedNotes: [Note] {
        guard settings.showsPinnedFirst else { return library.notes }
        return library.notes.sorted { $0.isPinned && !$1.isPinned }
    }

    var body: some View {
        List(orderedNotes) { note in
            Button {
                onOpen(note)
            } label: {
                NoteRow(note: note)
            }
            .swipeActions {
                Button(note.isPinned ? "Unpin" : "Pin") {
                    library.togglePin(note.id)
                }
                .tint(.orange)
            }
        }
        .listStyle(.insetGrouped)
    }
}

/// One row. Copies `isPinned` into its own state, so pinning from the swipe action
/// never shows up here: SwiftUI keeps the first value. Reported at the declaration (a caller's
/// seed; duplicate_state_copy's `report_caller_seeds: false` turns these off).
struct NoteRow: View {
    let note: Note
    @State private var isPinned: Bool  // expect: 5 [duplicate_state_copy]

    init(note: Note) {
        self.note = note
        _isPinned = State(initialValue: note.isPinned)
    }

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(note.title)
                    .font(.headline)
                Text(note.modified, style: .relative)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if isPinned {
                Image(systemName: "pin.fill")
                    .foregroundStyle(.orange)
            }
        }
    }
}

/// The number of notes, shown in the toolbar. Its initializer builds a new counter each time the
/// list re-renders, so the observed object (and anything it loaded) starts over on every update.
struct NoteCountBadge: View {
    @ObservedObject var counter: NoteCounter  // expect: 5 [duplicate_state_copy]

    init(library: NoteLibrary) {
        counter = NoteCounter(library: library)
    }

    var body: some View {
        Text("\(counter.count) notes")
    }
}

final class NoteCounter: ObservableObject {
    @Published var count: Int

    init(library: NoteLibrary) {
        count = library.notes.count
    }
}
