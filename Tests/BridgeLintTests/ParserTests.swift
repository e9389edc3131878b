import XCTest

@testable import BridgeLint

/// `dump-syntax` outlines (`SyntaxDump.render`) of snippets covering the structures the
/// parser must get right. Every expected line was derived by hand from the Swift code
/// (what is declared, which call or property a closure belongs to, block versus closure),
/// not copied from the tool's output.
///
/// Outline format (see SyntaxDump.swift): `line:column`, two spaces per nesting level, then
/// the node. A node is indented by its depth; a call or assignment one level deeper than
/// the scope it occurs in. Callees are printed with their receiver chain, trivia removed;
/// initializers, conditions, callees and assignment sides are clipped to 57 characters + `...`.
final class ParserTests: XCTestCase {
  private func assertOutline(
    _ source: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let parsed = ParsedFile(path: "Test.swift", text: source)
    let actual = SyntaxDump.render(parsed)
    let expectedText = expected + "\n"
    guard actual != expectedText else { return }
    let expectedLines = expectedText.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var report = ""
    for index in 0..<max(expectedLines.count, actualLines.count) {
      let e = index < expectedLines.count ? String(expectedLines[index]) : "<none>"
      let a = index < actualLines.count ? String(actualLines[index]) : "<none>"
      report += e == a ? "    \(e)\n" : "  - expected: \(e)\n  + actual:   \(a)\n"
    }
    XCTFail("outline differs:\n" + report, file: file, line: line)
  }

  func testTypeDeclarationsAndInheritance() {
    let source = #"""
      struct Point: Equatable, Hashable {
        struct Nested {}
        enum Kind: String, CaseIterable { case a, b }
      }
      final class Box<T: Codable>: NSObject, @unchecked Sendable where T: Equatable {
        class Inner: Box<Int> {}
      }
      protocol Drawable: AnyObject {}
      actor Counter {}
      extension Map.Coordinator: MKMapViewDelegate, @preconcurrency UIGestureRecognizerDelegate {}
      extension Array where Element == Int {}

      """#
    assertOutline(
      source,
      #"""
      1:1 type struct Point : Equatable, Hashable
      2:3   type struct Nested
      3:3   type enum Kind : String, CaseIterable
      5:1 type class Box : NSObject, @unchecked Sendable
      6:3   type class Inner : Box<Int>
      8:1 type protocol Drawable : AnyObject
      9:1 type actor Counter
      10:1 type extension Map.Coordinator : MKMapViewDelegate, @preconcurrency UIGestureRecognizerDelegate
      11:1 type extension Array
      """#)
  }

  func testAttributesAndPropertyWrappers() {
    let source = #"""
      struct ContentView: View {
        @State private var count = 0
        @Environment(\.dismiss) var dismiss
        @ObservedObject var model: Model
        @Published private(set) var items: [String] = []
        @AppStorage("key") static var flag = false
        @MainActor @objc func tap(_ sender: Any) {}
        nonisolated static let shared = ContentView()
        private let id = UUID()
      }

      """#
    assertOutline(
      source,
      #"""
      1:1 type struct ContentView : View
      2:3   private @State var count = 0
      3:3   @Environment var dismiss
      4:3   @ObservedObject var model: Model
      5:3   @Published var items: [String] = []
      6:3   static @AppStorage var flag = false
      7:3   @MainActor @objc func tap(_:)
      8:3   static let shared = ContentView()
      8:35     call ContentView()
      9:3   private let id = UUID()
      9:20     call UUID()
      """#)
  }

  func testFunctionsInitializersAndSubscripts() {
    let source = #"""
      class Service {
        init(url: URL, session: URLSession = .shared) {}
        convenience init?(_ raw: String) { self.init(url: URL(string: raw)!) }
        required init!(coder: NSCoder) {}
        deinit { cancel() }
        func fetch(from url: URL, retries count: Int) async throws -> Data { Data() }
        static func make() -> Service { Service(url: base) }
        class func shared() -> Self? { nil }
        subscript(index: Int) -> String { "" }
        subscript(key key: String, default value: Int) -> Int { get { 0 } set { store(newValue) } }
        func run<T: Sendable>(_ body: @escaping () -> T) where T: Equatable {}
      }
      protocol Loader {
        func load(_ id: Int) -> String
        init(config: Config)
        var name: String { get set }
        var id: Int { get }
        subscript(i: Int) -> Int { get }
        static func make() -> Self
      }

      """#
    assertOutline(
      source,
      #"""
      1:1 type class Service
      2:3   init(url:session:)
      3:3   init(_:)
      3:43     call self.init(url:)
      3:53     call URL(string:)
      4:3   init(coder:)
      5:3   deinit
      5:12     call cancel()
      6:3   func fetch(from:retries:) -> Data
      6:72     call Data()
      7:3   static func make() -> Service
      7:35     call Service(url:)
      8:3   static func shared() -> Self?
      9:3   subscript(index:) -> String
      10:3   subscript(key:default:) -> Int
      10:59     accessor get
      10:69     accessor set
      10:75       call store(_:)
      11:3   func run(_:)
      13:1 type protocol Loader
      14:3   func load(_:) -> String (no body)
      15:3   init(config:) (no body)
      16:3   var name: String { computed }
      17:3   var id: Int { computed }
      18:3   subscript(i:) -> Int
      19:3   static func make() -> Self (no body)
      """#)
  }

  func testClosureCaptureListsAndOwners() {
    let source = #"""
      final class ViewController: UIViewController {
        var handler: (() -> Void)?
        override func viewDidLoad() {
          super.viewDidLoad()
          handler = { [weak self] in self?.reload() }
          service.fetch { [unowned self] result in
            self.apply(result)
          }
          let task = Task { [self] in await load() }
          button.addAction(UIAction { [weak coordinator = context.coordinator] action in
            coordinator?.tapped(action)
          }, for: .touchUpInside)
          items.map({ (item: Item, index) -> String in item.name })
        }
        func make() -> () -> Void {
          return { [weak self, count] in print(count) }
        }
      }

      """#
    assertOutline(
      source,
      ##"""
      1:1 type class ViewController : UIViewController
      2:3   var handler: (() -> Void)?
      3:3   func viewDidLoad()
      4:11     call super.viewDidLoad()
      5:5     assign handler = { [weak self] in self?.reload() }
      5:15     closure [weak self] owner=assignment(handler)
      5:38       call self?.reload()
      6:13     call service.fetch trailing=1
      6:19     closure [unowned self] (result) owner=trailing(fetch)
      7:12       call self.apply(_:)
      9:5     let task = Task { [self] in await load() }
      9:16       call Task trailing=1
      9:21       closure [self] owner=trailing(Task)
      9:39         call load()
      10:12     call button.addAction(_:for:)
      10:22     call UIAction trailing=1
      10:31     closure [weak coordinator] (action) owner=trailing(UIAction)
      11:20       call coordinator?.tapped(_:)
      13:11     call items.map(_:)
      13:15     closure (item, index) owner=argument(map, #0)
      15:3   func make() -> () -> Void
      16:12     closure [weak self, count] owner=return
      16:36       call print(_:)
      """##)
  }

  func testTrailingAndLabeledTrailingClosures() {
    let source = #"""
      Button {
        save()
      } label: {
        Label("Save", systemImage: "tray")
      }
      Button("Delete", role: .destructive) { delete() }
      UIView.animate(withDuration: 0.3) {
        view.alpha = 0
      } completion: { finished in
        view.removeFromSuperview()
      }
      sheet(isPresented: $show, onDismiss: reset) { DetailView() }

      """#
    assertOutline(
      source,
      #"""
      1:1 call Button trailing=2
      1:8 closure owner=trailing(Button)
      2:3   call save()
      3:10 closure owner=trailing(Button, label:)
      4:3   call Label(_:systemImage:)
      6:1 call Button(_:role:) trailing=1
      6:38 closure owner=trailing(Button)
      6:40   call delete()
      7:8 call UIView.animate(withDuration:) trailing=2
      7:35 closure owner=trailing(animate)
      8:3   assign view.alpha = 0
      9:15 closure (finished) owner=trailing(animate, completion:)
      10:8   call view.removeFromSuperview()
      12:1 call sheet(isPresented:onDismiss:) trailing=1
      12:45 closure owner=trailing(sheet)
      12:47   call DetailView()
      """#)
  }

  func testResultBuilderBody() {
    let source = #"""
      struct CardView: View {
        let title: String
        var body: some View {
          VStack(alignment: .leading) {
            Text(title)
              .font(.headline)
            if showDetail {
              Text("Detail")
            } else {
              EmptyView()
            }
            ForEach(items) { item in
              Row(item: item)
            }
          }
          .padding()
        }
      }

      """#
    assertOutline(
      source,
      #"""
      1:1 type struct CardView : View
      2:3   let title: String
      3:3   var body: some View { computed }
      3:23     accessor get (implicit)
      4:5       call VStack(alignment:) trailing=1
      4:33       closure owner=trailing(VStack)
      5:7         call Text(_:)
      6:10         call Text(title).font(_:)
      7:7         if showDetail
      8:9           call Text(_:)
      9:9         else
      10:9           call EmptyView()
      12:7         call ForEach(_:) trailing=1
      12:22         closure (item) owner=trailing(ForEach)
      13:9           call Row(item:)
      16:6       call VStack(alignment:.leading){Text(title).font(.headline)ifs...()
      """#)
  }

  func testClosuresVersusStatementBlocks() {
    let source = #"""
      func control(x: Int?, items: [Int]) throws {
        if let x = fetch(x) { use(x) }
        guard let y = x, y > 0 else { return }
        while running { step() }
        for item in items where item > 0 { print(item) }
        switch x {
        case .some(let v):
          handle { v }
        default:
          break
        }
        do {
          try run()
        } catch let error as MyError {
          log(error)
        } catch {
          fail()
        }
        defer { cleanup() }
        repeat {
          tick()
        } while count < 3
        if a, b { } else if c { }
      }

      """#
    assertOutline(
      source,
      #"""
      1:1 func control(x:items:)
      2:3   if let x = fetch(x)
      2:14     call fetch(_:)
      2:25     call use(_:)
      3:3   guard let y = x, y > 0
      4:3   while running
      4:19     call step()
      5:3   for item in items where item > 0
      5:38     call print(_:)
      6:3   switch x
      8:5     call handle trailing=1
      8:12     closure owner=trailing(handle)
      12:3   do
      13:9     call run()
      14:5   catch let error as MyError
      15:5     call log(_:)
      16:5   catch
      17:5     call fail()
      19:3   defer
      19:11     call cleanup()
      20:3   repeat
      21:5     call tick()
      23:3   if a, b
      23:20   if c
      """#)
  }

  func testAccessorsAndObservers() {
    let source = #"""
      struct Settings {
        var volume: Int {
          get { storage["v"] ?? 0 }
          set { storage["v"] = newValue }
        }
        var name = "" {
          willSet { print(newValue) }
          didSet(old) { save(old) }
        }
        var total: Double { items.reduce(0, +) }
        var count = 0 { didSet { } }
        lazy var formatter = { () -> DateFormatter in
          let f = DateFormatter()
          return f
        }()
        private var observed: Int = 1 {
          didSet { notify() }
        }
      }

      """#
    assertOutline(
      source,
      #"""
      1:1 type struct Settings
      2:3   var volume: Int { computed }
      3:5     accessor get
      4:5     accessor set
      4:11       assign storage["v"] = newValue
      6:3   var name = "" { observers }
      7:5     accessor willSet
      7:15       call print(_:)
      8:5     accessor didSet
      8:19       call save(_:)
      10:3   var total: Double { computed }
      10:21     accessor get (implicit)
      10:29       call items.reduce(_:_:)
      11:3   var count = 0 { observers }
      11:19     accessor didSet
      12:3   var formatter = { () -> DateFormatter in let f = DateFormatter() return f...
      12:24     call <expression>()
      12:24     closure owner=variable(formatter)
      13:5       let f = DateFormatter()
      13:13         call DateFormatter()
      16:3   private var observed: Int = 1 { observers }
      17:5     accessor didSet
      17:14       call notify()
      """#)
  }

  func testGenericCallsAndKeywordMembers() {
    let source = ##"""
      let host = UIHostingController<Card>(rootView: Card())
      let dict = Dictionary<String, [Int]>(uniqueKeysWithValues: pairs)
      NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .didChange, object: nil)
      let value = Foo.init(x: 1)
      let copy = self.default.copy()
      let nested = Array<Array<Int>>()
      if a < b, c > d { }

      """##
    assertOutline(
      source,
      ##"""
      1:1 let host = UIHostingController<Card>(rootView: Card())
      1:12   call UIHostingController(rootView:)
      1:48   call Card()
      2:1 let dict = Dictionary<String, [Int]>(uniqueKeysWithValues: pairs)
      2:12   call Dictionary(uniqueKeysWithValues:)
      3:28 call NotificationCenter.default.addObserver(_:selector:name:object:)
      3:56 call #selector(_:)
      4:1 let value = Foo.init(x: 1)
      4:17   call Foo.init(x:)
      5:1 let copy = self.default.copy()
      5:25   call self.default.copy()
      6:1 let nested = Array<Array<Int>>()
      6:14   call Array()
      7:1 if a < b, c > d
      """##)
  }

  func testAssignments() {
    let source = #"""
      class VC: UIViewController {
        @StateObject var vm: ViewModel
        init(vm: ViewModel) {
          _vm = StateObject(wrappedValue: vm)
          self.view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
          items[0] = value
          (a, b) = (b, a)
          count += 1
          x = y == z ? 1 : 2
        }
      }

      """#
    assertOutline(
      source,
      #"""
      1:1 type class VC : UIViewController
      2:3   @StateObject var vm: ViewModel
      3:3   init(vm:)
      4:5     assign _vm = StateObject(wrappedValue: vm)
      4:11     call StateObject(wrappedValue:)
      5:5     assign self.view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      5:23     call CGRect(x:y:width:height:)
      6:5     assign items[0] = value
      7:5     assign (a, b) = (b, a)
      9:5     assign x = y == z ? 1 : 2
      """#)
  }

  func testPoundIfBranches() {
    let source = ##"""
      struct Platform {
        #if os(iOS)
        func ios() { UIDevice.current.foo() }
        #elseif os(macOS)
        func mac() {}
        #else
        func other() {}
        #endif
        var body: some View {
          Text("x")
          #if DEBUG
            .border(Color.red)
          #endif
        }
      }

      """##
    assertOutline(
      source,
      #"""
      1:1 type struct Platform
      3:3   func ios()
      3:33     call UIDevice.current.foo()
      5:3   func mac()
      7:3   func other()
      9:3   var body: some View { computed }
      9:23     accessor get (implicit)
      10:5       call Text(_:)
      12:8       call Text("x").border(_:)
      """#)
  }

  func testIfAndSwitchExpressions() {
    let source = #"""
      func grade(score: Int, state: State) -> String {
        let label = if score > 90 { "A" } else { "B" }
        let color = switch state {
        case .on: Color.green
        case .off: makeColor(0)
        }
        return if flag { compute() } else { fallback() }
      }

      """#
    assertOutline(
      source,
      #"""
      1:1 func grade(score:state:) -> String
      2:3   let label = if score > 90 { "A" } else { "B" }
      2:15     if score > 90
      2:37     else
      3:3   let color = switch state { case .on: Color.green case .off: makeColor...
      3:15     switch state
      5:14       call makeColor(_:)
      7:10   if flag
      7:20     call compute()
      7:32   else
      7:39     call fallback()
      """#)
  }

  func testCoordinatorInsideRepresentable() {
    let source = #"""
      struct MapView: UIViewRepresentable {
        @Binding var region: MKCoordinateRegion

        func makeCoordinator() -> Coordinator {
          Coordinator(self)
        }

        func makeUIView(context: Context) -> MKMapView {
          let map = MKMapView()
          map.delegate = context.coordinator
          return map
        }

        func updateUIView(_ uiView: MKMapView, context: Context) {
          uiView.setRegion(region, animated: true)
        }

        final class Coordinator: NSObject, MKMapViewDelegate {
          var parent: MapView
          init(_ parent: MapView) {
            self.parent = parent
          }
          func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
            DispatchQueue.main.async { [weak self] in
              self?.parent.region = mapView.region
            }
          }
        }
      }
      extension MapView.Coordinator: UIGestureRecognizerDelegate {
        @objc func handleTap(_ gesture: UITapGestureRecognizer) {}
      }

      """#
    assertOutline(
      source,
      #"""
      1:1 type struct MapView : UIViewRepresentable
      2:3   @Binding var region: MKCoordinateRegion
      4:3   func makeCoordinator() -> Coordinator
      5:5     call Coordinator(_:)
      8:3   func makeUIView(context:) -> MKMapView
      9:5     let map = MKMapView()
      9:15       call MKMapView()
      10:5     assign map.delegate = context.coordinator
      14:3   func updateUIView(_:context:)
      15:12     call uiView.setRegion(_:animated:)
      18:3   type class Coordinator : NSObject, MKMapViewDelegate
      19:5     var parent: MapView
      20:5     init(_:)
      21:7       assign self.parent = parent
      23:5     func mapView(_:regionDidChangeAnimated:)
      24:26       call DispatchQueue.main.async trailing=1
      24:32       closure [weak self] owner=trailing(async)
      25:9         assign self?.parent.region = mapView.region
      30:1 type extension MapView.Coordinator : UIGestureRecognizerDelegate
      31:3   @objc func handleTap(_:)
      """#)
  }

  func testMultiLineModifierChains() {
    let source = #"""
      func build() -> some View {
        let view = Text("Hi")
          .font(.title)
          .padding(8)
        return view
          .onTapGesture {
            count += 1
          }
          .background(
            Color.blue
          )
      }

      """#
    assertOutline(
      source,
      #"""
      1:1 func build() -> some View
      2:3   let view = Text("Hi") .font(.title) .padding(8)
      2:14     call Text(_:)
      3:6     call Text("Hi").font(_:)
      4:6     call Text("Hi").font(.title).padding(_:)
      6:6   call view.onTapGesture trailing=1
      6:19   closure owner=trailing(onTapGesture)
      9:6   call view.onTapGesture{count+=1}.background(_:)
      """#)
  }

  func testConditionsWithClosuresAndBindings() {
    let source = #"""
      func check() {
        if items.contains(where: { $0 > 1 }) { found() }
        if let value { use(value) }
        guard let self else { return }
        guard let data = try? decode() else { return }
        while let next = iterator.next() { consume(next) }
        for (i, x) in zip(a, b) { }
        for try await line in url.lines { print(line) }
        if case .some(let x) = optional { }
        switch (a, b) {
        case (1, _): first()
        default: other()
        }
      }

      """#
    assertOutline(
      source,
      ##"""
      1:1 func check()
      2:3   if items.contains(where: { $0 > 1 })
      2:12     call items.contains(where:)
      2:28     closure owner=argument(contains, #0)
      2:42     call found()
      3:3   if let value
      3:18     call use(_:)
      4:3   guard let self
      5:3   guard let data = try? decode()
      5:25     call decode()
      6:3   while let next = iterator.next()
      6:29     call iterator.next()
      6:38     call consume(_:)
      7:3   for (i, x) in zip(a, b)
      7:17     call zip(_:_:)
      8:3   for try await line in url.lines
      8:37     call print(_:)
      9:3   if case .some(let x) = optional
      9:12     call .some(_:)
      10:3   switch (a, b)
      11:16     call first()
      12:12     call other()
      """##)
  }

  func testClosureSignaturesAndOwners() {
    let source = #"""
      final class Model {
        var onChange: ((Int) -> Void)?
        let transform: (Int) -> String = { value in String(value) }
        func wire() {
          self.onChange = { [weak self] (a: Int) async throws -> Void in self?.log(a) }
          list.sort { a, b in a < b }
          Button(action: { save() }) { Text("Save") }
          DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in self?.tick() }
          Task { @MainActor in render() }
          let label = "\(items.map { $0.name })"
          values.forEach { _ in }
          outer.map { inner in inner.filter { $0 } }
        }
      }

      """#
    assertOutline(
      source,
      ##"""
      1:1 type class Model
      2:3   var onChange: ((Int) -> Void)?
      3:3   let transform: (Int) -> String = { value in String(value) }
      3:36     closure (value) owner=variable(transform)
      3:47       call String(_:)
      4:3   func wire()
      5:5     assign self.onChange = { [weak self] (a: Int) async throws -> Void in self?.log(...
      5:21     closure [weak self] (a) owner=assignment(self.onChange)
      5:74       call self?.log(_:)
      6:10     call list.sort trailing=1
      6:15     closure (a, b) owner=trailing(sort)
      7:5     call Button(action:) trailing=1
      7:20     closure owner=argument(Button, #0)
      7:22       call save()
      7:32     closure owner=trailing(Button)
      7:34       call Text(_:)
      8:24     call DispatchQueue.main.asyncAfter(deadline:) trailing=1
      8:46     call .now()
      8:57     closure [weak self] owner=trailing(asyncAfter)
      8:80       call self?.tick()
      9:5     call Task trailing=1
      9:10     closure owner=trailing(Task)
      9:26       call render()
      10:5     let label = "\(items.map { $0.name })"
      10:26       call items.map trailing=1
      10:30       closure owner=trailing(map)
      11:12     call values.forEach trailing=1
      11:20     closure (_) owner=trailing(forEach)
      12:11     call outer.map trailing=1
      12:15     closure (inner) owner=trailing(map)
      12:32       call inner.filter trailing=1
      12:39       closure owner=trailing(filter)
      """##)
  }

  func testMoreDeclarations() {
    let source = #"""
      @MainActor final class ViewModel: ObservableObject {
        @Published var items: [Item] = []
        @FetchRequest(sortDescriptors: []) var records: FetchedResults<Record>
        @Environment(\.colorScheme) private var scheme
        @IBOutlet weak var label: UILabel!
        @objc dynamic var progress = 0.0
        private(set) var state = State.idle
        var a = 1, b = 2
        let (x, y) = point
        static let shared = ViewModel()
        @discardableResult static func reset() -> Bool { true }
        static func == (lhs: ViewModel, rhs: ViewModel) -> Bool { lhs === rhs }
        mutating func bump(_: Int, by amount: inout Int, _ rest: Int...) {}
        init() { super.init() }
      }
      @available(iOS 15, *)
      public extension View {
        func card() -> some View { modifier(CardModifier()) }
      }
      enum Route: Hashable {
        case home, detail(id: Int)
        indirect case nested(Route)
        var title: String { switch self { case .home: "Home" default: "Other" } }
      }

      """#
    assertOutline(
      source,
      #"""
      1:1 type @MainActor class ViewModel : ObservableObject
      2:3   @Published var items: [Item] = []
      3:3   @FetchRequest var records: FetchedResults<Record>
      4:3   private @Environment var scheme
      5:3   @IBOutlet var label: UILabel!
      6:3   @objc var progress = 0.0
      7:3   var state = State.idle
      8:3   var a = 1
      8:14   var b = 2
      9:3   let (x, y) = point
      10:3   static let shared = ViewModel()
      10:23     call ViewModel()
      11:3   static @discardableResult func reset() -> Bool
      12:3   static func ==(lhs:rhs:) -> Bool
      13:3   func bump(_:by:_:)
      14:3   init()
      14:18     call super.init()
      16:1 type @available extension View
      18:3   func card() -> some View
      18:30     call modifier(_:)
      18:39     call CardModifier()
      20:1 type enum Route : Hashable
      23:3   var title: String { computed }
      23:21     accessor get (implicit)
      23:23       switch self
      """#)
  }

  func testLeadingOperatorsAndContinuations() {
    let source = #"""
      func compute() async throws {
        let total = a
          + b
          - c
        let ok = x
          && y
        foo(a,
            b)
        let s = try await service
          .fetch()
        let t = cond
          ? one()
          : two()
        print(total)
      }

      """#
    assertOutline(
      source,
      #"""
      1:1 func compute()
      2:3   let total = a + b - c
      5:3   let ok = x && y
      7:3   call foo(_:_:)
      9:3   let s = try await service .fetch()
      10:6     call service.fetch()
      11:3   let t = cond ? one() : two()
      12:7     call one()
      13:7     call two()
      14:3   call print(_:)
      """#)
  }

  func testCallShapes() {
    let source = ##"""
      super.init(nibName: nil, bundle: nil)
      x?.method()
      y!.run(1)
      array[0].update()
      f(g(h()))
      make()()
      #Preview { ContentView() }
      apply(a: 1)(b: 2)
      let names = values.map(String.init)
      view.sheet(item: $item) { item in Detail(item) }

      """##
    assertOutline(
      source,
      ##"""
      1:7 call super.init(nibName:bundle:)
      2:4 call x?.method()
      3:4 call y!.run(_:)
      4:10 call array[0].update()
      5:1 call f(_:)
      5:3 call g(_:)
      5:5 call h()
      6:1 call make()
      6:1 call <expression>()
      7:1 call #Preview trailing=1
      7:10 closure owner=trailing(#Preview)
      7:12   call ContentView()
      8:1 call apply(a:)
      8:1 call <expression>(b:)
      9:1 let names = values.map(String.init)
      9:20   call values.map(_:)
      10:6 call view.sheet(item:) trailing=1
      10:25 closure (item) owner=trailing(sheet)
      10:35   call Detail(_:)
      """##)
  }

  func testPoundIfInBodiesAndTopLevel() {
    let source = ##"""
      #if canImport(UIKit)
      import UIKit
      typealias Color = UIColor
      #else
      import AppKit
      typealias Color = NSColor
      #endif
      func setup() {
        #if DEBUG
        let level = 2
        enableLogging(level)
        #else
        let level = 0
        #endif
        switch level {
        #if DEBUG
        case 2: verbose()
        #endif
        default: quiet()
        }
        let flags = [
          #if DEBUG
          debugFlag(),
          #endif
          releaseFlag(),
        ]
      }

      """##
    assertOutline(
      source,
      ##"""
      8:1 func setup()
      10:3   let level = 2
      11:3   call enableLogging(_:)
      13:3   let level = 0
      15:3   switch level
      17:11     call verbose()
      19:12     call quiet()
      21:3   let flags = [ #if DEBUG debugFlag(), #endif releaseFlag(), ]
      23:5     call debugFlag()
      25:5     call releaseFlag()
      """##)
  }

  func testHostingControllerInRepresentable() {
    let source = #"""
      struct CardHost: UIViewControllerRepresentable {
        let card: Card
        func makeUIViewController(context: Context) -> UIViewController {
          let parent = UIViewController()
          let child = UIHostingController<Card>(rootView: card)
          parent.addChild(child)
          parent.view.addSubview(child.view)
          child.view.frame = parent.view.bounds
          child.didMove(toParent: parent)
          context.coordinator.observer = NotificationCenter.default.addObserver(
            forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
          ) { [weak coordinator = context.coordinator] _ in
            coordinator?.refresh()
          }
          return parent
        }
        func updateUIViewController(_ controller: UIViewController, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }
        class Coordinator { var observer: NSObjectProtocol? ; func refresh() {} }
      }

      """#
    assertOutline(
      source,
      #"""
      1:1 type struct CardHost : UIViewControllerRepresentable
      2:3   let card: Card
      3:3   func makeUIViewController(context:) -> UIViewController
      4:5     let parent = UIViewController()
      4:18       call UIViewController()
      5:5     let child = UIHostingController<Card>(rootView: card)
      5:17       call UIHostingController(rootView:)
      6:12     call parent.addChild(_:)
      7:17     call parent.view.addSubview(_:)
      8:5     assign child.view.frame = parent.view.bounds
      9:11     call child.didMove(toParent:)
      10:5     assign context.coordinator.observer = NotificationCenter.default.addObserver( forName: UIApplic...
      10:63     call NotificationCenter.default.addObserver(forName:object:queue:) trailing=1
      12:7     closure [weak coordinator] (_) owner=trailing(addObserver)
      13:20       call coordinator?.refresh()
      17:3   func updateUIViewController(_:context:)
      18:3   func makeCoordinator() -> Coordinator
      18:43     call Coordinator()
      19:3   type class Coordinator
      19:23     var observer: NSObjectProtocol?
      19:57     func refresh()
      """#)
  }

  func testSwitchCasesGuardsAndLoops() {
    let source = #"""
      func route(_ event: Event) {
        switch event {
        case .tap(let point) where point.x > 0, .press:
          handle(point)
        case let .drag(from, to) where from != to:
          move(from: from, to: to)
        case "a", "b": letter()
        case let value as Custom: custom(value)
        default:
          break
        }
        guard let first = items.first(where: { $0.isValid })
        else { return }
        for x in items.filter({ $0 > 0 }) { use(x) }
        outer: for row in rows {
          inner: while true { break outer }
        }
        if ready {
          start()
        }
        else {
          wait()
        }
        do {
          try work()
        } catch is CancellationError {
          cancel()
        }
      }

      """#
    assertOutline(
      source,
      ##"""
      1:1 func route(_:)
      2:3   switch event
      4:5     call handle(_:)
      6:5     call move(from:to:)
      7:18     call letter()
      8:29     call custom(_:)
      12:3   guard let first = items.first(where: { $0.isValid })
      12:27     call items.first(where:)
      12:40     closure owner=argument(first, #0)
      14:3   for x in items.filter({ $0 > 0 })
      14:18     call items.filter(_:)
      14:25     closure owner=argument(filter, #0)
      14:39     call use(_:)
      15:10   for row in rows
      16:12     while true
      18:3   if ready
      19:5     call start()
      21:3   else
      22:5     call wait()
      24:3   do
      25:9     call work()
      26:5   catch is CancellationError
      27:5     call cancel()
      """##)
  }

  func testSignaturesOperatorsAndDefaults() {
    let source = #"""
      precedencegroup Pipe { associativity: left }
      infix operator |> : Pipe
      func |> <A, B>(a: A, f: (A) -> B) -> B { f(a) }
      func configure(
        title: String,
        subtitle: String? = nil,
        completion: @escaping (Result<Data, Error>) -> Void = { _ in }
      ) -> some View {
        EmptyView()
      }
      struct Store {
        subscript<T>(key: Key<T>) -> T { get { fetch(key) } }
        var value: Int { get async throws { try await load() } }
        var cancellables = Set<AnyCancellable>()
        let handlers: [String: () -> Void] = ["a": { run() }]
        var completion: (() -> Void)? = nil
      }

      """#
    assertOutline(
      source,
      #"""
      3:1 func |>(a:f:) -> B
      3:42   call f(_:)
      4:1 func configure(title:subtitle:completion:) -> some View
      7:57   closure (_) owner=none
      9:3   call EmptyView()
      11:1 type struct Store
      12:3   subscript(key:) -> T
      12:36     accessor get
      12:42       call fetch(_:)
      13:3   var value: Int { computed }
      13:20     accessor get
      13:49       call load()
      14:3   var cancellables = Set<AnyCancellable>()
      14:22     call Set()
      15:3   let handlers: [String: () -> Void] = ["a": { run() }]
      15:46     closure owner=none
      15:48       call run()
      16:3   var completion: (() -> Void)? = nil
      """#)
  }

  func testBindingsChainsAndTry() {
    let source = #"""
      struct Toggle: View {
        @State private var isOn = false
        @Observable final class Store { var x = 0 }
        var body: some View {
          let binding = Binding<Bool>(get: { isOn }, set: { isOn = $0 })
          let sub = NotificationCenter.default.publisher(for: .x).sink { _ in }
          let value = try! JSONDecoder().decode(Item.self, from: data)
          let point: Point = .init(x: 1)
          $text.wrappedValue = "x"
          return Text("x")
        }
      }

      """#
    assertOutline(
      source,
      ##"""
      1:1 type struct Toggle : View
      2:3   private @State var isOn = false
      3:3   type @Observable class Store
      3:35     var x = 0
      4:3   var body: some View { computed }
      4:23     accessor get (implicit)
      5:5       let binding = Binding<Bool>(get: { isOn }, set: { isOn = $0 })
      5:19         call Binding(get:set:)
      5:38         closure owner=argument(Binding, #0)
      5:53         closure owner=argument(Binding, #1)
      5:55           assign isOn = $0
      6:5       let sub = NotificationCenter.default.publisher(for: .x).sink { _ in }
      6:42         call NotificationCenter.default.publisher(for:)
      6:61         call NotificationCenter.default.publisher(for:.x).sink trailing=1
      6:66         closure (_) owner=trailing(sink)
      7:5       let value = try! JSONDecoder().decode(Item.self, from: data)
      7:22         call JSONDecoder()
      7:36         call JSONDecoder().decode(_:from:)
      8:5       let point: Point = .init(x: 1)
      8:25         call .init(x:)
      9:5       assign $text.wrappedValue = "x"
      10:12       call Text(_:)
      """##)
  }

  func testGenericReceiversAndOptionalCalls() {
    let source = #"""
      let a = Array<Int>.init(repeating: 0, count: 3)
      let s = Cache<String>.shared.value(for: key)
      handler?()
      self.completion?(result)
      config.default = value
      lookup(for: key, in: table, default: 0)
      if let x = f(), let y = g() { }

      """#
    assertOutline(
      source,
      #"""
      1:1 let a = Array<Int>.init(repeating: 0, count: 3)
      1:20   call Array<Int>.init(repeating:count:)
      2:1 let s = Cache<String>.shared.value(for: key)
      2:30   call Cache<String>.shared.value(for:)
      3:1 call handler()
      4:6 call self.completion(_:)
      5:1 assign config.default = value
      6:1 call lookup(for:in:default:)
      7:1 if let x = f(), let y = g()
      7:12   call f()
      7:25   call g()
      """#)
  }

  func testAttributesOnSeparateLinesAndLocalDeclarations() {
    let source = #"""
      @MainActor
      @Observable
      final class AppModel {
        @Published
        var count = 1
        private lazy var tableView: UITableView = {
          let t = UITableView()
          return t
        }()
        @ViewBuilder
        var content: some View {
          Text("x")
        }
        func outer() {
          func inner() -> Int { helper() }
          struct Local { let v: Int }
          let group = { [unowned(unsafe) self] (a: Int, b: [String: Int]) in self.run(a) }
        }
      }
      extension Color {
        static var brand: Color { Color("Brand") }
      }

      """#
    assertOutline(
      source,
      #"""
      1:1 type @MainActor @Observable class AppModel
      4:3   @Published var count = 1
      6:3   private var tableView: UITableView = { let t = UITableView() return t }()
      6:45     call <expression>()
      6:45     closure owner=variable(tableView)
      7:5       let t = UITableView()
      7:13         call UITableView()
      10:3   @ViewBuilder var content: some View { computed }
      11:26     accessor get (implicit)
      12:5       call Text(_:)
      14:3   func outer()
      15:5     func inner() -> Int
      15:27       call helper()
      16:5     type struct Local
      16:20       let v: Int
      17:5     let group = { [unowned(unsafe) self] (a: Int, b: [String: Int]) in se...
      17:17       closure [unowned self] (a, b) owner=variable(group)
      17:77         call self.run(_:)
      20:1 type extension Color
      21:3   static var brand: Color { computed }
      21:27     accessor get (implicit)
      21:29       call Color(_:)
      """#)
  }

  func testTaskGroupsAndAsyncLet() {
    let source = #"""
      func loadAll() async throws -> [Int] {
        async let first = fetch(1)
        return try await withThrowingTaskGroup(of: Int.self) { group in
          for id in ids {
            group.addTask { try await fetch(id) }
          }
          return try await group.reduce(into: []) { $0.append($1) }
        }
      }

      """#
    assertOutline(
      source,
      #"""
      1:1 func loadAll() -> [Int]
      2:3   let first = fetch(1)
      2:21     call fetch(_:)
      3:20   call withThrowingTaskGroup(of:) trailing=1
      3:56   closure (group) owner=trailing(withThrowingTaskGroup)
      4:5     for id in ids
      5:13       call group.addTask trailing=1
      5:21       closure owner=trailing(addTask)
      5:33         call fetch(_:)
      7:28     call group.reduce(into:) trailing=1
      7:45     closure owner=trailing(reduce)
      7:50       call $0.append(_:)
      """#)
  }

  func testPipelinesAndArgumentIndexes() {
    let source = #"""
      final class Feed {
        weak var delegate: FeedDelegate?
        unowned let owner: Owner
        class var defaultSize: Int { 10 }
        override var description: String { "feed" }
        var title = "" {
          didSet { render() }
        }
        var name: String {
          get { title }
          set(newName) { title = newName }
        }
        func bind() {
          let cancellable = publisher
            .map { $0 * 2 }
            .sink { value in print(value) }
          UIView.animate(withDuration: 0.3, animations: { self.view.layoutIfNeeded() }, completion: { _ in done() })
          view
            .onAppear { load() }
        }
        deinit { NotificationCenter.default.removeObserver(self) }
      }

      """#
    assertOutline(
      source,
      ##"""
      1:1 type class Feed
      2:3   var delegate: FeedDelegate?
      3:3   let owner: Owner
      4:3   static var defaultSize: Int { computed }
      4:30     accessor get (implicit)
      5:3   var description: String { computed }
      5:36     accessor get (implicit)
      6:3   var title = "" { observers }
      7:5     accessor didSet
      7:14       call render()
      9:3   var name: String { computed }
      10:5     accessor get
      11:5     accessor set
      11:20       assign title = newName
      13:3   func bind()
      14:5     let cancellable = publisher .map { $0 * 2 } .sink { value in print(value) }
      15:8       call publisher.map trailing=1
      15:12       closure owner=trailing(map)
      16:8       call publisher.map{$0*2}.sink trailing=1
      16:13       closure (value) owner=trailing(sink)
      16:24         call print(_:)
      17:12     call UIView.animate(withDuration:animations:completion:)
      17:51     closure owner=argument(animate, #1)
      17:63       call self.view.layoutIfNeeded()
      17:95     closure (_) owner=argument(animate, #2)
      17:102       call done()
      19:8     call view.onAppear trailing=1
      19:17     closure owner=trailing(onAppear)
      19:19       call load()
      21:3   deinit
      21:39     call NotificationCenter.default.removeObserver(_:)
      """##)
  }

  func testIsolatedDeinitIsTheDeinitializer() {
    let source = #"""
      @MainActor final class Relay {
        var isolated = false
        isolated deinit { stop() }
        func flip() { isolated = true }
      }

      """#
    assertOutline(
      source,
      #"""
      1:1 type @MainActor class Relay
      2:3   var isolated = false
      3:3   deinit
      3:21     call stop()
      4:3   func flip()
      4:17     assign isolated = true
      """#)
  }

  func testNestedBuildersWithModifiersAfterBraces() {
    let source = #"""
      var body: some View {
        NavigationStack {
          List(items, id: \.self) { item in
            Text(item.name)
          }
          .navigationTitle("Items")
          .toolbar {
            Button("Add") { add() }
          }
        }
      }

      """#
    assertOutline(
      source,
      #"""
      1:1 var body: some View { computed }
      1:21   accessor get (implicit)
      2:3     call NavigationStack trailing=1
      2:19     closure owner=trailing(NavigationStack)
      3:5       call List(_:id:) trailing=1
      3:29       closure (item) owner=trailing(List)
      4:7         call Text(_:)
      6:6       call List(items,id:\.self){iteminText(item.name)}.navigationTitle(_:)
      7:6       call List(items,id:\.self){iteminText(item.name)}.navigationTi... trailing=1
      7:14       closure owner=trailing(toolbar)
      8:7         call Button(_:) trailing=1
      8:21         closure owner=trailing(Button)
      8:23           call add()
      """#)
  }

  func testNestingBeyondTheDepthLimitIsNotedAndParsedFlat() {
    let depth = Parser.maximumDepth + 40
    let source = "let x = " + String(repeating: "f { ", count: depth) + String(repeating: "}", count: depth) + "\n"
    let parsed = ParsedFile(path: "Deep.swift", text: source)
    XCTAssertTrue(parsed.syntax.exceededDepth)
    let outline = SyntaxDump.render(parsed)
    XCTAssertTrue(outline.hasPrefix("note: nesting deeper than \(Parser.maximumDepth) levels was parsed flat\n"))
    XCTAssertTrue(outline.contains("\n1:1 let x = f { f { f {"))
  }
}
