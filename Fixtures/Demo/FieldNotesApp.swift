import SwiftUI
import UIKit

/// Field Notes: a small notebook for observations made outdoors.
///
/// The scene is SwiftUI; the notebook tab is a UIKit container that hosts SwiftUI,
/// and the editor wraps UITextView. Run `bridgelint Fixtures/Demo` to see the findings
/// marked with `// expect:` below.
@main
struct FieldNotesApp: App {
    @StateObject private var library = NoteLibrary()

    var body: some Scene {
        WindowGroup {
            TabView {
                NotebookScreen(library: library)
                    .ignoresSafeArea()
                    .tabItem { Label("Notes", systemImage: "note.text") }
                PlacesView(notes: library.notes)
                    .tabItem { Label("Places", systemImage: "map") }
                SettingsView()
                    .tabItem { Label("Settings", systemImage: "gear") }
            }
            .environmentObject(library)
        }
    }
}

/// Puts the UIKit notebook, inside its own navigation controller, into a SwiftUI tab.
struct NotebookScreen: UIViewControllerRepresentable {
    let library: NoteLibrary

    func makeUIViewController(context: Context) -> UINavigationController {
        let navigationController = UINavigationController(rootViewController: NotebookViewController(library: library))
        navigationController.navigationBar.prefersLargeTitles = true
        return navigationController
    }

    func updateUIViewController(_ navigationController: UINavigationController, context: Context) {
        // NotebookViewController observes the library itself; nothing to push down here.
    }
}
