import SwiftUI

enum AccountFixtures {
  static let signedIn = AccountModel()
}

#Preview("Signed in") {
  AccountProfileView(model: AccountFixtures.signedIn)
}

struct AccountProfileView_Previews: PreviewProvider {
  static var previews: some View {
    AccountProfileView(model: AccountFixtures.signedIn)
  }
}
