import BridgeLint

enum StateObjectInjectedExamples {
  static let profile = """
    final class ProfileModel: ObservableObject { @Published var name = "" }
    struct ProfileView: View {
      @StateObject var model: ProfileModel
      var body: some View { Text(model.name) }
    }
    """

  static let nonTriggering: [Example] = [
    Example(
      profile + """

        #Preview("Filled in") {
          ProfileView(model: PreviewData.profile)
        }
        """),
    Example(
      profile + """

        struct ProfileView_Previews: PreviewProvider {
          static var previews: some View { ProfileView(model: PreviewData.profile) }
        }
        """),
    Example(profile + "\nlet hc = UIHostingController(rootView: ProfileView(model: ProfileModel()))"),
    Example(
      profile + """

        func make() -> some View {
          let model = ProfileModel()
          return ProfileView(model: model)
        }
        """),
    Example(profile + "\nlet view = ProfileView(model: .init())"),
    Example(profile + "\nlet view = ProfileView(model: makeModel())"),
    Example(
      """
      final class ProfileModel: ObservableObject {}
      struct ProfileView: View {
        @ObservedObject var model: ProfileModel
        var body: some View { Text("") }
      }
      let view = ProfileView(model: model)
      """),
    Example(
      """
      struct Counter: View {
        @State var count: Int
        var body: some View { Text("\\(count)") }
      }
      let view = Counter(count: total)
      """),
    Example(
      """
      final class DetailModel: ObservableObject {}
      struct DetailView: View {
        @StateObject private var model: DetailModel
        init(model: @autoclosure @escaping () -> DetailModel) { _model = StateObject(wrappedValue: model()) }
        var body: some View { Text("") }
      }
      let view = DetailView(model: shared)
      """),
    Example(
      """
      final class Repository {}
      final class FeedModel: ObservableObject { init(repository: Repository) {} }
      struct FeedView: View {
        @StateObject private var model: FeedModel
        init(repository: Repository) { _model = StateObject(wrappedValue: FeedModel(repository: repository)) }
        var body: some View { Text("") }
      }
      let view = FeedView(repository: repository)
      """),
    Example(
      """
      struct Row: View {
        @StateObject var model = RowModel()
        var title: String
        var body: some View { Text(title) }
      }
      let row = Row(title: title)
      """),
    Example(profile + "\nlet label = Label(model: model)"),
    Example(profile + "\nlet view = ProfileView(model: ProfileModel.preview())"),
    // A local a factory method just returned: a new object per presentation.
    Example(
      profile + """

        final class AddAccount: UIViewController {
          let factory = ModelFactory()
          func join() {
            let model = factory.profileModel(for: account)
            show(UIHostingController(rootView: ProfileView(model: model)), sender: self)
          }
        }
        """),
  ]

  static let triggering: [Example] = [
    Example(profile + "\nlet hc = UIHostingController(rootView: ProfileView(model: ↓model))"),
    Example(
      profile + """

        final class Host: UIViewController {
          let model = ProfileModel()
          func show() { present(UIHostingController(rootView: ProfileView(model: ↓self.model)), animated: true) }
        }
        """),
    Example(
      profile + """

        struct Parent: View {
          @StateObject private var model = ProfileModel()
          var body: some View { ProfileView(model: ↓model) }
        }
        """),
    Example(profile + "\nlet view = ProfileView(model: ↓AppModel.shared)"),
    Example(profile + "\nlet view = ProfileView(model: ↓session.profile)"),
    Example(
      """
      final class DetailModel: ObservableObject {}
      struct DetailView: View {
        @StateObject private var model: DetailModel
        init(model: DetailModel) { _model = StateObject(wrappedValue: model) }
        var body: some View { Text("") }
      }
      let view = DetailView(model: ↓current)
      """),
    Example(
      """
      @Observable final class Cart {}
      struct CartView: View {
        @State var cart: Cart
        var body: some View { Text("") }
      }
      let view = CartView(cart: ↓store.cart)
      """),
  ]
}
