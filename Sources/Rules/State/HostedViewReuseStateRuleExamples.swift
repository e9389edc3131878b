import BridgeLint

enum HostedViewReuseStateExamples {
  static let views = """
    struct Counter: View {
      @State private var count = 0
      var body: some View { Button("\\(count)") { count += 1 } }
    }
    struct Caption: View {
      let title: String
      var body: some View { Text(title) }
    }
    """

  static let nonTriggering: [Example] = [
    // Keyed by the item: each item gets its own identity, so the counter starts over per item.
    Example(
      views + """

        func configure(_ cell: UICollectionViewCell, for ticket: Ticket) {
          cell.contentConfiguration = UIHostingConfiguration {
            HStack {
              Caption(title: ticket.title)
              Counter()
            }
            .id(ticket.id)
          }
        }
        """),
    Example(
      views + """

        func configure(_ cell: UITableViewCell, for ticket: Ticket) {
          cell.contentConfiguration = UIHostingConfiguration {
            Caption(title: ticket.title)
            Counter().id("votes-" + ticket.id.uuidString)
          }
        }
        """),
    Example(
      views + """

        func configure(_ cell: UICollectionViewCell) {
          cell.contentConfiguration = UIHostingConfiguration { Caption(title: "Inbox") }
        }
        """),
    // A sheet's content is its own hierarchy: its state lives with the presentation.
    Example(
      views + """

        struct Row: View {
          @Binding var showsDetail: Bool
          var body: some View { Caption(title: "Row").sheet(isPresented: $showsDetail) { Counter() } }
        }
        func configure(_ cell: UITableViewCell, shows: Binding<Bool>) {
          cell.contentConfiguration = UIHostingConfiguration { Row(showsDetail: shows) }
        }
        """),
    Example(
      views + """

        struct Row: View {
          var body: some View {
            Caption(title: "Row").navigationDestination(for: Int.self) { _ in Counter() }
          }
        }
        func configure(_ cell: UITableViewCell) { cell.contentConfiguration = UIHostingConfiguration { Row() } }
        """),
    Example(
      views + """

        struct Row: View {
          var body: some View { NavigationLink(destination: Counter()) { Caption(title: "Open") } }
        }
        func configure(_ cell: UITableViewCell) { cell.contentConfiguration = UIHostingConfiguration { Row() } }
        """),
    Example(
      views + """

        struct Row: View {
          var body: some View {
            NavigationLink { Counter() } label: { Caption(title: "Open") }
          }
        }
        func configure(_ cell: UITableViewCell) { cell.contentConfiguration = UIHostingConfiguration { Row() } }
        """),
    Example(
      views + """

        struct Row: View {
          let item: Item
          @Binding var isCovered: Bool
          var body: some View {
            Caption(title: item.name)
              .fullScreenCover(isPresented: $isCovered) { Counter() }
              .popover(isPresented: $isCovered) { Counter() }
          }
        }
        func configure(_ cell: UICollectionViewListCell, item: Item, covered: Binding<Bool>) {
          cell.contentConfiguration = UIHostingConfiguration { Row(item: item, isCovered: covered) }
        }
        """),
    // A member only the sheet builds belongs to the sheet too.
    Example(
      views + """

        struct Row: View {
          @Binding var showsDetail: Bool
          var body: some View { Caption(title: "Row").sheet(isPresented: $showsDetail) { detail } }
          @ViewBuilder private var detail: some View { Counter() }
        }
        func configure(_ cell: UITableViewCell, shows: Binding<Bool>) {
          cell.contentConfiguration = UIHostingConfiguration { Row(showsDetail: shows) }
        }
        """),
    // A sheet attached in the configuration's own content.
    Example(
      views + """

        func configure(_ cell: UICollectionViewCell, open: Binding<Bool>) {
          cell.contentConfiguration = UIHostingConfiguration {
            Caption(title: "Row").sheet(isPresented: open) { Counter() }
          }
        }
        """),
    // A hosting controller in a cell is `hosting_controller_in_cell`'s.
    Example(
      views + """

        final class CounterCell: UICollectionViewCell {
          let host = UIHostingController(rootView: Counter())
        }
        """),
    Example(views + "\nstruct Screen: View {\n  var body: some View { List { Counter(); Counter() } }\n}"),
    Example(
      views + """

        func configure(_ cell: UITableViewCell, content: some View) {
          cell.contentConfiguration = UIHostingConfiguration { content }
        }
        """),
    // Bindings, observed and state objects: the state lives elsewhere (or is not `@State`).
    Example(
      """
      struct Toggler: View {
        @Binding var isOn: Bool
        @ObservedObject var model: RowModel
        @Environment(\\.colorScheme) private var scheme
        var body: some View { Toggle(model.title, isOn: $isOn) }
      }
      func configure(_ cell: UITableViewCell, model: RowModel, on: Binding<Bool>) {
        cell.contentConfiguration = UIHostingConfiguration { Toggler(isOn: on, model: model) }
      }
      """),
    // An empty state shown in place of a controller's content is not a reused row.
    Example(
      views + """

        final class FeedController: UIViewController {
          override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
            contentUnavailableConfiguration = UIHostingConfiguration { Counter() }
          }
        }
        """),
    // A factory that only returns configurations: where they go is not in this file.
    Example(
      views + """

        enum EmptyStates {
          static func retry() -> UIContentConfiguration {
            UIHostingConfiguration { Counter() }
          }
        }
        """),
    Example(
      views + """

        func configure(_ cell: UITableViewCell) {
          var content = cell.defaultContentConfiguration()
          content.text = "Counter"
          cell.contentConfiguration = content
        }
        """),
  ]

  static let triggering: [Example] = [
    Example(
      views + """

        func configure(_ cell: UICollectionViewCell) {
          cell.contentConfiguration = ↓UIHostingConfiguration { Counter() }
        }
        """),
    Example(
      views + """

        struct Row: View {
          var body: some View { HStack { Caption(title: "Likes"); Counter() } }
        }
        func configure(_ cell: UITableViewCell) {
          cell.contentConfiguration = ↓UIHostingConfiguration { Row() }.margins(.all, 0)
        }
        """),
    // Transient UI state is reported too (the rule cannot tell what must survive reuse).
    Example(
      """
      struct PressableRow: View {
        @State private var isPressed = false
        var body: some View { Text("Row").scaleEffect(isPressed ? 0.95 : 1) }
      }
      let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, _ in
        cell.contentConfiguration = ↓UIHostingConfiguration { PressableRow() }
      }
      """),
    // The row's own flag for the sheet it presents is the row's state.
    Example(
      views + """

        struct Row: View {
          @State private var showsDetail = false
          var body: some View {
            Button("Open") { showsDetail = true }.sheet(isPresented: $showsDetail) { Caption(title: "Detail") }
          }
        }
        func configure(_ cell: UITableViewCell) { cell.contentConfiguration = ↓UIHostingConfiguration { Row() } }
        """),
    Example(
      views + """

        struct Feed: View {
          @ViewBuilder var footer: some View { Counter() }
          var body: some View { VStack { Caption(title: "Post"); footer } }
        }
        func configure(_ cell: UITableViewCell) { cell.contentConfiguration = ↓UIHostingConfiguration { Feed() } }
        """),
    // Supplementary views are reused like cells.
    Example(
      views + """

        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
          elementKind: UICollectionView.elementKindSectionHeader
        ) { view, _, _ in
          view.contentConfiguration = ↓UIHostingConfiguration { Counter() }
        }
        """),
    // Several roots, one finding naming each stateful view once.
    Example(
      views + """

        struct Draft: View {
          @State private var text = ""
          var body: some View { TextField("Reply", text: $text) }
        }
        func configure(_ cell: UICollectionViewCell) {
          cell.contentConfiguration = ↓UIHostingConfiguration { Counter(); Draft(); Counter() }
        }
        """),
    // A member the row builds inline is the row's, even when a sheet builds it too.
    Example(
      views + """

        struct Row: View {
          @Binding var isOpen: Bool
          var body: some View { VStack { footer }.sheet(isPresented: $isOpen) { footer } }
          private var footer: some View { Counter() }
        }
        func configure(_ cell: UITableViewCell, open: Binding<Bool>) {
          cell.contentConfiguration = ↓UIHostingConfiguration { Row(isOpen: open) }
        }
        """),
    // A link's label is part of the row; only its destination is not.
    Example(
      views + """

        struct Row: View {
          var body: some View { NavigationLink(value: 1) { Counter() } }
        }
        func configure(_ cell: UITableViewCell) { cell.contentConfiguration = ↓UIHostingConfiguration { Row() } }
        """),
  ]
}
