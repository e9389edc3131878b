import BridgeLint
import Rules
import XCTest

/// Shapes rounds aa to cc's reviewers found missed or wrongly reported, with the messages users read.
final class RoundCCShapesTests: XCTestCase {
  private func lint(_ text: String, _ rule: any Rule.Type) -> [String] {
    LintHarness.lint(text, rules: [rule]).map { diagnostic in
      (["\(diagnostic.line):\(diagnostic.column) \(diagnostic.message)"]
        + diagnostic.related.map { "  \($0.line):\($0.column) \($0.message)" }).joined(separator: "\n")
    }
  }

  func testAWriteInAHelperThatMakeCallsIsReportedWithTheCall() {
    let code = """
      struct Scanner: UIViewControllerRepresentable {
        @Binding var result: ScanResult
        func makeUIViewController(context: Context) -> DataScannerViewController {
          let scanner = DataScannerViewController(recognizedDataTypes: [.barcode()])
          do { try scanner.startScanning() } catch { handle(error) }
          return scanner
        }
        func updateUIViewController(_ scanner: DataScannerViewController, context: Context) {}
        func handle(_ error: Error) { result = .failed(error) }
      }
      """
    XCTAssertEqual(
      lint(code, StateWriteDuringUpdateRule.self),
      [
        "9:33 `result` (@Binding) is written during SwiftUI's update pass in `handle`, which "
          + "`makeUIViewController` calls; write it from a coordinator callback instead\n"
          + "  5:48 `makeUIViewController` calls `handle` here"
      ])
  }

  func testAViewModelTypedByItsProtocolIsAnObjectTheChildKeeps() {
    let code = """
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
        var body: some View { AccountView(vm: viewModel) }
      }
      """
    XCTAssertEqual(
      lint(code, DuplicateStateCopyRule.self),
      [
        "11:41 `AccountView` keeps the first `viewModel` it makes from `vm` (`@State var viewModel` in Example.swift); "
          + "a later object in `viewModel` never reaches it — declare it `let` there, or pass a new object\n"
          + "  4:3 `AccountView` declares `@State var viewModel` here\n"
          + "  5:40 `AccountView` seeds `viewModel` here, once"
      ])
  }

  func testAViewModelBuiltByAPushedScreenIsItsOwnButNotByARowInTheLabel() {
    let code = """
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
          List(feed.notices) { notice in
            if let thread = notice.thread {
              NavigationLink { ThreadDetail(thread: thread) } label: { Text(thread.title) }
              NavigationLink(destination: ThreadDetail(thread: thread)) { Text(thread.title) }
              NavigationLink("Open") { ThreadDetail(thread: thread) }
              NavigationLink(value: notice.id) { ThreadDetail(thread: thread) }
            }
          }
        }
      }
      """
    XCTAssertEqual(
      lint(code, DuplicateStateCopyRule.self).map { $0.prefix { $0 != " " } },
      ["18:65"])
  }

  func testAHostedViewAddedInUpdateIsARegistration() {
    let code = """
      struct Scroller<Content: View>: UIViewRepresentable {
        let content: () -> Content
        func makeUIView(context: Context) -> UIScrollView { UIScrollView() }
        func updateUIView(_ uiView: UIScrollView, context: Context) {
          let host = UIHostingController(rootView: content())
          uiView.addSubview(host.view)
        }
      }
      """
    XCTAssertEqual(
      lint(code, RegistrationInUpdateRule.self),
      [
        "6:12 `addSubview` runs on every SwiftUI update and adds another registration each time; "
          + "do it once in `makeUIView(context:)`"
      ])
  }

  func testAnAlertBuiltOnAGlobalQueueInASwiftUIViewIsOffTheMainThread() {
    let code = """
      struct PairingView: View {
        let window: UIWindow?
        var body: some View { Button("Send") { send() } }
        func send() {
          DispatchQueue.global().async {
            let alert = UIAlertController(title: "PIN", message: nil, preferredStyle: .alert)
            DispatchQueue.main.async { window?.rootViewController?.present(alert, animated: true) }
          }
        }
      }
      """
    XCTAssertEqual(
      lint(code, UIKitOffMainThreadRule.self),
      [
        "6:19 `UIAlertController(…)` builds a view controller or view on a global dispatch queue that is "
          + "shown later; UIKit objects are main-thread only, so build it inside the hop back to the main queue"
      ])
  }
}
