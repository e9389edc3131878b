import BridgeLint

/// `HostingControllerInCellRule`'s examples (run as tests, shown on its page), kept apart from its logic.
enum HostingControllerInCellExamples {
  static let nonTriggering: [Example] = [
    // The same kind of private helper, called once from `viewDidLoad`: no provider calls it.
    Example(
      """
      final class MealsViewController: UITableViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          tableView.tableHeaderView = headerView()
        }
        private func headerView() -> UIView {
          let host = UIHostingController(rootView: MealSummary())
          addChild(host)
          host.didMove(toParent: self)
          return host.view
        }
      }
      """),
    // A private setup method only the cell's initializers call runs once per cell.
    Example(
      """
      final class EmptyStateCell: UITableViewCell {
        private var actions: UIHostingController<ActionBar>!
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: style, reuseIdentifier: reuseIdentifier)
          setup()
        }
        required init?(coder: NSCoder) { nil }
        private func setup() {
          actions = UIHostingController(rootView: ActionBar())
          contentView.addSubview(actions.view)
        }
      }
      """),
    Example(
      """
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.contentConfiguration = UIHostingConfiguration { Row(item: items[indexPath.row]) }
        return cell
      }
      """),
    Example(
      """
      final class RowCell: UITableViewCell {
        private let host = UIHostingController(rootView: Row(item: nil))
        func configure(with item: Item) { host.rootView = Row(item: item) }
      }
      """),
    Example(
      """
      final class RowCell: UICollectionViewCell {
        private var host: UIHostingController<Row>?
        func configure(with item: Item, parent: UIViewController) {
          if let host {
            host.rootView = Row(item: item)
          } else {
            let host = UIHostingController(rootView: Row(item: item))
            parent.addChild(host)
            contentView.addSubview(host.view)
            host.didMove(toParent: parent)
            self.host = host
          }
        }
      }
      """),
    Example(
      """
      final class RowCell: UICollectionViewCell {
        var host: UIHostingController<Row>?
        func configure(with item: Item) {
          guard host == nil else { host?.rootView = Row(item: item); return }
          host = UIHostingController(rootView: Row(item: item))
        }
      }
      """),
    Example(
      """
      final class RowCell: UITableViewCell {
        let host: UIHostingController<Row>
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          host = UIHostingController(rootView: Row(item: nil))
          super.init(style: style, reuseIdentifier: reuseIdentifier)
        }
      }
      """),
    Example(
      """
      func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = UIHostingController(rootView: Detail(item: items[indexPath.row]))
        navigationController?.pushViewController(detail, animated: true)
      }
      """),
    Example(
      """
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath) as! HostCell
        cell.host = cell.host ?? UIHostingController(rootView: Row(item: items[indexPath.item]))
        return cell
      }
      """),
    Example(
      """
      final class FeedViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let header = UIHostingController(rootView: Header())
          addChild(header)
        }
      }
      """),
    Example(
      """
      final class RowCell: UITableViewCell {
        func showDetail(from parent: UIViewController) {
          parent.present(UIHostingController(rootView: Detail()), animated: true)
        }
      }
      """),
    Example(
      """
      final class RowCell: UITableViewCell {
        lazy var host = UIHostingController(rootView: Row(item: nil))
      }
      """),
    Example(
      """
      final class BadgeCell: UITableViewCell {
        private var badgeHost: UIHostingController<Badge>?
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: style, reuseIdentifier: reuseIdentifier)
          setUp()
        }
        private func setUp() { addBadge() }
        private func addBadge() {
          let host = UIHostingController(rootView: Badge(count: 0))
          badgeHost = host
        }
        func configure(count: Int) { badgeHost?.rootView = Badge(count: count) }
      }
      """),
  ]

  static let triggering: [Example] = [
    // A private helper builds the header's controller for the provider, on every call.
    Example(
      """
      final class MealsViewController: UITableViewController {
        var totals: [MealTotals] = []
        override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
          headerView(for: totals[section])
        }
        private func headerView(for totals: MealTotals) -> UIView {
          let container = UIView()
          let host = ↓UIHostingController(rootView: MealHeader(totals: totals))
          container.addSubview(host.view)
          return container
        }
      }
      """),
    // The same private method, called again on every configure.
    Example(
      """
      final class EmptyStateCell: UITableViewCell {
        private var actions: UIHostingController<ActionBar>!
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: style, reuseIdentifier: reuseIdentifier)
          setup()
        }
        required init?(coder: NSCoder) { nil }
        func configure() { setup() }
        private func setup() {
          actions = ↓UIHostingController(rootView: ActionBar())
          contentView.addSubview(actions.view)
        }
      }
      """),
    Example(
      """
      final class LedgerSource: NSObject, UITableViewDataSource, UITableViewDelegate {
        var days: [LedgerDay] = []
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
          let title = DayTitle(day: days[section])
          let host = ↓UIHostingController(rootView: title)
          host.view.sizeToFit()
          return host.view
        }
      }
      """),
    Example(
      """
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        let host = ↓UIHostingController(rootView: Row(item: items[indexPath.row]))
        cell.contentView.addSubview(host.view)
        return cell
      }
      """),
    Example(
      """
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath) as! HostCell
        cell.host = ↓UIHostingController(rootView: Row(item: items[indexPath.item]))
        return cell
      }
      """),
    Example(
      """
      let registration = UICollectionView.CellRegistration<UICollectionViewCell, Item> { cell, _, item in
        let host = ↓UIHostingController(rootView: Row(item: item))
        cell.contentView.addSubview(host.view)
      }
      """),
    Example(
      """
      final class RowCell: UITableViewCell {
        private var host: UIHostingController<Row>?
        func configure(with item: Item) {
          host = ↓UIHostingController(rootView: Row(item: item))
          contentView.addSubview(host?.view ?? UIView())
        }
      }
      """),
    Example(
      """
      final class BadgeView: UICollectionReusableView {
        func configure(title: String) {
          let host = ↓UIHostingController(rootView: Badge(title: title))
          addSubview(host.view)
        }
      }
      """),
    Example(
      """
      func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "h", for: indexPath)
        let host = ↓UIHostingController(rootView: SectionHeader(index: indexPath.section))
        header.addSubview(host.view)
        return header
      }
      """),
    Example(
      """
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        if #available(iOS 16, *) {
          cell.contentConfiguration = UIHostingConfiguration { Row(item: items[indexPath.row]) }
        } else {
          let host = ↓UIHostingController(rootView: Row(item: items[indexPath.row]))
          cell.contentView.addSubview(host.view)
        }
        return cell
      }
      """),
  ]
}
