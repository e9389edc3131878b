import BridgeLint

enum DuplicateStateCopyExamples {
  /// Most examples are callers' seeds (`report_caller_seeds`, on by default), stated explicitly.
  static let seeds = [DuplicateStateCopyRule.callerSeedOption: "true"]

  static let nonTriggering: [Example] = [
    // A member of a constant the caller keeps (`let routes = Routes()`, a stored `let` of the
    // class) never changes.
    Example(
      """
      final class Routes { let wallet = "WA-1" }
      struct CodeAlert: View {
        @State var routeFrom: String
        var body: some View { Text(routeFrom) }
      }
      struct WalletScreen: View {
        let routes = Routes()
        var body: some View { CodeAlert(routeFrom: routes.wallet) }
      }
      """),
    // A copy the child decrements (`-=`) and hands back to a store is an edit buffer.
    Example(
      """
      struct Stock { var name: String; var count: Int }
      final class Inventory: ObservableObject {
        @Published var selected = Stock(name: "", count: 0)
        func save(count: Int) {}
      }
      struct UseStock: View {
        @State var stock: Stock
        let inventory: Inventory
        var body: some View {
          Button("Use one") {
            stock.count -= 1
            inventory.save(count: stock.count)
          }
        }
      }
      struct InventoryScreen: View {
        @ObservedObject var inventory: Inventory
        var body: some View { UseStock(stock: inventory.selected, inventory: inventory) }
      }
      """),
    Example(
      """
      final class BatchFormModel: ObservableObject {
        init(ingredient: Ingredient) throws {}
        init(draft: Ingredient) {}
      }
      struct BatchForm: View {
        @StateObject var model: BatchFormModel
        var body: some View { Text("") }
      }
      struct IngredientScreen: View {
        let ingredient: Ingredient
        var draftModel: BatchFormModel { .init(draft: ingredient) }
        var body: some View {
          if let model = try? BatchFormModel(ingredient: ingredient) {
            BatchForm(model: model)
          }
          BatchForm(model: draftModel)
        }
      }
      """),
    Example(
      """
      @Observable final class Cocktail { var name = "" }
      struct SwipeRecipes: View {
        @State var initialSelection: Cocktail
        @State private var scrolled: Cocktail?
        var body: some View {
          Text(initialSelection.name).onAppear { scrolled = initialSelection }
        }
      }
      struct RecipeFront: View {
        let cocktail: Cocktail
        var body: some View { SwipeRecipes(initialSelection: cocktail) }
      }
      """),
    // The object holds only `let`s: a new one on each render has nothing of its own to lose.
    Example(
      """
      final class ErrorModel: ObservableObject {
        let error: Error
        init(error: Error) { self.error = error }
      }
      struct ErrorView: View {
        @ObservedObject var model: ErrorModel
        init(error: Error) { model = ErrorModel(error: error) }
        var body: some View { Text(model.error.localizedDescription) }
      }
      """),
    // A reader a pushed screen builds from a selection the list behind it cannot change while it
    // is shown (round hh).
    Example(
      """
      struct Reader: View {
        @StateObject private var model: ReaderModel
        init(url: URL) { _model = StateObject(wrappedValue: ReaderModel(url: url)) }
        var body: some View { Text(model.title) }
      }
      struct Bookmarks: View {
        @State private var selected: URL?
        @State private var showsReader = false
        var body: some View {
          List { Button("Open") { selected = URL(string: "file:///a"); showsReader = true } }
            .navigationDestination(isPresented: $showsReader) {
              if let url = selected { Reader(url: url) }
            }
        }
      }
      """),
    // A card's state it never reads or writes shows nothing stale, and a view model built from the
    // caller's state that the caller never writes is fixed for the tab (round gg).
    Example(
      """
      struct CardView: View {
        @State var task: TaskItem
        var title: String
        var body: some View { Text(title) }
      }
      struct Home: View {
        @ObservedObject var model: HomeModel
        var body: some View { ForEach(model.tasks) { CardView(task: $0, title: $0.title) } }
      }
      struct Disputes: View {
        @StateObject private var viewModel: YearModel
        init(selectedYear: Int) { _viewModel = StateObject(wrappedValue: YearModel(year: selectedYear)) }
        var body: some View { Stepper("\\(viewModel.year)", value: $viewModel.year) }
      }
      struct Tabs: View {
        @State private var selectedYear = 2025
        var body: some View { Disputes(selectedYear: selectedYear) }
      }
      """),
    // The caller mints the child's identity again when the date changes (round ff), and a value
    // unwrapped from a pushed destination's item is fixed for that destination.
    Example(
      """
      struct Penalty: View {
        @State var toDate: Date
        var body: some View { Text(toDate, style: .date) }
      }
      struct PaymentForm: View {
        @ObservedObject var payment: Payment
        @State private var fieldID = UUID()
        var body: some View {
          Penalty(toDate: payment.date)
            .id(fieldID)
            .onChange(of: payment.date) { _ in fieldID = UUID() }
        }
      }
      struct Inbox: View {
        let messages: [Message]
        var body: some View {
          List(messages) { Text($0.text) }
            .navigationDestination(for: Message.self) { message in
              if let user = message.user { Penalty(toDate: user.joined) }
            }
        }
      }
      """),
    // The child edits its copy of a value the caller never changes: a starting value.
    Example(
      """
      struct NumberPicker: View {
        @State private var selection: Int
        init(_ value: Int) { _selection = State(wrappedValue: value) }
        var body: some View { Stepper("\\(selection)", value: $selection) }
      }
      struct Settings: View {
        let start: Int
        var body: some View { NumberPicker(start) }
      }
      """),
    // A plain property with its value that no caller passes: the header keeps its colour (round dd).
    Example(
      """
      struct Header: View {
        var tint = Color.blue
        @Binding var selected: Int
        var body: some View { Dot(color: tint, selected: $selected) }
      }
      struct Dot: View {
        @State var color: Color
        @Binding var selected: Int
        var body: some View { Circle().fill(color) }
      }
      struct Screen: View {
        @State private var selected = 0
        var body: some View { Header(selected: $selected) }
      }
      """),
    // A screen a `NavigationLink` pushes is built for each push, and what the caller shows does
    // not change under it: the view model the screen builds from its row's value is its own (round
    // cc). (Its label is no destination: a row there is rendered with the list.)
    Example(
      """
      final class ThreadModel: ObservableObject { init(thread: Thread) {} }
      struct Thread: Identifiable { var id: Int; var title: String }
      struct ThreadDetail: View {
        @StateObject private var model: ThreadModel
        init(thread: Thread) { _model = StateObject(wrappedValue: ThreadModel(thread: thread)) }
        var body: some View { Text("Replies") }
      }
      struct Notice: Identifiable { var id: Int; var thread: Thread? }
      final class Feed: ObservableObject { @Published var notices: [Notice] = [] }
      struct FeedView: View {
        @StateObject private var feed = Feed()
        var body: some View {
          NavigationStack {
            List(feed.notices) { notice in
              if let thread = notice.thread {
                NavigationLink { ThreadDetail(thread: thread) } label: { Text(thread.title) }
                NavigationLink(destination: ThreadDetail(thread: thread)) { Text(thread.title) }
              }
            }
          }
        }
      }
      """, options: seeds),
    // A stored `let` of an object the caller never replaces is fixed for the caller: the child's
    // model built from it misses no change (round aa). Binding a member (`$model.tab`) keeps the object.
    Example(
      """
      @Observable final class PokedexModel {
        let pokemons: [String]
        var tab = 0
        init(pokemons: [String]) { self.pokemons = pokemons }
      }
      @Observable final class ListModel {
        var pokemons: [String]
        init(pokemons: [String]) { self.pokemons = pokemons }
      }
      struct PokedexList: View {
        @State private var model: ListModel
        init(pokemons: [String]) { _model = State(initialValue: ListModel(pokemons: pokemons)) }
        var body: some View { List(model.pokemons, id: \\.self) { Text($0) } }
      }
      struct Pokedex: View {
        @State private var model: PokedexModel
        init(pokemons: [String]) { _model = State(initialValue: PokedexModel(pokemons: pokemons)) }
        var body: some View { TabView(selection: $model.tab) { PokedexList(pokemons: model.pokemons) } }
      }
      """, options: seeds),
    // A list the caller never changes, read at a fixed position, is a fixed value.
    Example(
      """
      struct Drill: View {
        @State var factor: Int
        var body: some View { Text("× \\(factor)") }
      }
      struct DrillSetup: View {
        @State private var factors = [2, 3, 5, 7]
        var body: some View {
          NavigationStack { NavigationLink("Start") { Drill(factor: factors[2]) } }
        }
      }
      """),
    // An `@Observable` object from the environment is the app's one instance: a child that builds
    // its model from it misses no later object (round bb).
    Example(
      """
      @Observable final class Settings { var accent = "blue" }
      @Observable final class SignInModel { init(settings: Settings) {} }
      struct SignIn: View {
        @State private var model: SignInModel
        init(settings: Settings) { _model = State(initialValue: SignInModel(settings: settings)) }
        var body: some View { Text("Sign in") }
      }
      struct Root: View {
        @Environment(Settings.self) private var settings
        @Environment(\\.colorScheme) private var scheme
        var body: some View { SignIn(settings: settings) }
      }
      """, options: seeds),
    // The caller's constant (a `let` with its value), and its own `@State` that only its
    // initializer seeds: neither ever changes for the caller, so neither for the child.
    Example(
      """
      struct FileGrid: View {
        @State var kind: ArchiveKind
        @State var hidesChecks: Bool
        var body: some View { Text(hidesChecks ? "" : "\\(kind)") }
      }
      struct ArchiveSection: View {
        @State var hidesChecks: Bool
        init(hidesChecks: Bool = true) { self.hidesChecks = hidesChecks }
        var body: some View { FileGrid(kind: .link, hidesChecks: hidesChecks) }
      }
      struct ArchivePage: View {
        private let kind: ArchiveKind = .link
        var body: some View { FileGrid(kind: kind, hidesChecks: false) }
      }
      """, options: seeds),
    // An object the child builds from its input is left alone when the child rebuilds it as the
    // input changes, when it is built from a service (a dependency, not data) or a constant, from
    // a row's element or a pushed screen's value (one child per element or value), or in an
    // editing view, whose object is the user's draft.
    Example(
      """
      final class TrackPlayer: ObservableObject {
        @Published var position = 0.0
        init(track: Track) {}
        func load(_ track: Track) {}
      }
      final class Lyrics: ObservableObject {
        init(service: LyricsService) {}
      }
      struct PlayerBar: View {
        @StateObject private var player: TrackPlayer
        init(track: Track) { _player = StateObject(wrappedValue: TrackPlayer(track: track)) }
        var body: some View { ProgressView(value: player.position) }
      }
      struct FollowingBar: View {
        let track: Track
        @StateObject private var player: TrackPlayer
        init(track: Track) {
          self.track = track
          _player = StateObject(wrappedValue: TrackPlayer(track: track))
        }
        var body: some View { ProgressView(value: player.position).onChange(of: track) { player.load(track) } }
      }
      struct TrackEditView: View {
        @StateObject private var form: TrackPlayer
        init(track: Track) { _form = StateObject(wrappedValue: TrackPlayer(track: track)) }
        var body: some View { ProgressView(value: form.position) }
      }
      struct LyricsPane: View {
        @StateObject private var lyrics: Lyrics
        init(service: LyricsService) { _lyrics = StateObject(wrappedValue: Lyrics(service: service)) }
        var body: some View { Text("Lyrics") }
      }
      struct Queue: View {
        @ObservedObject var queue: PlayQueue
        let service: LyricsService
        var body: some View {
          NavigationStack {
            FollowingBar(track: queue.current)
            LyricsPane(service: service)
            PlayerBar(track: Track.silence)
            List(queue.tracks) { track in PlayerBar(track: track) }
              .navigationDestination(for: Route.self) { route in
                switch route {
                case .track(let track): PlayerBar(track: track)
                }
              }
            TrackEditView(track: queue.current)
          }
        }
      }
      """, options: seeds),
    // A lower-case function (not a class) may hand back a shared object.
    Example(
      """
      final class SearchModel: ObservableObject { @Published var query = "" }
      let sharedSearch = SearchModel()
      func currentSearch() -> SearchModel { sharedSearch }
      struct Finder: View {
        @ObservedObject var model = currentSearch()
        var body: some View { TextField("Find", text: $model.query) }
      }
      """),
    // An `App` owns what it creates with `@StateObject`; a property assigned to itself is no seed.
    Example(
      """
      @main
      struct PoolApp: App {
        @StateObject private var pool = PoolStore()
        var body: some Scene { WindowGroup { PoolView(pool: pool) } }
      }
      struct HoverButton: View {
        @State private var isHovering = false
        init() { self.isHovering = isHovering }
        var body: some View { Text(isHovering ? "On" : "Off") }
      }
      """),
    // A constant rooted in a type is no kept value, subscripted or not.
    Example(
      """
      struct TrackRow: View {
        @State var track: Track
        var body: some View { Text(track.title) }
      }
      struct PlaylistPreviewCard: View {
        var body: some View { TrackRow(track: Track.samples[0]) }
      }
      """),
    // Assigned before another stored property: the compiler makes `self.isSecure = …` an
    // initialization of the storage (`_isSecure = State(wrappedValue: …)`), which keeps the value;
    // the view then edits its own copy.
    Example(
      """
      struct PasswordField: View {
        let model: FieldModel
        @State private var isSecure = true
        init(model: FieldModel) {
          self.isSecure = model.startsSecure
          self.model = model
        }
        var body: some View { Toggle("Hide", isOn: $isSecure) }
      }
      """),
    // Writing the default again changes nothing; `_x = State(initialValue:)` replaces the storage.
    Example(
      """
      struct PlayButton: View {
        @State var isPlaying: Bool = false
        @State var mode = 0
        init(kind: String) {
          self.isPlaying = false
          var mode = 0
          if kind == "tmux" { mode = 1 }
          print(mode)
        }
        var body: some View { Text(isPlaying ? "Pause" : "Play") }
      }
      """),
    // `@Bindable` handed its object by the parent (no default) is what it is for.
    Example(
      """
      @Observable final class MapStore { var pins: [Pin] = [] }
      struct MapScreen: View {
        @Bindable var store: MapStore
        var body: some View { Text("\\(store.pins.count)") }
      }
      """),
    // Views of a widget extension are rendered afresh for each timeline entry.
    Example(
      """
      import SwiftUI
      import WidgetKit
      struct UpdatedLabel: View {
        @State var font: Font
        var body: some View { Text("Updated").font(font) }
      }
      struct PriceEntryView: View {
        @Environment(\\.widgetFamily) var family
        let entry: PriceEntry
        var body: some View { UpdatedLabel(font: entry.font) }
      }
      """, options: seeds),
    // A method may build a new object on each call: a `@StateObject` seeded from one owns it.
    Example(
      """
      final class RowModel: ObservableObject {}
      struct Row: View {
        @StateObject var model: RowModel
        var body: some View { Text("row") }
      }
      struct Feed: View {
        @ObservedObject var feed: FeedModel
        var body: some View { Row(model: feed.rowModel(at: 0)) }
      }
      """, options: seeds),
    // A factory method, or a call handed something it builds, is no read of kept state.
    Example(
      """
      struct Badge: View {
        @State var label: String
        var body: some View { Text(label) }
      }
      struct Header: View {
        @ObservedObject var model: HeaderModel
        var body: some View {
          VStack {
            Badge(label: model.makeLabel(count: 3))
            Badge(label: model.title(for: Date()))
            Badge(label: defaultLabel())
            Badge(label: pick())
          }
        }
        func pick() -> String { ["New", "Hot"].randomElement() ?? "New" }
      }
      func defaultLabel() -> String { "New" }
      """, options: seeds),
    Example(
      """
      struct FeedView: View {
        @StateObject private var model = FeedModel()
        var body: some View { List(model.items) { Text($0.title) } }
      }
      """, options: seeds),
    Example(
      """
      struct ProfileView: View {
        @StateObject private var model: ProfileModel
        init(repository: Repository) {
          _model = StateObject(wrappedValue: ProfileModel(repository: repository))
        }
        var body: some View { Text(model.name) }
      }
      """, options: seeds),
    Example(
      """
      struct DetailView: View {
        @StateObject private var model: DetailModel
        init(model: @autoclosure @escaping () -> DetailModel) {
          _model = StateObject(wrappedValue: model())
        }
        var body: some View { Text(model.title) }
      }
      """, options: seeds),
    Example(
      """
      struct EditTitleView: View {
        @State private var draftTitle: String
        init(title: String) {
          _draftTitle = State(initialValue: title)
        }
        var body: some View { TextField("Title", text: $draftTitle) }
      }
      """, options: seeds),
    Example(
      """
      struct Row: View {
        let item: Item
        @Binding var isOn: Bool
        @Bindable var settings: Settings
        @Environment(\\.dismiss) private var dismiss
        var body: some View { Toggle(item.name, isOn: $isOn) }
      }
      """, options: seeds),
    Example(
      """
      struct SettingsView: View {
        @ObservedObject var settings = Settings.shared
        @State private var calendar = Calendar.current
        var body: some View { Text(settings.name) }
      }
      """, options: seeds),
    Example(
      """
      struct CounterView: View {
        @State private var count = 0
        @State var isExpanded = false
        var body: some View { Button("\\(count)") { count += 1 } }
      }
      """, options: seeds),
    Example(
      """
      struct SheetView: View {
        @State var selection: Int
        init(selection: Int = 0) {
          self.selection = selection
        }
        var body: some View { Text("\\(selection)") }
      }
      """, options: seeds),
    Example(
      """
      final class Store: ObservableObject {
        @Published var items: [String] = []
      }
      struct ListView: View {
        @ObservedObject var store: Store
        var body: some View { List(store.items, id: \\.self) { Text($0) } }
      }
      """, options: seeds),
    Example(
      """
      final class Model {
        @State var value = 0
        @ObservedObject var store = Store()
      }
      """, options: seeds),
    Example(
      """
      struct SessionView: View {
        @StateObject var session: SessionModel
        @State var error: SessionError?
        var body: some View { Text(session.name) }
      }
      """, options: seeds),
    Example(
      """
      struct StatusBadge: View {
        let item: TimelineItem
        @State private var status: DeliveryStatus
        init(item: TimelineItem) {
          self.item = item
          _status = State(initialValue: item.status)
        }
        var body: some View {
          Text(status.label).onChange(of: item.status) { _, newValue in status = newValue }
        }
      }
      """, options: seeds),
    Example(
      """
      struct URLField: View {
        @State private var text: String
        init(initialURL: URL?) {
          _text = State(initialValue: initialURL?.absoluteString ?? "")
        }
        var body: some View { TextField("URL", text: $text) }
      }
      """, options: seeds),
    Example(
      """
      struct EditTagView: View {
        @State private var tag: Tag
        init(tag: Tag) { _tag = State(initialValue: tag) }
        var body: some View { TextField("Name", text: $tag.name) }
      }
      """, options: seeds),
    Example(
      """
      final class Preferences: ObservableObject {
        static let shared = Preferences()
        var verbose = false
      }
      struct DeveloperView: View {
        @State private var verbose = Preferences.shared.verbose
        var body: some View { Toggle("Verbose", isOn: $verbose) }
      }
      """, options: seeds),
    Example(
      """
      struct MapView: UIViewRepresentable {
        @Binding var region: MKCoordinateRegion
        @State private var isTracking = false
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {}
      }
      """, options: seeds),
    Example(
      """
      struct RenameSheet: View {
        let onSave: (String) -> Void
        @State private var name: String
        init(name: String, onSave: @escaping (String) -> Void) {
          _name = State(initialValue: name)
          self.onSave = onSave
        }
        var body: some View { TextField("Name", text: $name).onSubmit { onSave(name) } }
      }
      """, options: seeds),
    Example(
      """
      struct QueryField: View {
        @Binding var committed: String
        @State private var query: String
        init(committed: Binding<String>) {
          _committed = committed
          _query = State(initialValue: committed.wrappedValue)
        }
        var body: some View { TextField("Search", text: $query).onChange(of: query) { committed = $0 } }
      }
      """, options: seeds),
    Example(
      """
      struct ProfileScreen: View {
        @StateObject private var model: ProfileModel
        init(api: API) {
          let model = ProfileModel(api: api)
          _model = StateObject(wrappedValue: model)
        }
        var body: some View { Text(model.name) }
      }
      """, options: seeds),
    Example(
      """
      struct BadgeView: View {
        @State var count: Int
        var body: some View { Text("\\(count)") }
      }
      """, options: seeds),
    Example(
      """
      struct Stepper: View {
        @State var value: Double
        let range: ClosedRange<Double>
        var body: some View { Slider(value: $value, in: range) }
      }
      """, options: seeds),
    Example(
      """
      struct FeedScreen: View {
        @StateObject private var model: FeedModel
        init(model: FeedModel? = nil) {
          _model = StateObject(wrappedValue: model ?? FeedModel())
        }
        var body: some View { List(model.items) { Text($0.title) } }
      }
      """, options: seeds),
    Example(
      """
      struct CounterRow: View {
        @State private var count: Int
        init(count: Int) { _count = State(initialValue: count) }
        var body: some View { Stepper("Count", value: $count) }
      }
      """, options: seeds),
    Example(
      """
      struct CenterView: View {
        @StateObject private var model: CenterModel
        init(api: API) { self.init(model: CenterModel(api: api)) }
        init(model: CenterModel) { _model = StateObject(wrappedValue: model) }
        var body: some View { Text(model.title) }
      }
      """, options: seeds),
    Example(
      """
      final class AppStore: ObservableObject {
        static let shared = AppStore()
      }
      @main
      struct ShopApp: App {
        @StateObject private var store = AppStore.shared
        var body: some Scene { WindowGroup { CartView().environmentObject(store) } }
      }
      """, options: seeds),
    Example(
      """
      import XCTest
      final class AppStore: ObservableObject {
        static let shared = AppStore()
      }
      final class StoreTests: XCTestCase {
        struct Probe: View {
          @StateObject private var store = AppStore.shared
          var body: some View { Text("\\(store.count)") }
        }
        func testProbeBuilds() { XCTAssertNotNil(Probe().body) }
      }
      """, options: seeds),
    // Call sites: a literal, a constant, a fresh construction, a local built just before.
    Example(
      """
      struct NoteRow: View {
        @State var title: String
        var body: some View { Text(title) }
      }
      struct NewNoteSection: View {
        var body: some View {
          NoteRow(title: "Untitled")
          NoteRow(title: Placeholder.noteTitle)
        }
      }
      """, options: seeds),
    Example(
      """
      final class ProfileModel: ObservableObject { @Published var name = "" }
      struct ProfileView: View {
        @StateObject var model: ProfileModel
        var body: some View { Text(model.name) }
      }
      struct AccountTab: View {
        let api: API
        var body: some View {
          ProfileView(model: ProfileModel(api: api))
        }
      }
      func makeProfile(api: API) -> some View {
        let model = ProfileModel(api: api)
        return ProfileView(model: model)
      }
      """, options: seeds),
    // A starting value by name: the view owns it from then on.
    Example(
      """
      struct ZoomableImage: View {
        @State private var scale: Double
        init(initialScale: Double) { _scale = State(initialValue: initialScale) }
        var body: some View {
          Image("map").scaleEffect(scale).gesture(MagnificationGesture().onChanged { scale = $0 })
        }
      }
      struct MapScreen: View {
        let zoom: Zoom
        var body: some View { ZoomableImage(initialScale: zoom.scale) }
      }
      """, options: seeds),
    // The child keeps its copy in step.
    Example(
      """
      struct StatusLabel: View {
        let item: Item
        @State private var status: Status
        init(item: Item) {
          self.item = item
          _status = State(initialValue: item.status)
        }
        var body: some View {
          Text(status.label).onChange(of: item.status) { _, newValue in status = newValue }
        }
      }
      struct ItemList: View {
        let items: [Item]
        var body: some View { List(items) { item in StatusLabel(item: item) } }
      }
      """, options: seeds),
    Example(
      """
      struct Thumbnail: View {
        let url: URL
        @State var image: UIImage?
        var body: some View {
          Image(uiImage: image ?? UIImage()).task(id: url) { image = await load(url) }
        }
      }
      struct Gallery: View {
        let photo: Photo
        var body: some View { Thumbnail(url: photo.url, image: photo.cached) }
      }
      """, options: seeds),
    // An edit buffer: written, then handed back.
    Example(
      """
      struct RenameField: View {
        @State var name: String
        let onCommit: (String) -> Void
        var body: some View { TextField("Name", text: $name).onSubmit { onCommit(name) } }
      }
      struct FolderRow: View {
        let folder: Folder
        let store: FolderStore
        var body: some View { RenameField(name: folder.name, onCommit: { store.rename(folder, to: $0) }) }
      }
      """, options: seeds),
    Example(
      """
      struct AmountEditor: View {
        @Binding var committed: Double
        @State var amount: Double
        var body: some View {
          TextField("Amount", value: $amount, format: .number).onChange(of: amount) { committed = amount }
        }
      }
      struct BudgetScreen: View {
        @State private var budget = 0.0
        var body: some View { AmountEditor(committed: $budget, amount: budget) }
      }
      """, options: seeds),
    // A modifier-style method builds a copy of the view with its own state.
    Example(
      """
      struct Badge<Label: View>: View {
        @State var count: Int
        let label: Label
        var body: some View { HStack { label; Text("\\(count)") } }
        func label<New: View>(_ new: New) -> Badge<New> { Badge<New>(count: count, label: new) }
      }
      """, options: seeds),
    // Previews hand fixtures over on purpose.
    Example(
      """
      struct NoteRow: View {
        @State var title: String
        var body: some View { Text(title) }
      }
      #Preview {
        let note = Note.sample
        return NoteRow(title: note.title)
      }
      struct NoteRow_Previews: PreviewProvider {
        static let note = Note.sample
        static var previews: some View { NoteRow(title: note.title) }
      }
      """, options: seeds),
    // A widget renders each timeline entry afresh.
    Example(
      """
      struct EntryView: View {
        @State var entry: SimpleEntry
        var body: some View { Text(entry.date, style: .time) }
      }
      struct ClockWidget: Widget {
        var body: some WidgetConfiguration {
          StaticConfiguration(kind: "clock", provider: Provider()) { entry in EntryView(entry: entry) }
        }
      }
      """, options: seeds),
    // The `App` is created once: its object never changes (opt-in, `report_shared_instances`).
    Example(
      """
      final class Library: ObservableObject { @Published var books: [Book] = [] }
      struct LibraryView: View {
        @StateObject var library: Library
        var body: some View { List(library.books) { Text($0.title) } }
      }
      @main
      struct ReaderApp: App {
        @StateObject private var library = Library()
        var body: some Scene { WindowGroup { LibraryView(library: library) } }
      }
      """, options: seeds),
    Example(
      """
      import XCTest
      struct NoteRow: View {
        @State var title: String
        var body: some View { Text(title) }
      }
      final class NoteRowTests: XCTestCase {
        func testTitle() {
          let note = Note(title: "A")
          XCTAssertNotNil(NoteRow(title: note.title).body)
        }
      }
      """, options: seeds),
    // `self.x = value` in an initializer: a value made from the parameter is the view's own, and a
    // fresh object from every caller is owned.
    Example(
      """
      struct Banner: View {
        @State private var headline: String
        init(headline: String) {
          self.headline = headline.uppercased()
        }
        var body: some View { Text(headline) }
      }
      """, options: seeds),
    Example(
      """
      @Observable final class Quiz { var score = 0 }
      struct QuizBoard: View {
        @State private var quiz: Quiz
        init(quiz: Quiz) { self.quiz = quiz }
        var body: some View { Text("\\(quiz.score)") }
      }
      struct QuizScreen: View {
        var body: some View { QuizBoard(quiz: Quiz()) }
      }
      """, options: seeds),
    // A namespace of preview fixtures (shared by preview bodies and snapshot tests), and an
    // object the child edits and hands back (`controller.update(department)`): an edit buffer.
    Example(
      """
      final class Department { var name = "" }
      final class DepartmentStore: ObservableObject { func update(_ department: Department) {} }
      struct DepartmentForm: View {
        @ObservedObject var store: DepartmentStore
        @State var department: Department
        var body: some View {
          TextField("Name", text: $department.name)
          Button("Save") { store.update(department) }
        }
      }
      struct DepartmentList: View {
        @ObservedObject var store: DepartmentStore
        let departments: [Department]
        var body: some View {
          ForEach(departments.indices, id: \\.self) { index in
            DepartmentForm(store: store, department: departments[index])
          }
        }
      }
      @MainActor
      enum PreviewScene {
        static func form(_ department: Department) -> some View {
          DepartmentForm(store: DepartmentStore(), department: department)
        }
      }
      """, options: seeds),
    // A model looked up by the identity the child is keyed with: another key is another child.
    Example(
      """
      @Observable final class RoomModel { var title = "" }
      struct RoomView: View {
        @State var model: RoomModel
        @State var strip: RoomModel
        var body: some View { Text(model.title) }
      }
      struct Rooms: View {
        let cache: RoomCache
        @ViewBuilder
        func destination(for id: String) -> some View {
          let (model, strip) = cache.models(for: id)
          RoomView(model: model, strip: strip)
            .id(id)
        }
        var body: some View { destination(for: "lobby") }
      }
      """, options: seeds),
    // A fixture builder only `#Preview` calls.
    Example(
      """
      struct Gauge: View {
        @State var level: Int
        var body: some View { Text("\\(level)") }
      }
      #Preview { sampleGauge(level: 3) }
      private func sampleGauge(level: Int) -> some View { Gauge(level: level) }
      """, options: seeds),
    // The Composable Architecture: a view store mirrors the store, which keeps the state.
    Example(
      """
      struct CounterView: View {
        let store: Store<CounterState, CounterAction>
        @ObservedObject private var viewStore: ViewStore<CounterState, CounterAction>
        init(store: Store<CounterState, CounterAction>) {
          self.store = store
          viewStore = ViewStore(store)
        }
        var body: some View { Text("\\(viewStore.count)") }
      }
      """),
    // The same view store built with `.init`, its type named in the declaration.
    Example(
      """
      struct CounterView: View {
        let store: StoreOf<Counter>
        @ObservedObject var viewStore: ViewStore<Counter.State, Counter.Action>
        init(store: StoreOf<Counter>) {
          self.store = store
          self.viewStore = .init(store, observe: { $0 })
        }
        var body: some View { Text("\\(viewStore.count)") }
      }
      """),
    // A sheet's item: another item presents new content with new state.
    Example(
      """
      struct TrackView: View {
        @State var track: Track
        var body: some View { Text(track.title) }
      }
      struct LibraryScreen: View {
        @State private var shown: Track?
        var body: some View {
          List { Text("Tracks") }
          .sheet(item: $shown) { track in TrackView(track: track) }
        }
      }
      """, options: seeds),
    // Sheet content is built for each presentation.
    Example(
      """
      struct InviteSheet: View {
        @State var channel: String
        var body: some View { Text(channel) }
      }
      struct ChannelScreen: View {
        let channel: String
        @State private var inviting = false
        var body: some View {
          Button("Invite") { inviting = true }
            .sheet(isPresented: $inviting) { NavigationStack { InviteSheet(channel: channel) } }
        }
      }
      """, options: seeds),
    // A local built just before (`let x: T = .init(…)`) is handed over, not shared.
    Example(
      """
      final class RowModel: ObservableObject {
        let id: Int
        init(id: Int) { self.id = id }
      }
      struct Row: View {
        @StateObject var model: RowModel
        var body: some View { Text("\\(model.id)") }
      }
      struct Detail: View {
        let id: Int
        var body: some View {
          let rowModel: RowModel = .init(id: id)
          Row(model: rowModel)
        }
      }
      """, options: seeds),
    // A picker that stores a callback hands its choice back through it.
    Example(
      """
      struct AvatarChooser: View {
        @State var choice: String
        let onChoose: (String) -> Void
        var body: some View { ChoiceList(choice: $choice, onDone: onChoose) }
      }
      struct ProfileForm: View {
        @Binding var profile: Profile
        var body: some View { AvatarChooser(choice: profile.avatar, onChoose: { profile.avatar = $0 }) }
      }
      """, options: seeds),
    // A factory builds the object each caller hands over.
    Example(
      """
      @Observable final class SwapModel { var amount = 0 }
      struct SwapPane: View {
        @State private var model: SwapModel
        init(model: SwapModel) { _model = State(initialValue: model) }
        var body: some View { Text("\\(model.amount)") }
      }
      struct SwapTab: View {
        let modelFactory: ModelFactory
        var body: some View { SwapPane(model: modelFactory.swapModel()) }
      }
      """, options: seeds),
    // A dependency container builds a new object for each `resolve()` (its default scope).
    Example(
      """
      final class InboxModel: ObservableObject { @Published var unread = 0 }
      struct InboxScreen: View {
        @StateObject var model: InboxModel
        init(model: InboxModel) { _model = StateObject(wrappedValue: model) }
        var body: some View { Text("\\(model.unread)") }
      }
      struct MailRoot: View {
        @EnvironmentObject var container: Container
        var body: some View { InboxScreen(model: container.resolve()) }
      }
      """, options: seeds),
    // A form that saves each field back to the member it was seeded from edits a copy.
    Example(
      """
      struct AlarmForm: View {
        let alarm: Alarm
        @State private var label: String
        @State private var sound: Sound
        init(alarm: Alarm) {
          self.alarm = alarm
          _label = State(initialValue: alarm.label)
          _sound = State(initialValue: alarm.sound)
        }
        var body: some View {
          TextField("Label", text: $label)
          Button("Save") {
            alarm.label = label
            alarm.sound = sound
          }
        }
      }
      """, options: seeds),
    // `base…` names a starting value.
    Example(
      """
      struct SettingsStack: View {
        @State private var path: [Route]
        init(basePath: [Route]) { _path = State(initialValue: basePath) }
        var body: some View { NavigationStack(path: $path) { Text("Settings") } }
      }
      struct SettingsWindow: View {
        let config: WindowConfig
        var body: some View { SettingsStack(basePath: config.path) }
      }
      """, options: seeds),
    // The view changes its copy with a mutating method: its own state, left to the call sites.
    Example(
      """
      struct SpoilerText: View {
        @State private var post: Post
        init(post: Post) { self.post = post }
        var body: some View {
          Text(post.text).onTapGesture {
            post.revealSpoilers()
          }
        }
      }
      """, options: seeds),
    // Every caller uses the initializer that builds the model: the injection one is unused.
    Example(
      """
      final class InboxModel: ObservableObject { @Published var unread = 0 }
      struct InboxScreen: View {
        @StateObject private var model: InboxModel
        init() { _model = StateObject(wrappedValue: InboxModel()) }
        init(model: InboxModel) { _model = StateObject(wrappedValue: model) }
        var body: some View { Text("\\(model.unread)") }
      }
      struct HomeTabs: View {
        var body: some View { TabView { InboxScreen() } }
      }
      """, options: seeds),
    // A factory closure builds a new object for each caller.
    Example(
      """
      final class ChoreModel: ObservableObject { @Published var title = "" }
      struct ChoreDetail: View {
        @StateObject var model: ChoreModel
        init(model: ChoreModel) { _model = StateObject(wrappedValue: model) }
        var body: some View { Text(model.title) }
      }
      struct ChoreList: View {
        let chores: [Chore]
        let factory: (Chore) -> ChoreModel
        var body: some View { List(chores) { chore in ChoreDetail(model: factory(chore)) } }
      }
      """, options: seeds),
    // An edit buffer saved through a request built from it, inside a `Task`.
    Example(
      """
      struct NicknameEditor: View {
        @State private var nickname: String
        let api: ProfileAPI
        init(nickname: String, api: ProfileAPI) {
          _nickname = State(initialValue: nickname)
          self.api = api
        }
        var body: some View {
          VStack {
            TextField("Nickname", text: $nickname)
            Button("Save") {
              Task {
                let update = ProfileUpdate(nickname: nickname)
                try? await api.save(update)
              }
            }
          }
        }
      }
      struct AccountScreen: View {
        let profile: Profile
        let api: ProfileAPI
        var body: some View { NicknameEditor(nickname: profile.nickname, api: api) }
      }
      """, options: [DuplicateStateCopyRule.lostEditsOption: "true", DuplicateStateCopyRule.callerSeedOption: "true"]),
    // Built once outside rendering code: no later render hands the child a newer object.
    Example(
      """
      final class ProfileModel: ObservableObject { @Published var name = "" }
      struct ProfileView: View {
        @StateObject var model: ProfileModel
        var body: some View { Text(model.name) }
      }
      final class AccountController: UIViewController {
        let store: AccountStore
        func showProfile() {
          let host = UIHostingController(rootView: ProfileView(model: store.profile))
          navigationController?.pushViewController(host, animated: true)
        }
      }
      """, options: seeds),
    Example(
      """
      @Observable final class WeatherCard { var temperature = 0 }
      struct WeatherCardView: View {
        @State var card: WeatherCard
        var body: some View { Text("\\(card.temperature)") }
      }
      extension WeatherCard {
        func makeView() -> some View { WeatherCardView(card: self) }
      }
      """, options: seeds),
    // An identity does not change while its object lives.
    Example(
      """
      struct LabelPicker: View {
        @State var downloadHash: String
        var body: some View { Text(downloadHash) }
      }
      struct DownloadDetail: View {
        @ObservedObject var model: DownloadModel
        var body: some View { LabelPicker(downloadHash: model.download.hash) }
      }
      """, options: seeds),
    // Each branch of an `if` has its own identity: the flag it tests is fixed inside it.
    Example(
      """
      struct GameTile: View {
        @State var game: String
        @State var compact: Bool
        var body: some View { Text(game).font(compact ? .caption : .body) }
      }
      struct GameShelf: View {
        @State private var compact = false
        let games: [String]
        var body: some View {
          if compact {
            ForEach(games, id: \\.self) { GameTile(game: "\\($0)", compact: compact) }
          } else {
            Grid { ForEach(games, id: \\.self) { GameTile(game: "\\($0)", compact: compact) } }
          }
        }
      }
      """, options: seeds),
    // A mode flag a view-building function takes: fixed for the form it builds.
    Example(
      """
      struct PayeeForm: View {
        @State var editing: Bool
        var body: some View { Text(editing ? "Edit" : "View") }
      }
      struct PayeeScreen: View {
        var body: some View {
          VStack {
            form(false)
            form(true)
          }
        }
        func form(_ editing: Bool) -> some View { PayeeForm(editing: editing) }
      }
      """, options: seeds),
    Example(
      """
      struct PayeeForm: View {
        @State var editing: Bool
        var body: some View { Text(editing ? "Edit" : "View") }
      }
      struct NewPayeeScreen: View {
        var body: some View {
          RecordCreator(formView: { editing in PayeeForm(editing: editing) })
        }
      }
      """, options: seeds),
    // A lookup may hand back the same object each time: not a factory.
    Example(
      """
      struct CourseView: View {
        @ObservedObject var course: CourseModel
        init(registry: CourseRegistry, id: String) {
          course = registry.model(for: id)
        }
        var body: some View { Text(course.title) }
      }
      """),
    // The caller's own copy, which it never writes, is fixed for the caller's identity.
    Example(
      """
      struct AlbumBadge: View {
        @State var compact: Bool
        @State var title: String
        var body: some View { Text(title).font(compact ? .caption : .body) }
      }
      struct AlbumCell: View {
        @State var compact: Bool
        let album: Album
        var body: some View { AlbumBadge(compact: compact, title: "\\(album.year)") }
      }
      """, options: seeds),
    // A flag the caller keeps in a plain property is the mode it was built with.
    Example(
      """
      struct InvoiceForm: View {
        @State var readOnly: Bool
        var body: some View { Text(readOnly ? "Invoice" : "Edit invoice") }
      }
      struct InvoiceScreen: View {
        let readOnly: Bool
        var body: some View { InvoiceForm(readOnly: readOnly) }
      }
      """, options: seeds),
    // An edit buffer the view's extension writes and hands back through a callback.
    Example(
      """
      struct WalletPicker: View {
        @State var chosen: Wallet
        let wallets: [Wallet]
        let onDone: (Wallet) -> Void
        var body: some View {
          List(wallets) { row($0) }
          Button("Done") { onDone(chosen) }
        }
      }
      private extension WalletPicker {
        func row(_ wallet: Wallet) -> some View {
          Button(wallet.name) { chosen = wallet }
        }
      }
      struct CheckoutView: View {
        @State private var wallet: Wallet
        let wallets: [Wallet]
        var body: some View { WalletPicker(chosen: wallet, wallets: wallets) { wallet = $0 } }
      }
      """, options: seeds),
    // An editor seeded from a value it hands back, changed, through a callback of its type.
    Example(
      """
      struct ReminderSheet: View {
        @State private var title: String
        let onSave: (Reminder) -> Void
        init(reminder: Reminder, onSave: @escaping (Reminder) -> Void) {
          _title = State(initialValue: reminder.title)
          self.onSave = onSave
        }
        var body: some View { Text(title) }
      }
      """, options: seeds),
    // A navigation destination's payload is fixed for the screen it builds.
    Example(
      """
      struct OrderReview: View {
        @State var lines: [String]
        var body: some View { Text(lines.joined()) }
      }
      enum ShopDestination: Hashable { case review(Order) }
      enum ShopScreens {
        @ViewBuilder
        static func view(for destination: ShopDestination) -> some View {
          switch destination {
          case .review(let order): OrderReview(lines: order.lines)
          }
        }
      }
      """, options: seeds),
    // A kept closure calls back into the caller's state, whose storage outlives the closure.
    Example(
      """
      struct TimeStepper: View {
        @State var onToggle: () -> Void
        var body: some View { Button("Step", action: onToggle) }
      }
      struct FlightPanel: View {
        @State private var showsFlight = false
        var body: some View { TimeStepper(onToggle: toggleFlight) }
        func toggleFlight() { showsFlight.toggle() }
      }
      """, options: seeds),
    // A row identified by the item itself: a changed item is a new row.
    Example(
      """
      struct TagChip: View {
        @State var tag: String
        var body: some View { Text(tag) }
      }
      struct TagCloud: View {
        @State private var tags: [String] = []
        var body: some View { ForEach(tags, id: \\.self) { tag in TagChip(tag: tag) } }
      }
      """, options: seeds),
    // A new identity on every render (or with every new value) starts the child's state again.
    Example(
      """
      struct LevelStepper: View {
        @State var value: String
        var body: some View { Text(value) }
      }
      struct LevelPopover: View {
        @State private var selectedLevel = "FL100"
        var body: some View {
          VStack {
            LevelStepper(value: selectedLevel).id(UUID())
            LevelStepper(value: selectedLevel).fixedSize().id(selectedLevel)
            Button("Climb") { selectedLevel = "FL200" }
          }
        }
      }
      """, options: seeds),
    // A caller's plain property with a default, handed to a state the child gives a default too:
    // the caller's constant configures the child.
    Example(
      """
      struct NoteList: View {
        @State var header: String = ""
        var body: some View { Text(header) }
      }
      struct NotesSection: View {
        var header: String = "Your Notes"
        var body: some View { NoteList(header: header) }
      }
      """, options: seeds),
    // A child that only calls into the caller's never-replaced object (a router it pushes on)
    // shows nothing of it: that it does not observe it changes nothing.
    Example(
      """
      final class Router: ObservableObject {
        @Published var path: [Route] = []
        func push(_ route: Route) { path.append(route) }
      }
      struct LoginForm: View {
        @State var router: Router
        var body: some View { Button("Sign up") { router.push(.signUp) } }
      }
      struct SocialButtons: View {
        @State var router: Router
        var body: some View { Text("Or sign in with") }
      }
      struct LoginScreen: View {
        @StateObject private var router = Router()
        var body: some View {
          VStack {
            LoginForm(router: router)
            SocialButtons(router: router)
          }
        }
      }
      """, options: seeds),
    // A caller's computed constant handed to a state the child gives a default.
    Example(
      """
      struct Avatar: View {
        @State var size: Double = 20
        var body: some View { Circle().frame(width: size, height: size) }
      }
      struct AccountRow: View {
        var size: Double { 24 }
        var body: some View { Avatar(size: size) }
      }
      """, options: seeds),
  ]

  static let triggering: [Example] = [
    // A modifier's alert item seeded from the view model that sets it later: SwiftUI's reset on
    // dismissal edits nothing handed back, and the later alert never shows (round ff).
    Example(
      """
      final class Payment: ObservableObject { @Published var alert: AlertKind? }
      struct OneButtonAlert: ViewModifier {
        @State var alert: AlertKind?
        func body(content: Content) -> some View {
          content.alert(item: $alert) { _ in Alert(title: Text("Error")) }
        }
      }
      struct PaymentForm: View {
        @ObservedObject var payment: Payment
        var body: some View { Form {}.modifier(OneButtonAlert(alert: ↓payment.alert)) }
      }
      """),
    // A kept date with a fresh fallback is as stale as the date.
    Example(
      """
      struct Penalty: View {
        @State var toDate: Date
        var body: some View { Text(toDate, style: .date) }
      }
      struct DebtDetail: View {
        @ObservedObject var debt: Debt
        var body: some View { Penalty(toDate: ↓debt.closeDate ?? Date()) }
      }
      """),
    // The child edits its copy while the caller changes its own state too: two copies drift apart
    // (round dd's picker, round cc's push button).
    Example(
      """
      struct NumberPicker: View {
        @State private var selection: Int
        init(_ value: Int) { _selection = State(wrappedValue: value) }
        var body: some View { Stepper("\\(selection)", value: $selection) }
      }
      struct Settings: View {
        @State private var chosen = 0
        var body: some View {
          NumberPicker(↓chosen)
          Button("Reset") { chosen = 0 }
        }
      }
      """),
    // The same header, given its colour by a caller that keeps it.
    Example(
      """
      struct Header: View {
        var tint = Color.blue
        var body: some View { Dot(color: ↓tint) }
      }
      struct Dot: View {
        @State var color: Color
        var body: some View { Circle().fill(color) }
      }
      struct Screen: View {
        let theme: Theme
        var body: some View { Header(tint: theme.accent) }
      }
      """),
    // A row's element named `$0` is as kept as a named one: the rows' objects are rebuilt under the
    // same ids and each row keeps its first (round cc).
    Example(
      """
      final class TaskItem: ObservableObject, Identifiable { let id: Int; init(id: Int) { self.id = id } }
      private struct TaskRow: View {
        @StateObject var task: TaskItem
        var body: some View { Text("\\(task.id)") }
      }
      struct TaskList: View {
        @State private var tasks: [TaskItem] = []
        var body: some View {
          VStack { ForEach(tasks) { TaskRow(task: ↓$0) } }
            .onAppear { tasks = (0..<3).map(TaskItem.init) }
        }
      }
      """, options: seeds),
    // A stored `var` of that object can change: the child's model keeps the first value.
    Example(
      """
      @Observable final class PokedexModel {
        var pokemons: [String]
        init(pokemons: [String]) { self.pokemons = pokemons }
        func reload() { pokemons = [] }
      }
      @Observable final class ListModel {
        var pokemons: [String]
        init(pokemons: [String]) { self.pokemons = pokemons }
      }
      struct PokedexList: View {
        @State private var model: ListModel
        init(pokemons: [String]) { _model = State(initialValue: ListModel(pokemons: pokemons)) }
        var body: some View { List(model.pokemons, id: \\.self) { Text($0) } }
      }
      struct Pokedex: View {
        @State private var model: PokedexModel
        init(pokemons: [String]) { _model = State(initialValue: PokedexModel(pokemons: pokemons)) }
        var body: some View { PokedexList(pokemons: ↓model.pokemons) }
      }
      """, options: seeds),
    // A view model typed by its protocol, assigned whole in `init` under another name: the child
    // keeps the first object (round bb).
    Example(
      """
      protocol AccountViewModelProtocol { var name: String { get } }
      @Observable final class AccountViewModel: AccountViewModelProtocol { var name = "" }
      struct AccountView: View {
        @State private var viewModel: AccountViewModelProtocol
        init(vm: AccountViewModelProtocol) { viewModel = vm }
        var body: some View { Text(viewModel.name) }
      }
      struct AccountTab: View {
        private var viewModel: AccountViewModelProtocol
        init(viewModel: AccountViewModelProtocol) { self.viewModel = viewModel }
        var body: some View { AccountView(vm: ↓viewModel) }
      }
      """, options: seeds),
    // A list the caller never changes, read at a key it does change, is a changing value (round aa).
    Example(
      """
      struct Drill: View {
        @State var factor: Int
        var body: some View { Text("× \\(factor)") }
      }
      struct DrillSetup: View {
        @State private var factors = [2, 3, 5, 7]
        @State private var choice = 0
        var body: some View {
          NavigationStack {
            Picker("Factor", selection: $choice) { Text("2") }
            NavigationLink("Start") { Drill(factor: ↓factors[choice]) }
          }
        }
      }
      """),
    // An object the child builds from a value built at the call site from one the caller keeps:
    // the child's state object keeps the first one built. A Core Data object in `@State` is never
    // observed.
    Example(
      """
      final class ChartModel: ObservableObject { init(points: [Double]) {} }
      struct Options { var points: [Double] }
      struct ChartView: View {
        @StateObject private var chart: ChartModel
        init(_ options: Options) { _chart = StateObject(wrappedValue: ChartModel(points: options.points)) }
        var body: some View { Text("Chart") }
      }
      final class StatsModel: ObservableObject {
        @Published var points: [Double] = []
        func reload() { points = [] }
      }
      struct Stats: View {
        @StateObject private var model = StatsModel()
        var body: some View { ChartView(↓Options(points: model.points)) }
      }
      """, options: seeds),
    Example(
      """
      struct EventDetail: View {
        @State var event: Event
        var body: some View { Text(event.title ?? "") }
      }
      struct Agenda: View {
        @FetchRequest(sortDescriptors: []) private var events: FetchedResults<Event>
        @State private var selected = 0
        @State private var showsDetail = false
        var body: some View {
          List(events) { event in Text(event.title ?? "") }
            .sheet(isPresented: $showsDetail) { EventDetail(event: ↓events[selected]) }
        }
      }
      """, options: seeds),
    // Editing the object's members through `$event.title` changes the shared object; the copy
    // still observes none of its changes (round y).
    Example(
      """
      struct EventEditor: View {
        @State var event: Event
        var body: some View {
          Form {
            Text(event.title ?? "")
            TextField("Title", text: $event.title ?? "")
          }
        }
      }
      final class Event: NSManagedObject { @NSManaged var title: String? }
      struct EventCard: View {
        @State var event: Event
        @State private var editing = false
        var body: some View {
          Button("Edit") { editing = true }
            .sheet(isPresented: $editing) { EventEditor(event: ↓event) }
        }
      }
      """),
    // A view modifier keeps its wrapped properties like a view.
    Example(
      """
      final class Reachability: ObservableObject { @Published var isOnline = true }
      struct OfflineBanner: ViewModifier {
        ↓@ObservedObject var reachability = Reachability()
        func body(content: Content) -> some View { content.overlay(reachability.isOnline ? nil : Text("Offline")) }
      }
      """),
    // An object the child builds from what the caller passes: a later value builds nothing.
    Example(
      """
      final class TrackPlayer: ObservableObject {
        @Published var position = 0.0
        init(track: Track) {}
      }
      struct PlayerBar: View {
        @StateObject private var player: TrackPlayer
        init(track: Track) { _player = StateObject(wrappedValue: TrackPlayer(track: track)) }
        var body: some View { ProgressView(value: player.position) }
      }
      struct NowPlaying: View {
        @ObservedObject var queue: PlayQueue
        var body: some View { PlayerBar(track: ↓queue.current) }
      }
      """, options: seeds),
    // The caller's own object, never replaced, in the child's `@StateObject`: one instance, two
    // owners (Apple hands a state object to a subview through `@ObservedObject`).
    Example(
      """
      final class Meter: ObservableObject { @Published var value = 0 }
      struct MeterDial: View {
        @StateObject var meter: Meter
        var body: some View { Text("\\(meter.value)") }
      }
      struct MeterScreen: View {
        @StateObject private var meter = Meter()
        var body: some View { MeterDial(meter: ↓meter) }
      }
      """, options: seeds),
    // A member of the caller's own view model that nothing assigns once the model is built: the
    // child's `@StateObject` and the model both own it. One finding per child and file, at the
    // first call site (the fix is the child's declaration; the others are related locations).
    Example(
      """
      final class AmountField: ObservableObject { @Published var text = "" }
      final class TransferModel: ObservableObject {
        @Published var amount = AmountField()
        let fee: AmountField
        init() { fee = AmountField() }
      }
      struct AmountEntry: View {
        @StateObject var field: AmountField
        var body: some View { TextField("Amount", text: $field.text) }
      }
      struct TransferScreen: View {
        @StateObject private var model = TransferModel()
        var body: some View {
          VStack {
            AmountEntry(field: ↓model.amount)
            AmountEntry(field: self.model.fee)
          }
        }
      }
      """, options: seeds),
    // In a sheet's content too: the presentation is new, the owner is not.
    Example(
      """
      final class Cart: ObservableObject { @Published var items: [String] = [] }
      struct CheckoutSheet: View {
        @StateObject var cart: Cart
        var body: some View { Text("\\(cart.items.count)") }
      }
      struct Store: View {
        @StateObject private var cart = Cart()
        @State private var checkingOut = false
        var body: some View {
          Button("Checkout") { checkingOut = true }
            .sheet(isPresented: $checkingOut) { CheckoutSheet(cart: ↓cart) }
        }
      }
      """, options: seeds),
    // An environment object handed to a child's `@StateObject`: the environment owns it.
    Example(
      """
      final class LocationFeed: ObservableObject { @Published var place = "" }
      struct MapPane: View {
        @StateObject var feed: LocationFeed
        var body: some View { Text(feed.place) }
      }
      struct LibraryScreen: View {
        @EnvironmentObject var feed: LocationFeed
        var body: some View { VStack { MapPane(feed: ↓feed) } }
      }
      """, options: seeds),
    // A controller's `let` (or a `var` nothing assigns again) handed to a root view's `@StateObject`.
    Example(
      """
      final class ProfileCard: ObservableObject { @Published var name = "" }
      struct ProfileCardView: View {
        @StateObject var card: ProfileCard
        var body: some View { Text(card.name) }
      }
      final class MenuController: UIViewController {
        private let card = ProfileCard()
        private var badge = ProfileCard()
        private var hosting: UIHostingController<ProfileCardView>?
        func refresh() { hosting?.rootView = ProfileCardView(card: ↓card) }
        func refreshBadge() { hosting?.rootView = ProfileCardView(card: self.badge) }
      }
      """, options: seeds),
    // A class the project names in lower case is still constructed by the default (round u).
    Example(
      """
      final class searchModel: ObservableObject { @Published var query = "" }
      struct Finder: View {
        ↓@ObservedObject var model = searchModel()
        var body: some View { TextField("Find", text: $model.query) }
      }
      """),
    // In an `App`, only Apple's rule for `@ObservedObject` applies: it never owns its object.
    Example(
      """
      @main
      struct PoolApp: App {
        ↓@ObservedObject var pool = PoolStore()
        var body: some Scene { WindowGroup { PoolView(pool: pool) } }
      }
      """),
    // A view named in lower case is still a view its caller seeds.
    Example(
      """
      struct noteRow: View {
        @State var title: String
        var body: some View { Text(title) }
      }
      struct NoteList: View {
        @ObservedObject var store: NoteStore
        var body: some View { ForEach(store.notes) { note in noteRow(title: ↓note.title) } }
      }
      """),
    // A row of `ForEach(…indices, id: \\.self)` is keyed by its index: a changed item keeps the row.
    Example(
      """
      struct TrackRow: View {
        @State var track: Track
        var body: some View { Text(track.title) }
      }
      struct Playlist: View {
        @ObservedObject var player: Player
        var body: some View {
          ForEach(player.tracks.indices, id: \\.self) { index in
            TrackRow(track: ↓player.tracks[index])
          }
        }
      }
      """),
    // An optional `@State` with no default starts as `nil` all the same: the write in `init` is dropped.
    Example(
      """
      struct PosterView: View {
        @State private var poster: UIImage?
        init(poster: UIImage?) {
          self.↓poster = poster
        }
        var body: some View { Image(uiImage: poster ?? UIImage()) }
      }
      """),
    // A write to a `@State` that has a default, in `init`, is dropped: the view starts from the default.
    Example(
      """
      struct PasswordField: View {
        let model: FieldModel
        @State private var isSecure = true
        init(model: FieldModel) {
          self.model = model
          self.↓isSecure = model.startsSecure
        }
        var body: some View { Toggle("Hide", isOn: $isSecure) }
      }
      """),
    Example(
      """
      struct Counter: View {
        @State private var count = 0
        init(start: Int) { ↓count = start }
        var body: some View { Text("\\(count)") }
      }
      """),
    // `@Bindable` keeps no storage: a default that builds the object builds a new one every render.
    Example(
      """
      @Observable final class MapStore { var pins: [Pin] = [] }
      struct MapScreen: View {
        ↓@Bindable var store = MapStore()
        var body: some View { Text("\\(store.pins.count)") }
      }
      """),
    // A closure called in place that returns a new object is a default that builds one.
    Example(
      """
      struct FriendsMap: View {
        ↓@ObservedObject var model: FriendsMapModel = {
          let repository = LocationRepository()
          return FriendsMapModel(repository: repository)
        }()
        var body: some View { Text(model.title) }
      }
      """),
    // A value a method computes from the caller's model (round s): as stale as a property read.
    Example(
      """
      struct SyllableLabel: View {
        @State var syllable: String
        var body: some View { Text(syllable) }
      }
      struct LessonView: View {
        @ObservedObject var lesson: Lesson
        var body: some View { SyllableLabel(syllable: ↓lesson.word.syllable(at: 0)) }
      }
      """, options: seeds),
    // The caller's own method reading its state.
    Example(
      """
      struct ShelfRow: View {
        @State var books: [Book]
        var body: some View { ForEach(books) { Text($0.title) } }
      }
      struct Library: View {
        @ObservedObject var store: BookStore
        var body: some View { ShelfRow(books: ↓recent(limit: 5)) }
        func recent(limit: Int) -> [Book] { Array(store.books.prefix(limit)) }
      }
      """, options: seeds),
    // Apple's documentation rules out the default even when the view never reads the object.
    Example(
      """
      struct LegacyBanner: View {
        ↓@ObservedObject var unusedModel = BannerModel()
        var body: some View { Text("Offline") }
      }
      """),
    // The wrapper's own initializer in the attribute is a default value too.
    Example(
      """
      struct HeadlineList: View {
        ↓@ObservedObject(initialValue: HeadlineModel()) var headlines
        var body: some View { List(headlines.items, id: \\.self) { Text($0) } }
      }
      """),
    // A parameter's default builds a new object for every caller that leaves it out.
    Example(
      """
      struct InboxView: View {
        ↓@ObservedObject var inbox: InboxModel
        init(inbox: InboxModel = InboxModel()) {
          self.inbox = inbox
        }
        var body: some View { Text("\\(inbox.unread)") }
      }
      """),
    // A nested type is built like any other (`Namespace.Model()`).
    Example(
      """
      enum Lessons {
        final class QuizModel: ObservableObject { @Published var score = 0 }
        struct QuizView: View {
          ↓@ObservedObject var quiz = Lessons.QuizModel()
          var body: some View { Text("\\(quiz.score)") }
        }
      }
      """),
    // Another initializer delegates to the one that builds the object: each call still builds one.
    Example(
      """
      struct TiltView: View {
        ↓@ObservedObject private var motion: MotionModel
        private let title: String
        init(title: String) {
          self.title = title
          self.motion = MotionModel()
        }
        init(kind: Kind) { self.init(title: kind.title) }
        var body: some View { Text(title).rotationEffect(.degrees(motion.roll)) }
      }
      """),
    // A factory call builds a new object on every `init`, like a construction.
    Example(
      """
      struct CourseListView: View {
        ↓@ObservedObject var courses: CourseListModel
        init() {
          courses = CourseAssembly.makeCourseListModel()
        }
        var body: some View { List(courses.titles, id: \\.self) { Text($0) } }
      }
      """),
    Example(
      """
      struct UpdatesView: View {
        ↓@ObservedObject private var checker: UpdateChecker
        init(updater: Updater) {
          self.checker = UpdateChecker(updater: updater)
        }
        var body: some View { Text(checker.status) }
      }
      """),
    Example(
      """
      @Observable final class AppSettings {
        static let shared = AppSettings()
        var theme = "system"
      }
      struct ThemePicker: View {
        ↓@State private var settings = AppSettings.shared
        var body: some View { Text(settings.theme) }
      }
      """,
      options: [DuplicateStateCopyRule.sharedInstanceOption: "true", DuplicateStateCopyRule.callerSeedOption: "true"]),
    Example(
      """
      final class PlayerStore: ObservableObject {
        static let main = PlayerStore()
        @Published var isPlaying = false
      }
      struct MiniPlayer: View {
        ↓@StateObject var store = PlayerStore.main
        var body: some View { Image(systemName: store.isPlaying ? "pause" : "play") }
      }
      """,
      options: [DuplicateStateCopyRule.sharedInstanceOption: "true", DuplicateStateCopyRule.callerSeedOption: "true"]),
    Example(
      """
      struct FeedView: View {
        ↓@ObservedObject var model = FeedModel()
        var body: some View { List(model.items) { Text($0.title) } }
      }
      """, options: seeds),
    Example(
      """
      struct ProfileView: View {
        ↓@StateObject private var model: ProfileModel
        init(model: ProfileModel) {
          _model = StateObject(wrappedValue: model)
        }
        var body: some View { Text(model.name) }
      }
      """, options: seeds),
    Example(
      """
      struct TitleView: View {
        ↓@State private var title: String
        init(document: Document) {
          self._title = State(initialValue: document.title)
        }
        var body: some View { Text(title) }
      }
      """, options: seeds),
    Example(
      """
      final class AppStore: ObservableObject {
        static let shared = AppStore()
      }
      struct CartView: View {
        ↓@StateObject private var store = AppStore.shared
        var body: some View { Text("\\(store.count)") }
      }
      """,
      options: [DuplicateStateCopyRule.sharedInstanceOption: "true", DuplicateStateCopyRule.callerSeedOption: "true"]),
    Example(
      """
      struct PlayerView: UIViewControllerRepresentable {
        ↓@ObservedObject var player = PlayerModel.init()
        func makeUIViewController(context: Context) -> AVPlayerViewController { AVPlayerViewController() }
        func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {
          controller.player = player.avPlayer
        }
      }
      """, options: seeds),
    Example(
      """
      final class PlayerModel: ObservableObject {
        static var empty: PlayerModel { PlayerModel() }
      }
      struct PlayerBar: View {
        ↓@ObservedObject var model: PlayerModel = .empty
        var body: some View { Text(model.title) }
      }
      """, options: seeds),
    Example(
      """
      @Observable final class Trip { var name = "" }
      struct TripEditor: View {
        ↓@State private var trip: Trip
        init(trip: Trip) { _trip = State(initialValue: trip) }
        var body: some View { TextField("Name", text: $trip.name) }
      }
      """, options: seeds),
    // Call sites: the caller keeps the value it seeds the child's state with.
    Example(
      """
      struct NoteRow: View {
        @State var title: String
        var body: some View { Text(title) }
      }
      struct NoteList: View {
        let notes: [Note]
        var body: some View {
          List(notes) { note in NoteRow(title: ↓note.title) }
        }
      }
      """, options: seeds),
    Example(
      """
      struct TagEditor: View {
        @State private var tag: Tag
        init(tag: Tag) { _tag = State(initialValue: tag) }
        var body: some View { TextField("Name", text: $tag.name) }
      }
      struct TagScreen: View {
        @State private var selectedTag = Tag()
        var body: some View { TagEditor(tag: ↓selectedTag) }
      }
      """, options: [DuplicateStateCopyRule.lostEditsOption: "true", DuplicateStateCopyRule.callerSeedOption: "true"]),
    // Calling a stored callback of the copy (`row.onTap()`) changes nothing of it: still a stale copy.
    Example(
      """
      struct ShareRowModel {
        var title: String
        var onTap: () -> Void
      }
      struct ShareRow: View {
        @State var row: ShareRowModel
        var body: some View { Button(row.title) { row.onTap() } }
      }
      struct ShareList: View {
        let rows: [ShareRowModel]
        var body: some View {
          ForEach(rows.indices, id: \\.self) { index in shareRow(rows[index]) }
        }
        private func shareRow(_ model: ShareRowModel) -> some View { ShareRow(row: ↓model) }
      }
      """, options: seeds),
    // An `ObservableObject` in `@State` is never observed, even when it is the caller's own object.
    Example(
      """
      final class CheckoutModel: ObservableObject {
        @Published var total = 0
      }
      struct PaymentStep: View {
        @State var checkout: CheckoutModel
        var body: some View { Text("\\(checkout.total)") }
      }
      struct CheckoutScreen: View {
        @StateObject private var checkout = CheckoutModel()
        @State private var paying = false
        var body: some View {
          Button("Pay") { paying = true }
            .navigationDestination(isPresented: $paying) { PaymentStep(checkout: ↓checkout) }
        }
      }
      """, options: seeds),
    // A hosting controller handed a new root view keeps the old one's state.
    Example(
      """
      final class ProfileModel: ObservableObject { @Published var name = "" }
      struct ProfileView: View {
        @StateObject var model: ProfileModel
        var body: some View { Text(model.name) }
      }
      final class AccountController: UIViewController {
        let store: AccountStore
        let host = UIHostingController(rootView: ProfileView(model: ProfileModel()))
        func storeDidChange() {
          host.rootView = ProfileView(model: ↓store.profile)
        }
      }
      """, options: seeds),
    // A copy written only in an extension, never handed back, still stops following the list.
    Example(
      """
      struct EventDetail: View {
        @State var event: Event
        let onDelete: (String) -> Void
        var body: some View { Text(event.title).task { await reload() } }
      }
      extension EventDetail {
        func reload() async { event = await Event.fetch(event.id) }
      }
      struct EventList: View {
        @State private var events: [Event] = []
        var body: some View {
          List(events) { event in
            EventDetail(event: ↓event) { id in events.removeAll { $0.id == id } }
          }
        }
      }
      """, options: seeds),
    // A view model's method that builds the cards again whenever its timers change.
    Example(
      """
      final class TimerModel: ObservableObject { @Published var remaining = 0 }
      struct TimerCard: View {
        @StateObject var timer: TimerModel
        var body: some View { Text("\\(timer.remaining)") }
      }
      final class TimerBoard: ObservableObject {
        @Published var cards: [AnyView] = []
        var timers: [TimerModel] = [] { didSet { cards = timers.map(card(for:)) } }
        func card(for timer: TimerModel) -> AnyView { AnyView(TimerCard(timer: ↓timer)) }
      }
      """, options: seeds),
    // A list tested by an `if` still changes inside the branch.
    Example(
      """
      struct OrderSummary: View {
        @State var items: [String]
        var body: some View { Text(items.joined(separator: ", ")) }
      }
      struct CheckoutScreen: View {
        @State private var items: [String] = []
        var body: some View {
          if !items.isEmpty {
            OrderSummary(items: ↓items)
          }
          Button("Add") { items.append("Tea") }
        }
      }
      """, options: seeds),
    // A flag read from the caller's own state changes while the child lives.
    Example(
      """
      struct LampSwitch: View {
        @State var isOn: Bool
        var body: some View { Image(systemName: isOn ? "lightbulb.fill" : "lightbulb") }
      }
      struct LampPanel: View {
        @State private var isOn = false
        var body: some View {
          VStack {
            Toggle("Lamp", isOn: $isOn)
            LampSwitch(isOn: ↓isOn)
          }
        }
      }
      """, options: seeds),
    Example(
      """
      @Observable final class Trip { var name = "" }
      struct TripCard: View {
        @State var trip: Trip
        var body: some View { Text(trip.name) }
      }
      struct TripList: View {
        let trips: [Trip]
        var body: some View { ForEach(trips) { trip in TripCard(trip: ↓trip) } }
      }
      """, options: seeds),
    // `self.x = x` in an initializer seeds the wrapper like `_x = State(initialValue: x)`.
    Example(
      """
      struct Caption: View {
        ↓@State private var text: String
        init(text: String) {
          self.text = text
        }
        var body: some View { Text(text) }
      }
      """, options: seeds),
    Example(
      """
      @Observable final class Quiz { var score = 0 }
      struct QuizBoard: View {
        @State var quiz: Quiz
        init(quiz: Quiz) { self.quiz = quiz }
        var body: some View { Text("\\(quiz.score)") }
      }
      struct QuizScreen: View {
        let quiz: Quiz
        var body: some View { QuizBoard(quiz: ↓self.quiz) }
      }
      """, options: seeds),
    // An environment object held in a child's `@State` is never observed there.
    Example(
      """
      final class Session: ObservableObject { @Published var user = "" }
      struct SessionRow: View {
        @State var session: Session
        var body: some View { Text(session.user) }
      }
      struct SessionsScreen: View {
        @EnvironmentObject var session: Session
        var body: some View { SessionRow(session: ↓session) }
      }
      """, options: seeds),
    // The view model replaces the member the child adopted: the child keeps the old object.
    Example(
      """
      final class AmountField: ObservableObject { @Published var text = "" }
      final class TransferModel: ObservableObject {
        @Published var amount = AmountField()
        func reset() { amount = AmountField() }
      }
      struct AmountEntry: View {
        @StateObject var field: AmountField
        var body: some View { TextField("Amount", text: $field.text) }
      }
      struct TransferScreen: View {
        @StateObject private var model = TransferModel()
        var body: some View { AmountEntry(field: ↓model.amount) }
      }
      """, options: seeds),
    // A picker writes the member through a binding; a parameter named like the caller's own
    // `@StateObject` is no member.
    Example(
      """
      final class Account: ObservableObject { @Published var name = "" }
      final class AccountsModel: ObservableObject { @Published var selected = Account() }
      struct AccountCard: View {
        @StateObject var account: Account
        var body: some View { Text(account.name) }
      }
      struct AccountsScreen: View {
        @StateObject private var model = AccountsModel()
        let accounts: [Account]
        var body: some View {
          Picker("Account", selection: $model.selected) { ForEach(accounts, id: \\.name) { Text($0.name) } }
          AccountCard(account: ↓model.selected)
        }
      }
      struct AccountRows: View {
        @StateObject private var account = Account()
        let others: [Account]
        var body: some View { ForEach(others, id: \\.name) { row(account: $0) } }
        func row(account: Account) -> some View { AccountCard(account: ↓account) }
      }
      """, options: seeds),
    // Reported with `report_shared_instances`: an `App` seeds a root view's state.
    Example(
      """
      final class Library: ObservableObject { @Published var books: [Book] = [] }
      struct LibraryView: View {
        @StateObject var library: Library
        var body: some View { List(library.books) { Text($0.title) } }
      }
      @main
      struct ReaderApp: App {
        @StateObject private var library = Library()
        var body: some Scene { WindowGroup { LibraryView(library: ↓library) } }
      }
      """,
      options: [DuplicateStateCopyRule.sharedInstanceOption: "true", DuplicateStateCopyRule.callerSeedOption: "true"]),
  ]

  static let corrections: [Correction] = [
    Correction(
      """
      struct FeedView: View {
        @ObservedObject var model = FeedModel()
        var body: some View { List(model.items) { Text($0.title) } }
      }
      """,
      """
      struct FeedView: View {
        @StateObject var model = FeedModel()
        var body: some View { List(model.items) { Text($0.title) } }
      }
      """),
    Correction(
      """
      struct PlayerView: View {
        @ObservedObject var player = PlayerModel()
        let title: String
        init(title: String) { self.title = title }
        var body: some View { Text(player.state) }
      }
      """,
      """
      struct PlayerView: View {
        @StateObject private var player = PlayerModel()
        let title: String
        init(title: String) { self.title = title }
        var body: some View { Text(player.state) }
      }
      """),
    // The index says the type is `@Observable`: `@State` owns it.
    Correction(
      """
      @Observable final class SessionModel { var user = "" }
      struct SessionView: View {
        @ObservedObject var session = SessionModel()
        init() {}
        var body: some View { Text(session.user) }
      }
      """,
      """
      @Observable final class SessionModel { var user = "" }
      struct SessionView: View {
        @State private var session = SessionModel()
        init() {}
        var body: some View { Text(session.user) }
      }
      """),
  ]
}
