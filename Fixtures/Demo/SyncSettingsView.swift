import SwiftUI

/// Sync preferences. Claims to own the app-wide settings object with `@StateObject`, though it
/// lives for the whole app in `AppSettings.shared`: the view is not its owner, so it should
/// observe it (`@ObservedObject`) or read it from the environment.
struct SyncSettingsView: View {
    @StateObject private var settings = AppSettings.shared  // expect: 5 [duplicate_state_copy]

    var body: some View {
        Form {
            Toggle("Sync over cellular", isOn: $settings.syncOverCellular)
            TextField("Notebook name", text: $settings.notebookName)
        }
        .navigationTitle("Sync")
    }
}
