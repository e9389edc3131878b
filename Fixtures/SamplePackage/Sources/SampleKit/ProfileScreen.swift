#if canImport(UIKit)
import SwiftUI
import UIKit

/// A profile screen: a SwiftUI header above a UIKit detail view controller.
/// (UIKit exists only on Apple platforms; on Linux this file builds to nothing but is still linted.)
public final class ProfileViewController: UIViewController {
  private let details = ProfileDetailsViewController()

  public override func viewDidLoad() {
    super.viewDidLoad()
    // The header's hosting controller is never kept nor added as a child.
    view.addSubview(UIHostingController(rootView: ProfileHeader()).view)  // expect: 10 [hosting_view_without_containment]

    addChild(details)  // expect: 5 [missing_did_move]
    details.view.frame = view.bounds
    view.addSubview(details.view)
  }
}

final class ProfileDetailsViewController: UIViewController {}

struct ProfileHeader: View {
  var body: some View {
    ScrollView { Text("Profile") }
      .font(.headline)
      .id(UUID())  // expect: 11 [force_refresh_identity]
  }
}
#endif
