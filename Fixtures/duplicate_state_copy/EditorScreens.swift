import SwiftUI

// Fixtures run the default configuration: an `@ObservedObject` that builds its own object and
// callers' seeds (a kept value handed into a child's state, a declaration seeded from an
// initializer parameter) are reported; a shared instance held in view-owned state waits for
// the `report_shared_instances` option, so those lines must stay silent here.

struct JournalNote: Identifiable, Hashable {
    let id: UUID
    var title: String
    var body: String
    var tags: [String]
    var isPinned: Bool
}

/// Seeds local state from its argument and edits it (`$title`): its own state, not a stale copy.
struct NoteTitleField: View {
    @State private var title: String

    init(title: String) {
        _title = State(initialValue: title)
    }

    var body: some View {
        TextField("Title", text: $title)
    }
}

struct NoteStatusRow: View {
    let note: JournalNote
    @State private var isPinned: Bool
    @State private var searchTerm: String  // expect: [duplicate_state_copy]

    init(note: JournalNote, query: String) {
        self.note = note
        _isPinned = State(initialValue: note.isPinned)
        self._searchTerm = .init(initialValue: query)
    }

    var body: some View {
        HStack {
            Text(note.title)
                .bold(!searchTerm.isEmpty && note.title.localizedCaseInsensitiveContains(searchTerm))
            Spacer()
            Image(systemName: isPinned ? "pin.fill" : "pin")
                .onTapGesture { isPinned.toggle() }
        }
    }
}

struct TipJarView: View {
    @State private var credit: Int

    init(credit: Int) {
        _credit = State(wrappedValue: credit)
    }

    var body: some View {
        Stepper("Credit: \(credit)", value: $credit, in: 0...100)
    }
}

/// A sheet that edits copies on purpose and hands them back on save.
struct NoteEditorSheet: View {
    let note: JournalNote
    var onSave: (JournalNote) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var draftTitle: String
    @State private var editingBody: String
    @State private var tagsDraft: [String]
    @State private var initialSelection: Int
    @State private var isPreviewing: Bool
    @FocusState private var isTitleFocused: Bool

    init(note: JournalNote, selection: Int, onSave: @escaping (JournalNote) -> Void) {
        self.note = note
        self.onSave = onSave
        _draftTitle = State(initialValue: note.title)
        _editingBody = State(initialValue: note.body)
        _tagsDraft = State(wrappedValue: note.tags)
        _initialSelection = State(initialValue: selection)
        _isPreviewing = State(initialValue: false)
    }

    var body: some View {
        Form {
            TextField("Title", text: $draftTitle)
                .focused($isTitleFocused)
            TextEditor(text: $editingBody)
            Text("\(tagsDraft.count) tags, section \(initialSelection)")
            Toggle("Preview", isOn: $isPreviewing)
        }
        .toolbar {
            Button("Save") {
                var updated = note
                updated.title = draftTitle
                updated.body = editingBody
                updated.tags = tagsDraft
                onSave(updated)
                dismiss()
            }
        }
    }
}

/// Non-private state without a default, set through the memberwise initializer: whether a caller
/// passes a changing value is for the call sites to say (callers usually pass constants).
struct DisclosureCard: View {
    let title: String
    @State var isExpanded: Bool

    var body: some View {
        DisclosureGroup(title, isExpanded: $isExpanded) {
            Text("Details")
        }
    }
}

/// The memberwise initializer takes a `@StateObject` as an autoclosure, evaluated once:
/// `ItemDetail(model: FeedViewModel())` is ownership, not a copy.
struct ItemDetail: View {
    @StateObject var model: FeedViewModel

    var body: some View {
        Text("\(model.items.count) items")
    }
}

/// Non-private state without a default, but seeded with a constant in an explicit init.
struct SegmentPicker: View {
    let segments: [String]
    @State var selection: Int

    init(segments: [String]) {
        self.segments = segments
        _selection = State(initialValue: 0)
    }

    var body: some View {
        Picker("Segment", selection: $selection) {
            ForEach(segments.indices, id: \.self) { index in
                Text(segments[index]).tag(index)
            }
        }
        .pickerStyle(.segmented)
    }
}

/// Borrows state from its parent instead of copying it.
struct PinToggle: View {
    @Binding var isPinned: Bool
    let label: String
    @State private var isHovering = false

    var body: some View {
        Toggle(label, isOn: $isPinned)
            .onHover { isHovering = $0 }
            .opacity(isHovering ? 0.8 : 1)
    }
}
