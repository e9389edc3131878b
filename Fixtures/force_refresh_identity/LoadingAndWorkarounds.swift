import SwiftUI

/// Stateless framework views and explained workarounds: a new identity loses nothing, or the
/// author says right there why it is wanted.
struct TimelineFooter: View {
  let isLoading: Bool
  let lastRefresh: Date

  var body: some View {
    VStack(spacing: 8) {
      if isLoading {
        ProgressView()
          .controlSize(.small)
          .id(UUID())
      }
      Text("Refreshed \(lastRefresh.formatted(date: .omitted, time: .shortened))")
        .font(.footnote)
        .id(Date.now)
      Image(systemName: "arrow.clockwise")
        .id(UUID())
      Divider().id(UUID())
    }
  }
}

struct ScoreBadge: View {
  let score: Int
  let isHighlighted: Bool

  var body: some View {
    HStack {
      Text("\(score)")
      Image(systemName: "star.fill")
    }
    .scaleEffect(isHighlighted ? 1.2 : 1)
    // The scale animation stops halfway when the score changes during it; a fresh identity
    // restarts it (reported to Apple).
    .id(UUID())
  }
}

struct TimelineScreen: View {
  @State private var entries: [TimelineEntry] = []

  var body: some View {
    ScrollView {
      LazyVStack {
        ForEach(entries) { TimelineRow(entry: $0) }
      }
    }
    .id(UUID())  // expect: 9 [force_refresh_identity]
    .task { entries = await TimelineEntry.recent() }
  }
}

struct TimelineRow: View {
  let entry: TimelineEntry
  @State private var isExpanded = false

  var body: some View {
    DisclosureGroup(entry.title, isExpanded: $isExpanded) { Text(entry.body) }
  }
}

struct TimelineEntry: Identifiable {
  let id: Int
  var title: String
  var body: String

  static func recent() async -> [TimelineEntry] { [] }
}
