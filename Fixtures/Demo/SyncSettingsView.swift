import SwiftUI

/// Sync preferences. Claims to own the app-wide settings object with `@StateObject`, though it
/// lives for the whole app in `AppSettings.shared`: the view is not its owner, so it should
/// observe it (`@ObservedObject`) or read it from the environment. Reviewers judge a shared
/// instance in view-owned state debatable (nothing goes stale), so `duplicate_state_copy`
/// reports it only with its `report_shared_instances` option.
struct SyncSettingsView: View {
    @StateObject private var settings = AppSettings.shared

    var body: some View {
        Form {
            Toggle("Sync over cellular", isOn: $settings.syncOverCellular)
            TextField("Notebook name", text: $settings.notebookName)
        }
        .navigationTitle("Sync")
    }
}
