import SwiftUI

struct ProfileSettingsScreen: View {
  @Environment(\.dismiss) private var dismiss
  @State private var name = ""

  var body: some View {
    Form {
      TextField("Name", text: $name)
      Button("Save") { dismiss() }
    }
  }
}

/// Builds the shared close button in its own hierarchy.
struct NotificationSettingsScreen: View {
  var body: some View {
    VStack {
      SettingsHeader(title: "Notifications")
      SettingsCloseButton()
    }
  }
}

/// The close button only appears in the sheet this screen presents: the sheet's own dismiss.
struct PrivacySettingsScreen: View {
  @State private var showsPolicy = false

  var body: some View {
    List {
      Button("Read the policy") { showsPolicy = true }
    }
    .sheet(isPresented: $showsPolicy) {
      PolicySheet()
    }
  }
}

struct PolicySheet: View {
  var body: some View {
    VStack {
      Text("Policy")
      SettingsCloseButton()
    }
  }
}

/// Leaves through the callback its coordinator passes in.
struct AccountSettingsScreen: View {
  @Environment(\.dismiss) private var dismiss
  let onClose: () -> Void

  var body: some View {
    Button("Sign out") { onClose() }
  }
}

struct AboutScreen: View {
  var body: some View {
    SettingsHeader(title: "About")
  }
}

/// The close button sits in a helper only the sheet builds: it closes the sheet.
struct HelpSettingsScreen: View {
  @State private var article: String?

  var body: some View {
    List {
      Button("Getting started") { article = "start" }
    }
    .sheet(item: $article) { name in
      articleSheet(name)
    }
  }

  private func articleSheet(_ name: String) -> some View {
    VStack {
      SettingsHeader(title: name)
      SettingsCloseButton()
    }
  }
}
