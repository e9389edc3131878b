import SwiftUI

final class AccountModel: ObservableObject {
  @Published var name = ""

  func profileModel(for account: String) -> AccountModel { AccountModel() }
}

@Observable
final class AccountDraft {
  var name = ""
}

struct AccountProfileView: View {
  @StateObject var model: AccountModel

  var body: some View { Text(model.name) }
}

struct AccountDraftView: View {
  @State var draft: AccountDraft

  var body: some View { Text(draft.name) }
}

struct AccountSummaryView: View {
  @ObservedObject var model: AccountModel

  var body: some View { Text(model.name) }
}
