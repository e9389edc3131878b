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
