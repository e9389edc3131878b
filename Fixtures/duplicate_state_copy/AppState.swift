import Observation
import SwiftUI
import UIKit

/// App-wide store, created once at launch.
final class AppStore: ObservableObject {
    static let shared = AppStore()
    @Published var favorites: Set<String> = []
    @Published var isOnboarded = false
}

final class SessionStore: ObservableObject {
    static let shared = SessionStore()
    @Published var userName = ""
}

final class Settings: ObservableObject {
    static let shared = Settings()
    @Published var prefersLargeText = false
}

final class SyncEngine: ObservableObject {
    @Published var lastSync: Date?

    func syncNow() {
        lastSync = Date()
    }
}

@Observable
final class LibraryModel {
    var books: [String] = []
    var selectedBook: String?
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let syncEngine = SyncEngine()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        AppDelegate.syncEngine.syncNow()
        return true
    }
}

struct Theme {
    static let `default` = Theme(accent: .orange, cornerRadius: 12)
    var accent: Color
    var cornerRadius: CGFloat
}

struct JournalApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    // The `App` is created once per process: holding the shared store here replaces nothing.
    @StateObject private var store = AppStore.shared
    @State private var library = LibraryModel()

    var body: some Scene {
        WindowGroup {
            RootTabs()
                .environmentObject(store)
                .environment(library)
        }
        ReaderScene(windowTitle: "Reader")
    }
}

/// A secondary window; its title comes in through the memberwise initializer (the call sites decide).
struct ReaderScene: Scene {
    @State var windowTitle: String

    var body: some Scene {
        WindowGroup(id: "reader") {
            Text(windowTitle)
        }
    }
}

struct RootTabs: View {
    @EnvironmentObject private var store: AppStore
    @Environment(LibraryModel.self) private var library
    @ObservedObject var settings = Settings.shared
    @StateObject private var sync = AppDelegate.syncEngine
    @State private var session = SessionStore.shared  // expect: [state_wraps_observable_object]
    @State private var calendar = Calendar.current
    @State private var locale = Locale.current
    @State private var defaults = UserDefaults.standard
    @State private var theme = Theme.default

    var body: some View {
        TabView {
            LibraryShelf(library: library)
                .tabItem { Label("Library", systemImage: "books.vertical") }
                .badge(store.favorites.count)
            Text(session.userName)
                .tabItem { Label("Profile", systemImage: "person") }
        }
        .tint(theme.accent)
        .environment(\.calendar, calendar)
        .environment(\.locale, locale)
        .dynamicTypeSize(settings.prefersLargeText ? .xxLarge : .large)
        .onAppear {
            if defaults.bool(forKey: "syncOnLaunch") {
                sync.syncNow()
            }
        }
    }
}

/// Reads an @Observable model it does not own.
struct LibraryShelf: View {
    @Bindable var library: LibraryModel

    var body: some View {
        List(library.books, id: \.self, selection: $library.selectedBook) { book in
            Text(book)
        }
    }
}
