import BridgeLint
import Rules
import XCTest

/// Shapes round mm's reviewers labelled or judged, with the messages users read.
final class RoundMMShapesTests: XCTestCase {
  private func lint(_ text: String, _ rule: any Rule.Type) -> [String] {
    LintHarness.lint(text, rules: [rule]).map { "\($0.line):\($0.column) \($0.severity.rawValue): \($0.message)" }
  }

  /// `self.x = value` in `init` goes through `State`'s setter (and is dropped) only once every
  /// stored property is initialized; before that the compiler initializes the storage with the
  /// value (`_x = State(wrappedValue: value)`), which keeps it. Checked with `swiftc` and a
  /// stand-in wrapper.
  func testAStateAssignedBeforeTheOtherStoredPropertiesKeepsItsValue() {
    func field(_ body: String) -> String {
      """
      struct SearchField: View {
        @State private var icon: String? = nil
        let prompt: String
        init(prompt: String, icon: String?) {
          \(body)
        }
        var body: some View { Label(prompt, systemImage: icon ?? "magnifyingglass") }
      }
      """
    }
    XCTAssertEqual(
      lint(field("self.prompt = prompt\n    self.icon = icon"), DuplicateStateCopyRule.self),
      [
        "6:10 warning: `self.icon = icon` in `init` does nothing: the `@State` property `icon` already holds its "
          + "default `nil`, and SwiftUI drops a write made before the view is installed, so the view starts from "
          + "`nil` whatever it is given; pass the value as a `let` (or a `@Binding`), or remove the default and "
          + "assign `_icon = State(initialValue: icon)`"
      ])
    // Before `prompt` is set the assignment initializes the storage: the view keeps `icon`, a copy
    // of what it was given.
    XCTAssertEqual(
      lint(field("self.icon = icon\n    self.prompt = prompt"), DuplicateStateCopyRule.self),
      [
        "2:3 warning: `@State private var icon` copies `icon` once and stops following its owner; use `let`, "
          + "`@Binding` or `@Bindable` instead"
      ])
    // After `self.init(…)` every property is initialized: the write is dropped again.
    let delegating = """
      struct Badge: View {
        @State private var count = 0
        let title: String
        init(title: String) { self.title = title }
        init(title: String, count: Int) {
          self.init(title: title)
          self.count = count
        }
        var body: some View { Text("\\(title) \\(count)") }
      }
      """
    XCTAssertEqual(
      lint(delegating, DuplicateStateCopyRule.self),
      [
        "7:10 warning: `self.count = count` in `init` does nothing: the `@State` property `count` already holds its "
          + "default `0`, and SwiftUI drops a write made before the view is installed, so the view starts from `0` "
          + "whatever it is given; pass the value as a `let` (or a `@Binding`), or remove the default and assign "
          + "`_count = State(initialValue: count)`"
      ])
  }

  /// A `@Published` write in `update…` on the representable's `@ObservedObject` is found when the
  /// property has no type annotation (`= WebModel()` names the class) and when the write is spelled
  /// `self.data.…`.
  func testAPublishedWriteOnAnUnannotatedObservedObject() {
    let source = """
      final class WebModel: ObservableObject {
        @Published var goBack = false
      }
      struct Browser: UIViewRepresentable {
        @ObservedObject var data = WebModel()
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ web: WKWebView, context: Context) {
          if data.goBack {
            self.data.goBack = false
            web.goBack()
          }
        }
      }
      """
    XCTAssertEqual(
      lint(source, StateWriteDuringUpdateRule.self),
      [
        "9:17 warning: `data.goBack` (@Published, on the @ObservedObject) is written during SwiftUI's update pass in "
          + "`updateUIView`, which SwiftUI forbids (\"Publishing changes from within view updates\"); write it from a "
          + "coordinator callback instead"
      ])
  }

  /// A settings screen handing the objects it keeps in its own `@State` to a row's `@StateObject`,
  /// one call site per row: the fix is the row's declaration, so one finding names every call site
  /// (round mm's app had about 40 of them, each a finding before).
  func testARowAdoptingTheCallersObjectsIsOneFinding() {
    let source = """
      final class Switch: ObservableObject { @Published var on = false }
      struct SwitchRow: View {
        @StateObject var state: Switch
        var body: some View { Text(state.on ? "On" : "Off") }
      }
      struct SettingsScreen: View {
        @State var first = Switch()
        @State var second = Switch()
        var body: some View {
          VStack {
            SwitchRow(state: first)
            SwitchRow(state: second)
          }
        }
      }
      """
    let reported = LintHarness.lint([("Settings.swift", source)], rules: [DuplicateStateCopyRule.self])
    XCTAssertEqual(
      reported.map { "\($0.line):\($0.column) \($0.message)" },
      [
        "11:24 `SwitchRow` takes the caller's `first` into `@StateObject var state` (Settings.swift), a second owner: "
          + "state belongs to the view that creates it, and a later object in `first` would never reach `SwitchRow` — "
          + "declare it `@ObservedObject` there"
      ])
    XCTAssertEqual(
      reported.first?.related.map { "\($0.line):\($0.column) \($0.message)" },
      ["3:3 `SwitchRow` declares `@StateObject var state` here", "12:24 `SwitchRow` is handed `second` here too"])
  }
}
