import SwiftUI

/// Callers of the children in JournalRows.swift.
struct JournalList: View {
    @ObservedObject var journal: JournalStore

    var body: some View {
        List(journal.entries) { entry in
            EntryTitleRow(title: entry.title)  // expect: 34 [duplicate_state_copy]
            EntryMoodBadge(entry: entry)
            EntryPhotoView(initialZoom: entry.zoom)
            EntryRenameField(name: entry.title, onCommit: { journal.rename(entry, to: $0) })
        }
    }
}

struct JournalEntryScreen: View {
    let entry: JournalEntry
    @StateObject private var stats = EntryStatsModel()

    var body: some View {
        VStack {
            // The editor writes its copy and hands nothing back: reported only with report_unreturned_edits.
            EntryTagEditor(tags: entry.tags)
            // Its own `@StateObject`, never replaced, in the child's `@StateObject`: two owners.
            EntryStatsView(stats: stats)  // expect: [duplicate_state_copy]
        }
    }
}

/// Literals, constants and fresh objects are the child's own starting values.
struct JournalEmptyState: View {
    var body: some View {
        VStack {
            EntryTitleRow(title: "No entries yet")
            EntryTitleRow(title: JournalCopy.emptyTitle)
            EntryTagEditor(tags: [])
            EntryStatsView(stats: EntryStatsModel())
        }
    }
}

#Preview {
    let entry = JournalEntry.sample
    return EntryTitleRow(title: entry.title)
}
