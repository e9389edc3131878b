import BridgeLint
import Rules
import XCTest

/// `duplicate_state_copy` on by default: the messages users read for each shape, and the call
/// sites read across files through the project index.
final class DuplicateStateCopyTests: XCTestCase {
  /// Most tests here are about callers' seeds; they name the option (`report_caller_seeds`, on by
  /// default) so that `testCallersSeedsCanBeTurnedOff` can show the difference.
  private func findings(
    _ sources: [(path: String, text: String)], options: [String: String] = ["report_caller_seeds": "true"]
  ) -> [String] {
    LintHarness.lint(sources, rules: [DuplicateStateCopyRule.self], options: ["duplicate_state_copy": options])
      .map { "\($0.path):\($0.line):\($0.column) \($0.message)" }
  }

  func testTheRuleIsOnByDefaultAtWarning() {
    let description = DuplicateStateCopyRule.description
    XCTAssertFalse(description.isOptIn)
    XCTAssertEqual(description.defaultSeverity, .warning)
    XCTAssertEqual(
      description.options.map(\.name),
      ["report_caller_seeds", "report_shared_instances", "report_unreturned_edits", "report_derived_seeds"])
  }

  /// A caller handing `NoteRow` the title of the note it keeps.
  static let noteListCaller = (
    path: "NoteList.swift",
    text: """
    struct NoteList: View {
      let note: Note
      var body: some View { NoteRow(title: note.title) }
    }
    """
  )

  static let callerSeeds = ["duplicate_state_copy": ["report_caller_seeds": "true"]]

  /// Callers' seeds are on by default (the brief's pattern); round j found about a third of them
  /// correct on unseen apps, so a team can turn them off and keep the documented shapes.
  func testCallersSeedsCanBeTurnedOff() {
    let child = (
      path: "Rows/NoteRow.swift",
      text: """
      struct NoteRow: View {
        @State var title: String
        var body: some View { Text(title) }
      }
      """
    )
    let caller = (
      path: "NoteList.swift",
      text: """
      struct NoteList: View {
        let note: Note
        var body: some View { NoteRow(title: note.title) }
      }
      struct Editor: View {
        @State private var title: String
        init(title: String) { _title = State(initialValue: title) }
        var body: some View { Text(title) }
      }
      """
    )
    XCTAssertEqual(findings([child, caller], options: ["report_caller_seeds": "false"]), [])
    XCTAssertEqual(findings([child, caller], options: [:]), findings([child, caller]))
    XCTAssertEqual(
      findings([child, caller]),
      [
        "NoteList.swift:3:40 `NoteRow` keeps the first `title` it is given (`@State var title` in Rows/NoteRow.swift); "
          + "later changes of `note.title` never reach it — pass a `@Binding` or a `let`"
      ])
  }

  /// An `@ObservedObject` given a new object in `init` is rebuilt on every parent render, like
  /// one with a constructing default: reported by default, with the assignment as related
  /// information. A parameter handed through, or an object from a factory, is not.
  func testObservedObjectBuiltInInitializer() {
    let source = """
      struct Timer: View {
        @ObservedObject var clock: Clock
        init(interval: Double) { clock = .init(interval: interval) }
        var body: some View { Text(clock.now) }
      }
      struct Updates: View {
        @ObservedObject private var checker: Checker
        init(updater: Updater) {
          self.checker = Checker(updater: updater)
        }
        var body: some View { Text(checker.state) }
      }
      struct Passed: View {
        @ObservedObject var model: Model
        init(model: Model) { self.model = model }
        var body: some View { Text(model.name) }
      }
      struct Made: View {
        @ObservedObject var model: Model
        init(factory: Factory) { model = factory.make() }
        var body: some View { Text(model.name) }
      }
      """
    let message = { (declaration: String, name: String) in
      "`\(declaration)` is given a new object in `init`, which runs on every parent render, so the view loses the "
        + "object's state each time; declare it `@StateObject private var \(name)` and assign "
        + "`_\(name) = StateObject(wrappedValue: …)`"
    }
    XCTAssertEqual(
      findings([("Clock.swift", source)], options: [:]),
      [
        "Clock.swift:2:3 " + message("@ObservedObject var clock", "clock"),
        "Clock.swift:7:3 " + message("@ObservedObject private var checker", "checker"),
      ])
    let related = LintHarness.lint([("Clock.swift", source)], rules: [DuplicateStateCopyRule.self]).first?.related
    XCTAssertEqual(
      related?.map { "\($0.line):\($0.column) \($0.message)" }, ["3:28 a new object is built here on every `init`"])
  }

  /// (b) The caller in one file, the child in another: the finding is at the argument and names
  /// the child's declaration and file.
  func testCallSiteSeedingAValueItKeeps() {
    let child = (
      path: "Rows/NoteRow.swift",
      text: """
      struct NoteRow: View {
        @State var title: String
        var body: some View { Text(title) }
      }
      """
    )
    let caller = (
      path: "NoteList.swift",
      text: """
      struct NoteList: View {
        let notes: [Note]
        var body: some View {
          List(notes) { note in NoteRow(title: note.title) }
          NoteRow(title: "Untitled")
        }
      }
      """
    )
    XCTAssertEqual(
      findings([child, caller]),
      [
        "NoteList.swift:4:42 `NoteRow` keeps the first `title` it is given (`@State var title` in "
          + "Rows/NoteRow.swift); later changes of `note.title` never reach it — pass a `@Binding` or a `let`"
      ])
  }

  /// (b) and (c) An initializer that makes the state from a parameter: the call site names the
  /// property, the declaration says what it copies.
  func testInitializerSeedNamesTheProperty() {
    let source = """
      struct PinRow: View {
        let note: Note
        @State private var isPinned: Bool
        init(note: Note) {
          self.note = note
          _isPinned = State(initialValue: note.isPinned)
        }
        var body: some View { Image(systemName: isPinned ? "pin.fill" : "pin") }
      }
      struct Pins: View {
        @ObservedObject var library: Library
        var body: some View { ForEach(library.notes) { note in PinRow(note: note) } }
      }
      """
    // The declaration is reported by default; the call site, whose value the initializer turns
    // into another property, only with report_derived_seeds.
    XCTAssertEqual(
      findings([("Pins.swift", source)]),
      [
        "Pins.swift:3:3 `@State private var isPinned` copies `note.isPinned` once and stops following its owner; "
          + "use `let`, `@Binding` or `@Bindable` instead"
      ])
    XCTAssertEqual(
      findings([("Pins.swift", source)], options: ["report_derived_seeds": "true", "report_caller_seeds": "true"]),
      [
        "Pins.swift:3:3 `@State private var isPinned` copies `note.isPinned` once and stops following its owner; "
          + "use `let`, `@Binding` or `@Bindable` instead",
        "Pins.swift:12:71 `PinRow` keeps the first `isPinned` it makes from `note` (`@State var isPinned` in "
          + "Pins.swift); later changes of `note` never reach it — pass a `@Binding` or a `let`",
      ])
  }

  /// (b) An object an initializer builds from a parameter (`Loader(url: url)`): the caller's later
  /// values rebuild nothing, unless the child acts on its input's changes; dependencies are no data.
  func testObjectBuiltFromAParameterKeepsTheFirstValue() {
    let loader = """
      final class ArticleLoader: ObservableObject {
        @Published var text = ""
        init(url: URL, session: URLSession) {}
        func load(_ url: URL) async {}
      }

      """
    let child = (
      path: "Article.swift",
      text: loader + """
        struct ArticleView: View {
          @StateObject private var loader: ArticleLoader
          init(url: URL, session: URLSession) {
            _loader = StateObject(wrappedValue: ArticleLoader(url: url, session: session))
          }
          var body: some View { Text(loader.text) }
        }
        """
    )
    let caller = (
      path: "Reader.swift",
      text: """
      struct Reader: View {
        @ObservedObject var library: Library
        let session: URLSession
        var body: some View {
          ArticleView(url: library.current, session: session)
          ArticleView(url: library.selection!.url, session: session)
        }
      }
      """
    )
    XCTAssertEqual(
      findings([child, caller]),
      [
        "Reader.swift:5:22 `ArticleView` builds `loader` from the first `url` it is given (`@StateObject var loader` "
          + "in Article.swift) and keeps that object; later changes of `library.current` never reach it — key the "
          + "child with `.id(…)` on that value, or rebuild it in `.onChange(of:)` or `.task(id:)`",
        "Reader.swift:6:22 `ArticleView` builds `loader` from the first `url` it is given (`@StateObject var loader` "
          + "in Article.swift) and keeps that object; later changes of `library.selection!.url` never reach it — key "
          + "the child with `.id(…)` on that value, or rebuild it in `.onChange(of:)` or `.task(id:)`",
      ])
    // A child that reloads when its input changes follows it.
    let following = (
      path: "Article.swift",
      text: loader + """
        struct ArticleView: View {
          @StateObject private var loader: ArticleLoader
          let url: URL
          init(url: URL, session: URLSession) {
            self.url = url
            _loader = StateObject(wrappedValue: ArticleLoader(url: url, session: session))
          }
          var body: some View { Text(loader.text).task(id: url) { await loader.load(url) } }
        }
        """
    )
    XCTAssertEqual(findings([following, caller]), [])
    // A dependency container (`deps`, `server`, `collector`) is what the object works with, not data
    // (round z: ten screens built from an app's `deps`).
    let screens = (
      path: "Login.swift",
      text: """
      @Observable final class LoginModel { init(deps: AppDeps) {} }
      struct LoginScreen: View {
        @State private var model: LoginModel
        init(deps: AppDeps) { _model = State(initialValue: LoginModel(deps: deps)) }
        var body: some View { Text("Login") }
      }
      struct AuthFlow: View {
        let deps: AppDeps
        var body: some View { LoginScreen(deps: deps) }
      }
      """
    )
    XCTAssertEqual(findings([screens]), [])
  }

  /// An object the child builds from a value built at the call site from one the caller keeps
  /// (`PieView(Options(points: model.points))`) stays the first one built (round y: a chart's
  /// model built from its first data); `.onChange(of: chart.selection)` acts on the child's own
  /// state, not on its input. An object built at the call site is the child's own (round y's
  /// reviewers, and a shared object built into a push destination's model on round h), as are a
  /// row's element, a dependency (`service`, `server`) and a sheet's content.
  func testObjectBuiltAtTheCallSiteKeepsTheFirstValue() {
    let child = (
      path: "Chart.swift",
      text: """
      final class ChartModel: ObservableObject {
        @Published var selection = 0
        init(points: [Double], service: ChartService? = nil) {}
        func select() {}
      }
      struct ChartView: View {
        @StateObject var chart: ChartModel
        var body: some View { Text("\\(chart.selection)") }
      }
      struct Options { var points: [Double] }
      struct PieView: View {
        @StateObject private var chart: ChartModel
        init(_ options: Options) { _chart = StateObject(wrappedValue: ChartModel(points: options.points)) }
        var body: some View { Text("\\(chart.selection)").onChange(of: chart.selection) { _ in chart.select() } }
      }
      """
    )
    let caller = (
      path: "Stats.swift",
      text: """
      final class StatsModel: ObservableObject {
        @Published var points: [Double] = []
        @Published var series: [[Double]] = []
        let service = ChartService()
        func reload() { points = [] }
      }
      struct Stats: View {
        @StateObject private var model = StatsModel()
        @State private var showsChart = false
        var body: some View {
          ChartView(chart: ChartModel(points: model.points))
          PieView(Options(points: model.points))
          ForEach(model.series, id: \\.self) { points in ChartView(chart: ChartModel(points: points)) }
          ChartView(chart: ChartModel(points: [], service: model.service))
          Button("Chart") { showsChart = true }.sheet(isPresented: $showsChart) {
            ChartView(chart: ChartModel(points: model.points))
          }
        }
      }
      """
    )
    XCTAssertEqual(
      findings([child, caller]),
      [
        "Stats.swift:12:13 `PieView` builds `chart` from the first `options` it is given (`@StateObject var chart` in "
          + "Chart.swift) and keeps that object; later changes of `model.points` never reach it — key the child with "
          + "`.id(…)` on that value, or rebuild it in `.onChange(of:)` or `.task(id:)`"
      ])
  }

  /// `loader = ImageLoader(url: url)` in an initializer seeds `@State var loader` with an object
  /// built from the parameter, like `_loader = State(initialValue: …)` (round z: a cached image
  /// that kept a user's first avatar URL).
  func testAPlainAssignmentOfAnObjectBuiltFromAParameterSeedsTheState() {
    let source = """
      @Observable final class ImageLoader { init(url: String) {} }
      struct CachedImage: View {
        @State var loader: ImageLoader
        init(url: String) {
          loader = ImageLoader(url: url)
        }
        var body: some View { Text("Image") }
      }
      struct Avatar: View {
        let profile: Profile
        var body: some View { CachedImage(url: profile.imageURL) }
      }
      """
    XCTAssertEqual(
      findings([("Avatar.swift", source)]),
      [
        "Avatar.swift:11:42 `CachedImage` builds `loader` from the first `url` it is given (`@State var loader` in "
          + "Avatar.swift) and keeps that object; later changes of `profile.imageURL` never reach it — key the child "
          + "with `.id(…)` on that value, or rebuild it in `.onChange(of:)` or `.task(id:)`"
      ])
  }

  /// Round aa's wrong findings, each a value fixed for the child: the value a
  /// `.navigationDestination(for:)` pushes (a snapshot in the path) and a dictionary entry's `key`;
  /// and Decompose's `ObservableValue` built in `init`, a mirror like a `ViewStore`.
  func testValuesFixedForTheChildInRoundAA() {
    let source = """
      struct Detail: View {
        @State var number: Int
        var body: some View { Text("\\(number)") }
      }
      struct Row: View {
        @State var id: String
        var body: some View { Text(id) }
      }
      struct Pokedex: View {
        let entries: [String: String]
        var body: some View {
          NavigationStack {
            Detail(number: 0).navigationDestination(for: Int.self) { number in Detail(number: number) }
          }
          ForEach(entries.sorted(by: <), id: \\.key) { entry in Row(id: entry.key) }
        }
      }
      struct ComponentView: View {
        @ObservedObject private var observedState: ObservableValue<ComponentState>
        init(_ component: Component) {
          self.observedState = ObservableValue(component.state)
        }
        var body: some View { Text(observedState.value.title) }
      }
      """
    XCTAssertEqual(findings([("Pokedex.swift", source)]), [])
  }

  /// A lookup keyed by a member chain (`model.unread[room.id] ?? 0`) reads the kept collection: the
  /// count changes while the row's identity stays (round z: a chat list's unread badge).
  func testALookupByAMemberChainIsAKeptValue() {
    let source = """
      final class ChatsModel: ObservableObject { @Published var unread: [String: Int] = [:] }
      struct Room: Identifiable { let id: String }
      struct UnreadBadge: View {
        @State var count: Int
        var body: some View { Text("\\(count)") }
      }
      struct ChatList: View {
        @ObservedObject var model: ChatsModel
        let rooms: [Room]
        var body: some View {
          ForEach(rooms) { room in
            UnreadBadge(count: model.unread[room.id] ?? 0)
            UnreadBadge(count: model.unread[room.id].map { $0 } ?? 0)
          }
        }
      }
      """
    XCTAssertEqual(
      findings([("Chats.swift", source)]),
      [
        "Chats.swift:12:26 `UnreadBadge` keeps the first `count` it is given (`@State var count` in Chats.swift); "
          + "later changes of `model.unread[room.id]` never reach it — pass a `@Binding` or a `let`"
      ])
  }

  /// SwiftUI observes no global: a caller reading one (a row of a file-level list, a global
  /// string) is as stale as its child's copy, so neither is reported; a name the caller's type
  /// declares in an extension of another file is still its own member (round z: 11 wrong findings).
  func testGlobalsAreNoKeptValues() {
    let views = (
      path: "Tutorials.swift",
      text: """
      struct Tutorial: Identifiable { let id: Int; var title: String }
      var tutorials: [Tutorial] = [Tutorial(id: 1, title: "Start")]
      let sheetTitle = "Sheets"
      struct TutorialRow: View {
        @State var title: String
        var body: some View { Text(title) }
      }
      struct TutorialList: View {
        @State private var extra: [Tutorial] = []
        var body: some View {
          ForEach(tutorials) { item in TutorialRow(title: item.title) }
          TutorialRow(title: sheetTitle)
          ForEach(extra) { item in TutorialRow(title: item.title) }
          TutorialRow(title: subtitle)
        }
      }
      """
    )
    let elsewhere = (
      path: "TutorialList+Subtitle.swift",
      text: "extension TutorialList { var subtitle: String { extra.first?.title ?? \"\" } }"
    )
    XCTAssertEqual(
      findings([views, elsewhere]).map { String($0.prefix(30)) },
      ["Tutorials.swift:13:49 `Tutoria", "Tutorials.swift:14:24 `Tutoria"])
  }

  /// (c) Not at the declaration when some caller, in any file, builds the object (a factory
  /// through `.init`, a construction) or the parameter's default builds one.
  func testDeclarationSeedsWithAFreshCallerAreStartingValues() {
    let views = (
      path: "Assist.swift",
      text: """
      struct AssistView: View {
        @StateObject private var model: AssistModel
        init(model: AssistModel) { self._model = .init(wrappedValue: model) }
        var body: some View { Text(model.reply) }
      }
      struct HomeView: View {
        @StateObject private var model: HomeModel
        init(model: HomeModel = HomeModel()) { _model = StateObject(wrappedValue: model) }
        var body: some View { Text(model.title) }
      }
      struct LegacyView: View {
        @StateObject private var model: LegacyModel
        init(model: LegacyModel) { _model = StateObject(wrappedValue: model) }
        var body: some View { Text(model.title) }
      }
      """
    )
    let factory = (
      path: "Assist+Build.swift",
      text: """
      extension AssistView {
        static func build(server: Server) -> AssistView {
          let model = AssistModel(server: server)
          return .init(model: model)
        }
      }
      """
    )
    XCTAssertEqual(
      findings([views, factory]),
      [
        "Assist.swift:12:3 `@StateObject private var model` adopts an object created elsewhere and ignores later "
          + "ones from the owner; use `@ObservedObject var model` or create the object here"
      ])
  }

  /// (b) A copy the child writes and never hands back loses the edits; one it hands back is an
  /// edit buffer; one it keeps in step with `.onChange` follows the caller.
  func testLostEditsEditBuffersAndResynchronizedCopies() {
    let children = (
      path: "Editors.swift",
      text: """
      struct TagEditor: View {
        @State private var tag: Tag
        init(tag: Tag) { _tag = State(initialValue: tag) }
        var body: some View { TextField("Name", text: $tag.name) }
      }
      struct RenameField: View {
        @State var name: String
        let onCommit: (String) -> Void
        var body: some View { TextField("Name", text: $name).onSubmit { onCommit(name) } }
      }
      struct MoodBadge: View {
        let entry: Entry
        @State private var mood: Mood
        init(entry: Entry) {
          self.entry = entry
          _mood = State(initialValue: entry.mood)
        }
        var body: some View { Text(mood.symbol).onChange(of: entry.mood) { mood = $1 } }
      }
      struct DeviceEditor: View {
        @State private var name: String
        let store: Store
        init(device: Device, store: Store) {
          _name = State(initialValue: device.name)
          self.store = store
        }
        var body: some View {
          TextField("Name", text: $name)
          Button("Save") { store.update(options: .init(name: name)) }
        }
      }
      """
    )
    let caller = (
      path: "Screen.swift",
      text: """
      struct Screen: View {
        @State private var selected = Tag()
        let entry: Entry
        let store: Store
        var body: some View {
          TagEditor(tag: selected)
          RenameField(name: entry.title, onCommit: { store.rename(entry, $0) })
          MoodBadge(entry: entry)
          DeviceEditor(device: entry.device, store: store)
        }
      }
      """
    )
    // A copy written and never handed back is opt-in: by default nothing here is reported.
    XCTAssertEqual(findings([children, caller]), [])
    XCTAssertEqual(
      findings([children, caller], options: ["report_unreturned_edits": "true", "report_caller_seeds": "true"]),
      [
        "Screen.swift:6:20 `TagEditor` keeps a writable copy of `selected` (`@State var tag` in Editors.swift) and "
          + "never hands it back: later changes of `selected` never reach it and its edits never reach the caller — "
          + "pass a `@Binding`, or hand the edited value back"
      ])
  }

  /// (b) An existing object handed to a `@StateObject` or an `@Observable` object to a `@State`;
  /// (d) the memberwise-seeded `@State` holding an `@Observable` instance, at its declaration.
  func testObjectsHandedToViewOwnedState() {
    let source = """
      final class ProfileModel: ObservableObject { @Published var name = "" }
      @Observable final class Trip { var name = "" }
      struct ProfileView: View {
        @StateObject var model: ProfileModel
        var body: some View { Text(model.name) }
      }
      struct TripCard: View {
        @State var trip: Trip
        var body: some View { Text(trip.name) }
      }
      struct Account: View {
        let store: Store
        let trip: Trip
        var body: some View {
          ProfileView(model: store.profile)
          TripCard(trip: trip)
          ProfileView(model: ProfileModel())
        }
      }
      """
    XCTAssertEqual(
      findings([("Account.swift", source)]),
      [
        "Account.swift:15:24 `ProfileView` keeps the first `model` it is given (`@StateObject var model` in "
          + "Account.swift); a later object in `store.profile` never reaches it — declare it `@ObservedObject` there, "
          + "or pass a new object",
        "Account.swift:16:20 `TripCard` keeps the first `trip` it is given (`@State var trip` in Account.swift); a "
          + "later object in `trip` never reaches it — declare it `let` or `@Bindable` there, or pass a new object",
      ])
  }

  /// Round h: `self.x = x` in an initializer seeds the wrapper (reported once: at the call site
  /// that hands in a kept object, else at the declaration); the caller's own object it never
  /// replaces is one object with two owners; a factory's object and a fixture builder only
  /// `#Preview` calls are silent.
  func testPlainSeedsOwnersFactoriesAndPreviewHelpers() {
    let child = (
      path: "Board/QuizBoard.swift",
      text: """
      @Observable final class Quiz { var score = 0 }
      struct QuizBoard: View {
        @State private var quiz: Quiz
        init(quiz: Quiz) {
          self.quiz = quiz
        }
        var body: some View { Text("\\(quiz.score)") }
      }
      """
    )
    let callers = (
      path: "Screens.swift",
      text: """
      struct Lobby: View {
        let quiz: Quiz
        var body: some View { QuizBoard(quiz: quiz) }
      }
      struct Arena: View {
        @State private var quiz = Quiz()
        var body: some View { QuizBoard(quiz: self.quiz) }
      }
      struct Studio: View {
        let quizFactory: QuizFactory
        var body: some View { QuizBoard(quiz: quizFactory.weeklyQuiz()) }
      }
      #Preview { board(for: Quiz()) }
      private func board(for quiz: Quiz) -> some View { QuizBoard(quiz: quiz) }
      """
    )
    XCTAssertEqual(
      findings([child, callers]),
      [
        "Screens.swift:3:41 `QuizBoard` keeps the first `quiz` it is given (`@State var quiz` in "
          + "Board/QuizBoard.swift); a later object in `quiz` never reaches it — declare it `let` or `@Bindable` "
          + "there, or pass a new object",
        "Screens.swift:7:41 `QuizBoard` takes the caller's `self.quiz` into `@State var quiz` (Board/QuizBoard.swift), "
          + "a second owner: state belongs to the view that creates it, and a later object in `self.quiz` would never "
          + "reach `QuizBoard` — declare it `let` or `@Bindable` there",
      ])
    // Without the factory caller, no caller builds it: still one finding per call site that
    // hands in a kept object, none at the declaration (the call sites carry it as related information).
    let keeping = (
      path: callers.path, text: callers.text.replacingOccurrences(of: "quizFactory.weeklyQuiz()", with: "quiz")
    )
    XCTAssertEqual(findings([child, keeping]).filter { $0.hasPrefix("Board/") }, [])
    // With no caller handing in a kept value, the declaration is where the copy is reported.
    let building = (
      path: callers.path, text: "struct Lobby: View {\n  var body: some View { QuizBoard(quiz: Quiz()) }\n}\n"
    )
    let unknown = (path: callers.path, text: "struct Lobby: View {\n  var body: some View { Text(\"none\") }\n}\n")
    XCTAssertEqual(findings([child, building]), [])
    XCTAssertEqual(
      findings([child, unknown]),
      [
        "Board/QuizBoard.swift:3:3 `@State private var quiz` keeps the first `quiz` its parent passes and ignores "
          + "later ones; an observable object owned elsewhere needs `let` or `@Bindable`, not `@State`"
      ])
  }

  /// (a) and (c) at the declaration; previews and test files are exempt.
  func testDeclarationShapesAndExemptions() {
    let source = """
      struct FeedView: View {
        @ObservedObject var model = FeedModel()
        var body: some View { List(model.items) { Text($0.title) } }
      }
      struct TitleView: View {
        @State private var title: String
        init(document: Document) { _title = State(initialValue: document.title) }
        var body: some View { Text(title) }
      }
      struct Preview_Previews: PreviewProvider {
        struct Harness: View {
          @ObservedObject var model = FeedModel()
          var body: some View { Text(model.title) }
        }
        static var previews: some View { Harness() }
      }
      """
    XCTAssertEqual(
      findings([("Feed.swift", source)]),
      [
        "Feed.swift:2:3 `@ObservedObject var model` creates its own object, which is recreated on every parent "
          + "render; declare it `@StateObject var model`",
        "Feed.swift:6:3 `@State private var title` copies `document.title` once and stops following its owner; "
          + "use `let`, `@Binding` or `@Bindable` instead",
      ])
    XCTAssertEqual(findings([("FeedTests.swift", "import XCTest\n" + source)]), [])
  }

  /// One finding per problem, with the other end as related information: the call site names
  /// the child's declaration (in its file), the declaration names the assignment that seeds it.
  func testRelatedInformationPointsAtTheOtherEnd() {
    let child = (
      path: "Rows/NoteRow.swift",
      text: """
      struct NoteRow: View {
        @State var title: String
        var body: some View { Text(title) }
      }
      """
    )
    let caller = Self.noteListCaller
    let reported = LintHarness.lint([child, caller], rules: [DuplicateStateCopyRule.self], options: Self.callerSeeds)
    XCTAssertEqual(reported.map { "\($0.path):\($0.line)" }, ["NoteList.swift:3"])
    XCTAssertEqual(
      reported.first?.related,
      [
        RelatedLocation(
          path: "Rows/NoteRow.swift", line: 2, column: 3, message: "`NoteRow` declares `@State var title` here")
      ])
    let seeded = (
      path: "Title.swift",
      text: """
      struct TitleView: View {
        @State private var title: String
        init(document: Document) {
          _title = State(initialValue: document.title)
        }
        var body: some View { Text(title) }
      }
      """
    )
    let declaration = LintHarness.lint([seeded], rules: [DuplicateStateCopyRule.self], options: Self.callerSeeds)
    XCTAssertEqual(declaration.map { "\($0.path):\($0.line)" }, ["Title.swift:2"])
    XCTAssertEqual(
      declaration.first?.related.map { "\($0.path):\($0.line):\($0.column) \($0.message)" },
      ["Title.swift:4:5 `title` is seeded here, once"])
  }

  /// The caller's own `@StateObject`, never replaced, is still a finding when the child keeps it
  /// in `@State`: `@State` never observes an `ObservableObject` (round l). When the child's
  /// declaration is reported (seeded by an initializer no caller gives a fresh value), the call
  /// site adds nothing.
  func testAnObservableObjectInStateIsReportedAtTheCallerEvenWhenNeverReplaced() {
    let child = (
      path: "PinEntry.swift",
      text: """
      final class OfferModel: ObservableObject { @Published var pin = "" }
      struct PinEntry: View {
        @State var model: OfferModel
        init(model: OfferModel = OfferModel()) { self._model = State(initialValue: model) }
        var body: some View { Text(model.pin) }
      }
      """
    )
    let caller = (
      path: "Offer.swift",
      text: """
      struct Offer: View {
        @StateObject private var model = OfferModel()
        @State private var next = false
        var body: some View {
          Button("Next") { next = true }.navigationDestination(isPresented: $next) { PinEntry(model: model) }
        }
      }
      """
    )
    XCTAssertEqual(
      findings([child, caller]),
      [
        "Offer.swift:5:96 `PinEntry` holds `model` in `@State var model` (PinEntry.swift), which never observes an "
          + "`ObservableObject`: its changes do not update `PinEntry`, and a later object never reaches it — declare "
          + "it `@ObservedObject` there"
      ])
    let withoutDefault = (
      path: child.path, text: child.text.replacingOccurrences(of: " = OfferModel()) {", with: ") {")
    )
    XCTAssertEqual(
      findings([withoutDefault, caller]).map { String($0.prefix(17)) }, ["PinEntry.swift:3:"])
  }

  /// A Core Data object is an `ObservableObject`, also when Xcode generates its class and only
  /// `FetchedResults<Event>` names it: a child that keeps one in `@State` never observes it, in a
  /// sheet, for a row's element or for the caller's own `@State` alike (round y: 7 call sites of
  /// one app). `@ObservedObject` in the child is the fix and no finding.
  func testACoreDataObjectInStateIsNeverObserved() {
    let child = (
      path: "EventDetail.swift",
      text: """
      struct EventDetail: View {
        @State var event: Event
        var body: some View { Text(event.title ?? "") }
      }
      """
    )
    let caller = (
      path: "Agenda.swift",
      text: """
      struct Agenda: View {
        @FetchRequest(sortDescriptors: []) private var events: FetchedResults<Event>
        @State private var selected = 0
        @State private var showsDetail = false
        var body: some View {
          List(events) { event in Text(event.title ?? "") }
            .sheet(isPresented: $showsDetail) { EventDetail(event: events[selected]) }
        }
      }
      struct Pinned: View {
        @State var pinned: Event
        var body: some View { EventDetail(event: pinned) }
      }
      """
    )
    let message = { (line: Int, column: Int, source: String) in
      "Agenda.swift:\(line):\(column) `EventDetail` holds `\(source)` in `@State var event` (EventDetail.swift), which "
        + "never observes an `ObservableObject`: its changes do not update `EventDetail`, and a later object never "
        + "reaches it — declare it `@ObservedObject` there"
    }
    XCTAssertEqual(
      findings([child, caller]), [message(7, 62, "events[selected]"), message(12, 44, "pinned")])
    // Without the fetch request nothing says `Event` is an object; a child that observes it is right.
    let plain = (
      path: caller.path, text: caller.text.replacingOccurrences(of: "FetchedResults<Event>", with: "[Event]")
    )
    XCTAssertEqual(findings([child, plain]), [])
    let observed = (
      path: child.path, text: child.text.replacingOccurrences(of: "@State var", with: "@ObservedObject var")
    )
    XCTAssertEqual(findings([observed, caller]), [])
    // A class the project declares as an `NSManagedObject` is one too.
    let declared = (path: "Event.swift", text: "final class Event: NSManagedObject { @NSManaged var title: String? }")
    XCTAssertEqual(findings([child, plain, declared]).count, 2)
  }

  /// A `ViewModifier` keeps `@State` like a view, and its memberwise initializer takes a state
  /// with a default as an optional argument: a `View` extension handing in its own parameter
  /// (whose default is only what callers that leave it out get) seeds a copy (round n).
  func testAModifiersStateSeededThroughAViewExtension() {
    let source = """
      struct ToastModifier: ViewModifier {
        @Binding var isPresented: Bool
        @State var duration: TimeInterval = 2
        @State private var isDragging = false
        func body(content: Content) -> some View { content.overlay(Text("\\(duration)")) }
      }
      extension View {
        func toast(isPresented: Binding<Bool>, duration: TimeInterval = 2) -> some View {
          modifier(ToastModifier(isPresented: isPresented, duration: duration))
        }
      }
      """
    XCTAssertEqual(
      findings([("Toast.swift", source)]),
      [
        "Toast.swift:9:64 `ToastModifier` keeps the first `duration` it is given (`@State var duration` in "
          + "Toast.swift); later changes of `duration` never reach it — pass a `@Binding` or a `let`"
      ])
  }

  /// `init(_ model:)`: a call's first unlabelled argument seeds the first parameter (round n).
  func testTheFirstUnlabelledArgumentSeedsAnUnlabelledParameter() {
    let source = """
      @Observable final class FeedModel { var posts: [String] = [] }
      struct FeedView: View {
        @State private var model: FeedModel
        init(_ model: FeedModel) { self._model = State(initialValue: model) }
        var body: some View { List(model.posts, id: \\.self) { Text($0) } }
      }
      struct MainView: View {
        let feedModel: FeedModel
        var body: some View { TabView { FeedView(feedModel) } }
      }
      struct OtherView: View {
        var body: some View { FeedView(FeedModel()) }
      }
      """
    XCTAssertEqual(
      findings([("Feed.swift", source)]),
      [
        "Feed.swift:9:44 `FeedView` keeps the first `model` it is given (`@State var model` in Feed.swift); a later "
          + "object in `feedModel` never reaches it — declare it `let` or `@Bindable` there, or pass a new object"
      ])
  }

  /// An argument computed by operators from what the caller keeps is as stale as what it reads;
  /// a flag it computes from a `ForEach` element is no mode the row was built with (round l).
  func testAnExpressionReadingAKeptValueSeedsACopy() {
    let source = """
      struct BodyText: View {
        @State var lineSpacing: CGFloat
        var body: some View { Text("x").lineSpacing(lineSpacing) }
      }
      struct ActivityCell: View {
        @State var isActive: Bool
        var body: some View { Text(isActive ? "on" : "off") }
      }
      struct Editor: View {
        @Environment(\\.horizontalSizeClass) var sizeClass
        let spacing: CGFloat
        let activities: [Activity]
        var body: some View {
          VStack {
            BodyText(lineSpacing: sizeClass == .compact ? spacing / 2 : spacing)
            BodyText(lineSpacing: Theme.spacing * 2)
            ForEach(activities) { activity in ActivityCell(isActive: activity.state == .active) }
          }
        }
      }
      """
    XCTAssertEqual(
      findings([("Editor.swift", source)]),
      [
        "Editor.swift:15:29 `BodyText` keeps the first `lineSpacing` it is given (`@State var lineSpacing` in "
          + "Editor.swift); later changes of `sizeClass` never reach it — pass a `@Binding` or a `let`",
        "Editor.swift:17:64 `ActivityCell` keeps the first `isActive` it is given (`@State var isActive` in "
          + "Editor.swift); later changes of `activity.state` never reach it — pass a `@Binding` or a `let`",
      ])
  }

  /// A call site whose child seeds its state in an initializer names both places of the child:
  /// the declaration and the assignment that copies the value once (round l: a reviewer labelled
  /// the assignment, the finding named only the declaration).
  func testACallSiteNamesTheChildsSeedingAssignment() {
    let child = (
      path: "Rows/NoteRow.swift",
      text: """
      struct NoteRow: View {
        @State private var title: String
        init(title: String) {
          self._title = State(initialValue: title)
        }
        var body: some View { Text(title) }
      }
      """
    )
    let caller = Self.noteListCaller
    let reported = LintHarness.lint([child, caller], rules: [DuplicateStateCopyRule.self], options: Self.callerSeeds)
    XCTAssertEqual(reported.map { "\($0.path):\($0.line)" }, ["NoteList.swift:3"])
    XCTAssertEqual(
      reported.first?.related.map { "\($0.path):\($0.line):\($0.column) \($0.message)" },
      [
        "Rows/NoteRow.swift:2:3 `NoteRow` declares `@State var title` here",
        "Rows/NoteRow.swift:4:10 `NoteRow` seeds `title` here, once",
      ])
  }

  /// A caller handing in its own never-replaced `@StateObject` makes the child a second owner: one
  /// problem, one finding, at the call site (with no caller, at the child's declaration).
  func testOwnStateObjectCallerIsReportedAtTheCallSite() {
    let child = (
      path: "Inbox.swift",
      text: """
      final class InboxModel: ObservableObject { @Published var unread = 0 }
      struct InboxView: View {
        @StateObject private var model: InboxModel
        init(model: InboxModel) { _model = StateObject(wrappedValue: model) }
        var body: some View { Text("\\(model.unread)") }
      }
      """
    )
    let caller = (
      path: "Root.swift",
      text: """
      struct RootView: View {
        @StateObject private var inbox = InboxModel()
        var body: some View { InboxView(model: inbox) }
      }
      """
    )
    XCTAssertEqual(
      findings([child]),
      [
        "Inbox.swift:3:3 `@StateObject private var model` adopts an object created elsewhere and ignores later ones "
          + "from the owner; use `@ObservedObject var model` or create the object here"
      ])
    XCTAssertEqual(
      findings([child, caller]),
      [
        "Root.swift:3:42 `InboxView` takes the caller's `inbox` into `@StateObject var model` (Inbox.swift), a "
          + "second owner: state belongs to the view that creates it, and a later object in `inbox` would never "
          + "reach `InboxView` — declare it `@ObservedObject` there"
      ])
  }

  /// The message suggests the declaration the fix writes: `private` only where the view declares
  /// its own initializer (the memberwise one would stop compiling), `@State` for an `@Observable` class.
  func testOwningMessageMatchesTheFix() {
    let source = """
      @Observable final class SessionModel { var user = "" }
      struct SessionView: View {
        @ObservedObject var session = SessionModel()
        init() {}
        var body: some View { Text(session.user) }
      }
      struct PlayerView: View {
        @ObservedObject var player = PlayerModel()
        let title: String
        init(title: String) { self.title = title }
        var body: some View { Text(player.state) }
      }
      """
    XCTAssertEqual(
      findings([("Session.swift", source)]),
      [
        "Session.swift:3:3 `@ObservedObject var session` creates its own object, which is recreated on every "
          + "parent render; declare it `@State private var session`",
        "Session.swift:8:3 `@ObservedObject var player` creates its own object, which is recreated on every "
          + "parent render; declare it `@StateObject private var player`",
      ])
  }

  /// Callers that exist decide (c): an injection initializer no caller uses, beside the one every
  /// caller uses to build the model, leaves nothing stale; a factory closure called in the argument
  /// builds a fresh object.
  func testInjectionSeamNoCallerUsesIsNotReported() {
    let child = (
      path: "Inbox.swift",
      text: """
      final class InboxModel: ObservableObject { @Published var unread = 0 }
      struct InboxScreen: View {
        @StateObject private var model: InboxModel
        init() { _model = StateObject(wrappedValue: InboxModel()) }
        init(model: InboxModel) { _model = StateObject(wrappedValue: model) }
        var body: some View { Text("\\(model.unread)") }
      }
      """
    )
    let caller = (path: "Tabs.swift", text: "struct Tabs: View {\n  var body: some View { InboxScreen() }\n}\n")
    XCTAssertEqual(findings([child, caller]), [])
    // With a caller that passes a kept object, the seam is reported again, once, at the argument.
    let injecting = (
      path: "Tabs.swift",
      text: "struct Tabs: View {\n  let model: InboxModel\n  var body: some View { InboxScreen(model: model) }\n}\n"
    )
    XCTAssertEqual(
      findings([child, injecting]),
      [
        "Tabs.swift:3:44 `InboxScreen` keeps the first `model` it is given (`@StateObject var model` in Inbox.swift); "
          + "a later object in `model` never reaches it — declare it `@ObservedObject` there, or pass a new object"
      ])
    // A factory closure builds each object: nothing to report at either end.
    let factory = (
      path: "Tabs.swift",
      text: """
      struct Tabs: View {
        let factory: (Int) -> InboxModel
        var body: some View { InboxScreen(model: factory(1)) }
      }
      """
    )
    XCTAssertEqual(findings([child, factory]), [])
  }

  /// The debatable shapes wait for `report_shared_instances`: a singleton in view-owned state and
  /// an `App` seeding a root view with the object it owns.
  func testSharedInstancesAreOptIn() {
    let source = """
      final class Library: ObservableObject {
        static let shared = Library()
        @Published var books: [Book] = []
      }
      struct LibraryView: View {
        @StateObject var library: Library
        var body: some View { List(library.books) { Text($0.title) } }
      }
      struct Shelf: View {
        @StateObject private var library = Library.shared
        var body: some View { Text("\\(library.books.count)") }
      }
      @main
      struct ReaderApp: App {
        @StateObject private var library = Library()
        var body: some Scene { WindowGroup { LibraryView(library: library) } }
      }
      """
    XCTAssertEqual(findings([("Reader.swift", source)]), [])
    XCTAssertEqual(
      findings(
        [("Reader.swift", source)], options: ["report_shared_instances": "true", "report_caller_seeds": "true"]),
      [
        "Reader.swift:10:3 `@StateObject private var library` wraps the shared instance `Library.shared` in "
          + "view-owned state; read it with `let`, `@ObservedObject` or `@Environment` instead",
        "Reader.swift:16:61 `LibraryView` keeps the first `library` it is given (`@StateObject var library` in "
          + "Reader.swift); a later object in `library` never reaches it — declare it `@ObservedObject` there, or "
          + "pass a new object",
      ])
  }
}

extension DuplicateStateCopyTests {
  /// A member of the caller's own view model that no file replaces is one object with two owners;
  /// an assignment in another file (read through the project index) makes it an object the child
  /// stops following, and a member declared nowhere in the project (or computed) may hand out a
  /// new object each time.
  func testAViewModelMemberNobodyReplacesIsAdopted() {
    let screen = (
      path: "TransferScreen.swift",
      text: """
      final class AmountField: ObservableObject { @Published var text = "" }
      final class TransferModel: ObservableObject {
        @Published var amount = AmountField()
        var preview: AmountField { AmountField() }
        let store: FieldStore
        init(store: FieldStore) { self.store = store }
      }
      struct AmountEntry: View {
        @StateObject var field: AmountField
        var body: some View { TextField("Amount", text: $field.text) }
      }
      struct TransferScreen: View {
        @StateObject private var model = TransferModel(store: FieldStore())
        var body: some View {
          AmountEntry(field: model.amount)
          AmountEntry(field: model.preview)
          AmountEntry(field: model.store.field)
        }
      }
      """
    )
    let reset = (
      path: "TransferModel+Reset.swift",
      text: """
      extension TransferModel {
        func reset() { amount = AmountField() }
      }
      """
    )
    let message = { (line: Int, column: Int, source: String) in
      "TransferScreen.swift:\(line):\(column) `AmountEntry` keeps the first `field` it is given (`@StateObject var field` "
        + "in TransferScreen.swift); a later object in `\(source)` never reaches it — declare it `@ObservedObject` "
        + "there, or pass a new object"
    }
    XCTAssertEqual(
      findings([screen]),
      [
        "TransferScreen.swift:15:24 `AmountEntry` takes the caller's `model.amount` into `@StateObject var field` "
          + "(TransferScreen.swift), a second owner: state belongs to the view that creates it, and a later object "
          + "in `model.amount` would never reach `AmountEntry` — declare it `@ObservedObject` there",
        message(16, 24, "model.preview"), message(17, 24, "model.store.field"),
      ])
    XCTAssertEqual(
      findings([screen, reset]),
      [message(15, 24, "model.amount"), message(16, 24, "model.preview"), message(17, 24, "model.store.field")])
  }
}
