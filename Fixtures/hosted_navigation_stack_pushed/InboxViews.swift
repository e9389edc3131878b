import SwiftUI

struct InboxScreen: View {
  var body: some View {
    NavigationStack {
      List { Text("Inbox") }
        .navigationTitle("Inbox")
    }
  }
}

struct MessageScreen: View {
  var body: some View {
    ScrollView { Text("Message") }
      .navigationTitle("Message")
  }
}

/// Pushed, and correct: the only stacks are the sheet's (its own presentation) and the preview's.
struct DeveloperScreen: View {
  @State private var isJoining = false

  var body: some View {
    List {
      Button("Join") { isJoining = true }
    }
    .sheet(isPresented: $isJoining) {
      NavigationStack {
        Text("Join a device")
      }
    }
  }
}

struct DeveloperScreen_Previews: PreviewProvider {
  static var previews: some View {
    NavigationView { DeveloperScreen() }
  }
}
