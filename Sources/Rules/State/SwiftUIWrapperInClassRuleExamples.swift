import BridgeLint

/// `SwiftUIWrapperInClassRule`'s examples (run as tests, shown on its page), kept apart from its logic.
enum SwiftUIWrapperInClassExamples {
  static let nonTriggering: [Example] = [
    Example("final class Coordinator: NSObject {\n  var isEditing = false\n}"),
    Example(
      "final class Coordinator {\n  @Binding var text: String\n  init(text: Binding<String>) { _text = text }\n}"),
    Example("struct Editor: View {\n  @State private var isEditing = false\n  var body: some View { Text(\"\") }\n}"),
    Example("final class Store: ObservableObject {\n  @Published var items: [Item] = []\n}"),
    Example("@Observable final class Model {\n  var count = 0\n}"),
    Example("final class Settings {\n  @AppStorage(\"theme\") var theme = \"light\"\n}"),
    Example(
      """
      final class Coordinator {
        struct Row: View {
          @State private var isOn = false
          var body: some View { Toggle("", isOn: $isOn) }
        }
      }
      """),
    Example("struct Wrapper: DynamicProperty {\n  @State private var value = 0\n}"),
    Example(
      "final class LegacyView: View {\n  @State var count = 0\n  var body: some View { Text(\"\\(count)\") }\n}"),
    Example("final class Cache {\n  static let shared = Cache()\n  var environment: [String: String] = [:]\n}"),
    Example("enum Defaults {\n  @AppStorage(\"count\") static var count = 0\n}"),
  ]

  static let triggering: [Example] = [
    Example(
      """
      struct SearchField: UIViewRepresentable {
        final class Coordinator: NSObject, UISearchBarDelegate {
          ↓@State var isEditing = false
        }
      }
      """),
    Example("final class ProfileViewModel: ObservableObject {\n  ↓@StateObject var loader = Loader()\n}"),
    Example("final class FeedViewController: UIViewController {\n  ↓@ObservedObject var store: Store\n}"),
    Example("final class Router {\n  ↓@EnvironmentObject var session: Session\n}"),
    Example("class Presenter {\n  ↓@Environment(\\.dismiss) private var dismiss\n}"),
    Example("actor Library {\n  ↓@Query var books: [Book]\n}"),
    Example("final class Coordinator {\n  ↓@FocusState var isFocused: Bool\n  ↓@Namespace var namespace\n}"),
  ]
}
