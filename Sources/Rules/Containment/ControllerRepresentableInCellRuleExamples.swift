import BridgeLint

enum ControllerRepresentableInCellExamples {
  static let views = """
    struct Player: UIViewControllerRepresentable {
      func makeUIViewController(context: Context) -> AVPlayerViewController { AVPlayerViewController() }
      func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {}
    }
    struct Thumbnail: UIViewRepresentable {
      func makeUIView(context: Context) -> UIImageView { UIImageView() }
      func updateUIView(_ view: UIImageView, context: Context) {}
    }
    struct VideoRow: View {
      var body: some View { HStack { Player(); Text("Clip") } }
    }
    struct PhotoRow: View {
      var body: some View { HStack { Thumbnail(); Text("Photo") } }
    }
    """

  static let nonTriggering: [Example] = [
    Example(views + "\nfunc configure(_ cell: UICollectionViewCell) {\n  cell.contentConfiguration = UIHostingConfiguration { PhotoRow() }\n}"),
    Example(views + "\nfunc configure(_ cell: UICollectionViewCell) {\n  cell.contentConfiguration = UIHostingConfiguration { Thumbnail() }\n}"),
    Example(views + "\nlet hc = UIHostingController(rootView: VideoRow())"),
    Example(views + "\nfunc configure(_ cell: UITableViewCell) {\n  cell.contentConfiguration = UIHostingConfiguration { Text(\"Video\") }\n}"),
    Example(views + "\nstruct Screen: View {\n  var body: some View { List { VideoRow() } }\n}"),
    Example(views + "\nfunc configure(_ cell: UITableViewCell, content: some View) {\n  cell.contentConfiguration = UIHostingConfiguration { content }\n}"),
    Example(
      "struct Preview: View {\n  var body: some View { Text(\"\") }\n}\nfunc configure(_ cell: UITableViewCell) {\n  cell.contentConfiguration = UIHostingConfiguration { Preview() }\n}"),
    Example(views + "\nfunc configure(_ cell: UITableViewCell) {\n  var content = cell.defaultContentConfiguration()\n  content.text = \"Player\"\n  cell.contentConfiguration = content\n}"),
    Example(views + "\nstruct Sheet: View {\n  var body: some View { VStack { PhotoRow(); Text(\"\") } }\n}\nlet registration = UIHostingConfiguration { Sheet() }"),
    Example(views + "\nlet player = Player()\nlet config = UIListContentConfiguration.cell()"),
  ]

  static let triggering: [Example] = [
    Example(views + "\nfunc configure(_ cell: UICollectionViewCell) {\n  cell.contentConfiguration = ↓UIHostingConfiguration { VideoRow() }\n}"),
    Example(views + "\nfunc configure(_ cell: UITableViewCell) {\n  cell.contentConfiguration = ↓UIHostingConfiguration { Player() }\n}"),
    Example(
      views
        + "\nstruct Card: View {\n  var body: some View { VStack { VideoRow() } }\n}\nfunc configure(_ cell: UITableViewCell) {\n  cell.contentConfiguration = ↓UIHostingConfiguration { Card() }.margins(.all, 0)\n}"
    ),
    Example(views + "\nlet registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, _ in\n  cell.contentConfiguration = ↓UIHostingConfiguration { VideoRow().padding() }\n}"),
    Example(
      views
        + "\nstruct Feed: View {\n  @ViewBuilder var media: some View { Player() }\n  var body: some View { media }\n}\nlet content = ↓UIHostingConfiguration { Feed() }"
    ),
    Example(
      views
        + "\nstruct Row: View {\n  @State private var open = false\n  var body: some View { Text(\"\").sheet(isPresented: $open) { Player() } }\n}\nlet content = ↓UIHostingConfiguration { Row() }"
    ),
  ]
}
