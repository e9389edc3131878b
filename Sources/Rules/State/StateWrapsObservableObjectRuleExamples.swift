import BridgeLint

enum StateWrapsObservableObjectExamples {
  static let model = "final class FeedModel: ObservableObject { @Published var items: [String] = [] }\n"

  static let nonTriggering: [Example] = [
    Example(
      model
        + "struct Feed: View {\n  @StateObject private var model = FeedModel()\n  var body: some View { Text(\"\") }\n}"
    ),
    Example(
      model + "struct Feed: View {\n  @ObservedObject var model: FeedModel\n  var body: some View { Text(\"\") }\n}"),
    Example(
      """
      @Observable final class FeedModel { var items: [String] = [] }
      struct Feed: View {
        @State private var model = FeedModel()
        var body: some View { Text(\"\") }
      }
      """
    ),
    Example(
      """
      final class Token: ObservableObject {}
      struct Feed: View {
        @State private var token = Token()
        var body: some View { Text(\"\") }
      }
      """
    ),
    Example("struct Feed: View {\n  @State private var count = 0\n  var body: some View { Text(\"\") }\n}"),
    Example(
      """
      struct Filter { var query = \"\" }
      struct Feed: View {
        @State private var filter = Filter()
        var body: some View { Text(\"\") }
      }
      """
    ),
    Example("struct Feed: View {\n  @State private var player = AVPlayer()\n  var body: some View { Text(\"\") }\n}"),
    Example(model + "final class Holder {\n  @State var model = FeedModel()\n}"),
    Example(
      model
        + "struct Feed: View {\n  @StateObject private var model: FeedModel\n  var body: some View { Text(\"\") }\n}"),
    Example(
      """
      @Model final class Note { var title = \"\" }
      struct Editor: View {
        @State private var note = Note()
        var body: some View { Text(\"\") }
      }
      """
    ),
    Example(model + "struct Feed: View {\n  @Binding var model: FeedModel\n  var body: some View { Text(\"\") }\n}"),
    Example(
      model
        + """
        extension FeedModel { static let shared = FeedModel() }
        struct Feed: View {
          @State private var isEmpty = FeedModel.shared.items.isEmpty
          @State private var models: [FeedModel] = []
          @State private var widths: [FeedModel.ID: CGFloat] = [:]
          var body: some View { Text(\"\") }
        }
        """
    ),
    // Held only to hand on: the child that observes it updates, this view has nothing to redraw.
    Example(
      model + """
        struct FeedScreen: View {
          @State private var model = FeedModel()
          var body: some View { FeedList().environmentObject(model) }
        }
        """),
    // Written only in an action, never read while rendering.
    Example(
      model + """
        struct AddButton: View {
          @State private var model = FeedModel()
          var body: some View { Button("Add") { model.items.append("new") } }
        }
        """),
    // An optional slot that drives a sheet: the sheet's content observes the object it is given.
    Example(
      model + """
        struct ModelPicker: View {
          @State private var selected: FeedModel?
          var body: some View {
            Button("Open") { selected = FeedModel() }
              .sheet(item: $selected) { FeedDetail(model: $0) }
          }
        }
        """),
  ]

  static let triggering: [Example] = [
    Example(
      model + """
        struct Feed: View {
          ↓@State private var model = FeedModel()
          var body: some View { List(model.items, id: \\.self) { Text($0) } }
        }
        """),
    Example(
      model
        + "struct Feed: View {\n  ↓@State var model: FeedModel\n  var body: some View { Text(\"\\(model.items.count)\") }\n}"
    ),
    Example(
      model
        + """
        struct Feed: View {
          ↓@State
          private var model = FeedModel.init()
          var body: some View { Text(\"\\(self.model.items.count) items\") }
        }
        """
    ),
    Example(
      """
      class Base: ObservableObject { @Published var ready = false }
      final class Player: Base {}
      struct Screen: View {
        ↓@State private var player = Player()
        var body: some View { Text(player.ready ? \"Ready\" : \"Loading\") }
      }
      """
    ),
    Example(
      """
      final class Store { @Published var count = 0 }
      extension Store: ObservableObject {}
      struct Counter: View {
        ↓@State private var store = Store()
        var body: some View { Stepper(\"\\(store.count)\", value: $store.count) }
      }
      """
    ),
    Example(
      model
        + """
        struct Feed {
          ↓@State private var model = FeedModel()
        }
        extension Feed: View {
          var body: some View { ForEach(model.items, id: \\.self) { Text($0) } }
        }
        """
    ),
  ]
}
