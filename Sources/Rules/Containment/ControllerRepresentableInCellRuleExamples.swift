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
    Example(
      views + """

        func configure(_ cell: UICollectionViewCell) {
          cell.contentConfiguration = UIHostingConfiguration { PhotoRow() }
        }
        """),
    Example(
      views + """

        func configure(_ cell: UICollectionViewCell) {
          cell.contentConfiguration = UIHostingConfiguration { Thumbnail() }
        }
        """),
    Example(views + "\nlet hc = UIHostingController(rootView: VideoRow())"),
    Example(
      views + """

        func configure(_ cell: UITableViewCell) {
          cell.contentConfiguration = UIHostingConfiguration { Text(\"Video\") }
        }
        """),
    Example(views + "\nstruct Screen: View {\n  var body: some View { List { VideoRow() } }\n}"),
    Example(
      views + """

        func configure(_ cell: UITableViewCell, content: some View) {
          cell.contentConfiguration = UIHostingConfiguration { content }
        }
        """),
    Example(
      """
      struct Preview: View {
        var body: some View { Text(\"\") }
      }
      func configure(_ cell: UITableViewCell) {
        cell.contentConfiguration = UIHostingConfiguration { Preview() }
      }
      """),
    Example(
      views + """

        func configure(_ cell: UITableViewCell) {
          var content = cell.defaultContentConfiguration()
          content.text = \"Player\"
          cell.contentConfiguration = content
        }
        """),
    Example(
      views + """

        struct Sheet: View {
          var body: some View { VStack { PhotoRow(); Text(\"\") } }
        }
        let registration = UIHostingConfiguration { Sheet() }
        """),
    Example(views + "\nlet player = Player()\nlet config = UIListContentConfiguration.cell()"),
  ]

  static let triggering: [Example] = [
    Example(
      views + """

        func configure(_ cell: UICollectionViewCell) {
          cell.contentConfiguration = ↓UIHostingConfiguration { VideoRow() }
        }
        """),
    Example(
      views + """

        func configure(_ cell: UITableViewCell) {
          cell.contentConfiguration = ↓UIHostingConfiguration { Player() }
        }
        """),
    Example(
      views
        + """

        struct Card: View {
          var body: some View { VStack { VideoRow() } }
        }
        func configure(_ cell: UITableViewCell) {
          cell.contentConfiguration = ↓UIHostingConfiguration { Card() }.margins(.all, 0)
        }
        """
    ),
    Example(
      views + """

        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, _ in
          cell.contentConfiguration = ↓UIHostingConfiguration { VideoRow().padding() }
        }
        """),
    Example(
      views
        + """

        struct Feed: View {
          @ViewBuilder var media: some View { Player() }
          var body: some View { media }
        }
        let content = ↓UIHostingConfiguration { Feed() }
        """
    ),
    Example(
      views
        + """

        struct Row: View {
          @State private var open = false
          var body: some View { Text(\"\").sheet(isPresented: $open) { Player() } }
        }
        let content = ↓UIHostingConfiguration { Row() }
        """
    ),
  ]
}
