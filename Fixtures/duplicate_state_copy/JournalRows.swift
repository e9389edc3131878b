import SwiftUI

/// Children whose state a caller seeds (their callers are in JournalScreens.swift).

struct EntryTitleRow: View {
    @State var title: String

    var body: some View {
        Text(title)
            .font(.headline)
    }
}

/// Writes its copy and never hands it back: the edits stay here.
struct EntryTagEditor: View {
    @State private var tags: [String]

    init(tags: [String]) {
        _tags = State(initialValue: tags)
    }

    var body: some View {
        List {
            ForEach(tags, id: \.self) { Text($0) }
        }
        .toolbar {
            Button("Add") { tags.append("new") }
        }
    }
}

/// An edit buffer: written, then handed back through the callback.
struct EntryRenameField: View {
    @State var name: String
    let onCommit: (String) -> Void

    var body: some View {
        TextField("Name", text: $name)
            .onSubmit { onCommit(name) }
    }
}

/// Keeps its copy in step with the caller's value.
struct EntryMoodBadge: View {
    let entry: JournalEntry
    @State private var mood: Mood

    init(entry: JournalEntry) {
        self.entry = entry
        _mood = State(initialValue: entry.mood)
    }

    var body: some View {
        Text(mood.symbol)
            .onChange(of: entry.mood) { _, newValue in
                mood = newValue
            }
    }
}

/// A starting value by name: the view owns the zoom from then on.
struct EntryPhotoView: View {
    @State private var zoom: CGFloat

    init(initialZoom: CGFloat) {
        _zoom = State(initialValue: initialZoom)
    }

    var body: some View {
        Image(systemName: "photo")
            .scaleEffect(zoom)
            .gesture(MagnificationGesture().onChanged { zoom = $0 })
    }
}

final class EntryStatsModel: ObservableObject {
    @Published var wordCount = 0
}

struct EntryStatsView: View {
    @StateObject var stats: EntryStatsModel

    var body: some View {
        Text("\(stats.wordCount) words")
    }
}
