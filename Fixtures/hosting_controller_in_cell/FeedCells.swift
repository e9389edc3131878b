import SwiftUI
import UIKit

struct FeedRow: View {
  let title: String
  var body: some View { Text(title) }
}

final class FeedViewController: UITableViewController {
  var items: [String] = []

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    let host = UIHostingController(rootView: FeedRow(title: items[indexPath.row]))  // expect: 16 [hosting_controller_in_cell]
    addChild(host)
    cell.contentView.addSubview(host.view)
    host.didMove(toParent: self)
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let detail = UIHostingController(rootView: FeedRow(title: items[indexPath.row]))
    navigationController?.pushViewController(detail, animated: true)
  }
}

final class ModernFeedViewController: UITableViewController {
  var items: [String] = []

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    if #available(iOS 16, *) {
      cell.contentConfiguration = UIHostingConfiguration { FeedRow(title: items[indexPath.row]) }
    } else {
      let host = UIHostingController(rootView: FeedRow(title: items[indexPath.row]))  // expect: [hosting_controller_in_cell]
      addChild(host)
      cell.contentView.addSubview(host.view)
      host.didMove(toParent: self)
    }
    return cell
  }
}

final class HostingCell: UITableViewCell {
  private var host: UIHostingController<FeedRow>?

  func configure(title: String, parent: UIViewController) {
    if let host {
      host.rootView = FeedRow(title: title)
    } else {
      let host = UIHostingController(rootView: FeedRow(title: title))
      parent.addChild(host)
      contentView.addSubview(host.view)
      host.didMove(toParent: parent)
      self.host = host
    }
  }
}

final class RebuildingCell: UITableViewCell {
  private var host: UIHostingController<FeedRow>?

  func configure(title: String, parent: UIViewController) {
    host?.view.removeFromSuperview()
    let next = UIHostingController(rootView: FeedRow(title: title))  // expect: [hosting_controller_in_cell]
    parent.addChild(next)
    contentView.addSubview(next.view)
    next.didMove(toParent: parent)
    host = next
  }
}
