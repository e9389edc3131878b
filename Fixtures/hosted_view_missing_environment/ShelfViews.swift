import SwiftUI

struct ShelfScreen: View {
  @State private var isEditing = false

  var body: some View {
    VStack {
      ShelfList()
      Button("Edit") { isEditing = true }
    }
    .sheet(isPresented: $isEditing) { ShelfEditor() }
  }
}

struct ShelfList: View {
  @EnvironmentObject var store: ShelfStore

  var body: some View {
    List(store.shelves, id: \.self) { Text($0) }
  }
}

struct ShelfEditor: View {
  @Environment(ReaderSession.self) private var session

  var body: some View { Text(session.openBook ?? "None") }
}

/// Provides the store to everything it builds: hosting it needs nothing.
struct ShelfRoot: View {
  @StateObject private var store = ShelfStore()

  var body: some View {
    ShelfList().environmentObject(store)
  }
}

struct RemoteBadge: View {
  #if os(tvOS)
  @EnvironmentObject var pairing: RemotePairing
  #endif

  var body: some View { Text("Remote") }
}

struct OptionalReader: View {
  @Environment(ReaderSession.self) private var session: ReaderSession?

  var body: some View { Text(session?.openBook ?? "") }
}
